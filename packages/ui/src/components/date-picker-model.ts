// The date picker's calendar arithmetic on "YYYY-MM-DD" strings (pure, unit-tested in date-picker-model.test.ts).
// The UI package has no date library: the app's date rules live in @tprm/api/dates; this is only what a calendar
// grid needs (days of a month, moving a day, a week, a month or a year, staying within limits). It cannot import
// them: @tprm/ui depends on no package of the app (package.json), and @tprm/api sits above it.

/** The dates a date field offers (001 §9): 1900 to 2099. */
export const PICKER_MIN = "1900-01-01";
export const PICKER_MAX = "2099-12-31";

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Weeks start on Monday (ISO 8601). */
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

export function parts(iso: string): { year: number; month: number; day: number } {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(iso: string): number {
  const { year, month, day } = parts(iso);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Months later (or earlier), the day clamped to the end of a shorter month: 31 January + 1 → 28 February. */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return toIso(y, m, Math.min(day, daysInMonth(y, m)));
}

export function clamp(iso: string, min: string, max: string): string {
  return iso < min ? min : iso > max ? max : iso;
}

/** The limits in force: the field's own, never wider than 1900–2099. */
export function limits(min?: string, max?: string): { min: string; max: string } {
  return {
    min: min && isIsoDate(min) && min > PICKER_MIN ? min : PICKER_MIN,
    max: max && isIsoDate(max) && max < PICKER_MAX ? max : PICKER_MAX,
  };
}

/**
 * The weeks shown for a month: rows of seven dates from the Monday on or before the 1st to the Sunday on or after
 * the last day (days of the neighbouring months fill the first and last rows).
 */
export function monthGrid({ year, month }: YearMonth): string[][] {
  const first = toIso(year, month, 1);
  const start = addDays(first, -weekdayIndex(first));
  const last = toIso(year, month, daysInMonth(year, month));
  const weeks: string[][] = [];
  for (let day = start; day <= last; ) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "Tuesday, 31 March 2026": a day's name for screen readers. */
export function spokenDate(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${WEEKDAY_NAMES[weekdayIndex(iso)]}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

export type DayKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "PageUp" | "PageDown" | "Home" | "End";

/**
 * The day a key moves to in the day view: arrows a day or a week, Page Up/Down a month (with Shift a year), Home and
 * End the week's Monday and Sunday; kept within the limits. null for any other key.
 */
export function moveDay(iso: string, key: string, shift: boolean, min: string, max: string): string | null {
  let next: string;
  switch (key) {
    case "ArrowLeft":
      next = addDays(iso, -1);
      break;
    case "ArrowRight":
      next = addDays(iso, 1);
      break;
    case "ArrowUp":
      next = addDays(iso, -7);
      break;
    case "ArrowDown":
      next = addDays(iso, 7);
      break;
    case "PageUp":
      next = addMonths(iso, shift ? -12 : -1);
      break;
    case "PageDown":
      next = addMonths(iso, shift ? 12 : 1);
      break;
    case "Home":
      next = addDays(iso, -weekdayIndex(iso));
      break;
    case "End":
      next = addDays(iso, 6 - weekdayIndex(iso));
      break;
    default:
      return null;
  }
  return clamp(next, min, max);
}

/**
 * The cell a key moves to in a grid of `count` cells, `columns` per row (years four per row, months three): arrows
 * by one or by a row, Home and End to the first and last cell. null for any other key.
 */
export function moveInGrid(index: number, key: string, columns: number, count: number): number | null {
  const delta: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -columns,
    ArrowDown: columns,
    PageUp: -columns * 4,
    PageDown: columns * 4,
  };
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = delta[key];
  if (step === undefined) return null;
  return Math.min(count - 1, Math.max(0, index + step));
}

/**
 * Like moveInGrid, over the cells that are enabled only (months outside a field's limits are disabled): the key's
 * target, or the next enabled cell beyond it in the key's direction, or else the nearest enabled one before it;
 * Home and End go to the first and last enabled cell. The same index when no enabled cell lies that way, so focus
 * never lands on a disabled cell (a disabled button cannot take it). null for any other key.
 */
export function moveInEnabledGrid(
  index: number,
  key: string,
  columns: number,
  count: number,
  enabled: (index: number) => boolean,
): number | null {
  const cells = Array.from({ length: count }, (_, i) => i);
  if (key === "Home") return cells.find(enabled) ?? index;
  if (key === "End") return cells.reverse().find(enabled) ?? index;
  const target = moveInGrid(index, key, columns, count);
  if (target === null) return null;
  const step = Math.sign(target - index);
  if (step === 0) return index;
  for (let i = target; i >= 0 && i < count; i += step) if (enabled(i)) return i;
  for (let i = target - step; i !== index; i -= step) if (enabled(i)) return i;
  return index;
}
