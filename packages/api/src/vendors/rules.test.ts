import { describe, expect, it } from "vitest";
import { centsToString, toCents } from "../lib/money.js";
import {
  canTransition,
  checklistProgress,
  classifyVendorStatus,
  contractBookEntry,
  contractBookMillions,
  nextReviewDateAfter,
  relationshipHealthScore,
  singleCurrencyBook,
  statusesForTab,
  transitionProblem,
  VENDOR_STATUS_COLORS,
  VENDOR_TABS,
} from "./rules.js";

describe("free-text status classification (spec §4)", () => {
  it("maps the spec's keywords", () => {
    expect(classifyVendorStatus("Active")).toEqual({ status: "active", statusNote: null });
    expect(classifyVendorStatus("active")).toEqual({ status: "active", statusNote: null });
    expect(classifyVendorStatus("Under Review")).toEqual({ status: "under_review", statusNote: null });
    expect(classifyVendorStatus("under_review")).toEqual({ status: "under_review", statusNote: null });
    expect(classifyVendorStatus("Offboarded")).toEqual({ status: "offboarded", statusNote: null });
    expect(classifyVendorStatus("Pending approval")).toEqual({ status: "onboarding", statusNote: "Pending approval" });
    expect(classifyVendorStatus("In review - Q3")).toEqual({ status: "under_review", statusNote: "In review - Q3" });
    expect(classifyVendorStatus("Offboarding in progress")).toEqual({
      status: "offboarding",
      statusNote: "Offboarding in progress",
    });
    expect(classifyVendorStatus("Offboarding complete").status).toBe("offboarded");
    expect(classifyVendorStatus("Active - renewal due").status).toBe("active");
  });

  it("keeps unknown text in statusNote and starts the vendor in onboarding", () => {
    expect(classifyVendorStatus("Preferred supplier")).toEqual({
      status: "onboarding",
      statusNote: "Preferred supplier",
    });
    expect(classifyVendorStatus("Inactive")).toEqual({ status: "onboarding", statusNote: "Inactive" });
    expect(classifyVendorStatus("")).toEqual({ status: "onboarding", statusNote: null });
    expect(classifyVendorStatus(null)).toEqual({ status: "onboarding", statusNote: null });
  });
});

describe("tabs and colours", () => {
  it("has the spec's five tabs; Offboarding shows offboarding and offboarded", () => {
    expect(VENDOR_TABS.map((t) => t.label)).toEqual([
      "All Vendors",
      "Active Vendors",
      "Under Review",
      "Onboarding Queue",
      "Offboarding",
    ]);
    expect(statusesForTab("all")).toBeNull();
    expect(statusesForTab("active")).toEqual(["active"]);
    expect(statusesForTab("under_review")).toEqual(["under_review"]);
    expect(statusesForTab("onboarding")).toEqual(["onboarding"]);
    expect(statusesForTab("offboarding")).toEqual(["offboarding", "offboarded"]);
  });

  it("colours: active blue, review orange, pending purple, offboard red", () => {
    expect(VENDOR_STATUS_COLORS).toEqual({
      active: "blue",
      under_review: "orange",
      onboarding: "purple",
      offboarding: "red",
      offboarded: "red",
    });
  });
});

