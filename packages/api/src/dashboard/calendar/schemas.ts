// The deliverable calendar (issue 20; spec 000 §2 "Deliverable Calendar", §4 "Calendar deliverable items", §7 GET
// /api/dashboard/deliverable-calendar) and each user's private iCalendar feed. Browser-safe: zod and dates only, the
// web imports the kinds and statuses from here (docs/DASHBOARD.md, section Calendar).
import { z } from "zod";
import { addDays, isIsoDate } from "../../lib/dates.js";
import { dateText, timestamp } from "../../schemas/output.js";

/** Each kind of dated item the calendar reads from the registers. */
export const CALENDAR_KINDS = [
  "contract_notice",
  "contract_end",
  "assessment_review",
  "policy_review",
  "committee_meeting",
  "workflow_target",
  "report_run",
] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** 000 §4: Completed, In progress, Pending, Not started, or na (no longer applies). */
export const CALENDAR_STATUSES = ["completed", "in_progress", "pending", "not_started", "na"] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

/** The widest range one request may ask for (a year and a few days: a month view with its edges, or a year list). */
export const CALENDAR_MAX_RANGE_DAYS = 400;
/** The most items one answer carries; beyond it the answer says so (truncated) and the screen asks to narrow. */
export const CALENDAR_MAX_ITEMS = 1000;

const isoDay = z.string().trim().refine(isIsoDate, "Dates must be real calendar dates written YYYY-MM-DD");

const kindList = z
  .preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : value),
    z
      .array(z.enum(CALENDAR_KINDS, { error: `kinds must be among ${CALENDAR_KINDS.join(", ")}` }))
      .max(CALENDAR_KINDS.length),
  )
  .optional()
  .describe("Only these kinds (comma-separated in a query string); every kind the caller may view without it");

/** GET /api/dashboard/deliverable-calendar: the dated items from `from` to `to` (both included). */
export const deliverableCalendarInput = z
  .object({
    from: isoDay.describe("First day, YYYY-MM-DD"),
    to: isoDay.describe("Last day, YYYY-MM-DD (at most 400 days after from)"),
    kinds: kindList,
  })
  .refine((v) => !isIsoDate(v.from) || !isIsoDate(v.to) || v.from <= v.to, {
    message: "from must not be after to",
    path: ["to"],
  })
  .refine((v) => !isIsoDate(v.from) || !isIsoDate(v.to) || v.to <= addDays(v.from, CALENDAR_MAX_RANGE_DAYS), {
    message: `The range may cover at most ${CALENDAR_MAX_RANGE_DAYS} days`,
    path: ["to"],
  });
export type DeliverableCalendarInput = z.infer<typeof deliverableCalendarInput>;

export const calendarItemOutput = z.object({
  id: z.string().describe("Stable per item: the kind, the record's id and, where one record has several, the date"),
  kind: z.enum(CALENDAR_KINDS),
  date: dateText.describe("The day it falls on (the organisation's calendar)"),
  /** A meeting's or a report run's time; null for items that are a day. */
  at: timestamp.nullable(),
  title: z.string().describe("The record's name"),
  reference: z.string().nullable().describe("The record's reference (CT-…, RA-…, POL-…, WF-…) where it has one"),
  status: z.enum(CALENDAR_STATUSES),
  overdue: z.boolean().describe("The date has passed and the item is neither completed nor n/a"),
  recordId: z.string(),
  link: z.string().describe("Where the record opens in the app"),
});
export type CalendarItem = z.output<typeof calendarItemOutput>;

export const deliverableCalendarOutput = z.object({
  from: dateText,
  to: dateText,
  today: dateText.describe("Today in the organisation's time zone: the reference for the statuses"),
  kinds: z.array(z.enum(CALENDAR_KINDS)).describe("The kinds the caller may view (the filters to offer)"),
  items: z.array(calendarItemOutput),
  truncated: z.boolean().describe(`More than ${CALENDAR_MAX_ITEMS} items: the first ${CALENDAR_MAX_ITEMS} by date`),
});
export type DeliverableCalendar = z.output<typeof deliverableCalendarOutput>;

/** The caller's feed: whether one exists (never its URL, which is shown once, when made). */
export const calendarFeedOutput = z.object({
  active: z.boolean(),
  createdAt: timestamp.nullable(),
  lastUsedAt: timestamp.nullable(),
});

/** A new or rotated feed: its private path, shown once. */
export const calendarFeedCreatedOutput = z.object({
  path: z.string().describe("The feed's private path (append to the server's origin); shown only this once"),
  createdAt: timestamp,
});
