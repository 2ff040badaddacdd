import { type PolicyReviewBadge, type PolicyStatusValue, policyReviewBadge } from "@tprm/api/schemas";

/** The days badge's colours (spec 001 §2.2: red at 14 days or fewer, amber at 30 or fewer, default otherwise). */
const BADGE_CLASS: Record<PolicyReviewBadge, string> = {
  red: "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  amber: "border-transparent bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200",
  default: "border-transparent bg-muted text-foreground",
};

export function reviewBadgeClassName(daysRemaining: number): string {
  return BADGE_CLASS[policyReviewBadge(daysRemaining)];
}

/** The status chip's colours: in force green, on its way blue, lapsed red, draft and withdrawn grey. */
export function policyStatusClassName(status: PolicyStatusValue): string {
  switch (status) {
    case "active":
    case "approved":
      return "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200";
    case "under_review":
      return "border-transparent bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200";
    case "expired":
      return "border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200";
    default:
      return "border-transparent bg-muted text-foreground";
  }
}

/** The compliance figure's colour: the repository's bar thresholds (spec §9: green at 95, orange at 90). */
export function complianceTone(percent: number): "good" | "warn" | "bad" {
  if (percent >= 95) return "good";
  if (percent >= 90) return "warn";
  return "bad";
}
