/**
 * `npm run bench -- audit` — the audit log screen's page (GET /api/audit-logs, 50 a page) at 1,000,000 audit rows,
 * unfiltered and filtered as the screen filters it, at 1 and 4 clients beside the very SQL it sent; the exact count
 * the page used to run (count(*) of every matching row) measured through pg for comparison; and an export of 100,000
 * rows (JSON Lines and CSV, each in a fresh worker process as `npm start` runs it): wall time and the worker's peak
 * memory (issue 22).
 *
 * Rows: inserted in SQL with generate_series (sealed: chainSeq 1…n with placeholder hashes — the page and the export
 * read them as they read real ones; nothing here verifies the chain), 50 actors, one row in ten about a Contract
 * (the export's filter: 100,000 rows at the default volume).
 *
 * Targets: the page's p95 ≤ 30 ms; the export ≤ 60 s. Options: BENCH_AUDIT_ROWS (1000000), BENCH_CLIENTS (1,4),
 * BENCH_REQUESTS (300), BENCH_SECONDS (8), BENCH_PARTS (list,export).
 */
import { type CallGroup, measureGetCalls } from "../get-calls.js";
import * as h from "../harness.js";
import { startRedis, startWorker } from "../processes.js";

const ROWS = h.option("AUDIT_ROWS", 1_000_000);
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 300);
const SECONDS = h.option("SECONDS", 8);
const PARTS = new Set((h.textOption("PARTS") ?? "list,export").split(",").map((p) => p.trim()));
const TARGET = { p95Ms: 30, ratio: 0.5 };
const EXPORT_TARGET_SECONDS = 60;
const HEAP_FLAG = "--max-old-space-size=384 --max-semi-space-size=16";

