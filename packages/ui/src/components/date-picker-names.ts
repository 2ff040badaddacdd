// Month and weekday names of the date picker in the app's locale, from Intl (computed once per locale). Dates are
// formatted as UTC noon of the calendar day, so no time zone moves them to a neighbouring day.
import { parts, weekdayIndex } from "./date-picker-model";
import type { DayLabelParts } from "./ui-text";

export interface CalendarNames {
  /** Monday first: the full name (a header's abbr) and two letters or signs shown in the header ("Mo", "周一"). */
  weekdays: ReadonlyArray<{ long: string; short: string }>;
  /** January first: "Jan", "janv.", "1月". */
  monthsShort: readonly string[];
  /** "May 2030", "Mai 2030", "2030年5月". */
  monthHeading: (year: number, month: number) => string;
  /** The parts of a day's spoken label, named in the locale. */
  dayParts: (iso: string) => DayLabelParts;
}

const cache = new Map<string, CalendarNames>();

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
  }
}

export function calendarNames(locale: string): CalendarNames {
  const known = cache.get(locale);
  if (known) return known;
  const weekdayLong = format(locale, { weekday: "long" });
  const weekdayShort = format(locale, { weekday: "short" });
  const monthShort = format(locale, { month: "short" });
  const heading = format(locale, { month: "long", year: "numeric" });
  const inDate = format(locale, { day: "numeric", month: "long" });
  // 2024-01-01 was a Monday.
  const weekdays = Array.from({ length: 7 }, (_, i) => ({
    long: weekdayLong.format(utc(2024, 1, 1 + i)),
    short: weekdayShort
      .format(utc(2024, 1, 1 + i))
      .replace(/\.$/, "")
      .slice(0, 2),
  }));
  const monthsShort = Array.from({ length: 12 }, (_, i) => monthShort.format(utc(2024, i + 1, 1)));
  const names: CalendarNames = {
    weekdays,
    monthsShort,
    monthHeading: (year, month) => heading.format(utc(year, month, 1)),
    dayParts: (iso) => {
      const { year, month, day } = parts(iso);
      const date = utc(year, month, day);
      const monthName = inDate.formatToParts(date).find((part) => part.type === "month")?.value ?? String(month);
      return {
        weekday: weekdays[weekdayIndex(iso)]?.long ?? "",
        day: String(day),
        month: monthName,
        year: String(year),
      };
    },
  };
  cache.set(locale, names);
  return names;
}
