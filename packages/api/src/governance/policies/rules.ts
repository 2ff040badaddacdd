// The policy rules (spec 001 §2.2, §3, §4, §9; docs/GOVERNANCE.md, Policies): statuses and their moves, the status a
// policy shows once its review date has passed, the review window and its badges, the compliance percentage and
// version numbering. Plain functions: the services, the review job and the screen all use these.
import { daysBetween, type IsoDate } from "../../lib/dates.js";

export const POLICY_STATUSES = ["draft", "under_review", "approved", "active", "expired", "inactive"] as const;
export type PolicyStatusValue = (typeof POLICY_STATUSES)[number];

export const POLICY_STATUS_LABELS: Record<PolicyStatusValue, string> = {
  draft: "Draft",
  under_review: "Under Review",
  approved: "Approved",
  active: "Active",
  expired: "Expired",
  inactive: "Inactive",
};

/** Spec 001 §9: the review window, and the badge thresholds of the Upcoming Policy Reviews table. */
export const POLICY_REVIEW_WINDOW_DAYS = 90;
export const POLICY_REVIEW_BADGE_RED_DAYS = 14;
export const POLICY_REVIEW_BADGE_AMBER_DAYS = 30;

/** POL-2026-0001: numbered per year of creation. */
export const policyReference = (year: number, n: number) => `POL-${year}-${String(n).padStart(4, "0")}`;

/** The statuses that count as "approved" for the compliance percentage: Approved and Active. */
export const POLICY_APPROVED_STATUSES: readonly PolicyStatusValue[] = ["approved", "active"];

/**
 * The status a policy shows: once its review date has passed (before today) it is Expired, as the daily review job
 * also records it, whatever stage it had reached; an inactive policy stays Inactive (withdrawn, nothing to review).
 */
export function effectivePolicyStatus(
  policy: { status: PolicyStatusValue; reviewDate: IsoDate },
  today: IsoDate,
): PolicyStatusValue {
  if (policy.status !== "inactive" && policy.reviewDate < today) return "expired";
  return policy.status;
}

/**
 * The moves a person may make: Draft → Under Review → Approved → Active, one step at a time; Inactive from any
 * other status; an expired or inactive policy goes back to Under Review (reviewed again) or Draft. Expired is set
 * by the review job only.
 */
const MOVES: Record<PolicyStatusValue, readonly PolicyStatusValue[]> = {
  draft: ["under_review", "inactive"],
  under_review: ["approved", "draft", "inactive"],
  approved: ["active", "inactive"],
  active: ["inactive"],
  expired: ["under_review", "draft", "inactive"],
  inactive: ["draft", "under_review"],
};

export type PolicyStatusMoveRefusal = "same_status" | "expired_by_job" | "not_allowed";

/** Why a move from `from` to `to` is refused, or null when it is allowed. */
export function policyStatusMoveRefusal(
  from: PolicyStatusValue,
  to: PolicyStatusValue,
): PolicyStatusMoveRefusal | null {
  if (from === to) return "same_status";
  if (to === "expired") return "expired_by_job";
  return MOVES[from].includes(to) ? null : "not_allowed";
}

/** The statuses a policy may be moved to from `from` (for the screen's menu). */
export const nextPolicyStatuses = (from: PolicyStatusValue): readonly PolicyStatusValue[] => MOVES[from];

/** Whole days from `today` to the review date: 0 on the day, negative once passed. */
export const daysUntilPolicyReview = (reviewDate: IsoDate, today: IsoDate) => daysBetween(today, reviewDate);

/** Spec §2.2: the Upcoming Policy Reviews table lists reviews more than 0 and at most 90 days away. */
export const isUpcomingPolicyReview = (daysRemaining: number) =>
  daysRemaining > 0 && daysRemaining <= POLICY_REVIEW_WINDOW_DAYS;

export type PolicyReviewBadge = "red" | "amber" | "default";

/** Spec §2.2: the days badge is red at 14 days or fewer, amber at 30 or fewer, default otherwise. */
export function policyReviewBadge(daysRemaining: number): PolicyReviewBadge {
  if (daysRemaining <= POLICY_REVIEW_BADGE_RED_DAYS) return "red";
  if (daysRemaining <= POLICY_REVIEW_BADGE_AMBER_DAYS) return "amber";
  return "default";
}

/**
 * Spec §2.2: policy compliance is the approved share of policies as a whole percentage. "Approved" means Approved
 * or Active as the policy shows it (an expired one is not); the policies are those not archived. None: no figure
 * (null), never a made-up 0 %.
 */
export function policyCompliancePercent(approved: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(approved, total) / total) * 100);
}

/** True when the shown status counts as approved for the compliance percentage. */
export const policyCountsAsApproved = (status: PolicyStatusValue) => POLICY_APPROVED_STATUSES.includes(status);

export interface PolicyVersionNumber {
  major: number;
  minor: number;
}

/** The next version: a major change makes 2.0 from 1.3, a minor one 1.4. */
export function nextPolicyVersion(current: PolicyVersionNumber, major: boolean): PolicyVersionNumber {
  return major ? { major: current.major + 1, minor: 0 } : { major: current.major, minor: current.minor + 1 };
}

/** "1.0", "2.3". */
export const policyVersionLabel = (v: PolicyVersionNumber) => `${v.major}.${v.minor}`;