async function seed(url: string) {
  await h.withClient(url, async (c) => {
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM "AuditLog"`);
    if (rows[0].n >= ROWS) return;
    const started = Date.now();
    await c.query(
      `INSERT INTO "User" ("id","email","passwordHash","firstName","lastName","role","status","createdAt","updatedAt")
       SELECT gen_random_uuid(), 'actor' || g || '@bench.bank.example', 'not-used', 'Actor', 'No ' || g,
         'Risk Manager', 'active', now(), now() FROM generate_series(1, 50) g`,
    );
    // One statement per 250,000 rows: chainSeq in time order, as the sealer gives it.
    for (let from = 1; from <= ROWS; from += 250_000) {
      const to = Math.min(ROWS, from + 249_999);
      await c.query(
        `WITH actors AS (SELECT array_agg("id" ORDER BY "email") AS ids FROM "User" WHERE "email" LIKE 'actor%@bench.bank.example')
         INSERT INTO "AuditLog" ("id","actorId","action","entityType","entityId","before","after","description",
           "ipAddress","userAgent","createdAt","rowMac","chainSeq","contentHash","chainHash")
         SELECT gen_random_uuid(), actors.ids[1 + g % 50],
           (ARRAY['UPDATE','CREATE','UPDATE','DELETE','REVIEW','LOGIN','UPDATE','EXPORT'])[1 + g % 8],
           CASE WHEN g % 10 = 0 THEN 'Contract'
                ELSE (ARRAY['Vendor','User','RiskAssessment','Policy','Session','Invoice','Workflow','Document','Vendor'])[1 + g % 9] END,
           'e-' || (g % 50000),
           jsonb_build_object('name', 'Record ' || g, 'status', 'draft', 'score', g % 100),
           jsonb_build_object('name', 'Record ' || g, 'status', 'active', 'score', (g + 7) % 100),
           'Changed record ' || g, '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (bench)',
           now() - (${ROWS} - g) * interval '20 seconds',
           md5(g::text) || md5((g + 1)::text), g, md5(g::text) || md5((g + 2)::text), md5(g::text) || md5((g + 3)::text)
         FROM generate_series(${from}, ${to}) g, actors`,
      );
      h.log(`audit rows ${to.toLocaleString("en")} of ${ROWS.toLocaleString("en")}`);
    }
    // As autovacuum leaves a table in use: the visibility map set, so counts can read the indexes alone.
    await c.query(`VACUUM ANALYZE "AuditLog"`);
    await c.query(`ANALYZE "User"`);
    h.log(`seeded ${ROWS.toLocaleString("en")} audit rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
}

/** The exact count the page ran before it counted a window (p95 of 20 runs through pg). */
async function oldCount(url: string, where: string): Promise<number> {
  return h.withClient(url, async (c) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await c.query(`SELECT count(*) FROM "AuditLog" ${where}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return times[Math.ceil(times.length * 0.95) - 1]!;
  });
}

async function waitTask(base: string, auth: Record<string, string>, taskId: string) {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/tasks/${taskId}`, { headers: auth });
    const body = (await res.json()) as {
      data: { status: string; result: { rows?: number } | null; error: string; outputFile?: { size: number } };
    };
    if (body.data.status === "completed" || body.data.status === "failed") return body.data;
    if (Date.now() - started > 10 * 60_000) throw new Error(`task ${taskId} not finished after 10 minutes`);
    await h.sleep(100);
  }
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("audit");
  const url = database.url;
  await seed(url);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const actor = await h.withClient(
    url,
    async (c) => (await c.query(`SELECT "id" FROM "User" WHERE "email" = 'actor7@bench.bank.example'`)).rows[0].id,
  );
  const groups: CallGroup[] = [
    { key: "all", tab: "Audit log, no filter", paths: ["/api/audit-logs?page=1&limit=50"] },
    { key: "page-20", tab: "Audit log, page 20", paths: ["/api/audit-logs?page=20&limit=50"] },
    { key: "entity", tab: "Audit log, entity type", paths: ["/api/audit-logs?page=1&limit=50&entityType=Contract"] },
    { key: "actor", tab: "Audit log, actor", paths: [`/api/audit-logs?page=1&limit=50&actorId=${actor}`] },
  ];
  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  const after: string[] = [];
  if (PARTS.has("list")) {
    const measured = await measureGetCalls({
      url,
      env,
      base,
      auth,
      groups,
      chosen: groups.map((g) => g.key),
      clients: CLIENTS,
      requests: REQUESTS,
      seconds: SECONDS,
      target: TARGET,
      nameWithQuery: true,
    });
    rows.push(...measured.rows);
    results.push(...measured.results);
    after.push(...measured.after);
    for (const [label, where] of [
      ["every row", ""],
      ["entityType = 'Contract'", `WHERE "entityType" = 'Contract'`],
    ] as const) {
      const p95 = await oldCount(url, where);
      rows.push({
        what: `Before: the page's exact count(*) of ${label}, through pg, 1 client: p95`,
        value: `${p95.toFixed(1)} ms`,
        target: "—",
        ok: null,
      });
      results.push({ scenario: `old count ${label}`, p95Ms: p95 });
    }
  }

  for (const format of PARTS.has("export") ? (["jsonl", "csv"] as const) : []) {
    const worker = await startWorker({ ...h.childEnv(env), NODE_OPTIONS: HEAP_FLAG });
    const idle = worker.peakRssMb();
    const started = Date.now();
    const res = await fetch(`${base}/api/audit-logs/export`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ format, entityType: "Contract" }),
    });
    const { taskId } = ((await res.json()) as { data: { taskId: string } }).data;
    const task = await waitTask(base, auth, taskId);
    const seconds = (Date.now() - started) / 1000;
    const rss = worker.peakRssMb();
    await worker.stop();
    const exported = task.result?.rows ?? 0;
    const mb = (task.outputFile?.size ?? 0) / 2 ** 20;
    h.log(
      `export ${format}: ${task.status} ${task.error ?? ""} ${exported} rows, ${mb.toFixed(1)} MB ZIP in ${seconds.toFixed(1)} s, peak RSS ${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
    );
    rows.push({
      what: `Export ${exported.toLocaleString("en")} audit rows (entity type Contract) as ${format.toUpperCase()} in a ZIP (${mb.toFixed(1)} MB): wall time`,
      value: `${seconds.toFixed(1)} s`,
      target: `≤ ${EXPORT_TARGET_SECONDS} s`,
      ok: task.status === "completed" && seconds <= EXPORT_TARGET_SECONDS,
    });
    rows.push({
      what: `  worker peak RSS (fresh process, ${HEAP_FLAG})`,
      value: `${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
      target: "—",
      ok: null,
    });
    results.push({
      scenario: `export ${format}`,
      status: task.status,
      rows: exported,
      seconds,
      peakRssMb: rss,
      idleRssMb: idle,
      zipMb: mb,
    });
  }

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${ROWS.toLocaleString("en")} audit rows, 50 actors; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

export const domain: h.Domain = {
  summary: "1,000,000 audit rows: the audit log page and an export of 100,000 rows",
  run,
};
