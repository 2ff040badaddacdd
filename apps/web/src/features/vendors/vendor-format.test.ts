import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/test-setup";
import {
  checklistItemLabel,
  contractBookLabel,
  criticalityLabel,
  currencyName,
  formatContractBook,
  healthTone,
  humanize,
  nextSort,
  offboardingStateLabel,
  parseTab,
  reviewTypeLabel,
  riskLabel,
  riskLevelLabels,
  splitContractBook,
  statusClassName,
  statusLabel,
  tabLabel,
  tabTotal,
} from "./vendor-format";

const t = i18n.t;

describe("vendor status chips", () => {
  it("labels every lifecycle status", () => {
    expect(statusLabel(t, "active")).toBe("Active");
    expect(statusLabel(t, "under_review")).toBe("Under Review");
    expect(statusLabel(t, "onboarding")).toBe("Onboarding");
    expect(statusLabel(t, "offboarding")).toBe("Offboarding");
    expect(statusLabel(t, "offboarded")).toBe("Offboarded");
  });

  it("uses the spec's colours: active blue, review orange, onboarding purple, offboard red", () => {
    expect(statusClassName("active")).toContain("blue");
    expect(statusClassName("under_review")).toContain("orange");
    expect(statusClassName("onboarding")).toContain("purple");
    expect(statusClassName("offboarding")).toContain("red");
    expect(statusClassName("offboarded")).toContain("red");
  });

  it("shows unknown statuses readably", () => {
    expect(statusLabel(t, "on_hold")).toBe("On hold");
    expect(humanize("under-review")).toBe("Under review");
  });
});

describe("risk rating", () => {
  it("names the four levels and a missing rating", () => {
    expect(riskLabel(t, "critical")).toBe("Critical");
    expect(riskLabel(t, null)).toBe("Not rated");
    expect(riskLevelLabels(t)).toEqual({ low: "Low", medium: "Medium", high: "High", critical: "Critical" });
  });
});

describe("other vendor enumerations", () => {
  it("labels criticality, review types, offboarding states, tabs and the standard checklist", () => {
    expect(criticalityLabel(t, null)).toBe("Medium");
    expect(criticalityLabel(t, "high")).toBe("High");
    expect(reviewTypeLabel(t, "periodic")).toBe("Periodic Review");
    expect(reviewTypeLabel(t, "ad_hoc")).toBe("Ad hoc");
    expect(offboardingStateLabel(t, "open")).toBe("In progress");
    expect(offboardingStateLabel(t, "cancelled")).toBe("Cancelled");
    expect(tabLabel(t, "onboarding")).toBe("Onboarding Queue");
    expect(checklistItemLabel(t, "Contract signed")).toBe("Contract signed");
    expect(checklistItemLabel(t, "Site visit done")).toBe("Site visit done");
  });

  it("speaks the user's language", async () => {
    await i18n.changeLanguage("de");
    try {
      i18n.addResourceBundle("de", "vendors", (await import("../../locales/de/vendors.json")).default);
      expect(statusLabel(i18n.t, "under_review")).toBe("In Prüfung");
      expect(checklistItemLabel(i18n.t, "Contract signed")).toBe("Vertrag unterzeichnet");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("contract book", () => {
  const figure = (currency: string, total: string, totalMillions: string, vendors = 1) => ({
    currency,
    total,
    totalMillions,
    vendors,
  });

  it("shows each currency's book in millions with one decimal, its own symbol and thousands separators", () => {
    expect(formatContractBook(figure("USD", "225297600000.00", "225297.6"))).toBe("$225,297.6M");
    expect(formatContractBook(figure("EUR", "12400000.00", "12.4"))).toBe("€12.4M");
    expect(formatContractBook(figure("GBP", "3100000.00", "3.1"))).toBe("£3.1M");
    expect(formatContractBook(figure("CHF", "3100000.00", "3.1"))).toBe("CHF\u00a03.1M");
    expect(formatContractBook(figure("USD", "0.00", "0.0"))).toBe("$0.0M");
  });

  it("never rounds a book that holds money down to zero", () => {
    expect(formatContractBook(figure("EUR", "40000.00", "0.0"))).toBe("<€0.1M");
    expect(formatContractBook(figure("EUR", "250000.00", "0.3"))).toBe("€0.3M");
  });

  it("labels a figure with the currency's name, the exact amount and the vendors behind it", () => {
    expect(contractBookLabel(t, figure("EUR", "12400000.50", "12.4", 3))).toBe("Euro: €12,400,000.50 across 3 vendors");
    expect(contractBookLabel(t, figure("USD", "250000.00", "0.3", 1))).toBe("US Dollar: $250,000.00 across 1 vendor");
    expect(currencyName("ZZZ")).toBe("ZZZ");
  });

  it("shows up to four currencies and folds the rest behind +N more", () => {
    const book = ["USD", "EUR", "GBP", "CHF", "JPY", "SEK"];
    expect(splitContractBook(book.slice(0, 4))).toEqual({ shown: book.slice(0, 4), hidden: [] });
    expect(splitContractBook(book)).toEqual({ shown: ["USD", "EUR", "GBP"], hidden: ["CHF", "JPY", "SEK"] });
    expect(splitContractBook(book.slice(0, 5))).toEqual({ shown: ["USD", "EUR", "GBP"], hidden: ["CHF", "JPY"] });
    expect(splitContractBook([])).toEqual({ shown: [], hidden: [] });
  });
});

describe("sorting", () => {
  it("flips the order on the same column", () => {
    expect(nextSort({ sort: "name", order: "asc" }, "name")).toEqual({ sort: "name", order: "desc" });
    expect(nextSort({ sort: "name", order: "desc" }, "name")).toEqual({ sort: "name", order: "asc" });
  });

  it("starts text columns ascending and figures descending", () => {
    expect(nextSort({ sort: "name", order: "asc" }, "country")).toEqual({ sort: "country", order: "asc" });
    expect(nextSort({ sort: "name", order: "asc" }, "contractValue")).toEqual({ sort: "contractValue", order: "desc" });
    expect(nextSort({ sort: "name", order: "asc" }, "riskRating")).toEqual({ sort: "riskRating", order: "desc" });
  });
});

describe("tabs, progress and health", () => {
  it("falls back to All Vendors for unknown tabs", () => {
    expect(parseTab("onboarding")).toBe("onboarding");
    expect(parseTab("nonsense")).toBe("all");
    expect(parseTab(null)).toBe("all");
  });

  it("colours health scores", () => {
    expect(healthTone(92)).toBe("good");
    expect(healthTone(78)).toBe("fair");
    expect(healthTone(61)).toBe("fair");
    expect(healthTone(40)).toBe("poor");
  });
});

describe("tabTotal", () => {
  const summary = {
    total: 12_345,
    counts: { onboarding: 345, active: 10_000, under_review: 1_000, offboarding: 600, offboarded: 400 },
  };
  it("gives the register's total for All and the sum of the tab's statuses otherwise", () => {
    expect(tabTotal("all", summary)).toBe(12_345);
    expect(tabTotal("active", summary)).toBe(10_000);
    // The Offboarding tab lists vendors being offboarded and those already offboarded.
    expect(tabTotal("offboarding", summary)).toBe(1_000);
  });
});
