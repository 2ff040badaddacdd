import { describe, expect, it } from "vitest";
import { complianceParts, complianceScore, riskScore, trendOf } from "./formulas.js";

describe("riskScore: latest completed assessments weighted by vendor criticality", () => {
  it("weighs critical 4, high 3, medium 2, low 1", () => {
    // A critical vendor at 8 and a low one at 2: (4·8 + 1·2) / (4 + 1) = 6.8.
    expect(
      riskScore([
        { criticality: "critical", scoreSum: 8, count: 1 },
        { criticality: "low", scoreSum: 2, count: 1 },
      ]),
    ).toBe(6.8);
    // Two high at 5 and 7, one medium at 3: (3·12 + 2·3) / (3·2 + 2·1) = 42 / 8 = 5.25 → 5.3.
    expect(
      riskScore([
        { criticality: "high", scoreSum: 12, count: 2 },
        { criticality: "medium", scoreSum: 3, count: 1 },
      ]),
    ).toBe(5.3);
  });

  it("is the plain mean when every vendor has the same criticality", () => {
    expect(riskScore([{ criticality: "medium", scoreSum: 6 + 7 + 8, count: 3 }])).toBe(7);
  });

  it("is null with nothing assessed, never 0", () => {
    expect(riskScore([])).toBeNull();
    expect(riskScore([{ criticality: "critical", scoreSum: 0, count: 0 }])).toBeNull();
  });
});

describe("complianceScore: policies approved, acknowledgements given, policies without gaps", () => {
  it("is the mean of the three parts, rounded", () => {
    const counts = {
      policies: 3,
      approvedPolicies: 1,
      policiesWithGaps: 1,
      acknowledgementsRequested: 4,
      acknowledgementsGiven: 3,
    };
    const parts = complianceParts(counts);
    expect(parts.policyCompliance).toBeCloseTo(33.333, 2);
    expect(parts.acknowledgement).toBe(75);
    expect(parts.withoutGaps).toBeCloseTo(66.667, 2);
    // (33.33 + 75 + 66.67) / 3 = 58.33 → 58.
    expect(complianceScore(counts)).toBe(58);
  });

  it("leaves out a part with nothing to count", () => {
    // No acknowledgement asked for: (100 + 50) / 2 = 75.
    expect(
      complianceScore({
        policies: 2,
        approvedPolicies: 2,
        policiesWithGaps: 1,
        acknowledgementsRequested: 0,
        acknowledgementsGiven: 0,
      }),
    ).toBe(75);
  });

  it("is null with no policy and no acknowledgement", () => {
    expect(
      complianceScore({
        policies: 0,
        approvedPolicies: 0,
        policiesWithGaps: 0,
        acknowledgementsRequested: 0,
        acknowledgementsGiven: 0,
      }),
    ).toBeNull();
  });
});

describe("trendOf: against the value stored 30 days earlier", () => {
  it("gives the change and its percentage", () => {
    expect(trendOf(4, 2)).toEqual({ kind: "change", previous: 2, change: 2, percent: 100, direction: "up" });
    expect(trendOf(6.8, 7.3)).toEqual({
      kind: "change",
      previous: 7.3,
      change: -0.5,
      percent: -6.8,
      direction: "down",
    });
    expect(trendOf(5, 5)).toEqual({ kind: "change", previous: 5, change: 0, percent: 0, direction: "flat" });
  });

  it("has no percentage from 0", () => {
    expect(trendOf(3, 0)).toEqual({ kind: "change", previous: 0, change: 3, percent: null, direction: "up" });
  });

  it("is no trend without a stored value or without a current one", () => {
    expect(trendOf(3, undefined)).toEqual({ kind: "none" });
    expect(trendOf(3, null)).toEqual({ kind: "none" });
    expect(trendOf(null, 4)).toEqual({ kind: "none" });
  });
});
