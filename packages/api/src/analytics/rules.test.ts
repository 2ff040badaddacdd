import { describe, expect, it } from "vitest";
import { analyticsPeriod, herfindahl, monthsOf, sharePercent } from "./rules.js";

describe("analytics rules", () => {
  it("covers this month and the eleven before it", () => {
    const period = analyticsPeriod("2026-03-31");
    expect(period).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    const months = monthsOf(period);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-04");
    expect(months.at(-1)).toBe("2026-03");
    expect(monthsOf(analyticsPeriod("2026-01-01", 3))).toEqual(["2025-11", "2025-12", "2026-01"]);
  });

  it("works out shares to a tenth of a percent, half up, from exact amounts or counts", () => {
    expect(sharePercent("900.00", "1020.00")).toBe(88.2);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(1n, 8n)).toBe(12.5);
    expect(sharePercent(5, 0)).toBeNull();
  });

  it("measures concentration with the Herfindahl–Hirschman index", () => {
    // One vendor: 10,000. Two of 900 and 120: (900² + 120²) / 1,020² × 10,000 = 7,923.9.
    expect(herfindahl(100n * 100n, 100n)).toBe(10_000);
    expect(herfindahl(90_000n ** 2n + 12_000n ** 2n, 102_000n)).toBe(7924);
    // Four equal vendors: 2,500.
    expect(herfindahl(4n * 25n ** 2n, 100n)).toBe(2500);
    expect(herfindahl(0n, 0n)).toBe(0);
  });
});
