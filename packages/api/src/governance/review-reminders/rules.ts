// The policy review reminders' rule (spec 001 §9: a 90-day review window, badges at 30 and 14 days; issue 15 item 6):
// which reminder is due for a policy's review date today. Browser-safe.
import { daysBetween, type IsoDate } from "../../lib/dates.js";

/** Days before the review date a reminder goes out; 0 stands for "the review date has passed". */
export const REVIEW_REMINDER_THRESHOLDS = [30, 14] as const;
export const REVIEW_PASSED = 0;
export type ReviewReminderThreshold = (typeof REVIEW_REMINDER_THRESHOLDS)[number] | typeof REVIEW_PASSED;

const REMINDER_ASCENDING = [...REVIEW_REMINDER_THRESHOLDS].sort((a, b) => a - b);

/**
 * The reminder due today for a review date: "passed" (0) once the date is behind us (the day after it); otherwise
 * the tightest threshold the date is within (20 days left → the 30-day reminder, 14 or fewer → the 14-day one, the
 * review day itself included), unless already sent. A policy added 10 days before its review gets the 14-day
 * reminder only, never the 30-day one late. Null when nothing is due.
 */
export function dueReviewReminder(
  reviewDate: IsoDate,
  today: IsoDate,
  sent: readonly number[] = [],
): ReviewReminderThreshold | null {
  const left = daysBetween(today, reviewDate);
  const threshold: ReviewReminderThreshold | null =
    left < 0 ? REVIEW_PASSED : (REMINDER_ASCENDING.find((t) => left <= t) ?? null);
  if (threshold === null || sent.includes(threshold)) return null;
  return threshold;
}
