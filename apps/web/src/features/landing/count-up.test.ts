import { describe, expect, it } from "vitest";
import { formatMetric, METRICS } from "./content";
import { COUNT_UP_DELAY_MS, COUNT_UP_DURATION_MS, countUpDecimals, countUpValue, easeOutCubic } from "./count-up";

/** Every frame of a count at 60 frames a second, as the screen would print it. */
function printedFrames(metric: (typeof METRICS)[number]) {
  const frames: { value: number; text: string }[] = [];
  for (let t = 0; t <= COUNT_UP_DURATION_MS + 50; t += 1000 / 60) {
    const value = countUpValue(metric.value, t, COUNT_UP_DURATION_MS);
    frames.push({ value, text: formatMetric(metric, value, countUpDecimals(value, metric.value, metric.decimals)) });
  }
  return frames;
}

describe("count-up", () => {
  it("starts about half a second after the metrics appear", () => {
    expect(COUNT_UP_DELAY_MS).toBe(500);
  });

  it("starts at zero and lands exactly on the target", () => {
    expect(countUpValue(50_000, 0, 1600)).toBe(0);
    expect(countUpValue(50_000, 1600, 1600)).toBe(50_000);
    expect(countUpValue(99.97, 1600, 1600)).toBe(99.97);
    expect(countUpValue(99.97, 5000, 1600)).toBe(99.97);
  });

  it("counts in whole numbers, never above the target, and never prints a stray fraction", () => {
    for (const t of [1, 100, 400, 800, 1200, 1500, 1599]) {
      const value = countUpValue(99.97, t, 1600);
      expect(Number.isInteger(value), `${value} at ${t} ms`).toBe(true);
      expect(value).toBeLessThanOrEqual(99);
      expect(countUpDecimals(value, 99.97, 2)).toBe(0);
    }
    expect(countUpDecimals(99.97, 99.97, 2)).toBe(2);
    expect(countUpValue(2_500, 1599, 1600)).toBeLessThan(2_500);
  });

  it("prints every frame of every landing metric cleanly: 74%, then 99.97% at the end — never 74.37%", () => {
    for (const metric of METRICS) {
      const frames = printedFrames(metric);
      let previous = -1;
      for (const { value } of frames) {
        expect(value).toBeGreaterThanOrEqual(previous);
        previous = value;
      }
      expect(frames[0]?.text).toBe(formatMetric(metric, 0, 0));
      expect(frames.at(-1)?.text).toBe(formatMetric(metric, metric.value));
      expect(frames.at(-1)?.value).toBe(metric.value);
      for (const { value, text } of frames.slice(0, -1)) {
        if (value !== metric.value) expect(text, `${metric.id}: ${text}`).not.toMatch(/\.\d/);
      }
    }
    const accuracy = METRICS.find((m) => m.id === "accuracy")!;
    const texts = printedFrames(accuracy).map((f) => f.text);
    expect(texts).toContain("74%");
    expect(texts.at(-1)).toBe("99.97%");
    expect(texts.filter((text) => text.includes("."))).toEqual(texts.filter((text) => text === "99.97%"));
  });

  it("eases out", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
    expect(easeOutCubic(2)).toBe(1);
  });
});
