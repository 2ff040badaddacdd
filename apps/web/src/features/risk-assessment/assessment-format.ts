/**
 * Pure presentation rules of the risk assessment centre: labels of the assessment enumerations in the user's
 * language, chip and progress colours (000 §4), scores and weights as text, and the sort choices. Values and rules
 * come from @tprm/api/schemas so the screen and the server never disagree. Unit-tested.
 */
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  type AssessmentDomainKey,
  type AssessmentStatusValue,
  type AssessmentTypeValue,
  type ProgressColour,
  RISK_LEVELS,
  type RiskLevelValue,
} from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatDecimal } from "../../lib/format";
import { nextSort as nextSortBy } from "../../lib/sort";
import type { AssessmentSort, AssessmentView } from "./assessment-view";
import { DOMAIN_TEXTS } from "./form/domain-texts";

/** The `t` of a component that loaded the "riskAssessment" namespace. */
export type Translate = TFunction;

const isOneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value != null && (list as readonly string[]).includes(value);

/** "in_progress" → "In Progress" (riskAssessment:status.*); an unknown value as it came. */
export function statusLabel(t: Translate, status: string): string {
  return isOneOf(ASSESSMENT_STATUSES, status) ? t(`riskAssessment:status.${status}`) : status;
}

/** "periodic_review" → "Periodic Review" (riskAssessment:type.*). */
export function typeLabel(t: Translate, type: string): string {
  return isOneOf(ASSESSMENT_TYPES, type) ? t(`riskAssessment:type.${type}`) : type;
}

/** A risk level, or "Not scored" before any domain has a score. */
export function riskLabel(t: Translate, risk: string | null | undefined): string {
  if (!risk) return t("riskAssessment:risk.none");
  return isOneOf(RISK_LEVELS, risk) ? t(`riskAssessment:risk.${risk}`) : risk;
}

/** A domain's name in the user's language (assessmentDomains:<domain>.name; load that namespace too). */
export function domainLabel(t: Translate, domain: AssessmentDomainKey): string {
  return t(DOMAIN_TEXTS[domain].name);
}

/** A domain's short name ("IT & continuity"), where the full one does not fit (a tab, a column of the heat map). */
export function domainShortLabel(t: Translate, domain: AssessmentDomainKey): string {
  return t(DOMAIN_TEXTS[domain].short);
}

/** For <LabelledOptions>: each value of a list with its label. */
export function labelsOf<T extends string>(values: readonly T[], label: (value: T) => string): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;
}

/**
 * Status chips: a draft reads neutral, work in progress blue, a completed (locked) assessment green. Text on its
 * tint at 4.5:1 or more in both themes.
 */
const STATUS_CLASSES: Record<AssessmentStatusValue, string> = {
  draft:
    "border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-500/40 dark:bg-slate-500/15 dark:text-slate-200",
  in_progress:
    "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  completed:
    "border-green-200 bg-green-50 text-green-800 dark:border-green-400/30 dark:bg-green-500/15 dark:text-green-200",
};

export function statusClassName(status: string): string {
  return STATUS_CLASSES[status as AssessmentStatusValue] ?? "bg-muted text-muted-foreground";
}

/**
 * The progress bar's colours (000 §4: green from 80 %, orange from 50 %, red below), three hues told apart at a
 * glance. The bar is never the only sign: the figures and the percentage beside it are text, the percentage in a
 * dark shade of the same colour (4.5:1 or more on the card).
 */
export const PROGRESS_CLASSES: Record<ProgressColour, { bar: string; text: string }> = {
  green: { bar: "bg-green-600 dark:bg-green-500", text: "text-green-800 dark:text-green-300" },
  orange: { bar: "bg-orange-500 dark:bg-orange-400", text: "text-orange-800 dark:text-orange-300" },
  red: { bar: "bg-red-600 dark:bg-red-500", text: "text-red-800 dark:text-red-300" },
};

/** A score out of 10 as the language writes it, at most two decimals: 6.45 → "6.45", "6,45"; none → "—". */
export function scoreText(score: number | null | undefined): string {
  return typeof score === "number" ? formatDecimal(score, 2) : "—";
}

/** A domain's weight as a whole percentage, as the language writes numbers: 0.15 → "15". */
export function weightPercent(weight: number): string {
  return formatDecimal(Math.round(weight * 100), 0);
}

/** The sort choices of the grid (the list's sort columns), each with its label key. */
export const SORT_LABELS: Record<AssessmentSort, string> = {
  assessmentDate: "riskAssessment:sort.assessmentDate",
  nextReviewDate: "riskAssessment:sort.nextReviewDate",
  overallScore: "riskAssessment:sort.overallScore",
  overallRisk: "riskAssessment:sort.overallRisk",
  status: "riskAssessment:sort.status",
  reference: "riskAssessment:sort.reference",
  updatedAt: "riskAssessment:sort.updatedAt",
};

/** Columns whose natural order is largest / newest first; the next review and the text columns go up. */
const DESC_FIRST: ReadonlySet<AssessmentSort> = new Set(["assessmentDate", "overallScore", "overallRisk", "updatedAt"]);

/** Choosing a sort column from the menu: its natural order (choosing the current one keeps its order). */
export function sortBy(current: AssessmentView["sort"], column: AssessmentSort): AssessmentView["sort"] {
  if (current.sort === column) return current;
  return nextSortBy(current, column, DESC_FIRST);
}

/** The other order of the current column. */
export function flipOrder(current: AssessmentView["sort"]): AssessmentView["sort"] {
  return { sort: current.sort, order: current.order === "asc" ? "desc" : "asc" };
}

/** Type guards for the filter selects' values. */
export const isStatus = (value: string): value is AssessmentStatusValue => isOneOf(ASSESSMENT_STATUSES, value);
export const isType = (value: string): value is AssessmentTypeValue => isOneOf(ASSESSMENT_TYPES, value);
export const isRisk = (value: string): value is RiskLevelValue => isOneOf(RISK_LEVELS, value);
