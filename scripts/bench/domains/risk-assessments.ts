/**
 * `npm run bench -- risk-assessments` — issue 13's volume: 100,000 risk assessments over 10,000 vendors (with their
 * 900,000 domain rows and teams, risk-assessments-data.ts), measured against the server as `npm start` runs it (one
 * process, pool 10), each read at 1 and 4 clients beside the very SQL it sent (captured, replayed through `pg`):
 *
 * - The list's page, GET /api/risk-assessments (24 a page, as the centre asks): the default order, filtered (status,
 *   overall risk, assessor, vendor, review due, date range), sorted and searched (a vendor's name, a word, a
 *   reference). Targets: p95 ≤ 30 ms and HTTP at least 0.5× the requests/s of the same SQL through pg.
 * - The dashboard's figures, GET /api/risk-assessments/summary (all, and filtered). Target p95 ≤ 100 ms.
 * - Export of all the assessments to XLSX by the worker (a fresh process, as `npm start` runs it): wall time from
 *   the request to the finished task, and the worker's peak RSS. Target ≤ 15 s.
 *
 * Options (environment): BENCH_ASSESSMENT_VENDORS (10000), BENCH_ASSESSMENTS (100000), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (2000 per run), BENCH_SECONDS (8 per run), BENCH_PARTS (list,summary,export), BENCH_EXPLAIN=1
 * (always print plans), BENCH_EXTRA_SQL (a proposed index or change, run after the other parts, then the list and
 * summary measured again in the same run), BENCH_DATABASE_URL (an existing database: migrated, seeded if it has no
 * assessments, kept).
 */
import { captureSql, describeSql, explain, replayable } from "../capture.js";
import * as h from "../harness.js";
import type { HttpRequest, SqlSequence } from "../load.js";
import { startRedis, startServer, startWorker } from "../processes.js";
import { assessmentCount, seedAssessments } from "./risk-assessments-data.js";

const VENDORS = h.option("ASSESSMENT_VENDORS", 10_000);
const ASSESSMENTS = h.option("ASSESSMENTS", 100_000);
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 2_000);
const SECONDS = h.option("SECONDS", 8);
const PARTS = new Set((h.textOption("PARTS") ?? "list,summary,export").split(",").map((p) => p.trim()));
const TARGET = { listP95Ms: 30, ratio: 0.5, summaryP95Ms: 100, exportSeconds: 15 };
/** The worker's heap as `npm start -w @tprm/worker` sets it (apps/worker/package.json, docs/benchmarks.md). */
const WORKER_NODE_OPTIONS = "--max-old-space-size=384 --max-semi-space-size=16";

type Query = Record<string, string>;
interface Read {
  name: string;
  path: string;
  queries: Query[];
  target: number;
  /** The list's reads are also held to the pg ratio. */
  ratio: boolean;
}

async function samples(url: string) {
  return h.withClient(url, async (c) => {
    const pickIds = async (sql: string) => (await c.query(sql)).rows.map((r: { v: string }) => r.v);
    return {
      vendors: await pickIds(`SELECT "id"::text AS v FROM "Vendor" ORDER BY md5("id"::text) LIMIT 20`),
      names: await pickIds(`SELECT "name" AS v FROM "Vendor" ORDER BY md5("name") LIMIT 20`),
      assessors: await pickIds(
        `SELECT "id"::text AS v FROM "User" WHERE "email" LIKE 'assessor%' ORDER BY "email" LIMIT 8`,
      ),
      references: await pickIds(`SELECT "reference" AS v FROM "RiskAssessment" ORDER BY md5("reference") LIMIT 20`),
      year: (await c.query(`SELECT extract(year FROM current_date)::int - 1 AS y`)).rows[0].y as number,
    };
  });
}

