/**
 * `npm run bench -- dashboard` — issue 20's first load of the dashboard at the 100,000-vendor scale with the other
 * domains seeded in proportion (dashboard-data.ts): GET /api/dashboard/key-metrics (the cards, charts and quick
 * actions' badges: one request) and /board-review (the review dialog), each at 1 and 4 clients beside the very SQL
 * it sent (captured, replayed through `pg`), on the server as `npm start` runs it (one process, pool 10).
 *
 * Target: each GET's p95 ≤ 100 ms; HTTP at least 0.5× the requests/s of the same SQL through pg is shown.
 *
 * Options (environment): BENCH_DASHBOARD_VENDORS (100000), BENCH_DASHBOARD_ARRANGEMENTS (10000),
 * BENCH_DASHBOARD_POLICIES (2000), BENCH_DASHBOARD_NOTIFICATIONS (200000), BENCH_CLIENTS ("1,4"), BENCH_REQUESTS
 * (200 per run), BENCH_SECONDS (6 per run), BENCH_CALLS (key-metrics,board-review), BENCH_DATABASE_URL.
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { dashboardCounts, seedCaller, seedDashboard } from "./dashboard-data.js";

const VOLUME = {
  vendors: h.option("DASHBOARD_VENDORS", 100_000),
  arrangements: h.option("DASHBOARD_ARRANGEMENTS", 10_000),
  policies: h.option("DASHBOARD_POLICIES", 2_000),
  notifications: h.option("DASHBOARD_NOTIFICATIONS", 200_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 200);
const SECONDS = h.option("SECONDS", 6);
const CHOSEN = (h.textOption("CALLS") ?? "key-metrics,board-review").split(",").map((t) => t.trim());
const TARGET = { p95Ms: 100, ratio: 0.5 };

const CALLS: CallGroup[] = [
  { key: "key-metrics", tab: "Dashboard first load", paths: ["/api/dashboard/key-metrics"] },
  { key: "board-review", tab: "Board review dialog", paths: ["/api/dashboard/board-review"] },
];

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("dashboard");
  const url = database.url;
  if ((await dashboardCounts(url)).snapshots === 0) await seedDashboard(url, VOLUME);
  const counts = await dashboardCounts(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  await seedCaller(url);

  const { rows, results, after } = await measureGetCalls({
    url,
    env,
    base,
    auth,
    groups: CALLS,
    chosen: CHOSEN,
    clients: CLIENTS,
    requests: REQUESTS,
    seconds: SECONDS,
    target: TARGET,
  });

  const n = (value: number | undefined) => (value ?? 0).toLocaleString("en");
  const header = h.machineLine(
    await h.postgresVersion(url),
    `${n(counts.vendors)} vendors, ${n(counts.contracts)} contracts, ${n(counts.workflows)} workflows, ` +
      `${n(counts.assessments)} assessments, ${n(counts.policies)} policies, ${n(counts.acknowledgements)} ` +
      `acknowledgement requests, ${n(counts.committeeDecisions)} committee decisions, ${n(counts.notifications)} ` +
      `notifications, ${n(counts.snapshots)} snapshots; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "100,000 vendors and the other domains in proportion: the dashboard's key metrics and board review",
  run,
};
