// The dashboard's colours. Risk levels have the colours of every other screen (components/risk-level.ts: the
// charts' fills per theme and the heat map's cells); the statuses and the review buckets have theirs here, set as CSS
// variables on the dashboard's root (CHART_COLOUR_VARS) so the SVG charts draw right in both themes.
import type { AssessmentStatusValue } from "@tprm/api/schemas";
import { riskFill as levelFill, RISK_COLOUR_VARS } from "../../../components/risk-level";
import type { ReviewBucket, RiskKey } from "./dashboard-data";

/** Set on the dashboard's root: the risk levels' variables, then the statuses' (light shades, then dark). */
export const CHART_COLOUR_VARS = [
  RISK_COLOUR_VARS,
  "[--status-draft:var(--color-slate-500)] dark:[--status-draft:var(--color-slate-400)]",
  "[--status-progress:var(--color-blue-600)] dark:[--status-progress:var(--color-blue-400)]",
  "[--status-completed:var(--color-violet-600)] dark:[--status-completed:var(--color-violet-400)]",
].join(" ");

export const riskFill = (key: RiskKey | null) => levelFill(key === "notRated" ? null : key);

const STATUS_FILL: Readonly<Record<AssessmentStatusValue, string>> = {
  draft: "var(--status-draft)",
  in_progress: "var(--status-progress)",
  completed: "var(--status-completed)",
};

export const statusFill = (status: AssessmentStatusValue) => STATUS_FILL[status];

/** The sooner a review is due, the hotter: overdue as Critical, within 30 days as High, then Medium, then blue. */
const REVIEW_FILL: Readonly<Record<ReviewBucket, string>> = {
  overdue: levelFill("critical"),
  within30: levelFill("high"),
  within60: levelFill("medium"),
  within90: "var(--status-progress)",
};

export const reviewFill = (bucket: ReviewBucket) => REVIEW_FILL[bucket];
