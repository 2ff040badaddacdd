/**
 * `npm run bench -- governance` — issue 15's volume: 50,000 policies (with versions), 5,000 procedures, 50
 * committees and 200,000 documents in 20 categories (governance-data.ts), measured against the server as
 * `npm start` runs it (one process, pool 10). Each tab's first load is the calls its screen sends at once, each
 * measured at 1 and 4 clients beside the very SQL it sent (captured, replayed through `pg`):
 *
 * - Enterprise Policies: GET /api/governance/policies (page 1 of 25) and /api/governance/policies/overview (the
 *   monitoring card and the upcoming reviews).
 * - Global Procedures: GET /api/governance/procedures (page 1 of 25) and /api/governance/procedures/alignment.
 * - Oversight Committees: GET /api/governance/committees.
 * - Document Repository: GET /api/governance/document-categories (figures computed from the 200,000 documents),
 *   /api/governance/documents (the recent ten) and /api/governance/summary.
 *
 * Target (issue 15): each call's p95 ≤ 50 ms at 1 and 4 clients (the tab's calls run side by side, so its first
 * load takes as long as its slowest call); HTTP at least 0.5× the requests/s of the same SQL through pg is shown.
 *
 * Options (environment): BENCH_POLICIES (50000), BENCH_PROCEDURES (5000), BENCH_COMMITTEES (50),
 * BENCH_DOCUMENT_CATEGORIES (20), BENCH_DOCUMENTS (200000), BENCH_CLIENTS ("1,4"), BENCH_REQUESTS (1000 per run),
 * BENCH_SECONDS (6 per run), BENCH_TABS (policies,procedures,committees,documents), BENCH_EXPLAIN=1 (always print plans), BENCH_DATABASE_URL (an existing database).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis } from "../processes.js";
import { governanceCounts, seedGovernance } from "./governance-data.js";

const VOLUME = {
  policies: h.option("POLICIES", 50_000),
  procedures: h.option("PROCEDURES", 5_000),
  committees: h.option("COMMITTEES", 50),
  categories: h.option("DOCUMENT_CATEGORIES", 20),
  documents: h.option("DOCUMENTS", 200_000),
};
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 1_000);
const SECONDS = h.option("SECONDS", 6);
const TABS_CHOSEN = (h.textOption("TABS") ?? "policies,procedures,committees,documents")
  .split(",")
  .map((t) => t.trim());
const TARGET = { p95Ms: 50, ratio: 0.5 };

/** Each tab's first load: the calls its screen sends together (the paths as the web asks them). */
const TABS: CallGroup[] = [
  {
    key: "policies",
    tab: "Enterprise Policies",
    paths: ["/api/governance/policies?page=1&limit=25", "/api/governance/policies/overview"],
  },
  {
    key: "procedures",
    tab: "Global Procedures",
    paths: ["/api/governance/procedures?page=1&limit=25", "/api/governance/procedures/alignment"],
  },
  { key: "committees", tab: "Oversight Committees", paths: ["/api/governance/committees"] },
  {
    key: "documents",
    tab: "Document Repository",
    paths: [
      "/api/governance/document-categories",
      "/api/governance/documents?page=1&limit=10&sort=updatedAt&order=desc",
      "/api/governance/summary",
    ],
  },
];

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("governance");
  const url = database.url;
  if ((await governanceCounts(url)).policies === 0) await seedGovernance(url, VOLUME);
  const counts = await governanceCounts(url);
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

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${counts.policies.toLocaleString("en")} policies, ${VOLUME.procedures.toLocaleString("en")} procedures, ` +
      `${VOLUME.committees} committees, ${counts.documents.toLocaleString("en")} documents in ${VOLUME.categories} ` +
      `categories; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary:
    "50,000 policies, 5,000 procedures, 50 committees, 200,000 documents: each governance tab's first load at 1 and 4 clients",
  run,
};
