import { describe, expect, it } from "vitest";
import { COUNT_UP_DELAY_MS, countUpValue, easeOutCubic } from "./count-up";

describe("count-up", () => {
  it("starts about half a second after the metrics appear", () => {
    expect(COUNT_UP_DELAY_MS).toBe(500);
  });

  it("starts at zero and lands exactly on the target", () => {
    expect(countUpValue(50_000, 0, 1600)).toBe(0);
    expect(countUpValue(50_000, 1600, 1600)).toBe(50_000);
    expect(countUpValue(99.97, 5000, 1600, 2)).toBe(99.97);
  });

  it("rises monotonically and keeps the requested decimals", () => {
    let previous = 0;
    for (let t = 0; t <= 1600; t += 100) {
      const value = countUpValue(99.97, t, 1600, 2);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(Math.round(value * 100) / 100).toBe(value);
      previous = value;
    }
  });

  it("eases out", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(2)).toBe(1);
  });
});
