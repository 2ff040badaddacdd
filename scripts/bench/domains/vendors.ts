/**
 * `npm run bench -- vendors` — the vendor register at 100,000 vendors, measured end to end on this machine:
 *
 * 1. A scratch database, seeded with 100,000 vendors, their reviews, invoices and onboarding checklists
 *    (vendors-data.ts).
 * 2. The real server (buildApp, in this process: it takes the sign-in, the export and the import), a private
 *    redis-server (so no test run's FLUSHDB can touch the queues), and the real worker as a child process (its
 *    memory is its own).
 * 3. GET /api/vendors, page of 50 — sorted, filtered, searched — served by the server as `npm start` runs it
 *    (apps/server/src/main.ts in a child process, with SERVER_PROCESSES 1 and 2 sharing a pool of 10), with
 *    concurrent keep-alive clients in a worker thread of this process: p50/p95 latency and requests/s; then the
 *    very SQL the list sends for those pages (captured on their way to the pool) straight through `pg`, same pool
 *    size, same concurrency; the ratio of the two. EXPLAIN ANALYZE of each captured query is printed when a
 *    target is missed.
 * 4. Export of all 100,000 to XLSX (wall time from the request to the finished task; peak RSS of a fresh worker).
 * 5. Import of 100,000 CSV rows over HTTP multipart (wall time to the committed task; peak RSS).
 *
 * Options (environment): BENCH_VENDORS (100000), BENCH_CONCURRENCY (10 = the server's pool size: the throughput
 * comparison; latency is also measured at BENCH_LATENCY_CLIENTS, "4,1" — fewer clients than cores can serve at
 * once, so latency is not only queueing), BENCH_SERVER_PROCESSES ("1,2"), BENCH_SERVER_NODE_ARGS (e.g. --cpu-prof),
 * BENCH_REQUESTS (2000 per scenario), BENCH_SECONDS (15 per scenario), BENCH_EXPLAIN=1 (always print plans),
 * BENCH_PARTS (list,export,import — the phases to run), BENCH_DATABASE_URL (measure an existing database
 * instead of a fresh one: it is migrated, seeded only if it holds no vendors, and kept — for profiling loops).
 */
import { explain } from "../capture.js";
import {
  benchDatabase,
  benchEnv,
  childEnv,
  type Domain,
  fmt,
  listOption,
  loadGenerator,
  log,
  machineLine,
  option,
  POOL_SIZE,
  postgresVersion,
  type Row,
  signInNewAdmin,
  startInProcess,
  stats,
  textOption,
  withClient,
} from "../harness.js";
import type { CapturedQuery } from "../load.js";
import { startRedis, startServer } from "../processes.js";
import { captureListSql, seed, vendorCount } from "./vendors-data.js";
import { exportAndImport } from "./vendors-transfer.js";

const VENDORS = option("VENDORS", 100_000);
const CONCURRENCY = option("CONCURRENCY", 10);
/** The list is served by `apps/server/src/main.ts` with SERVER_PROCESSES of each count, the pool split between them. */
const SERVER_PROCESS_COUNTS = listOption("SERVER_PROCESSES", "1,2");
const LATENCY_CLIENTS = listOption("LATENCY_CLIENTS", "4,1");
const REQUESTS = option("REQUESTS", 2_000);
const SECONDS = option("SECONDS", 15);
const PARTS = new Set((textOption("PARTS") ?? "list,export,import").split(",").map((p) => p.trim()));

const TARGETS = { listP95Ms: 30, listRatio: 0.5, exportSeconds: 15, exportRssMb: 400, importSeconds: 30 };

