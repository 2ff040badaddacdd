import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  addYearsToInstant,
  CALENDAR_MAX,
  CALENDAR_MIN,
  calendarDateIn,
  DATE_FORMATS,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isDueWithin,
  isIsoDate,
  isPastDue,
  isValidTimeZone,
  parseDateText,
  todayIn,
} from "./dates.js";

describe("calendar arithmetic", () => {
  it("29 February plus one year is 28 February, and four years on it is 29 February again", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
    expect(addYears("2024-02-29", -1)).toBe("2023-02-28");
    expect(addYears("2025-02-28", 1)).toBe("2026-02-28");
  });

  it("a month on from the 31st is the last day of the shorter month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-11-15", 3)).toBe("2027-02-15");
  });

  it("adds days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("the spec's windows: a review 90 days out, badges at 14 and 30 days", () => {
    const today = "2026-03-10";
    expect(addDays(today, 90)).toBe("2026-06-08");
    expect(daysBetween(today, "2026-06-08")).toBe(90);
    expect(isDueWithin("2026-03-24", today, 14)).toBe(true);
    expect(isDueWithin("2026-03-25", today, 14)).toBe(false);
    expect(isDueWithin("2026-04-09", today, 30)).toBe(true);
    expect(isDueWithin("2026-04-10", today, 30)).toBe(false);
    expect(isDueWithin(today, today, 30)).toBe(true);
    expect(isDueWithin("2026-03-09", today, 30)).toBe(false);
  });

  it("counts whole calendar days, leap days included", () => {
    expect(daysBetween("2028-02-27", "2028-03-01")).toBe(3);
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
    expect(daysBetween("2026-03-01", "2026-02-27")).toBe(-2);
  });

  it("past due means before today; due today is not overdue yet", () => {
    expect(isPastDue("2026-03-09", "2026-03-10")).toBe(true);
    expect(isPastDue("2026-03-10", "2026-03-10")).toBe(false);
    expect(isPastDue("2025-12-31", "2026-01-01")).toBe(true);
  });

  it("refuses what is not a calendar date", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-3-1")).toBe(false);
    expect(() => addYears("2026-02-30", 1)).toThrow(RangeError);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("offers 1900 to 2099", () => {
    expect(CALENDAR_MIN).toBe("1900-01-01");
    expect(CALENDAR_MAX).toBe("2099-12-31");
  });
});

describe("today in a time zone", () => {
  const lateEvening = new Date("2026-03-31T23:30:00.000Z");

  it("is the calendar date there, not the server's or the browser's", () => {
    expect(todayIn("UTC", lateEvening)).toBe("2026-03-31");
    expect(todayIn("Europe/Paris", lateEvening)).toBe("2026-04-01");
    expect(todayIn("Asia/Tokyo", lateEvening)).toBe("2026-04-01");
    expect(todayIn("America/New_York", new Date("2026-04-01T03:30:00.000Z"))).toBe("2026-03-31");
    expect(calendarDateIn(new Date("2028-02-29T12:00:00.000Z"), "Australia/Sydney")).toBe("2028-02-29");
  });

  it("knows real time zones only", () => {
    expect(isValidTimeZone("Europe/London")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("moves an instant by years on the zone's calendar, keeping its time", () => {
    expect(addYearsToInstant(new Date("2024-02-29T10:00:00.000Z"), 1).toISOString()).toBe("2025-02-28T10:00:00.000Z");
    expect(addYearsToInstant(new Date("2026-03-15T10:00:00.000Z"), 1).toISOString()).toBe("2027-03-15T10:00:00.000Z");
    // 29 February at 09:00 in Paris (08:00 UTC): a year on is 28 February at 09:00 there.
    expect(addYearsToInstant(new Date("2024-02-29T08:00:00.000Z"), 1, "Europe/Paris").toISOString()).toBe(
      "2025-02-28T08:00:00.000Z",
    );
    // Still 28 February in UTC, already 29 February in Tokyo: a year on is 28 February 2025 in Tokyo.
    expect(addYearsToInstant(new Date("2024-02-28T20:00:00.000Z"), 1, "Asia/Tokyo").toISOString()).toBe(
      "2025-02-27T20:00:00.000Z",
    );
  });
});

describe("date formats", () => {
  it("shows a date in each of the four formats", () => {
    expect(DATE_FORMATS.map((f) => formatIsoDate("2026-03-05", f))).toEqual([
      "03/05/2026",
      "05/03/2026",
      "2026-03-05",
      "05-Mar-2026",
    ]);
    expect(formatIsoDate("not a date", "DD/MM/YYYY")).toBe("not a date");
  });

  it("reads back what it shows, and YYYY-MM-DD in every format", () => {
    for (const f of DATE_FORMATS) {
      expect(parseDateText(formatIsoDate("2028-02-29", f), f)).toBe("2028-02-29");
      expect(parseDateText(" 2026-12-01 ", f)).toBe("2026-12-01");
    }
    expect(parseDateText("3/5/2026", "MM/DD/YYYY")).toBe("2026-03-05");
    expect(parseDateText("3/5/2026", "DD/MM/YYYY")).toBe("2026-05-03");
    expect(parseDateText("5-mar-2026", "DD-MMM-YYYY")).toBe("2026-03-05");
  });

  it("refuses days that do not exist and text that is no date", () => {
    expect(parseDateText("2026-02-29")).toBeNull();
    expect(parseDateText("02/30/2026", "MM/DD/YYYY")).toBeNull();
    expect(parseDateText("31-Foo-2026", "DD-MMM-YYYY")).toBeNull();
    expect(parseDateText("31/03/2026", "MM/DD/YYYY")).toBeNull();
    expect(parseDateText("")).toBeNull();
    expect(parseDateText("yesterday")).toBeNull();
  });
});
