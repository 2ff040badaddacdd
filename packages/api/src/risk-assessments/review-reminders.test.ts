import { describe, expect, it } from "vitest";
import { isoWeek } from "./review-reminders.js";

describe("isoWeek (the reminders' once-a-week key)", () => {
  it("numbers weeks from Monday, week 1 holding the year's first Thursday", () => {
    expect(isoWeek("2026-11-25")).toBe("2026-W48");
    expect(isoWeek("2026-11-23")).toBe("2026-W48"); // Monday
    expect(isoWeek("2026-11-29")).toBe("2026-W48"); // Sunday
    expect(isoWeek("2026-11-30")).toBe("2026-W49");
    expect(isoWeek("2026-01-01")).toBe("2026-W01"); // a Thursday
    expect(isoWeek("2027-01-01")).toBe("2026-W53"); // a Friday: the last week of 2026
    expect(isoWeek("2024-12-30")).toBe("2025-W01"); // a Monday in the week of 2025's first Thursday
    expect(isoWeek("2021-01-03")).toBe("2020-W53");
  });

  it("gives days seven apart different weeks", () => {
    for (let d = Date.UTC(2024, 0, 1); d < Date.UTC(2029, 0, 1); d += 86_400_000) {
      const day = new Date(d).toISOString().slice(0, 10);
      const week = new Date(d + 7 * 86_400_000).toISOString().slice(0, 10);
      expect(isoWeek(week), day).not.toBe(isoWeek(day));
    }
  });
});
