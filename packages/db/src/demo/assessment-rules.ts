// The few risk assessment rules the demo seed needs to store derived fields, copied from
// packages/api/src/risk-assessments/rules.ts because @tprm/api depends on this package and not the other way round.
// packages/api/src/risk-assessments/demo-seed-rules.test.ts holds this copy to the original over every score.
import type { DemoLevel } from "../demo-data/types.js";

export const DEMO_ASSESSMENT_DOMAINS = [
  "vendorFinancialResilience",
  "itBusinessContinuity",
  "complianceLegal",
  "tprmSubcontracting",
  "concentrationSystem",
  "reputationalStrategic",
  "exitStrategyTermination",
  "countryGeopolitical",
  "esgAndAML",
] as const;
export type DemoAssessmentDomain = (typeof DEMO_ASSESSMENT_DOMAINS)[number];

/** The spec's weights in hundredths (rules.ts DOMAIN_WEIGHTS). */
export const DEMO_DOMAIN_WEIGHTS: Readonly<Record<DemoAssessmentDomain, number>> = {
  vendorFinancialResilience: 15,
  itBusinessContinuity: 15,
  complianceLegal: 15,
  tprmSubcontracting: 10,
  concentrationSystem: 15,
  reputationalStrategic: 10,
  exitStrategyTermination: 10,
  countryGeopolitical: 5,
  esgAndAML: 5,
};

/** rules.ts domainRiskLevel: 0–2 Low, 3–5 Medium, 6–7 High, 8–10 Critical (also the overall band). */
export function demoRiskLevel(score: number): DemoLevel {
  if (score >= 8) return "critical";
  if (score >= 6) return "high";
  if (score >= 3) return "medium";
  return "low";
}

/** rules.ts weightedScore: Σ(weight × score) / Σ(weight) over the scored domains, two decimals; null without any. */
export function demoWeightedScore(scores: Partial<Record<DemoAssessmentDomain, number | null>>): number | null {
  let weighted = 0;
  let weights = 0;
  for (const domain of DEMO_ASSESSMENT_DOMAINS) {
    const score = scores[domain];
    if (typeof score !== "number") continue;
    weighted += DEMO_DOMAIN_WEIGHTS[domain] * score;
    weights += DEMO_DOMAIN_WEIGHTS[domain];
  }
  if (weights === 0) return null;
  return Math.round((weighted * 100) / weights) / 100;
}

/** rules.ts REVIEW_INTERVAL_MONTHS. */
export const DEMO_REVIEW_INTERVAL_MONTHS: Readonly<Record<DemoLevel, number>> = {
  critical: 6,
  high: 12,
  medium: 18,
  low: 24,
};

/** A calendar date (midnight UTC) moved by whole months, the day clamped to the month's end (31 Jan + 1 = 28 Feb). */
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), last)));
}

/** rules.ts nextReviewDateFor: the assessment date plus the interval of its overall risk. */
export function demoNextReviewDate(assessmentDate: Date, overallRisk: DemoLevel): Date {
  return addMonthsUtc(assessmentDate, DEMO_REVIEW_INTERVAL_MONTHS[overallRisk]);
}

/** rules.ts assessmentReference: RA-2026-0042. */
export function demoAssessmentReference(year: number, sequence: number): string {
  return `RA-${year}-${String(sequence).padStart(4, "0")}`;
}
