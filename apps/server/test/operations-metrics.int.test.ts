// GET /api/system/metrics (issue 19, docs/OPERATIONS.md): Prometheus text that a strict reader accepts, request
// counts by route pattern that move after requests, every queue, the workers' heartbeats, the pool and the
// process; the scrape token (and a wrong one refused); the per-minute series the Operations chart reads.
import { randomUUID } from "node:crypto";
import { RequestWindow } from "@tprm/api";
import { beat, removeHeartbeat } from "@tprm/api/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";
import { parsePrometheusText, sampleValue } from "./prometheus-text.js";

const TOKEN = `scrape-${randomUUID()}`;
const QUEUE_NAMES = ["email", "transfer", "outbox", "reports", "maintenance", "webhooks"];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN });
  admin = (await signIn(t, "Admin")).token;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/system/metrics", headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  return { res, ...parsePrometheusText(res.body) };
};

describe("GET /api/system/metrics", () => {
  it("answers Prometheus text that a strict reader accepts, with every family the issue names", async () => {
    const { res, types, samples } = await scrape();
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(types.get("tprm_http_requests_total")).toBe("counter");
    expect(types.get("tprm_http_request_duration_seconds")).toBe("histogram");
    expect(types.get("tprm_queue_jobs")).toBe("gauge");
    expect(types.get("tprm_db_pool_connections")).toBe("gauge");
    for (const queue of QUEUE_NAMES) {
      for (const state of ["waiting", "active", "delayed", "failed", "completed"]) {
        expect(
          samples.some((s) => s.name === "tprm_queue_jobs" && s.labels.queue === queue && s.labels.state === state),
        ).toBe(true);
      }
    }
    expect(sampleValue(samples, "tprm_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, "tprm_db_pool_max_connections")).toBe(t.services.env.DATABASE_POOL_SIZE);
    expect(sampleValue(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sampleValue(samples, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
  });

  it("counts requests by route pattern and status, never by raw URL, and the counts move", async () => {
    const route = { method: "GET", route: "/api/vendors/:id", status: "404" };
    const before = sampleValue((await scrape()).samples, "tprm_http_requests_total", route);
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: "GET", url: `/api/vendors/${id}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
    }
    const { res, samples } = await scrape();
    const body = res.body;
    expect(sampleValue(samples, "tprm_http_requests_total", route)).toBe(before + 3);
    expect(sampleValue(samples, "tprm_http_request_duration_seconds_count", route)).toBeGreaterThanOrEqual(3);
    expect(body).not.toContain(id);

    // A histogram's buckets only grow, and the +Inf bucket holds every request counted.
    const buckets = samples
      .filter(
        (s) =>
          s.name === "tprm_http_request_duration_seconds_bucket" &&
          s.labels.route === route.route &&
          s.labels.status === "404",
      )
      .map((s) => [Number(s.labels.le === "+Inf" ? Infinity : s.labels.le), s.value] as const)
      .sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]![1]).toBeGreaterThanOrEqual(buckets[i - 1]![1]);
    expect(buckets.at(-1)).toEqual([Infinity, sampleValue(samples, "tprm_http_request_duration_seconds_count", route)]);
  });

  it("names tRPC procedures and folds what no route matched", async () => {
    await t.app.inject({ method: "GET", url: "/trpc/system.calendar" });
    await t.app.inject({ method: "GET", url: `/no/such/${randomUUID()}` });
    const { samples } = await scrape();
    expect(
      sampleValue(samples, "tprm_http_requests_total", { route: "/trpc/system.calendar", status: "200" }),
    ).toBeGreaterThanOrEqual(1);
    expect(samples.some((s) => s.name === "tprm_http_requests_total" && s.labels.route === "unmatched")).toBe(true);
  });

  it("reports each live worker's heartbeat", async () => {
    const worker = `metrics-test:${process.pid}`;
    await beat(t.services.redis, worker);
    try {
      const { samples } = await scrape();
      expect(sampleValue(samples, "tprm_worker_last_heartbeat_seconds", { worker })).toBeGreaterThan(
        Date.now() / 1000 - 10,
      );
      expect(sampleValue(samples, "tprm_workers_alive")).toBeGreaterThanOrEqual(1);
    } finally {
      await removeHeartbeat(t.services.redis, worker);
    }
  });

  it("is read with the scrape token or by an Admin; a wrong token, no token and other roles are refused", async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: "GET", url: "/api/system/metrics", headers });
    expect((await get(bearer(TOKEN))).statusCode).toBe(200);
    expect((await get(bearer(admin))).statusCode).toBe(200);
    expect((await get(bearer(`${TOKEN}x`))).statusCode).toBe(401);
    expect((await get(bearer(TOKEN.slice(0, -1)))).statusCode).toBe(401);
    expect((await get({ authorization: `Basic ${TOKEN}` })).statusCode).toBe(401);
    expect((await get()).statusCode).toBe(401);
    const auditor = (await signIn(t, "Internal Auditor")).token;
    expect((await get(bearer(auditor))).statusCode).toBe(403);
  });

  it("is in the API reference as text/plain", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const op = doc.paths["/api/system/metrics"].get;
    expect(Object.keys(op.responses["200"].content)).toEqual(["text/plain; charset=utf-8"]);
    expect(op.description).toContain("METRICS_TOKEN");
    expect(doc.paths["/api/system/database-stats"].get).toBeDefined();
  });
});

describe("without METRICS_TOKEN", () => {
  it("no Bearer value is taken for a scrape token", async () => {
    const other = await startTestApp();
    try {
      const res = await other.app.inject({ method: "GET", url: "/api/system/metrics", headers: bearer(TOKEN) });
      expect(res.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("the per-minute series (GET /api/system/metrics/requests)", () => {
  it("adds every process's counts in Redis and shows complete minutes", async () => {
    // A minute long past, so that the app's own counts (written for now) never mix in.
    const minute = Date.parse("2020-01-01T10:00:00Z");
    const one = new RequestWindow(t.services.redis);
    const two = new RequestWindow(t.services.redis);
    one.record(40, 200, minute + 5_000);
    one.record(40, 500, minute + 6_000);
    two.record(400, 200, minute + 30_000);
    await one.flush(minute + 10_000);
    await two.flush(minute + 40_000);
    const series = await one.series(minute + 60_000 + 1_000);
    expect(series.minutes.at(-1)).toEqual({
      at: "2020-01-01T10:00:00.000Z",
      requests: 3,
      serverErrors: 1,
      meanMs: 160,
      p95Ms: 462.5, // rank 2.85 of 3: two in (25, 50], then 0.85 of the one in (250, 500] → 250 + 250 × 0.85
    });
  });

  it("is read by an Admin over REST", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/system/metrics/requests", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.minutes).toHaveLength(60);
  });
});
