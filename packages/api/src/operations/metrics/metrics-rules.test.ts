import { describe, expect, it } from "vitest";
import {
  addRequest,
  bucketIndex,
  emptyMinute,
  fromFields,
  LATENCY_BOUNDS_MS,
  type MinuteCounts,
  mergeMinutes,
  quantileMs,
  toFields,
  toSeries,
} from "./request-window.js";
import { routeLabel } from "./route-label.js";
import { isScrapeToken } from "./scrape-token.js";

describe("latency buckets and the 95th percentile", () => {
  it("puts a duration in the first bucket whose bound holds it", () => {
    expect(bucketIndex(0)).toBe(0);
    expect(bucketIndex(5)).toBe(0);
    expect(bucketIndex(5.1)).toBe(1);
    expect(bucketIndex(100)).toBe(4);
    expect(bucketIndex(10_000)).toBe(LATENCY_BOUNDS_MS.length - 1);
    expect(bucketIndex(60_000)).toBe(LATENCY_BOUNDS_MS.length);
  });

  it("interpolates inside the bucket, as histogram_quantile does", () => {
    // 100 requests: 80 in (25, 50] ms, 20 in (50, 100] ms. Rank 95 is the 15th of the 20: 50 + 50 × 15/20 = 87.5.
    const buckets = emptyMinute().buckets;
    buckets[3] = 80;
    buckets[4] = 20;
    expect(quantileMs(buckets, 0.95)).toBe(87.5);
    // The median, rank 50 of the 80 in (25, 50]: 25 + 25 × 50/80 = 40.625.
    expect(quantileMs(buckets, 0.5)).toBe(40.625);
  });

  it("says null without requests and the last bound when the quantile is beyond it", () => {
    expect(quantileMs(emptyMinute().buckets, 0.95)).toBeNull();
    const slow = emptyMinute().buckets;
    slow[LATENCY_BOUNDS_MS.length] = 3;
    expect(quantileMs(slow, 0.95)).toBe(10_000);
  });
});

describe("a minute's counts", () => {
  it("counts requests, 5xx answers and durations, and survives the trip through Redis fields", () => {
    const minute = emptyMinute();
    addRequest(minute, 12.5, 200);
    addRequest(minute, 3, 404);
    addRequest(minute, 700, 503);
    expect(minute.requests).toBe(3);
    expect(minute.serverErrors).toBe(1);
    expect(minute.durationMsSum).toBe(715.5);
    const fields = Object.fromEntries(Object.entries(toFields(minute)).map(([k, v]) => [k, String(v)]));
    expect(fromFields(fields)).toEqual(minute);
  });

  it("merges two processes' counts by adding them", () => {
    const a = emptyMinute();
    const b = emptyMinute();
    addRequest(a, 1, 200);
    addRequest(b, 1, 500);
    addRequest(b, 2_000, 200);
    const merged = mergeMinutes(a, b);
    expect(merged.requests).toBe(3);
    expect(merged.serverErrors).toBe(1);
    expect(merged.buckets[0]).toBe(2);
  });

  it("makes a series of the 60 complete minutes before now, empty minutes included", () => {
    const now = Date.parse("2026-11-29T10:30:20Z");
    const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
    const busy: MinuteCounts = emptyMinute();
    for (let i = 0; i < 4; i++) addRequest(busy, 20, 200);
    const counts = new Map([
      [minute("2026-11-29T10:29:00Z"), busy],
      [minute("2026-11-29T10:30:00Z"), busy], // the running minute: not complete, not shown
      [minute("2026-11-29T09:29:00Z"), busy], // 61 minutes back: outside the window
    ]);
    const series = toSeries(counts, now);
    expect(series.minutes).toHaveLength(60);
    expect(series.minutes[0]!.at).toBe("2026-11-29T09:30:00.000Z");
    expect(series.minutes[59]).toEqual({
      at: "2026-11-29T10:29:00.000Z",
      requests: 4,
      serverErrors: 0,
      meanMs: 20,
      p95Ms: 24.3, // rank 3.8 of 4 in (10, 25]: 10 + 15 × 3.8/4 = 24.25, to a tenth
    });
    expect(series.minutes[58]).toMatchObject({ requests: 0, meanMs: null, p95Ms: null });
    expect(series.minutes.reduce((sum, m) => sum + m.requests, 0)).toBe(4);
  });
});

describe("the route label", () => {
  const isProcedure = (name: string) => name === "vendors.list";
  it("is the matched pattern, never the URL", () => {
    expect(routeLabel("/api/vendors/:id", { id: "0b7e…" }, isProcedure)).toBe("/api/vendors/:id");
    expect(routeLabel(undefined, {}, isProcedure)).toBe("unmatched");
  });
  it("names a known procedure and folds batches and unknown names", () => {
    expect(routeLabel("/trpc/:path", { path: "vendors.list" }, isProcedure)).toBe("/trpc/vendors.list");
    expect(routeLabel("/trpc/:path", { path: "vendors.list,users.me" }, isProcedure)).toBe("/trpc/(batch)");
    expect(routeLabel("/trpc/:path", { path: "x".repeat(40) }, isProcedure)).toBe("/trpc/(unknown)");
    expect(routeLabel("/trpc/:path", {}, isProcedure)).toBe("/trpc/(unknown)");
  });
});

describe("the scrape token", () => {
  const token = "s3cret-scrape-token-0123456789";
  it("matches only the configured token as a Bearer token", () => {
    expect(isScrapeToken(`Bearer ${token}`, token)).toBe(true);
    expect(isScrapeToken(`bearer ${token}`, token)).toBe(true);
    expect(isScrapeToken(`Bearer ${token}x`, token)).toBe(false);
    expect(isScrapeToken(`Bearer ${token.slice(0, -1)}`, token)).toBe(false);
    expect(isScrapeToken(token, token)).toBe(false);
    expect(isScrapeToken(`Basic ${token}`, token)).toBe(false);
    expect(isScrapeToken(undefined, token)).toBe(false);
  });
  it("matches nothing when no token is configured", () => {
    expect(isScrapeToken("Bearer ", undefined)).toBe(false);
    expect(isScrapeToken("Bearer anything", "")).toBe(false);
  });
});
