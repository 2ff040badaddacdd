// The demo seed (packages/db) cannot import these rules (this package depends on it, not the reverse), so it stores
// derived fields with a small copy of them. This test holds the copy to the rules: same domains, weights, bands,
// weighted score, next review dates and references.
import {
  addMonthsUtc,
  DEMO_ASSESSMENT_DOMAINS,
  DEMO_DOMAIN_WEIGHTS,
  DEMO_REVIEW_INTERVAL_MONTHS,
  demoAssessmentReference,
  demoNextReviewDate,
  demoRiskLevel,
  demoWeightedScore,
} from "@tprm/db/demo";
import { seededRandom } from "@tprm/db/random";
import { describe, expect, it } from "vitest";
import { addMonths } from "../lib/dates.js";
import { RISK_LEVELS } from "../lib/risk-levels.js";
import {
  ASSESSMENT_DOMAINS,
  assessmentReference,
  DOMAIN_WEIGHTS,
  type DomainScores,
  domainRiskLevel,
  nextReviewDateFor,
  overallRiskBand,
  REVIEW_INTERVAL_MONTHS,
  weightedScore,
} from "./rules.js";

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe("the demo seed's copy of the assessment rules", () => {
  it("has the same domains in the same order, the same weights and review intervals", () => {
    expect(DEMO_ASSESSMENT_DOMAINS).toEqual(ASSESSMENT_DOMAINS);
    expect(DEMO_DOMAIN_WEIGHTS).toEqual(DOMAIN_WEIGHTS);
    expect(DEMO_REVIEW_INTERVAL_MONTHS).toEqual(REVIEW_INTERVAL_MONTHS);
  });

  it("bands every score 0–10 as the rules do", () => {
    for (let score = 0; score <= 10; score += 0.01) {
      const rounded = Math.round(score * 100) / 100;
      expect(demoRiskLevel(rounded), String(rounded)).toBe(domainRiskLevel(rounded));
      expect(demoRiskLevel(rounded)).toBe(overallRiskBand(rounded));
    }
  });

  it("gives the same weighted score for 20,000 drawn score sets, some domains empty", () => {
    const rand = seededRandom(7);
    for (let n = 0; n < 20_000; n += 1) {
      const scores: DomainScores = {};
      for (const domain of ASSESSMENT_DOMAINS) {
        const r = rand();
        if (r < 0.2) continue;
        scores[domain] = r < 0.25 ? null : Math.floor(rand() * 11);
      }
      expect(demoWeightedScore(scores as Record<string, number | null>)).toBe(weightedScore(scores));
    }
    expect(demoWeightedScore({})).toBeNull();
    expect(demoWeightedScore({ vendorFinancialResilience: 8, itBusinessContinuity: 6 })).toBe(7);
  });

  it("gives the same next review date for every day of four years (month ends, leap days) and every risk", () => {
    for (let date = day("2023-01-01"); date < day("2027-01-01"); date = new Date(date.getTime() + 86_400_000)) {
      for (const risk of RISK_LEVELS) {
        expect(iso(demoNextReviewDate(date, risk)), `${iso(date)} ${risk}`).toBe(nextReviewDateFor(iso(date), risk));
      }
      for (const months of [-24, -18, -12, -6, -1, 1]) {
        expect(iso(addMonthsUtc(date, months))).toBe(addMonths(iso(date), months));
      }
    }
  });

  it("writes references the same way", () => {
    for (const [year, sequence] of [
      [2026, 1],
      [2026, 42],
      [2025, 9_999],
      [2026, 10_000],
    ] as const) {
      expect(demoAssessmentReference(year, sequence)).toBe(assessmentReference(year, sequence));
    }
  });
});