async function run() {
  const rows: Row[] = [];
  const results: Record<string, unknown>[] = [];
  const explainAll = option("EXPLAIN", 0) === 1;

  const database = await benchDatabase("vendors");
  if (database.fresh || (await vendorCount(database.url)) === 0) await seed(database.url, VENDORS);

  const env = benchEnv(database.url, await startRedis());
  const { base } = await startInProcess(env);
  const token = await signInNewAdmin(database.url, base);
  const auth = { authorization: `Bearer ${token}` };

  // --- The vendor list ----------------------------------------------------------------------------------------
  const pgVersion = await postgresVersion(database.url);
  // What users mostly type into the register's search: a vendor's name (here the full names of 20 vendors).
  const namesToFind = await withClient(database.url, async (c) => {
    const { rows } = await c.query(`SELECT "name" FROM "Vendor" ORDER BY md5("id"::text) LIMIT 20`);
    return rows.map((row: { name: string }) => row.name);
  });
  const scenarios: { name: string; queries: Record<string, string>[] }[] = [
    {
      name: "sorted (contract value desc, pages 1–20)",
      queries: Array.from({ length: 20 }, (_, i) => ({
        limit: "50",
        sort: "contractValue",
        order: "desc",
        page: String(i + 1),
      })),
    },
    {
      name: "filtered (Active tab, by name, pages 1–20)",
      queries: Array.from({ length: 20 }, (_, i) => ({
        limit: "50",
        tab: "active",
        sort: "name",
        page: String(i + 1),
      })),
    },
    {
      name: "searched (a vendor's name, 20 vendors)",
      queries: namesToFind.map((search) => ({ limit: "50", search })),
    },
    {
      name: "searched (a word in ~5% of names, best matches first)",
      queries: ["harbour", "cobalt", "zenith", "meridian", "quartz"].map((search) => ({ limit: "50", search })),
    },
    {
      name: "searched (a word in ~5% of names, by name)",
      queries: ["harbour", "cobalt", "zenith", "meridian", "quartz"].map((search) => ({
        limit: "50",
        search,
        sort: "name",
      })),
    },
    {
      name: "default (all, by name, page 1)",
      queries: [{ limit: "50" }],
    },
  ];
  const drive = loadGenerator();
  const explainOut: string[] = [];
  const captured = new Map<string, CapturedQuery[][]>();
  const explained = new Set<string>();
  const serverEnv = childEnv(env);
  const nodeArgs = (textOption("SERVER_NODE_ARGS") ?? "").split(" ").filter(Boolean);
  const rawRuns = new Map<string, ReturnType<typeof stats>>();
  for (const processes of PARTS.has("list") ? SERVER_PROCESS_COUNTS : []) {
    const server = await startServer(serverEnv, processes, POOL_SIZE, nodeArgs);
    const served = `${processes} server process${processes === 1 ? "" : "es"}`;
    log(`list served by ${served} (pool ${POOL_SIZE} in all)`);
    for (const scenario of scenarios) {
      const paths = scenario.queries.map((q) => `/api/vendors?${new URLSearchParams(q).toString()}`);
      if (!captured.has(scenario.name)) {
        const requests = [];
        for (const q of scenario.queries) requests.push(await captureListSql(database.url, q));
        captured.set(scenario.name, requests);
      }
      const requests = captured.get(scenario.name)!;
      const overHttp = async (concurrency: number, total: number, warmup: number) =>
        stats(
          await drive({
            kind: "http",
            port: server.port,
            headers: auth,
            paths,
            concurrency,
            total,
            seconds: SECONDS,
            warmup,
          }),
        );
      const http = await overHttp(CONCURRENCY, REQUESTS, 200);
      const raw =
        rawRuns.get(scenario.name) ??
        stats(
          await drive({
            kind: "pg",
            url: database.url,
            poolSize: POOL_SIZE,
            requests,
            concurrency: CONCURRENCY,
            total: REQUESTS,
            seconds: SECONDS,
            warmup: 200,
          }),
        );
      rawRuns.set(scenario.name, raw);
      const ratio = http.rps / raw.rps;
      log(`list ${scenario.name}, ${served}: HTTP ${fmt(http)} | pg ${fmt(raw)} | ratio ${ratio.toFixed(2)}`);
      const p95ok = http.p95 <= TARGETS.listP95Ms && http.errors === 0;
      const ratioOk = ratio >= TARGETS.listRatio;
      rows.push({
        what: `List ${scenario.name}, ${served}: p50 / p95 with ${CONCURRENCY} clients`,
        value: `${http.p50.toFixed(1)} / ${http.p95.toFixed(1)} ms`,
        target: `p95 ≤ ${TARGETS.listP95Ms} ms`,
        ok: p95ok,
      });
      rows.push({
        what: `  HTTP req/s vs raw pg req/s (p50 / p95 pg)`,
        value: `${http.rps.toFixed(0)} vs ${raw.rps.toFixed(0)} = ${ratio.toFixed(2)}× (${raw.p50.toFixed(1)} / ${raw.p95.toFixed(1)} ms)`,
        target: `≥ ${TARGETS.listRatio}×`,
        ok: ratioOk,
      });
      const result = { scenario: scenario.name, processes, clients: CONCURRENCY, http, pg: raw, light: {} as object };
      results.push(result);
      // Latency below saturation: with 10 closed-loop clients on 2 cores, most of a request's time is its wait
      // for the others (Little's law); fewer clients show what one request costs.
      let belowSaturationOk = true;
      for (const clients of LATENCY_CLIENTS) {
        const light = await overHttp(clients, Math.min(REQUESTS, 1_000), 50);
        log(`list ${scenario.name}, ${served}, ${clients} client(s): HTTP ${fmt(light)}`);
        Object.assign(result.light, { [clients]: light });
        const ok = light.p95 <= TARGETS.listP95Ms && light.errors === 0;
        belowSaturationOk &&= ok;
        rows.push({
          what: `  p50 / p95 with ${clients} client${clients === 1 ? "" : "s"}`,
          value: `${light.p50.toFixed(1)} / ${light.p95.toFixed(1)} ms (${light.rps.toFixed(0)} req/s)`,
          target: `p95 ≤ ${TARGETS.listP95Ms} ms`,
          ok,
        });
      }
      if ((!p95ok || !ratioOk || !belowSaturationOk || explainAll) && !explained.has(scenario.name)) {
        explained.add(scenario.name);
        explainOut.push(`\n== ${scenario.name}: EXPLAIN ANALYZE of the SQL the list sent for the first page\n`);
        explainOut.push(await explain(database.url, requests[0]!));
      }
    }
    await server.stop();
  }

  // --- Export of everything to XLSX, then import of 100,000 CSV rows, each in a fresh worker process ---------
  const transfer = await exportAndImport({
    base,
    token,
    env: childEnv(env),
    vendors: VENDORS,
    parts: PARTS,
    targets: TARGETS,
  });
  rows.push(...transfer.rows);
  results.push(...transfer.results);

  const header = machineLine(
    pgVersion,
    `${VENDORS.toLocaleString("en")} vendors; ${CONCURRENCY} concurrent clients, pool ${POOL_SIZE}`,
  );
  return { header, rows, results, after: explainOut };
}

export const domain: Domain = {
  summary: "the vendor register at 100,000 vendors: list pages (HTTP beside pg), XLSX export, CSV import",
  run,
};
