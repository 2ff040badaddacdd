import { describe, expect, it } from "vitest";
import {
  formatContractBook,
  healthTone,
  humanize,
  nextSort,
  parseTab,
  progressPercent,
  riskLabel,
  statusClassName,
  statusLabel,
  tabTotal,
} from "./vendor-format";

describe("vendor status chips", () => {
  it("labels every lifecycle status", () => {
    expect(statusLabel("active")).toBe("Active");
    expect(statusLabel("under_review")).toBe("Under Review");
    expect(statusLabel("onboarding")).toBe("Onboarding");
    expect(statusLabel("offboarding")).toBe("Offboarding");
    expect(statusLabel("offboarded")).toBe("Offboarded");
  });

  it("uses the spec's colours: active blue, review orange, onboarding purple, offboard red", () => {
    expect(statusClassName("active")).toContain("blue");
    expect(statusClassName("under_review")).toContain("orange");
    expect(statusClassName("onboarding")).toContain("purple");
    expect(statusClassName("offboarding")).toContain("red");
    expect(statusClassName("offboarded")).toContain("red");
  });

  it("shows unknown statuses readably", () => {
    expect(statusLabel("on_hold")).toBe("On hold");
    expect(humanize("under-review")).toBe("Under review");
  });
});

describe("risk rating", () => {
  it("names the four levels and a missing rating", () => {
    expect(riskLabel("critical")).toBe("Critical");
    expect(riskLabel(null)).toBe("Not rated");
  });
});

describe("money", () => {
  it("shows the contract book in millions with one decimal", () => {
    expect(formatContractBook("12.4")).toBe("$12.4M");
    expect(formatContractBook("0")).toBe("$0.0M");
    expect(formatContractBook(3.25)).toBe("$3.3M");
    expect(formatContractBook(undefined)).toBe("$0.0M");
    expect(formatContractBook("225297.6")).toBe("$225,297.6M");
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

  it("computes progress without dividing by zero", () => {
    expect(progressPercent(3, 8)).toBe(38);
    expect(progressPercent(0, 0)).toBe(0);
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
