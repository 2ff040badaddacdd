/**
 * `npm run bench -- analytics` — issue 17's volume for the analytics screen: 100,000 vendors with 300,000 invoices over
 * four currencies and the past year, 100,000 completed assessments (two for each of 50,000 vendors), 2,000 policies
 * and 20,000 acknowledgement requests (analytics-data.ts), measured against the server as `npm start` runs it (one
 * process, pool 10): GET /api/analytics/vendors, /risk, /compliance and /financial, each at 1 and 4 clients beside
 * the very SQL it sent (captured, replayed through `pg`).
 *
 * Target: each endpoint's p95 ≤ 200 ms; HTTP at least 0.5× the requests/s of the same SQL through pg is shown.
 *
 * Options (environment): BENCH_ANALYTICS_VENDORS (100000), BENCH_ANALYTICS_POLICIES (2000), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (200 per run), BENCH_SECONDS (6 per run), BENCH_TABS (vendors,risk,compliance,financial),
 * BENCH_EXPLAIN=1 (always print plans), BENCH_DATABASE_URL (an existing database).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { analyticsCounts, seedAnalytics } from "./analytics-data.js";

const VOLUME = {
  vendors: h.option("ANALYTICS_VENDORS", 100_000),
  policies: h.option("ANALYTICS_POLICIES", 2_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 200);
const SECONDS = h.option("SECONDS", 6);
const TABS_CHOSEN = (h.textOption("TABS") ?? "vendors,risk,compliance,financial").split(",").map((t) => t.trim());
const TARGET = { p95Ms: 200, ratio: 0.5 };

/** Each tab of the screen sends one call. */
const TABS: CallGroup[] = ["vendors", "risk", "compliance", "financial"].map((key) => ({
  key,
  tab: `Analytics ${key}`,
  paths: [`/api/analytics/${key}`],
}));

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("analytics");
  const url = database.url;
  if ((await analyticsCounts(url)).vendors === 0) await seedAnalytics(url, VOLUME);
  const counts = await analyticsCounts(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };

  const { rows, results, after } = await measureGetCalls({
    url,
    env,
    base,
    auth,
    groups: TABS,
    chosen: TABS_CHOSEN,
    clients: CLIENTS,
    requests: REQUESTS,
    seconds: SECONDS,
    target: TARGET,
  });

  const n = (value: number) => value.toLocaleString("en");
  const header = h.machineLine(
    await h.postgresVersion(url),
    `${n(counts.vendors)} vendors, ${n(counts.invoices)} invoices, ${n(counts.assessments)} assessments, ` +
      `${n(counts.policies)} policies, ${n(counts.acknowledgements)} acknowledgement requests; server as npm start runs it, ` +
      `1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "100,000 vendors: the analytics screen's four GETs at 1 and 4 clients",
  run,
};