function reads(s: Awaited<ReturnType<typeof samples>>): Read[] {
  const page = (n: number, q: Query = {}) =>
    Array.from({ length: n }, (_, i) => ({ limit: "24", page: String(i + 1), ...q }));
  const list = (name: string, queries: Query[]): Read => ({
    name: `List ${name}`,
    path: "/api/risk-assessments",
    queries,
    target: TARGET.listP95Ms,
    ratio: true,
  });
  const summary = (name: string, queries: Query[]): Read => ({
    name: `Summary ${name}`,
    path: "/api/risk-assessments/summary",
    queries,
    target: TARGET.summaryP95Ms,
    ratio: false,
  });
  return [
    list("default (newest assessment date, pages 1–10)", page(10)),
    list(
      "filtered (Completed, High risk, next review soonest, pages 1–10)",
      page(10, { status: "completed", overallRisk: "high", sort: "nextReviewDate", order: "asc" }),
    ),
    list(
      "filtered (an assessor's In Progress, recently updated, 8 assessors)",
      s.assessors.map((leadAssessorId) => ({ limit: "24", status: "in_progress", leadAssessorId, sort: "updatedAt" })),
    ),
    list(
      "filtered (one vendor's assessments, 20 vendors)",
      s.vendors.map((vendorId) => ({ limit: "24", vendorId })),
    ),
    list(
      "filtered (review overdue, next review soonest, pages 1–5)",
      page(5, { reviewDue: "overdue", sort: "nextReviewDate", order: "asc" }),
    ),
    list(
      `filtered (assessed in ${s.year}, highest score first, pages 1–5)`,
      page(5, { from: `${s.year}-01-01`, to: `${s.year}-12-31`, sort: "overallScore", order: "desc" }),
    ),
    list(
      "searched (a vendor's name, 20 vendors)",
      s.names.map((search) => ({ limit: "24", search })),
    ),
    list(
      "searched (a word in ~5% of vendor names)",
      ["harbour", "cobalt", "zenith", "meridian", "quartz"].map((search) => ({ limit: "24", search })),
    ),
    list(
      "searched (a reference, 20 references)",
      s.references.map((search) => ({ limit: "24", search })),
    ),
    summary("(all assessments)", [{}]),
    summary("(Completed, High risk)", [{ status: "completed", overallRisk: "high" }]),
  ];
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("risk_assessments");
  const url = database.url;
  if ((await assessmentCount(url)) === 0) await seedAssessments(url, VENDORS, ASSESSMENTS);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const total = await assessmentCount(url);

  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  const after: string[] = [];
  const explainAll = h.option("EXPLAIN", 0) === 1;
  const server = await startServer(h.childEnv(env), 1, h.POOL_SIZE);
  const drive = h.loadGenerator();
  const target = { port: server.port, pid: server.pid, url };
  const all = reads(await samples(url)).filter((r) => PARTS.has(r.ratio ? "list" : "summary"));

  const measure = async (read: Read, variant: string) => {
    const requests = read.queries.map(
      (q): HttpRequest => ({ method: "GET", path: `${read.path}?${new URLSearchParams(q).toString()}`, headers: auth }),
    );
    const sql: SqlSequence[] = [];
    for (const r of requests) {
      const send = async () => {
        const res = await fetch(`${base}${r.path}`, { headers: r.headers });
        if (!res.ok) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
      };
      await send(); // the session's activity is touched at most once a while: not on every request
      sql.push(replayable(await captureSql(send), new Set()));
    }
    const name = `${read.name}${variant}`;
    let missed = false;
    for (const clients of CLIENTS) {
      // Every client goes through all the requests, each from its own starting point.
      const rotate = <T>(list: T[]) =>
        Array.from({ length: clients }, (_, c) => [...list.slice(c % list.length), ...list.slice(0, c % list.length)]);
      const scenario = {
        name,
        http: rotate(requests),
        sql: rotate(sql),
        total: REQUESTS,
        seconds: SECONDS,
        warmup: 50,
      };
      const [cmp] = await h.compareWithPg(drive, target, scenario, [clients]);
      const { http, pg, cpu } = cmp!;
      const ratio = http.rps / pg.rps;
      const ok = http.p95 <= read.target && http.errors === 0;
      missed ||= !ok || (read.ratio && ratio < TARGET.ratio);
      rows.push({
        what: `${name}, ${clients} client${clients === 1 ? "" : "s"}: HTTP p50 / p95 / p99`,
        value: `${h.latency(http)} (${http.rps.toFixed(0)} req/s); CPU/req server ${cpu.server.toFixed(1)} + PostgreSQL ${cpu.postgresHttp.toFixed(1)} ms`,
        target: `p95 ≤ ${read.target} ms`,
        ok,
      });
      rows.push({
        what: `  the same SQL through pg (${sql[0]!.statements.length} statements): p50 / p95 / p99`,
        value: `${h.latency(pg)} (${pg.rps.toFixed(0)} req/s); HTTP ${ratio.toFixed(2)}× pg's req/s`,
        target: read.ratio ? `≥ ${TARGET.ratio}×` : "—",
        ok: read.ratio ? ratio >= TARGET.ratio : null,
      });
      results.push({ scenario: name, clients, ratio, ...cmp });
    }
    after.push(`\n== ${name}: what one request sent\n${describeSql(sql[0]!.statements)}`);
    if (missed || explainAll)
      after.push(`EXPLAIN ANALYZE (the first request):\n${await explain(url, sql[0]!.statements)}`);
  };
  for (const read of all) await measure(read, "");

  const extra = h.textOption("EXTRA_SQL");
  if (extra && all.length) {
    h.log(`extra SQL: ${extra}`);
    await h.withClient(url, async (c) => c.query(extra).then(() => c.query(`VACUUM ANALYZE "RiskAssessment"`)));
    for (const read of all) await measure(read, ", with BENCH_EXTRA_SQL");
  }
  await server.stop();

  if (PARTS.has("export")) await exportAll(base, auth, env, total, rows, results);

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${VENDORS.toLocaleString("en")} vendors, ${total.toLocaleString("en")} assessments; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

/** POST /api/risk-assessments/export as XLSX, run by a fresh worker process; the time until its task finished. */
async function exportAll(
  base: string,
  auth: Record<string, string>,
  env: h.BenchEnv,
  total: number,
  rows: h.Row[],
  results: Record<string, unknown>[],
) {
  const worker = await startWorker(h.childEnv(env, { NODE_OPTIONS: WORKER_NODE_OPTIONS }));
  const idle = worker.peakRssMb();
  const started = Date.now();
  const res = await fetch(`${base}/api/risk-assessments/export`, {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ format: "xlsx" }),
  });
  if (res.status !== 202) throw new Error(`export request: ${res.status} ${await res.text()}`);
  const taskId = ((await res.json()) as { data: { taskId: string } }).data.taskId;
  let task: { status: string; result?: Record<string, unknown>; error?: string; outputFile?: { size: number } };
  for (;;) {
    const polled = await fetch(`${base}/api/tasks/${taskId}`, { headers: auth });
    task = ((await polled.json()) as { data: typeof task }).data;
    if (task.status === "completed" || task.status === "failed") break;
    if (Date.now() - started > 10 * 60_000) throw new Error(`export task ${taskId} not finished after 10 minutes`);
    await h.sleep(100);
  }
  const seconds = (Date.now() - started) / 1000;
  const rss = worker.peakRssMb();
  await worker.stop();
  const exported = Number(task.result?.rows ?? 0);
  const mb = (task.outputFile?.size ?? 0) / 2 ** 20;
  h.log(
    `export: ${task.status} ${task.error ?? ""}, ${exported.toLocaleString("en")} rows, ${mb.toFixed(1)} MB XLSX in ` +
      `${seconds.toFixed(1)} s; worker peak RSS ${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
  );
  rows.push({
    what: `Export of all ${total.toLocaleString("en")} assessments to XLSX (${mb.toFixed(1)} MB): request to finished task`,
    value: `${seconds.toFixed(1)} s (${exported.toLocaleString("en")} rows, ${task.status})`,
    target: `≤ ${TARGET.exportSeconds} s`,
    ok: task.status === "completed" && exported === total && seconds <= TARGET.exportSeconds,
  });
  rows.push({
    what: "  worker peak RSS (fresh process; idle before)",
    value: `${rss.toFixed(0)} MB (${idle.toFixed(0)} MB)`,
    target: "—",
    ok: null,
  });
  results.push({ scenario: "export", status: task.status, rows: exported, bytes: task.outputFile?.size, seconds, rss });
}

export const domain: h.Domain = {
  summary: "100,000 risk assessments over 10,000 vendors: list pages and summary at 1 and 4 clients, XLSX export",
  run,
};
