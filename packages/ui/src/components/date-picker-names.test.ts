import { describe, expect, it } from "vitest";
import { calendarNames } from "./date-picker-names";
import { ENGLISH_UI_TEXTS } from "./ui-text";

const label = (locale: string, iso: string) =>
  ENGLISH_UI_TEXTS.datePicker.dayLabel(calendarNames(locale).dayParts(iso));

describe("the date picker's names in a locale", () => {
  it("writes English as the picker always did", () => {
    const names = calendarNames("en-US");
    expect(names.weekdays.map((d) => d.short)).toEqual(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]);
    expect(names.weekdays[0]?.long).toBe("Monday");
    expect(names.monthsShort.slice(0, 8)).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"]);
    expect(names.monthHeading(2030, 5)).toBe("May 2030");
    expect(label("en-US", "2030-06-15")).toBe("Saturday, 15 June 2030");
    expect(label("en-US", "2026-03-31")).toBe("Tuesday, 31 March 2026");
  });

  it("names months and weekdays in German and Chinese", () => {
    const de = calendarNames("de-DE");
    expect(de.weekdays.map((d) => d.short)).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    expect(de.monthHeading(2030, 5)).toBe("Mai 2030");
    expect(de.dayParts("2030-06-15")).toEqual({ weekday: "Samstag", day: "15", month: "Juni", year: "2030" });
    const zh = calendarNames("zh-CN");
    expect(zh.weekdays[0]?.short).toBe("周一");
    expect(zh.monthsShort[0]).toBe("1月");
    expect(zh.monthHeading(2030, 5)).toBe("2030年5月");
    expect(zh.dayParts("2030-06-15")).toMatchObject({ weekday: "星期六", month: "6" });
  });
});
