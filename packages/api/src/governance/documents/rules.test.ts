// The document repository's figures with the spec's thresholds (001 §2.2, §9): green at 95, orange at 90, red below.
import { describe, expect, it } from "vitest";
import { averageCompliance, complianceColour, complianceRate } from "./rules.js";

describe("complianceRate", () => {
  it("is the compliant share of the documents as a percentage, one decimal", () => {
    expect(complianceRate(19, 20)).toBe(95);
    expect(complianceRate(2, 3)).toBe(66.7);
    expect(complianceRate(1, 3)).toBe(33.3);
    expect(complianceRate(10, 10)).toBe(100);
    expect(complianceRate(0, 4)).toBe(0);
  });

  it("has no rate without documents, never a made-up figure", () => {
    expect(complianceRate(0, 0)).toBeNull();
  });

  it("counts a document pending review in the whole, not in the compliant share", () => {
    // 3 compliant, 1 non-compliant, 1 pending review: 3 of 5.
    expect(complianceRate(3, 5)).toBe(60);
  });
});

describe("complianceColour", () => {
  it.each([
    [100, "green"],
    [95, "green"],
    [94.9, "orange"],
    [90, "orange"],
    [89.9, "red"],
    [0, "red"],
  ] as const)("%s%% is %s", (rate, colour) => {
    expect(complianceColour(rate)).toBe(colour);
  });

  it("has no colour without a rate", () => {
    expect(complianceColour(null)).toBeNull();
  });

  it("agrees with the rate shown: 94.96% is shown 95.0% and green", () => {
    // 1899 of 2000 = 94.95 → 95.0 (one decimal) → green, as the card reads.
    expect(complianceColour(complianceRate(1899, 2000))).toBe("green");
  });
});

describe("averageCompliance", () => {
  it("is the mean of the categories' rates, one decimal", () => {
    expect(averageCompliance([95, 90, 85])).toBe(90);
    expect(averageCompliance([100, 66.7])).toBe(83.4);
  });

  it("leaves out categories without documents", () => {
    expect(averageCompliance([96, null, 92])).toBe(94);
  });

  it("is null when no category has a rate", () => {
    expect(averageCompliance([])).toBeNull();
    expect(averageCompliance([null, null])).toBeNull();
  });
});
