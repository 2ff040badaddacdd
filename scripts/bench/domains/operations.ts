/**
 * `npm run bench -- operations` — what the metrics cost (issue 19, docs/OPERATIONS.md "Health and metrics"):
 *
 * 1. The HTTP hook's cost per request: GET /api/vendors (page of 50, the register's first page) over
 *    BENCH_OPERATIONS_VENDORS vendors (10,000) on two servers built alike in this process, one with the metrics
 *    hook and one without (buildApp's `httpMetrics: false`, for this measurement only), one client, in alternating
 *    rounds so that drift (the shared machine, the cache) falls on both; p50 / p95 / mean of each and the difference.
 *    Also the hook's own work in isolation (routeLabel + observe: counter, histogram, per-minute window) per call.
 * 2. A scrape: GET /api/system/metrics with the scrape token, after 2 × BENCH_OPERATIONS_ROUTES (200) requests to
 *    distinct URLs (a vendor id each, and paths no route has: they fold into two series, the labels being route
 *    patterns), p50 / p95 over BENCH_OPERATIONS_SCRAPES (200), the answer's size and series; the six queues'
 *    counts and the heartbeats are read from Redis on each scrape.
 *
 * Targets: the hook adds ≤ 0.5 ms to a request's p50; a scrape answers within 100 ms at p95.
 */
import { createMetrics, routeLabel } from "@tprm/api";
import { buildApp } from "../../../apps/server/src/app.js";
import { createServices } from "../../../apps/server/src/services.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { seed, vendorCount } from "./vendors-data.js";

const VENDORS = h.option("OPERATIONS_VENDORS", 10_000);
const ROUNDS = h.option("OPERATIONS_ROUNDS", 10);
const PER_ROUND = h.option("OPERATIONS_PER_ROUND", 100);
const ROUTES = h.option("OPERATIONS_ROUTES", 200);
const SCRAPES = h.option("OPERATIONS_SCRAPES", 200);
const TOKEN = "bench-scrape-token-0123456789abcdef";
const TARGET = { hookMs: 0.5, scrapeP95Ms: 100 };

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, v) => s + v, 0) / samples.length;
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), mean };
}
const ms = (v: number) => v.toFixed(2);

async function start(env: h.BenchEnv, httpMetrics: boolean) {
  const services = createServices(env);
  const app = await buildApp(services, { httpMetrics });
  await app.listen({ port: 0, host: "127.0.0.1" });
  h.cleanup.push(async () => {
    await app.close();
    await services.close();
  });
  while (services.redis.status !== "ready") await h.sleep(100);
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  return { elapsed, body };
}

/** The hook's own work, without HTTP: a route label and one observation, per call in µs. */
function hookWork(env: h.BenchEnv) {
  const services = createServices(env);
  const metrics = createMetrics(services);
  const procedures = new Set(["vendors.list", "system.health"]);
  const n = 200_000;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const label = routeLabel(i % 2 ? "/api/vendors/:id" : "/trpc/:path", { path: "vendors.list" }, (p) =>
      procedures.has(p),
    );
    metrics.observe("GET", label, i % 50 ? 200 : 404, 3 + (i % 40));
  }
  const perCallUs = ((performance.now() - started) * 1000) / n;
  void metrics.close().then(() => services.close());
  return perCallUs;
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("operations");
  if (database.fresh || (await vendorCount(database.url)) === 0) await seed(database.url, VENDORS);
  const vendors = await vendorCount(database.url);
  const env = h.benchEnv(database.url, await startRedis(), { METRICS_TOKEN: TOKEN });
  // BENCH_OPERATIONS_ORDER=without-first starts the server without the hook first (a control for start order).
  const withoutFirst = h.textOption("OPERATIONS_ORDER") === "without-first";
  const withoutHook = withoutFirst ? await start(env, false) : "";
  const withHook = await start(env, true);
  const withoutHookUrl = withoutFirst ? withoutHook : await start(env, false);
  const token = await h.signInNewAdmin(database.url, withHook);
  const auth = { authorization: `Bearer ${token}` };
  const without = withoutHookUrl;
  const list = "/api/vendors?limit=50";

  for (let i = 0; i < 30; i++) {
    await timed(withHook + list, auth);
    await timed(without + list, auth);
  }
  const samples = { with: [] as number[], without: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? (["with", "without"] as const) : (["without", "with"] as const);
    for (const which of order) {
      const base = which === "with" ? withHook : without;
      for (let i = 0; i < PER_ROUND; i++) samples[which].push((await timed(base + list, auth)).elapsed);
    }
  }
  const on = summary(samples.with);
  const off = summary(samples.without);
  const perCallUs = hookWork(env);
  h.log(`list with hook ${ms(on.p50)} / ${ms(on.p95)} ms, without ${ms(off.p50)} / ${ms(off.p95)} ms`);

  // Distinct URLs (ids, unknown paths): the route-pattern labels keep them to two series.
  for (let i = 0; i < ROUTES; i++)
    await fetch(`${withHook}/api/vendors/${crypto.randomUUID()}?n=${i}`, { headers: auth });
  for (let i = 0; i < ROUTES; i++) await fetch(`${withHook}/bench/${i}`);
  const scrapeAuth = { authorization: `Bearer ${TOKEN}` };
  for (let i = 0; i < 10; i++) await timed(`${withHook}/api/system/metrics`, scrapeAuth);
  const scrapeTimes: number[] = [];
  let body = "";
  for (let i = 0; i < SCRAPES; i++) {
    const res = await timed(`${withHook}/api/system/metrics`, scrapeAuth);
    scrapeTimes.push(res.elapsed);
    body = res.body;
  }
  const scrape = summary(scrapeTimes);
  const series = body.split("\n").filter((line) => line && !line.startsWith("#")).length;
  const hookP50 = on.p50 - off.p50;

  return {
    header: h.machineLine(
      await h.postgresVersion(database.url),
      `${vendors.toLocaleString("en")} vendors; ${ROUNDS} × ${PER_ROUND} list requests per server, one client`,
    ),
    rows: [
      {
        what: "GET /api/vendors p50 / p95 / mean, with the hook",
        value: `${ms(on.p50)} / ${ms(on.p95)} / ${ms(on.mean)} ms`,
        target: "",
        ok: null,
      },
      {
        what: "GET /api/vendors p50 / p95 / mean, without",
        value: `${ms(off.p50)} / ${ms(off.p95)} / ${ms(off.mean)} ms`,
        target: "",
        ok: null,
      },
      {
        what: "hook's cost at p50 (difference)",
        value: `${ms(hookP50)} ms`,
        target: `≤ ${TARGET.hookMs} ms`,
        ok: hookP50 <= TARGET.hookMs,
      },
      { what: "hook's own work per request (no HTTP)", value: `${perCallUs.toFixed(1)} µs`, target: "", ok: null },
      {
        what: `scrape p50 / p95 (${series} series, ${(body.length / 1024).toFixed(0)} KB)`,
        value: `${ms(scrape.p50)} / ${ms(scrape.p95)} ms`,
        target: `p95 ≤ ${TARGET.scrapeP95Ms} ms`,
        ok: scrape.p95 <= TARGET.scrapeP95Ms,
      },
    ],
    results: [
      {
        vendors,
        list: { with: on, without: off },
        hookPerCallUs: perCallUs,
        scrape: { ...scrape, series, bytes: body.length },
      },
    ],
    after: [],
  };
}

export const domain: h.Domain = {
  summary: "metrics: the HTTP hook's cost on the vendor list, and a scrape's cost",
  run,
};
