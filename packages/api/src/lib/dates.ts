// Date rules for server, worker and web (browser-safe: no Node or server code). One library: date-fns 4 with
// @date-fns/tz (docs/DECISIONS.md, "Dates and time zones"). Two kinds of value:
// - a calendar date, "YYYY-MM-DD" (an invoice's due date, the day a breach occurred): no time, no zone;
// - an instant, a Date (when a review was recorded). Its calendar date depends on the time zone it is read in.
// "Today" is the calendar date now in the organisation's time zone (APP_TIME_ZONE, default UTC), the same for
// the server's rules and the forms' defaults and limits. Calendar arithmetic clamps to the end of the month:
// 29 February + 1 year = 28 February, 31 January + 1 month = 28 (or 29) February.
import { TZDate, tz } from "@date-fns/tz";
import {
  addDays as addDaysFns,
  addMonths as addMonthsFns,
  addYears as addYearsFns,
  differenceInCalendarDays,
  format,
} from "date-fns";

/** A calendar date as "YYYY-MM-DD". */
export type IsoDate = string;

/** The organisation's time zone when APP_TIME_ZONE is unset. */
export const DEFAULT_TIME_ZONE = "UTC";

/** The dates a date field offers (001 §9: 1900 to 2099). */
export const CALENDAR_MIN: IsoDate = "1900-01-01";
export const CALENDAR_MAX: IsoDate = "2099-12-31";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an IANA time zone this runtime knows ("Europe/Paris", "UTC"); false for anything else. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** True for "YYYY-MM-DD" naming a real day ("2026-02-29" is not one, "2028-02-29" is). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

/** Days in a month (1–12) of a year: February has 29 in leap years. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromIso(date: IsoDate): TZDate {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return TZDate.tz("UTC", y, m - 1, d);
}

const toIso = (date: Date): IsoDate => format(date, "yyyy-MM-dd");

/**
 * The calendar date a stored date value stands for: a "YYYY-MM-DD…" string keeps its first ten characters, a Date
 * from a date column (midnight UTC, as Prisma reads @db.Date) gives its UTC date.
 */
export function isoDate(value: Date | string): IsoDate {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The calendar date an instant falls on in a time zone: 2026-03-31T23:30Z is 2026-04-01 in Europe/Paris. */
export function calendarDateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): IsoDate {
  return format(instant, "yyyy-MM-dd", { in: tz(timeZone) });
}

/** Today in the organisation's time zone: the reference for "overdue", "due within" and the forms' limits. */
export function todayIn(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): IsoDate {
  return calendarDateIn(now, timeZone);
}

/** "2026-01-31" + 30 days → "2026-03-02". Negative counts go back. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return toIso(addDaysFns(fromIso(date), days));
}

/** "2026-01-31" + 1 month → "2026-02-28": the day is clamped to the end of a shorter month. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return toIso(addMonthsFns(fromIso(date), months));
}

/** "2024-02-29" + 1 year → "2025-02-28" (never 1 March). */
export function addYears(date: IsoDate, years: number): IsoDate {
  return toIso(addYearsFns(fromIso(date), years));
}

/**
 * An instant moved by whole calendar years in a time zone, keeping its wall-clock time: a review recorded at
 * 2024-02-29 10:00 is next due 2025-02-28 10:00 there.
 */
export function addYearsToInstant(instant: Date, years: number, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return new Date(addYearsFns(new TZDate(instant, timeZone), years).getTime());
}

/** Whole calendar days from `from` to `to`: 2026-03-01 − 2026-02-27 = 2; negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(fromIso(to), fromIso(from));
}

/** Past due: the due date lies before today (due today is not overdue yet). */
export function isPastDue(dueDate: IsoDate, today: IsoDate): boolean {
  return dueDate < today;
}

/** Due from today up to and including `days` days from today (not already past due). */
export function isDueWithin(dueDate: IsoDate, today: IsoDate, days: number): boolean {
  return dueDate >= today && dueDate <= addDays(today, days);
}

// ---------------------------------------------------------------------------------------------------------------
// Date formats a person can choose (001 §9). The forms show and read dates in one of them.

export const DATE_FORMATS = ["MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD", "DD-MMM-YYYY"] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The format until each account carries its own (docs/DECISIONS.md, "Dates and time zones"). */
export const DEFAULT_DATE_FORMAT: DateFormat = "YYYY-MM-DD";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "2026-03-31" as "03/31/2026", "31/03/2026", "2026-03-31" or "31-Mar-2026". Anything else stays as it is. */
export function formatIsoDate(date: IsoDate, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): string {
  if (!isIsoDate(date)) return date;
  const [y, m, d] = date.split("-") as [string, string, string];
  switch (dateFormat) {
    case "MM/DD/YYYY":
      return `${m}/${d}/${y}`;
    case "DD/MM/YYYY":
      return `${d}/${m}/${y}`;
    case "DD-MMM-YYYY":
      return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
    default:
      return date;
  }
}

/**
 * What a person typed, in the given format or as "YYYY-MM-DD" (always understood), as a calendar date; null when
 * it names no real day. Day and month may have one digit ("3/1/2026"), month names any case ("31-mar-2026").
 */
export function parseDateText(text: string, dateFormat: DateFormat = DEFAULT_DATE_FORMAT): IsoDate | null {
  const value = text.trim();
  const build = (y: string, m: string | number, d: string) => {
    const iso = `${y}-${String(m).padStart(2, "0")}-${d.padStart(2, "0")}`;
    return isIsoDate(iso) ? iso : null;
  };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return build(iso[1]!, iso[2]!, iso[3]!);
  if (dateFormat === "MM/DD/YYYY" || dateFormat === "DD/MM/YYYY") {
    const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    if (!parts) return null;
    return dateFormat === "MM/DD/YYYY"
      ? build(parts[3]!, parts[1]!, parts[2]!)
      : build(parts[3]!, parts[2]!, parts[1]!);
  }
  if (dateFormat === "DD-MMM-YYYY") {
    const parts = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(value);
    if (!parts) return null;
    const month = MONTHS.findIndex((name) => name.toLowerCase() === parts[2]!.toLowerCase());
    return month < 0 ? null : build(parts[3]!, month + 1, parts[1]!);
  }
  return null;
}
