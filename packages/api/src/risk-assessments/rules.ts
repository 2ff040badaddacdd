// The risk assessment's rules (spec 000 §3, §4, §7; issue 13), as plain functions the service, the worker, the
// import and the screen share. Browser-safe: no database or server code. docs/RISK-ASSESSMENTS.md explains them.
//
// Scores run 0–10 where 10 is the MOST risk, as the vendor review's scores do (docs/VENDORS.md).
import { addMonths, daysBetween, type IsoDate } from "../lib/dates.js";
import type { RiskLevelValue } from "../lib/risk-levels.js";

/** The nine domains of spec 000 §3, in the spec's order. */
export const ASSESSMENT_DOMAINS = [
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
export type AssessmentDomainKey = (typeof ASSESSMENT_DOMAINS)[number];

/** The domains' names in English (server messages, export headers); the screens translate their own. */
export const DOMAIN_LABELS: Readonly<Record<AssessmentDomainKey, string>> = {
  vendorFinancialResilience: "Vendor financial resilience",
  itBusinessContinuity: "IT & business continuity",
  complianceLegal: "Compliance & legal",
  tprmSubcontracting: "TPRM & subcontracting",
  concentrationSystem: "Concentration & systemic risk",
  reputationalStrategic: "Reputational & strategic",
  exitStrategyTermination: "Exit strategy & termination",
  countryGeopolitical: "Country & geopolitical",
  esgAndAML: "ESG & AML",
};

/** The spec's weights, in hundredths so sums stay exact (0.15 → 15); they add up to 100. */
export const DOMAIN_WEIGHTS: Readonly<Record<AssessmentDomainKey, number>> = {
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

export const ASSESSMENT_TYPES = ["comprehensive", "initial", "periodic_review", "triggered"] as const;
export type AssessmentTypeValue = (typeof ASSESSMENT_TYPES)[number];
export const ASSESSMENT_TYPE_LABELS: Readonly<Record<AssessmentTypeValue, string>> = {
  comprehensive: "Comprehensive",
  initial: "Initial",
  periodic_review: "Periodic Review",
  triggered: "Triggered",
};

export const ASSESSMENT_STATUSES = ["draft", "in_progress", "completed"] as const;
export type AssessmentStatusValue = (typeof ASSESSMENT_STATUSES)[number];
export const ASSESSMENT_STATUS_LABELS: Readonly<Record<AssessmentStatusValue, string>> = {
  draft: "Draft",
  in_progress: "In Progress",
  completed: "Completed",
};

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;

/** A domain's scores by domain; a missing or null score means the domain has no data yet. */
export type DomainScores = Partial<Record<AssessmentDomainKey, number | null | undefined>>;

/**
 * A domain's risk level from its score (0–10, 10 = most risk): 0–2 Low, 3–5 Medium, 6–7 High, 8–10 Critical. The
 * same bands on the weighted score give the overall risk (overallRiskBand).
 */
export function domainRiskLevel(score: number): RiskLevelValue {
  if (score >= 8) return "critical";
  if (score >= 6) return "high";
  if (score >= 3) return "medium";
  return "low";
}

const hasScore = (score: number | null | undefined): score is number => typeof score === "number";

/**
 * The weighted overall score: Σ(weight × score) / Σ(weight) over the domains with a score, so the weights of the
 * domains still empty are left out and the rest normalised. Two decimals (half up); null when no domain has data.
 * Example (spec weights): financial 8, IT 6, the other seven empty → (15×8 + 15×6) / 30 = 7.00.
 */
export function weightedScore(scores: DomainScores): number | null {
  let weighted = 0;
  let weights = 0;
  for (const domain of ASSESSMENT_DOMAINS) {
    const score = scores[domain];
    if (!hasScore(score)) continue;
    weighted += DOMAIN_WEIGHTS[domain] * score;
    weights += DOMAIN_WEIGHTS[domain];
  }
  if (weights === 0) return null;
  // Integers until the one division: weighted and weights are whole hundredths.
  return Math.round((weighted * 100) / weights) / 100;
}

/** The mean of whole scores to two decimals, half up (as PostgreSQL's round(avg, 2)), in integers until the end. */
export function meanOfScores(sum: number, count: number): number {
  return Math.floor((200 * sum + count) / (2 * count)) / 100;
}

/** The overall risk from the weighted score: below 3 Low, below 6 Medium, below 8 High, else Critical. */
export function overallRiskBand(score: number | null): RiskLevelValue | null {
  if (score === null) return null;
  return domainRiskLevel(score);
}

export type ProgressColour = "green" | "orange" | "red";

export interface Progress {
  /** Domains with data (a score). */
  completed: number;
  total: number;
  /** completed / 9 as a whole percentage. */
  percent: number;
  colour: ProgressColour;
}

/** Spec 000 §4: green at 80 % or more, orange at 50 % or more, red below. */
export function progressColour(percent: number): ProgressColour {
  if (percent >= 80) return "green";
  if (percent >= 50) return "orange";
  return "red";
}

/** Spec 000 §4: a domain counts as completed once it has data (its score); progress is completed over nine. */
export function assessmentProgress(scores: DomainScores): Progress {
  const completed = ASSESSMENT_DOMAINS.filter((domain) => hasScore(scores[domain])).length;
  return progressFromCount(completed);
}

export function progressFromCount(completed: number): Progress {
  const total = ASSESSMENT_DOMAINS.length;
  const percent = Math.round((completed / total) * 100);
  return { completed, total, percent, colour: progressColour(percent) };
}

/** The domains still without a score, in the spec's order (submitting needs none). */
export function missingDomains(scores: DomainScores): AssessmentDomainKey[] {
  return ASSESSMENT_DOMAINS.filter((domain) => !hasScore(scores[domain]));
}

/** How long until the next assessment, by overall risk: the riskier the vendor, the sooner. */
export const REVIEW_INTERVAL_MONTHS: Readonly<Record<RiskLevelValue, number>> = {
  critical: 6,
  high: 12,
  medium: 18,
  low: 24,
};

/** The next review date: the assessment date plus the interval of its overall risk (31 Jan + 6 months = 31 Jul). */
export function nextReviewDateFor(assessmentDate: IsoDate, overallRisk: RiskLevelValue): IsoDate {
  return addMonths(assessmentDate, REVIEW_INTERVAL_MONTHS[overallRisk]);
}

/** A review counts as due within this many days (the daily reminder and the card's mark). */
export const REVIEW_DUE_SOON_DAYS = 30;

export type ReviewDue = "overdue" | "due" | null;

/** Whether an assessment's next review is overdue (the date has passed), due within 30 days, or neither. */
export function reviewDue(nextReviewDate: IsoDate | null, today: IsoDate): ReviewDue {
  if (!nextReviewDate) return null;
  const days = daysBetween(today, nextReviewDate);
  if (days < 0) return "overdue";
  if (days <= REVIEW_DUE_SOON_DAYS) return "due";
  return null;
}

/** The dashboard's "reviews due" buckets: overdue, then within 30, 60 and 90 days (each bucket excludes the earlier). */
export const REVIEW_DUE_BUCKETS = [30, 60, 90] as const;

export function reviewDueBucket(nextReviewDate: IsoDate, today: IsoDate): "overdue" | 30 | 60 | 90 | null {
  const days = daysBetween(today, nextReviewDate);
  if (days < 0) return "overdue";
  for (const limit of REVIEW_DUE_BUCKETS) if (days <= limit) return limit;
  return null;
}

/** Editing: anything but a completed (submitted, locked) assessment. */
export const isEditable = (status: AssessmentStatusValue) => status !== "completed";

/** Deleting: drafts only. Work in progress and results are kept (a completed one is reopened, never deleted). */
export const isDeletable = (status: AssessmentStatusValue) => status === "draft";

/**
 * The status a save leaves: a draft with at least one domain scored is In Progress; a save never completes an
 * assessment (only submitting does) and never takes one in progress back to Draft by itself.
 */
export function statusAfterSave(current: AssessmentStatusValue, completedDomains: number): AssessmentStatusValue {
  if (current === "draft" && completedDomains > 0) return "in_progress";
  return current;
}

/**
 * Spec 000 §7: submitting an assessment sends six stakeholder notifications, with these groups and priorities.
 */
export const SUBMIT_NOTIFICATIONS = [
  { stakeholder: "finance", priority: "medium" },
  { stakeholder: "operations", priority: "high" },
  { stakeholder: "compliance", priority: "high" },
  { stakeholder: "it_security", priority: "high" },
  { stakeholder: "risk_mgt", priority: "high" },
  { stakeholder: "esg", priority: "medium" },
] as const;

/** A readable reference: RA-2026-0042 (at least four digits; the 10,000th of a year is RA-2026-10000). */
export function assessmentReference(year: number, sequence: number): string {
  return `RA-${year}-${String(sequence).padStart(4, "0")}`;
}

/**
 * The legacy score fields of spec 000 §3, each the alias of one domain's score. Where several name one domain, the
 * first is the domain's own legacy name. The REST API accepts them on create, update and import, and returns each
 * as the score of its domain (docs/RISK-ASSESSMENTS.md, "Legacy score fields").
 */
export const LEGACY_SCORE_FIELDS = {
  financialResilienceScore: "vendorFinancialResilience",
  financialScore: "vendorFinancialResilience",
  operationalBCScore: "itBusinessContinuity",
  itCyberScore: "itBusinessContinuity",
  itScore: "itBusinessContinuity",
  operationalScore: "itBusinessContinuity",
  complianceScore: "complianceLegal",
  gdprScore: "complianceLegal",
  criticalityScore: "tprmSubcontracting",
  concentrationScore: "concentrationSystem",
  reputationalScore: "reputationalStrategic",
  exitStrategyScore: "exitStrategyTermination",
  geopoliticalScore: "countryGeopolitical",
  specializedScore: "esgAndAML",
} as const satisfies Record<string, AssessmentDomainKey>;
export type LegacyScoreField = keyof typeof LEGACY_SCORE_FIELDS;
export const LEGACY_SCORE_FIELD_NAMES = Object.keys(LEGACY_SCORE_FIELDS) as LegacyScoreField[];

export type LegacyScores = Partial<Record<LegacyScoreField, number | null | undefined>>;

export interface LegacyConflict {
  domain: AssessmentDomainKey;
  fields: string[];
}

/**
 * The domain scores named by legacy fields. A domain given directly wins over no legacy field; a legacy field that
 * disagrees with the domain or with another alias of it is a conflict (the caller answers 400 naming the fields).
 */
export function scoresFromLegacy(
  legacy: LegacyScores,
  direct: DomainScores,
): { scores: DomainScores; conflicts: LegacyConflict[] } {
  const scores: DomainScores = {};
  const sources = new Map<AssessmentDomainKey, { value: number | null; fields: string[] }>();
  for (const domain of ASSESSMENT_DOMAINS) {
    const value = direct[domain];
    if (value !== undefined) sources.set(domain, { value, fields: [`domains.${domain}.score`] });
  }
  const conflicts: LegacyConflict[] = [];
  for (const field of LEGACY_SCORE_FIELD_NAMES) {
    const value = legacy[field];
    if (value === undefined) continue;
    const domain = LEGACY_SCORE_FIELDS[field];
    const seen = sources.get(domain);
    if (!seen) {
      sources.set(domain, { value, fields: [field] });
      scores[domain] = value;
      continue;
    }
    seen.fields.push(field);
    if (seen.value !== value) {
      const existing = conflicts.find((c) => c.domain === domain);
      if (existing) existing.fields = seen.fields;
      else conflicts.push({ domain, fields: seen.fields });
    }
  }
  return { scores, conflicts };
}

/** Every legacy field with the score of its domain (null when the domain has none), for answers. */
export function legacyScoresOf(scores: DomainScores): Record<LegacyScoreField, number | null> {
  const out = {} as Record<LegacyScoreField, number | null>;
  for (const field of LEGACY_SCORE_FIELD_NAMES) out[field] = scores[LEGACY_SCORE_FIELDS[field]] ?? null;
  return out;
}
