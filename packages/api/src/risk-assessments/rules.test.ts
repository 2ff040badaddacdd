import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_DOMAINS,
  assessmentProgress,
  assessmentReference,
  DOMAIN_WEIGHTS,
  domainRiskLevel,
  isDeletable,
  isEditable,
  legacyScoresOf,
  meanOfScores,
  missingDomains,
  nextReviewDateFor,
  overallRiskBand,
  progressColour,
  reviewDue,
  reviewDueBucket,
  SUBMIT_NOTIFICATIONS,
  scoresFromLegacy,
  statusAfterSave,
  weightedScore,
} from "./rules.js";

const all = (score: number) => Object.fromEntries(ASSESSMENT_DOMAINS.map((d) => [d, score]));

describe("the spec's nine domains and weights", () => {
  it("weighs them 0.15, 0.15, 0.15, 0.10, 0.15, 0.10, 0.10, 0.05, 0.05 (sum 1)", () => {
    expect(DOMAIN_WEIGHTS).toEqual({
      vendorFinancialResilience: 15,
      itBusinessContinuity: 15,
      complianceLegal: 15,
      tprmSubcontracting: 10,
      concentrationSystem: 15,
      reputationalStrategic: 10,
      exitStrategyTermination: 10,
      countryGeopolitical: 5,
      esgAndAML: 5,
    });
    expect(Object.values(DOMAIN_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe("weightedScore", () => {
  it("is the weighted mean over all nine", () => {
    // 0.15×8 + 0.15×6 + 0.15×4 + 0.10×2 + 0.15×10 + 0.10×5 + 0.10×3 + 0.05×7 + 0.05×9 = 6.00
    expect(
      weightedScore({
        vendorFinancialResilience: 8,
        itBusinessContinuity: 6,
        complianceLegal: 4,
        tprmSubcontracting: 2,
        concentrationSystem: 10,
        reputationalStrategic: 5,
        exitStrategyTermination: 3,
        countryGeopolitical: 7,
        esgAndAML: 9,
      }),
    ).toBe(6);
    expect(weightedScore(all(7))).toBe(7);
  });

  it("leaves out empty domains and normalises the rest", () => {
    expect(weightedScore({ vendorFinancialResilience: 8, itBusinessContinuity: 6 })).toBe(7);
    // (0.15×9 + 0.05×1) / 0.20 = 7.00
    expect(weightedScore({ concentrationSystem: 9, esgAndAML: 1, complianceLegal: null })).toBe(7);
    // (0.10×5 + 0.05×2) / 0.15 = 4.00
    expect(weightedScore({ reputationalStrategic: 5, countryGeopolitical: 2 })).toBe(4);
    // (0.15×3 + 0.10×4) / 0.25 = 3.40
    expect(weightedScore({ complianceLegal: 3, tprmSubcontracting: 4 })).toBe(3.4);
    // (0.15×1 + 0.15×0 + 0.05×10) / 0.35 = 1.857… → 1.86
    expect(weightedScore({ vendorFinancialResilience: 1, itBusinessContinuity: 0, esgAndAML: 10 })).toBe(1.86);
  });

  it("is null with no data; a zero counts as data", () => {
    expect(weightedScore({})).toBeNull();
    expect(weightedScore({ esgAndAML: null })).toBeNull();
    expect(weightedScore({ esgAndAML: 0 })).toBe(0);
  });
});

describe("meanOfScores (the dashboard's domain averages)", () => {
  it("rounds to two decimals, half up", () => {
    expect(meanOfScores(10, 3)).toBe(3.33);
    expect(meanOfScores(5, 3)).toBe(1.67);
    expect(meanOfScores(1, 8)).toBe(0.13);
    expect(meanOfScores(90, 9)).toBe(10);
    expect(meanOfScores(0, 4)).toBe(0);
  });
});

describe("risk levels and bands (10 = most risk)", () => {
  it("maps a domain score to its level", () => {
    const levels = Array.from({ length: 11 }, (_, s) => domainRiskLevel(s));
    expect(levels).toEqual([
      "low",
      "low",
      "low",
      "medium",
      "medium",
      "medium",
      "high",
      "high",
      "critical",
      "critical",
      "critical",
    ]);
  });

  it("bands the weighted score the same way", () => {
    expect(overallRiskBand(null)).toBeNull();
    expect(overallRiskBand(2.99)).toBe("low");
    expect(overallRiskBand(3)).toBe("medium");
    expect(overallRiskBand(5.99)).toBe("medium");
    expect(overallRiskBand(6)).toBe("high");
    expect(overallRiskBand(7.99)).toBe("high");
    expect(overallRiskBand(8)).toBe("critical");
    expect(overallRiskBand(10)).toBe("critical");
  });
});

describe("progress", () => {
  it("is domains with data over nine, coloured green ≥ 80 %, orange ≥ 50 %, red below", () => {
    expect(assessmentProgress({})).toEqual({ completed: 0, total: 9, percent: 0, colour: "red" });
    expect(assessmentProgress({ esgAndAML: 0, complianceLegal: null })).toMatchObject({ completed: 1, percent: 11 });
    const four = { vendorFinancialResilience: 1, itBusinessContinuity: 2, complianceLegal: 3, esgAndAML: 4 };
    expect(assessmentProgress(four)).toEqual({ completed: 4, total: 9, percent: 44, colour: "red" });
    expect(assessmentProgress({ ...four, concentrationSystem: 5 })).toMatchObject({ percent: 56, colour: "orange" });
    const seven = { ...four, concentrationSystem: 5, tprmSubcontracting: 5, reputationalStrategic: 5 };
    expect(assessmentProgress(seven)).toMatchObject({ percent: 78, colour: "orange" });
    expect(assessmentProgress({ ...seven, countryGeopolitical: 1 })).toMatchObject({ percent: 89, colour: "green" });
    expect(assessmentProgress(all(5))).toEqual({ completed: 9, total: 9, percent: 100, colour: "green" });
  });

  it("colours the thresholds exactly", () => {
    expect([79, 80, 49, 50, 0, 100].map(progressColour)).toEqual(["orange", "green", "red", "orange", "red", "green"]);
  });

  it("names the domains still missing", () => {
    expect(missingDomains(all(3))).toEqual([]);
    expect(missingDomains({ ...all(3), esgAndAML: null, complianceLegal: undefined })).toEqual([
      "complianceLegal",
      "esgAndAML",
    ]);
  });
});

describe("reviews", () => {
  it("sets the next review by overall risk: Critical 6, High 12, Medium 18, Low 24 months", () => {
    expect(nextReviewDateFor("2026-01-31", "critical")).toBe("2026-07-31");
    expect(nextReviewDateFor("2026-08-31", "critical")).toBe("2027-02-28");
    expect(nextReviewDateFor("2026-03-15", "high")).toBe("2027-03-15");
    expect(nextReviewDateFor("2026-03-15", "medium")).toBe("2027-09-15");
    expect(nextReviewDateFor("2024-02-29", "low")).toBe("2026-02-28");
  });

  it("marks overdue and due within 30 days", () => {
    expect(reviewDue(null, "2026-11-25")).toBeNull();
    expect(reviewDue("2026-11-24", "2026-11-25")).toBe("overdue");
    expect(reviewDue("2026-11-25", "2026-11-25")).toBe("due");
    expect(reviewDue("2026-12-25", "2026-11-25")).toBe("due");
    expect(reviewDue("2026-12-26", "2026-11-25")).toBeNull();
  });

  it("buckets reviews due for the dashboard", () => {
    expect(reviewDueBucket("2026-11-01", "2026-11-25")).toBe("overdue");
    expect(reviewDueBucket("2026-12-25", "2026-11-25")).toBe(30);
    expect(reviewDueBucket("2026-12-26", "2026-11-25")).toBe(60);
    expect(reviewDueBucket("2027-02-23", "2026-11-25")).toBe(90);
    expect(reviewDueBucket("2027-02-24", "2026-11-25")).toBeNull();
  });
});

describe("life cycle", () => {
  it("edits anything but completed, deletes drafts only", () => {
    expect([isEditable("draft"), isEditable("in_progress"), isEditable("completed")]).toEqual([true, true, false]);
    expect([isDeletable("draft"), isDeletable("in_progress"), isDeletable("completed")]).toEqual([true, false, false]);
  });

  it("moves a draft to In Progress once a domain has data, and never completes on save", () => {
    expect(statusAfterSave("draft", 0)).toBe("draft");
    expect(statusAfterSave("draft", 1)).toBe("in_progress");
    expect(statusAfterSave("in_progress", 0)).toBe("in_progress");
    expect(statusAfterSave("in_progress", 9)).toBe("in_progress");
  });

  it("notifies the six stakeholder groups with the spec's priorities", () => {
    expect(SUBMIT_NOTIFICATIONS.map((n) => `${n.stakeholder}:${n.priority}`)).toEqual([
      "finance:medium",
      "operations:high",
      "compliance:high",
      "it_security:high",
      "risk_mgt:high",
      "esg:medium",
    ]);
  });

  it("writes references with at least four digits", () => {
    expect(assessmentReference(2026, 42)).toBe("RA-2026-0042");
    expect(assessmentReference(2026, 12345)).toBe("RA-2026-12345");
  });
});

describe("legacy score fields", () => {
  it("map onto their domains", () => {
    expect(scoresFromLegacy({ itScore: 7, geopoliticalScore: 2, specializedScore: 0 }, {})).toEqual({
      scores: { itBusinessContinuity: 7, countryGeopolitical: 2, esgAndAML: 0 },
      conflicts: [],
    });
  });

  it("agree with the domain given directly, or conflict", () => {
    expect(scoresFromLegacy({ complianceScore: 4 }, { complianceLegal: 4 })).toEqual({ scores: {}, conflicts: [] });
    expect(scoresFromLegacy({ complianceScore: 4, gdprScore: 5 }, {}).conflicts).toEqual([
      { domain: "complianceLegal", fields: ["complianceScore", "gdprScore"] },
    ]);
    expect(scoresFromLegacy({ itScore: 1 }, { itBusinessContinuity: 2 }).conflicts).toEqual([
      { domain: "itBusinessContinuity", fields: ["domains.itBusinessContinuity.score", "itScore"] },
    ]);
  });

  it("are answered as their domain's score", () => {
    const legacy = legacyScoresOf({ vendorFinancialResilience: 9, esgAndAML: 1 });
    expect(legacy.financialResilienceScore).toBe(9);
    expect(legacy.financialScore).toBe(9);
    expect(legacy.specializedScore).toBe(1);
    expect(legacy.itScore).toBeNull();
    expect(Object.keys(legacy)).toHaveLength(14);
  });
});
