/**
 * `npm run bench -- workflows` — issue 16's volume: 20,000 workflows of the five types over 5,000 vendors and 200
 * owners, with their reviews, decisions and events, and 5,000 drafts (workflows-data.ts), measured against the
 * server as `npm start` runs it (one process, pool 10). The workflow centre's first load is the calls its screen
 * sends at once (the instances table's first page, the header tiles, the signed-in user's drafts), then the other
 * tabs and filters, each at 1 and 4 clients beside the very SQL it sent (captured, replayed through `pg`).
 *
 * Target: each call's p95 ≤ 50 ms at 1 and 4 clients; HTTP at least 0.5× the requests/s of the same SQL through pg
 * is shown.
 *
 * Options (environment): BENCH_WORKFLOW_VENDORS (5000), BENCH_WORKFLOWS (20000), BENCH_WORKFLOW_DRAFTS (5000),
 * BENCH_CLIENTS ("1,4"), BENCH_REQUESTS (1000 per run), BENCH_SECONDS (6 per run), BENCH_TABS
 * (active,filters,analytics), BENCH_EXPLAIN=1 (always print plans), BENCH_DATABASE_URL (an existing database).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { seedWorkflows, workflowCount } from "./workflows-data.js";

const VOLUME = {
  vendors: h.option("WORKFLOW_VENDORS", 5_000),
  workflows: h.option("WORKFLOWS", 20_000),
  drafts: h.option("WORKFLOW_DRAFTS", 5_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 1_000);
const SECONDS = h.option("SECONDS", 6);
const TABS_CHOSEN = (h.textOption("TABS") ?? "active,filters,analytics").split(",").map((t) => t.trim());
const TARGET = { p95Ms: 50, ratio: 0.5 };

/** The calls each part of the screen sends (the paths as the web asks them). */
const TABS: CallGroup[] = [
  {
    key: "active",
    tab: "Active Workflows",
    paths: ["/api/workflows?page=1&limit=25", "/api/workflows/summary", "/api/workflows/drafts/user"],
  },
  {
    key: "filters",
    tab: "Filtered",
    paths: [
      "/api/workflows?page=1&limit=25&status=overdue",
      "/api/workflows?page=1&limit=25&status=pending-approval&type=new_outsourcing",
      "/api/workflows?page=1&limit=25&search=payroll",
      "/api/workflows?page=20&limit=25&sort=name",
    ],
  },
  { key: "analytics", tab: "Templates and Analytics", paths: ["/api/workflows/templates", "/api/workflows/analytics"] },
];

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("workflows");
  const url = database.url;
  if ((await workflowCount(url)) === 0) await seedWorkflows(url, VOLUME);
  const count = await workflowCount(url);
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
    nameWithQuery: true,
  });

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${count.toLocaleString("en")} workflows over ${VOLUME.vendors.toLocaleString("en")} vendors, ` +
      `${VOLUME.drafts.toLocaleString("en")} drafts; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "20,000 workflows, 5,000 drafts: the workflow centre's calls at 1 and 4 clients",
  run,
};
