import { describe, expect, it } from "vitest";
import { dateField } from "./invoices.js";

const field = dateField("Target date");

describe("dateField", () => {
  it.each(["2026-02-30", "2026-02-29", "2025-04-31", "2026-13-01", "2026-00-10", "2026-02-30T10:00:00Z"])(
    "refuses %s, a day the calendar does not have, rather than rolling it over",
    (text) => {
      const parsed = field.safeParse(text);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual(["Target date must be a real date"]);
    },
  );

  it.each([
    ["2028-02-29", "2028-02-29"],
    ["2026-12-31", "2026-12-31"],
    [" 2026-03-01 ", "2026-03-01"],
    ["2026-03-01T23:30:00.000Z", "2026-03-01"],
    ["0050-01-01", "0050-01-01"],
  ])("keeps %s as %s", (text, iso) => {
    expect(field.parse(text)).toBe(iso);
  });

  it("keeps a Date's UTC day and still refuses what is no date at all", () => {
    expect(field.parse(new Date("2026-05-04T10:00:00Z"))).toBe("2026-05-04");
    expect(field.safeParse("soon").error?.issues[0]?.message).toBe("Target date must be a date (YYYY-MM-DD)");
    expect(field.safeParse(42).error?.issues[0]?.message).toBe("Target date must be a date");
  });
});
