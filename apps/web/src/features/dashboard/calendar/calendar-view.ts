// The calendar panel's pure helpers: the month grid's days, the range the panel asks for, moving focus with the
// keyboard, and each status's chip colours.
import { addDays, addMonths, daysInMonth } from "@tprm/api/dates";

export type CalendarStatusValue = "completed" | "in_progress" | "pending" | "not_started" | "na";

/** "2026-03" → its first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(y, m)).padStart(2, "0")}` };
}

/** Weekday of a date, Monday = 0 … Sunday = 6. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month grid: whole weeks, Monday first, from the week of the 1st to the week of the last day. */
export function monthWeeks(month: string): string[][] {
  const { first, last } = monthBounds(month);
  let day = addDays(first, -weekdayIndex(first));
  const end = addDays(last, 6 - weekdayIndex(last));
  const weeks: string[][] = [];
  while (day <= end) {
    const week: string[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export const shiftMonth = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);

/** The days the grid shows (its first and last), so items on the neighbouring months' days show too. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: weeks[0]?.[0] ?? `${month}-01`, to: weeks.at(-1)?.[6] ?? monthBounds(month).last };
}

/** Where focus goes from a day on a key press in the grid; null for keys the grid does not handle. */
export function moveFocus(day: string, key: string): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(day, -1);
    case "ArrowRight":
      return addDays(day, 1);
    case "ArrowUp":
      return addDays(day, -7);
    case "ArrowDown":
      return addDays(day, 7);
    case "Home":
      return addDays(day, -weekdayIndex(day));
    case "End":
      return addDays(day, 6 - weekdayIndex(day));
    case "PageUp":
      return addMonths(day, -1);
    case "PageDown":
      return addMonths(day, 1);
    default:
      return null;
  }
}

/** Each status's chip: text at 4.5:1 or more on its tint, in both themes. */
export const STATUS_CHIP: Readonly<Record<CalendarStatusValue, string>> = {
  completed: "border-transparent bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200",
  in_progress: "border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200",
  pending: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
  not_started: "border-transparent bg-slate-100 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200",
  na: "border-transparent bg-zinc-100 text-zinc-700 dark:bg-zinc-500/20 dark:text-zinc-300",
};
