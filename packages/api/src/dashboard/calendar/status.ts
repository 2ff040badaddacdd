// The calendar item's status (000 §4: Completed, In progress, Pending, Not started, na): one rule for every kind.
// Each kind says only where its record stands (progress); the date and today decide the rest. Browser-safe.
import { addDays, type IsoDate } from "../../lib/dates.js";
import type { CalendarStatus } from "./schemas.js";

/**
 * Where the record behind an item stands:
 * - done: the deliverable happened (a meeting held, a workflow completed, a contract expired, a review superseded by
 *   a newer completed assessment);
 * - void: it no longer applies (a meeting cancelled, a workflow cancelled or rejected, a contract terminated, a
 *   policy withdrawn, a schedule paused);
 * - started: work on it is under way (a contract in its renewal/termination stage, a policy under review, a new
 *   assessment open for the vendor, a workflow running);
 * - open: nothing has been done yet.
 */
export type CalendarProgress = "done" | "void" | "started" | "open";

/** An open item due within this many days (or overdue) is Pending; one further off is Not started. */
export const PENDING_WINDOW_DAYS = 30;

/**
 * The status of an item falling on `date`, seen on `today` (both in the organisation's calendar):
 * done → Completed; void → na; started → In progress; open → Pending when due within 30 days or overdue, else
 * Not started.
 */
export function calendarStatus(progress: CalendarProgress, date: IsoDate, today: IsoDate): CalendarStatus {
  switch (progress) {
    case "done":
      return "completed";
    case "void":
      return "na";
    case "started":
      return "in_progress";
    case "open":
      return date <= addDays(today, PENDING_WINDOW_DAYS) ? "pending" : "not_started";
  }
}

/** Overdue: the day has passed and the item is still owed (neither Completed nor na). */
export function isOverdue(status: CalendarStatus, date: IsoDate, today: IsoDate): boolean {
  return date < today && status !== "completed" && status !== "na";
}
