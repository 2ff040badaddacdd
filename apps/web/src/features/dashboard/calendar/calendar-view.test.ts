import { describe, expect, it } from "vitest";
import { gridRange, monthBounds, monthWeeks, moveFocus, shiftMonth } from "./calendar-view";

describe("calendar view helpers", () => {
  it("a month's bounds, leap February included", () => {
    expect(monthBounds("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthBounds("2026-04")).toEqual({ first: "2026-04-01", last: "2026-04-30" });
  });

  it("the grid is whole weeks from Monday: March 2026 starts on a Sunday (six weeks)", () => {
    const weeks = monthWeeks("2026-03");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe("2026-02-23");
    expect(weeks[0]?.[6]).toBe("2026-03-01");
    expect(weeks.at(-1)?.[6]).toBe("2026-04-05");
    expect(gridRange("2026-03")).toEqual({ from: "2026-02-23", to: "2026-04-05" });
  });

  it("moves focus by day, week, row ends and month", () => {
    expect(moveFocus("2026-03-31", "ArrowRight")).toBe("2026-04-01");
    expect(moveFocus("2026-03-01", "ArrowUp")).toBe("2026-02-22");
    expect(moveFocus("2026-03-04", "Home")).toBe("2026-03-02");
    expect(moveFocus("2026-03-04", "End")).toBe("2026-03-08");
    expect(moveFocus("2026-01-31", "PageDown")).toBe("2026-02-28");
    expect(moveFocus("2026-03-04", "a")).toBeNull();
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
  });
});
