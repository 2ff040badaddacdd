// What the daily contract job tells people (reminders.ts): the reminder before an end date or a notice deadline, and
// the expiry. Pure, so the words are tested without a database. Dates are calendar days ("2026-12-31"), as the other
// daily reminders write them.
import { daysBetween, type IsoDate } from "../lib/dates.js";
import { clip } from "../lib/text.js";
import type { NotificationPriority } from "../schemas/notifications.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import type { ReminderThreshold } from "./rules.js";

export type ReminderKind = "end" | "notice";

export interface ReminderSubject {
  reference: string;
  name: string;
  vendorName: string;
  endDate: IsoDate;
  renewalTermMonths: number | null;
}

const days = (n: number) => `${n} day${n === 1 ? "" : "s"}`;
const months = (n: number) => `${n} month${n === 1 ? "" : "s"}`;
const inDays = (left: number) => (left === 0 ? "today" : `in ${days(left)}`);

/** The nearer the deadline, the louder: 30 days → high, 60 → medium, 90 → low. */
export function reminderPriority(threshold: ReminderThreshold): NotificationPriority {
  return threshold === 30 ? "high" : threshold === 60 ? "medium" : "low";
}

/** The reminder of a deadline (the end date, or the last day to give notice) `threshold` days ahead or nearer. */
export function reminderText(
  c: ReminderSubject,
  kind: ReminderKind,
  deadline: IsoDate,
  today: IsoDate,
): { title: string; message: string } {
  const left = daysBetween(today, deadline);
  const contract = `${c.name} (${c.reference}) with ${c.vendorName}`;
  if (kind === "notice") {
    const term = c.renewalTermMonths ? ` for ${months(c.renewalTermMonths)}` : "";
    return {
      title: clip(`${c.vendorName}: notice deadline ${inDays(left)} (${c.reference})`, NOTIFICATION_TITLE_MAX),
      message: clip(
        `Notice to stop the automatic renewal of ${contract} must be given by ${deadline} (${inDays(left)}). ` +
          `Otherwise it renews on ${c.endDate}${term}.`,
        NOTIFICATION_MESSAGE_MAX,
      ),
    };
  }
  return {
    title: clip(`${c.vendorName}: contract ends ${inDays(left)} (${c.reference})`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `${contract} ends on ${deadline} (${inDays(left)}): renew it, renegotiate it or prepare the exit.`,
      NOTIFICATION_MESSAGE_MAX,
    ),
  };
}

/** The notice that a contract has expired (its end date passed and it does not renew automatically). */
export function expiryText(c: ReminderSubject): { title: string; message: string } {
  return {
    title: clip(`${c.vendorName}: contract expired (${c.reference})`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `${c.name} (${c.reference}) with ${c.vendorName} ended on ${c.endDate} and is now Expired. ` +
        "Renew it by giving it a new end date, or record the exit.",
      NOTIFICATION_MESSAGE_MAX,
    ),
  };
}

/** The history note of a tacit renewal. */
export function renewalNote(terms: number): string {
  return `Renewed automatically for ${terms} term${terms === 1 ? "" : "s"}`;
}
