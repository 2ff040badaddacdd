import { describe, expect, it } from "vitest";
import { calendarStart } from "./date-picker-calendar";
import {
  addMonths,
  isIsoDate,
  limits,
  monthGrid,
  moveDay,
  moveInEnabledGrid,
  moveInGrid,
  PICKER_MAX,
  PICKER_MIN,
  spokenDate,
  weekdayIndex,
} from "./date-picker-model";

describe("date picker calendar", () => {
  it("lays a month out in Monday-first weeks, neighbouring days filling the first and last rows", () => {
    const weeks = monthGrid({ year: 2026, month: 3 });
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe("2026-04-05");
    expect(monthGrid({ year: 2028, month: 2 }).flat()).toContain("2028-02-29");
    expect(monthGrid({ year: 2027, month: 2 }).flat()).not.toContain("2027-02-29");
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthGrid({ year: 2027, month: 2 })).toHaveLength(4);
  });

  it("names each day for screen readers", () => {
    expect(spokenDate("2026-03-31")).toBe("Tuesday, 31 March 2026");
    expect(weekdayIndex("2026-03-30")).toBe(0);
    expect(weekdayIndex("2026-04-05")).toBe(6);
  });

  it("moves with the keys: a day, a week, a month, a year, the week's ends", () => {
    const [min, max] = [PICKER_MIN, PICKER_MAX];
    expect(moveDay("2026-03-31", "ArrowRight", false, min, max)).toBe("2026-04-01");
    expect(moveDay("2026-03-01", "ArrowLeft", false, min, max)).toBe("2026-02-28");
    expect(moveDay("2026-03-31", "ArrowDown", false, min, max)).toBe("2026-04-07");
    expect(moveDay("2026-03-03", "ArrowUp", false, min, max)).toBe("2026-02-24");
    expect(moveDay("2026-03-31", "PageUp", false, min, max)).toBe("2026-02-28");
    expect(moveDay("2024-02-29", "PageDown", true, min, max)).toBe("2025-02-28");
    expect(moveDay("2026-04-01", "Home", false, min, max)).toBe("2026-03-30");
    expect(moveDay("2026-04-01", "End", false, min, max)).toBe("2026-04-05");
    expect(moveDay("2026-04-01", "Enter", false, min, max)).toBeNull();
  });

  it("stays within the field's limits and 1900–2099", () => {
    expect(moveDay("2026-03-31", "ArrowRight", false, PICKER_MIN, "2026-03-31")).toBe("2026-03-31");
    expect(moveDay("1900-01-03", "ArrowUp", false, PICKER_MIN, PICKER_MAX)).toBe("1900-01-01");
    expect(moveDay("2099-12-30", "PageDown", false, PICKER_MIN, PICKER_MAX)).toBe("2099-12-31");
    expect(limits()).toEqual({ min: "1900-01-01", max: "2099-12-31" });
    expect(limits("1800-01-01", "2200-01-01")).toEqual({ min: "1900-01-01", max: "2099-12-31" });
    expect(limits("2026-01-01", "2026-12-31")).toEqual({ min: "2026-01-01", max: "2026-12-31" });
    expect(limits("", "not a date")).toEqual({ min: "1900-01-01", max: "2099-12-31" });
  });

  it("moves in the year view four per row and in the month view three per row", () => {
    expect(moveInGrid(5, "ArrowDown", 4, 200)).toBe(9);
    expect(moveInGrid(5, "ArrowUp", 4, 200)).toBe(1);
    expect(moveInGrid(1, "ArrowUp", 4, 200)).toBe(0);
    expect(moveInGrid(198, "ArrowDown", 4, 200)).toBe(199);
    expect(moveInGrid(4, "ArrowDown", 3, 12)).toBe(7);
    expect(moveInGrid(4, "End", 3, 12)).toBe(11);
    expect(moveInGrid(4, "Tab", 3, 12)).toBeNull();
  });

  it("adds months clamped to the month's end and knows real dates", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
  });
});

describe("date picker limits and the keyboard", () => {
  it("opens on a day within the limits, even when the selected date lies outside them", () => {
    // A due date picked first, then the issue date (the due date's min) moved later.
    expect(calendarStart("2026-03-10", "2026-03-01", "2026-04-15", "2099-12-31")).toBe("2026-04-15");
    expect(calendarStart("2026-06-10", "2026-03-01", "1900-01-01", "2026-05-31")).toBe("2026-05-31");
    expect(calendarStart(null, "2026-03-01", "2026-04-15", "2099-12-31")).toBe("2026-04-15");
    expect(calendarStart("2026-04-20", "2026-03-01", "2026-04-15", "2099-12-31")).toBe("2026-04-20");
  });

  it("moves between enabled months only: never onto a disabled one", () => {
    // April to December enabled (min in April): months are indexes 0–11, three per row.
    const enabled = (i: number) => i >= 3;
    expect(moveInEnabledGrid(3, "ArrowLeft", 3, 12, enabled)).toBe(3);
    expect(moveInEnabledGrid(3, "ArrowUp", 3, 12, enabled)).toBe(3);
    expect(moveInEnabledGrid(5, "ArrowUp", 3, 12, enabled)).toBe(3);
    expect(moveInEnabledGrid(3, "ArrowRight", 3, 12, enabled)).toBe(4);
    expect(moveInEnabledGrid(11, "Home", 3, 12, enabled)).toBe(3);
    expect(moveInEnabledGrid(3, "End", 3, 12, enabled)).toBe(11);
    // A gap is jumped over in the key's direction.
    expect(moveInEnabledGrid(0, "ArrowRight", 3, 12, (i) => i === 0 || i === 4)).toBe(4);
    expect(moveInEnabledGrid(0, "Enter", 3, 12, enabled)).toBeNull();
  });
});
