// The chart's series: requests and latency per minute over the last hour, kept in Redis so that every server
// process (SERVER_PROCESSES, and every machine) adds to the same minutes. Each process counts in memory and adds
// its counts to Redis every few seconds (HINCRBY: processes never overwrite each other); the counts of a minute
// expire two hours later. The pure parts (bucketing, merging, the percentile) are unit-tested.
import type { Redis } from "ioredis";
import { z } from "zod";

/** Upper bounds (ms) of the latency buckets; a last, unbounded bucket holds the rest. */
export const LATENCY_BOUNDS_MS = [5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000] as const;
export const WINDOW_MINUTES = 60;
const KEY_PREFIX = "tprm:metrics:http:";
const KEY_TTL_SECONDS = 2 * 3600;

/** One minute's counts: requests, 5xx answers, the sum of durations and a count per latency bucket. */
export interface MinuteCounts {
  requests: number;
  serverErrors: number;
  durationMsSum: number;
  buckets: number[];
}

export const emptyMinute = (): MinuteCounts => ({
  requests: 0,
  serverErrors: 0,
  durationMsSum: 0,
  buckets: new Array(LATENCY_BOUNDS_MS.length + 1).fill(0),
});

export function minuteOf(time: number) {
  return Math.floor(time / 60_000);
}

export function bucketIndex(durationMs: number) {
  const index = LATENCY_BOUNDS_MS.findIndex((bound) => durationMs <= bound);
  return index === -1 ? LATENCY_BOUNDS_MS.length : index;
}

export function addRequest(minute: MinuteCounts, durationMs: number, status: number) {
  minute.requests += 1;
  if (status >= 500) minute.serverErrors += 1;
  minute.durationMsSum += durationMs;
  minute.buckets[bucketIndex(durationMs)]! += 1;
}

/**
 * The q-quantile (0..1) from bucket counts, interpolated linearly inside its bucket as Prometheus'
 * histogram_quantile does; a quantile in the unbounded bucket is reported as the last bound (a lower limit).
 * Null without requests.
 */
export function quantileMs(buckets: readonly number[], q: number): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let i = 0; i < buckets.length; i++) {
    const count = buckets[i]!;
    if (below + count >= rank && count > 0) {
      if (i === LATENCY_BOUNDS_MS.length) return LATENCY_BOUNDS_MS[i - 1]!;
      const lower = i === 0 ? 0 : LATENCY_BOUNDS_MS[i - 1]!;
      const upper = LATENCY_BOUNDS_MS[i]!;
      return lower + ((upper - lower) * (rank - below)) / count;
    }
    below += count;
  }
  return LATENCY_BOUNDS_MS[LATENCY_BOUNDS_MS.length - 1]!;
}

/** A minute as Redis hash fields (r requests, e 5xx, s duration sum in µs — HINCRBY adds integers, b0..b11). */
export function toFields(minute: MinuteCounts): Record<string, number> {
  const fields: Record<string, number> = {
    r: minute.requests,
    e: minute.serverErrors,
    s: Math.round(minute.durationMsSum * 1000),
  };
  minute.buckets.forEach((count, i) => {
    if (count > 0) fields[`b${i}`] = count;
  });
  return fields;
}

export function fromFields(fields: Record<string, string>): MinuteCounts {
  const minute = emptyMinute();
  minute.requests = Number(fields.r ?? 0);
  minute.serverErrors = Number(fields.e ?? 0);
  minute.durationMsSum = Number(fields.s ?? 0) / 1000;
  minute.buckets = minute.buckets.map((_, i) => Number(fields[`b${i}`] ?? 0));
  return minute;
}

export const requestSeriesOutput = z.object({
  windowMinutes: z.number().int(),
  minutes: z.array(
    z.object({
      at: z.string().describe("The minute's start (ISO 8601, UTC)"),
      requests: z.number().int().describe("HTTP requests answered in that minute, by every server process"),
      serverErrors: z.number().int().describe("Of which answered 5xx"),
      meanMs: z.number().nullable().describe("Mean duration; null without requests"),
      p95Ms: z
        .number()
        .nullable()
        .describe("95th percentile, interpolated within latency buckets (5 ms … 10 s); null without requests"),
    }),
  ),
});

export type RequestSeries = z.infer<typeof requestSeriesOutput>;

/** The series of the WINDOW_MINUTES complete minutes before `now` (the running minute is not complete). */
export function toSeries(counts: ReadonlyMap<number, MinuteCounts>, now: number): RequestSeries {
  const last = minuteOf(now) - 1;
  const minutes = [];
  for (let m = last - WINDOW_MINUTES + 1; m <= last; m++) {
    const minute = counts.get(m) ?? emptyMinute();
    minutes.push({
      at: new Date(m * 60_000).toISOString(),
      requests: minute.requests,
      serverErrors: minute.serverErrors,
      meanMs: minute.requests ? Math.round((minute.durationMsSum / minute.requests) * 10) / 10 : null,
      p95Ms: ((q) => (q === null ? null : Math.round(q * 10) / 10))(quantileMs(minute.buckets, 0.95)),
    });
  }
  return { windowMinutes: WINDOW_MINUTES, minutes };
}

/** A process's counts not yet added to Redis, added every FLUSH_MS (and when the process closes). */
export class RequestWindow {
  private pending = new Map<number, MinuteCounts>();

  constructor(private readonly redis: Redis) {}

  record(durationMs: number, status: number, now = Date.now()) {
    const key = minuteOf(now);
    let minute = this.pending.get(key);
    if (!minute) {
      minute = emptyMinute();
      this.pending.set(key, minute);
    }
    addRequest(minute, durationMs, status);
  }

  /** Adds the pending counts to Redis; kept for the next try when Redis does not answer (an hour at most). */
  async flush(now = Date.now()) {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const pipeline = this.redis.multi();
    for (const [minute, counts] of batch) {
      for (const [field, value] of Object.entries(toFields(counts)))
        pipeline.hincrby(KEY_PREFIX + minute, field, value);
      pipeline.expire(KEY_PREFIX + minute, KEY_TTL_SECONDS);
    }
    try {
      await pipeline.exec();
    } catch {
      const oldest = minuteOf(now) - WINDOW_MINUTES;
      for (const [minute, counts] of batch) {
        if (minute < oldest) continue;
        const current = this.pending.get(minute);
        this.pending.set(minute, current ? mergeMinutes(current, counts) : counts);
      }
    }
  }

  async series(now = Date.now()): Promise<RequestSeries> {
    const last = minuteOf(now) - 1;
    const keys = Array.from({ length: WINDOW_MINUTES }, (_, i) => last - WINDOW_MINUTES + 1 + i);
    const pipeline = this.redis.pipeline();
    for (const minute of keys) pipeline.hgetall(KEY_PREFIX + minute);
    const answers = (await pipeline.exec()) ?? [];
    const counts = new Map<number, MinuteCounts>();
    answers.forEach(([error, fields], i) => {
      if (error) throw error;
      if (fields && Object.keys(fields).length) counts.set(keys[i]!, fromFields(fields as Record<string, string>));
    });
    return toSeries(counts, now);
  }
}

export function mergeMinutes(a: MinuteCounts, b: MinuteCounts): MinuteCounts {
  return {
    requests: a.requests + b.requests,
    serverErrors: a.serverErrors + b.serverErrors,
    durationMsSum: a.durationMsSum + b.durationMsSum,
    buckets: a.buckets.map((n, i) => n + (b.buckets[i] ?? 0)),
  };
}