describe("lifecycle", () => {
  const done = { completed: 7, total: 7, percent: 100 };
  const partly = { completed: 3, total: 7, percent: 42 };

  it("allows the documented moves", () => {
    for (const [from, to] of [
      ["onboarding", "active"],
      ["active", "under_review"],
      ["under_review", "active"],
      ["active", "offboarding"],
      ["under_review", "offboarding"],
      ["offboarding", "offboarded"],
      ["offboarding", "active"],
      ["active", "active"],
    ] as const) {
      expect(canTransition(from, to), `${from} → ${to}`).toBe(true);
      expect(transitionProblem("Acme", from, to, done)).toBeNull();
    }
  });

  it("refuses the others with a clear message", () => {
    expect(canTransition("onboarding", "offboarded")).toBe(false);
    expect(canTransition("offboarded", "active")).toBe(false);
    expect(canTransition("active", "onboarding")).toBe(false);
    expect(transitionProblem("Acme", "onboarding", "offboarded")).toBe(
      "Acme cannot move from Onboarding to Offboarded: it can move to Active.",
    );
    expect(transitionProblem("Acme", "offboarded", "active")).toBe(
      "Acme cannot move from Offboarded to Active: it is final.",
    );
  });

  it("activates only with the checklist complete", () => {
    expect(transitionProblem("Acme", "onboarding", "active", partly)).toBe(
      "Acme cannot be activated until its onboarding checklist is complete (3 of 7 done).",
    );
    expect(transitionProblem("Acme", "onboarding", "active", { completed: 0, total: 0, percent: 100 })).toBeNull();
  });

  it("checklist progress", () => {
    const at = new Date();
    expect(checklistProgress([])).toEqual({ completed: 0, total: 0, percent: 100 });
    expect(checklistProgress([{ completedAt: at }, { completedAt: null }, { completedAt: null }])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(checklistProgress([{ completedAt: at }, { completedAt: "2026-01-01" }])).toEqual({
      completed: 2,
      total: 2,
      percent: 100,
    });
  });

  it("schedules the next review a year on, except after a triggered review", () => {
    const at = new Date("2026-03-15T10:00:00.000Z");
    expect(nextReviewDateAfter("periodic", at)?.toISOString()).toBe("2027-03-15T10:00:00.000Z");
    expect(nextReviewDateAfter("annual", at)?.toISOString()).toBe("2027-03-15T10:00:00.000Z");
    expect(nextReviewDateAfter("triggered", at)).toBeNull();
  });

  it("a review on 29 February is next due on 28 February, on the organisation's calendar", () => {
    expect(nextReviewDateAfter("annual", new Date("2024-02-29T10:00:00.000Z"))?.toISOString()).toBe(
      "2025-02-28T10:00:00.000Z",
    );
    // 20:00 UTC on 28 February is 05:00 on 29 February in Tokyo: a year on is 28 February 05:00 there.
    const evening = new Date("2024-02-28T20:00:00.000Z");
    expect(nextReviewDateAfter("periodic", evening, "Asia/Tokyo")?.toISOString()).toBe("2025-02-27T20:00:00.000Z");
    expect(nextReviewDateAfter("periodic", evening, "UTC")?.toISOString()).toBe("2025-02-28T20:00:00.000Z");
  });
});

describe("relationship health score", () => {
  // Risk scores: 1 = least risk, 10 = most risk. Mean 2.8 → (10 − 2.8) / 9 × 100 = 80.
  const scores = { itScore: 3, operationalScore: 4, complianceScore: 2, financialScore: 4, gdprScore: 1 };
  const all = (n: number) => ({ itScore: n, operationalScore: n, complianceScore: n, financialScore: n, gdprScore: n });

  it("is (10 − mean risk score) / 9 × 100 without open breaches: 10 = most risk, so a higher mean is less healthy", () => {
    expect(relationshipHealthScore(scores)).toBe(80);
    expect(relationshipHealthScore(all(1))).toBe(100);
    expect(relationshipHealthScore(all(10))).toBe(0);
    // All 6: 4 / 9 × 100 = 44.4 → 44; all 5: 5 / 9 × 100 = 55.6 → 56.
    expect(relationshipHealthScore(all(6))).toBe(44);
    expect(relationshipHealthScore(all(5))).toBe(56);
  });

  it("gives the health a review recorded as 10 = best keeps once its scores are turned (11 − score)", () => {
    // 8, 7, 9, 6, 10 on the old scale (health 80 then) are 3, 4, 2, 5, 1 now: mean 3 → 7 / 9 × 100 = 77.8 → 78.
    expect(
      relationshipHealthScore({ itScore: 3, operationalScore: 4, complianceScore: 2, financialScore: 5, gdprScore: 1 }),
    ).toBe(78);
  });

  it("takes off 2 / 5 / 10 / 20 points per open low / medium / high / critical breach", () => {
    expect(relationshipHealthScore(scores, { low: 1 })).toBe(78);
    expect(relationshipHealthScore(scores, { medium: 2 })).toBe(70);
    expect(relationshipHealthScore(scores, { high: 1, critical: 1 })).toBe(50);
  });

  it("is clamped to 0–100 and rounded", () => {
    expect(relationshipHealthScore(scores, { critical: 10 })).toBe(0);
    expect(relationshipHealthScore(all(10), { low: 1 })).toBe(0);
    // Mean 4.2 → 5.8 / 9 × 100 = 64.4 → 64; mean 1.2 → 8.8 / 9 × 100 = 97.8 → 98, less 2 → 95.8 → 96.
    expect(relationshipHealthScore({ ...all(4), gdprScore: 5 })).toBe(64);
    expect(relationshipHealthScore({ ...all(1), gdprScore: 2 }, { low: 1 })).toBe(96);
  });

  it("has no score without a review", () => {
    expect(relationshipHealthScore(null)).toBeNull();
    expect(relationshipHealthScore(null, { critical: 1 })).toBeNull();
  });
});

describe("money", () => {
  it("reads amounts exactly", () => {
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents(1234.56)).toBe(123456n);
    expect(toCents(0.1 + 0.2)).toBe(30n);
    expect(toCents("0")).toBe(0n);
    expect(centsToString(123450n)).toBe("1234.50");
    expect(centsToString(5n)).toBe("0.05");
    expect(() => toCents("12.345")).toThrow();
    expect(() => toCents("1e5")).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it("shows the contract book in millions with one decimal", () => {
    expect(contractBookMillions("12400000.00")).toBe("12.4");
    expect(contractBookMillions("12449999.99")).toBe("12.4");
    expect(contractBookMillions("12450000")).toBe("12.5");
    expect(contractBookMillions(0)).toBe("0.0");
    expect(contractBookMillions("987654321098.76")).toBe("987654.3");
  });

  it("keeps each currency's contract book apart and gives a single figure only for one currency", () => {
    const usd = contractBookEntry({ currency: "USD", total: "225297612.5", vendors: 812 });
    const eur = contractBookEntry({ currency: "EUR", total: "250000", vendors: 1 });
    expect(usd).toEqual({ currency: "USD", total: "225297612.50", totalMillions: "225.3", vendors: 812 });
    expect(eur).toEqual({ currency: "EUR", total: "250000.00", totalMillions: "0.3", vendors: 1 });
    expect(singleCurrencyBook([usd])).toEqual({
      contractBook: "225297612.50",
      contractBookMillions: "225.3",
      contractBookCurrency: "USD",
    });
    expect(singleCurrencyBook([usd, eur])).toEqual({
      contractBook: null,
      contractBookMillions: null,
      contractBookCurrency: null,
    });
    expect(singleCurrencyBook([])).toEqual({
      contractBook: "0.00",
      contractBookMillions: "0.0",
      contractBookCurrency: null,
    });
  });
});
