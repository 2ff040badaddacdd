import { describe, expect, it } from "vitest";
import { calendarStatus, isOverdue } from "./status.js";

const TODAY = "2026-03-15";

describe("calendarStatus on known dates (today 2026-03-15)", () => {
  it("done is Completed and void is na whatever the date", () => {
    for (const date of ["2025-01-01", TODAY, "2027-12-31"]) {
      expect(calendarStatus("done", date, TODAY)).toBe("completed");
      expect(calendarStatus("void", date, TODAY)).toBe("na");
    }
  });

  it("started is In progress whatever the date", () => {
    expect(calendarStatus("started", "2026-01-01", TODAY)).toBe("in_progress");
    expect(calendarStatus("started", "2026-09-01", TODAY)).toBe("in_progress");
  });

  it("open is Pending up to 30 days ahead (2026-04-14 included) and when overdue, Not started from day 31", () => {
    expect(calendarStatus("open", "2026-03-01", TODAY)).toBe("pending");
    expect(calendarStatus("open", TODAY, TODAY)).toBe("pending");
    expect(calendarStatus("open", "2026-04-14", TODAY)).toBe("pending");
    expect(calendarStatus("open", "2026-04-15", TODAY)).toBe("not_started");
    expect(calendarStatus("open", "2027-01-01", TODAY)).toBe("not_started");
  });

  it("counts the window across a month end and a leap day", () => {
    expect(calendarStatus("open", "2028-03-30", "2028-02-29")).toBe("pending");
    expect(calendarStatus("open", "2028-03-31", "2028-02-29")).toBe("not_started");
  });

  it("overdue: a past day still owed; never a completed or n/a item, never today", () => {
    expect(isOverdue("pending", "2026-03-14", TODAY)).toBe(true);
    expect(isOverdue("in_progress", "2026-03-14", TODAY)).toBe(true);
    expect(isOverdue("pending", TODAY, TODAY)).toBe(false);
    expect(isOverdue("completed", "2026-03-01", TODAY)).toBe(false);
    expect(isOverdue("na", "2026-03-01", TODAY)).toBe(false);
  });
});
