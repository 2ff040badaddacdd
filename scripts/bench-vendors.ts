/**
 * `npm run bench:vendors` — the vendor register at 100,000 vendors, measured end to end on this machine:
 *
 * 1. A database of its own (createTestDatabase), seeded with 100,000 vendors, their reviews, invoices and
 *    onboarding checklists through multi-row INSERT … SELECT (seconds, not minutes).
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
 * Every phase is bounded in requests and seconds. The table at the end marks each target ok or MISSED; the
 * script exits 0 either way (a benchmark is a measurement, not a gate) and drops its database.
 *
 * Options (environment): BENCH_VENDORS (100000), BENCH_CONCURRENCY (10 = the server's pool size: the throughput
 * comparison; latency is also measured at BENCH_LATENCY_CLIENTS, "4,1" — fewer clients than cores can serve at
 * once, so latency is not only queueing), BENCH_SERVER_PROCESSES ("1,2"), BENCH_SERVER_NODE_ARGS (e.g. --cpu-prof),
 * BENCH_REQUESTS (2000 per scenario), BENCH_SECONDS (15 per scenario), BENCH_EXPLAIN=1 (always print plans),
 * BENCH_PARTS (list,export,import — the phases to run), BENCH_DATABASE_URL (measure an existing database
 * instead of a fresh one: it is migrated, seeded only if it holds no vendors, and kept — for profiling loops).
 */
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { type Context, loadEnv } from "@tprm/api";
import { listVendorsInput } from "@tprm/api/schemas";
import { createPrismaClient, migrateDatabase } from "@tprm/db";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { pick, seededRandom } from "@tprm/db/random";
import { createTestDatabase } from "@tprm/db/testing";
import { DEFAULT_ONBOARDING_CHECKLIST, leiCheckDigits } from "@tprm/db/vendors";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.js";
import { createServices } from "../apps/server/src/services.js";
import { listVendors } from "../packages/api/src/vendors/vendor-list.js";
import { assertNotDemoDatabase } from "../test/isolation.js";

/** The script's own knobs (BENCH_*), read in one place. */
const option = (name: string, fallback: number) => Number(process.env[`BENCH_${name}`] ?? fallback);
const textOption = (name: string) => process.env[`BENCH_${name}`];
const VENDORS = option("VENDORS", 100_000);
const CONCURRENCY = option("CONCURRENCY", 10);
/** The list is served by `apps/server/src/main.ts` with SERVER_PROCESSES of each count, the pool split between them. */
const SERVER_PROCESS_COUNTS = (textOption("SERVER_PROCESSES") ?? "1,2").split(",").filter(Boolean).map(Number);
const LATENCY_CLIENTS = (textOption("LATENCY_CLIENTS") ?? "4,1").split(",").filter(Boolean).map(Number);
/** The server's Prisma pool: createPrismaClient's default, pg's default of 10. */
const POOL_SIZE = 10;
const REQUESTS = option("REQUESTS", 2_000);
const SECONDS = option("SECONDS", 15);
const TASK_TIMEOUT_MS = 5 * 60_000;
const PARTS = new Set((textOption("PARTS") ?? "list,export,import").split(",").map((p) => p.trim()));
const REUSE_DATABASE_URL = textOption("DATABASE_URL");

/**
 * The V8 heap settings we recommend for worker processes (docs/benchmarks.md): without them V8 sizes the heap from
 * the machine's memory and lets garbage pile up before it collects; with them it collects early.
 */
const RECOMMENDED_HEAP_FLAG = "--max-old-space-size=384 --max-semi-space-size=16";

const TARGETS = { listP95Ms: 30, listRatio: 0.5, exportSeconds: 15, exportRssMb: 400, importSeconds: 30 };

const require = createRequire(import.meta.url);
const log = (message: string) => console.log(`[bench] ${message}`);
const cleanup: (() => Promise<unknown> | unknown)[] = [];

// ---------------------------------------------------------------------------------------------------------------
// Data

const WORDS_A = [
  "Harbour",
  "Summit",
  "Northern",
  "Atlas",
  "Blue",
  "Cedar",
  "Granite",
  "Silver",
  "Meridian",
  "Pioneer",
  "Orbit",
  "Crescent",
  "Beacon",
  "Falcon",
  "Lumen",
  "Quartz",
  "Vertex",
  "Willow",
  "Zenith",
  "Cobalt",
];
const WORDS_B = [
  "Cloud",
  "Data",
  "Payments",
  "Logistics",
  "Security",
  "Analytics",
  "Consulting",
  "Networks",
  "Software",
  "Facilities",
  "Telecom",
  "Ledger",
  "Capital",
  "Health",
  "Energy",
];
const WORDS_C = ["Ltd", "GmbH", "SA", "BV", "Inc", "plc", "AG", "Oy", "AB", "SAS"];
const COUNTRIES = ["GB", "DE", "FR", "NL", "IE", "US", "ES", "IT", "SE", "CH", "PL", "BE", "LU", "DK", "IN"];
const STATUSES = [
  "active",
  "active",
  "active",
  "active",
  "under_review",
  "onboarding",
  "onboarding",
  "offboarding",
  "offboarded",
  "active",
] as const;
const RISKS = ["low", "medium", "high", "critical", null] as const;

function lei(prefix: string, n: number) {
  const base = `${prefix}00${n.toString(36).toUpperCase().padStart(12, "0")}`;
  return base + leiCheckDigits(base);
}

function vendorRow(i: number, r: () => number, prefix: string) {
  const a = pick(WORDS_A, r());
  const b = pick(WORDS_B, r());
  const c = pick(WORDS_C, r());
  const name = `${a} ${b} ${c} ${i}`;
  return {
    name,
    legalName: `${a} ${b} ${c}`,
    businessType: b,
    country: pick(COUNTRIES, r()),
    contactPerson: `Contact ${i}`,
    email: `contact${i}@${a.toLowerCase()}-${b.toLowerCase()}.example`,
    phone: `+44 20 7${String(i).padStart(6, "0")}`,
    contractValue: (Math.floor(r() * 500_000_000) / 100).toFixed(2),
    servicesProvided: [b, `${b} support`],
    status: pick(STATUSES, r()),
    riskRating: pick(RISKS, r()),
    criticality: pick(["low", "medium", "high", "critical"], r()),
    lei: r() < 0.6 ? lei(prefix, i) : null,
  };
}

async function vendorCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM "Vendor"');
  await client.end();
  return rows[0].n as number;
}

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const r = seededRandom(42);
  const started = Date.now();
  const now = Date.now();
  const batch = 10_000;
  for (let start = 0; start < VENDORS; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, VENDORS); i++) {
      rows.push({
        ...vendorRow(i, r, "5493"),
        createdAt: new Date(now - Math.floor(r() * 3 * 365 * 86_400_000)).toISOString(),
        kpi: Math.floor(r() * r() * 8),
      });
    }
    await client.query(
      `INSERT INTO "Vendor" ("id","name","legalName","businessType","country","contactPerson","email","phone",
         "contractValue","servicesProvided","status","riskRating","criticality","lei","kpiBreachesCount",
         "onboardingStartedAt","activatedAt","createdAt","updatedAt")
       SELECT gen_random_uuid(), r."name", r."legalName", r."businessType", r."country", r."contactPerson", r."email",
         r."phone", r."contractValue", r."servicesProvided", r."status"::"VendorStatus", r."riskRating"::"RiskLevel",
         r."criticality"::"RiskLevel", r."lei", r."kpi", r."createdAt",
         CASE WHEN r."status" <> 'onboarding' THEN r."createdAt" + interval '30 days' END, r."createdAt", r."createdAt"
       FROM json_to_recordset($1::json) AS r("name" text, "legalName" text, "businessType" text, "country" text,
         "contactPerson" text, "email" text, "phone" text, "contractValue" numeric, "servicesProvided" text[],
         "status" text, "riskRating" text, "criticality" text, "lei" text, "kpi" int, "createdAt" timestamp(3))`,
      [JSON.stringify(rows)],
    );
  }
  const reviews = await client.query(
    `INSERT INTO "VendorReview" ("id","vendorId","reviewer","reviewType","overallRisk","itScore","operationalScore",
       "complianceScore","financialScore","gdprScore","kpiBreaches","reviewedAt","createdAt")
     SELECT gen_random_uuid(), v."id", 'Reviewer ' || (g % 7), 'periodic', 'medium', 1 + (g * 3 % 10), 1 + (g * 5 % 10),
       1 + (g * 7 % 10), 1 + (g % 10), 5, 0, v."createdAt" + g * interval '180 days', now()
     FROM "Vendor" v CROSS JOIN generate_series(1, 2) g WHERE v."status" <> 'onboarding'`,
  );
  const invoices = await client.query(
    `INSERT INTO "Invoice" ("id","vendorId","number","amount","currency","issueDate","dueDate","status","createdAt","updatedAt")
     SELECT gen_random_uuid(), v."id", 'INV-' || substr(v."id"::text, 1, 8) || '-' || g, round((g * 1234.56)::numeric, 2),
       'USD', current_date - g * 30, current_date - g * 30 + 30,
       (CASE WHEN g > 1 THEN 'paid' ELSE 'pending' END)::"InvoiceStatus", now(), now()
     FROM "Vendor" v CROSS JOIN generate_series(1, 3) g`,
  );
  const tasks = await client.query(
    `INSERT INTO "VendorOnboardingTask" ("id","vendorId","title","position")
     SELECT gen_random_uuid(), v."id", c.title, (c.ord - 1)::int
     FROM "Vendor" v CROSS JOIN json_array_elements_text($1::json) WITH ORDINALITY AS c(title, ord)
     WHERE v."status" = 'onboarding'`,
    [JSON.stringify(DEFAULT_ONBOARDING_CHECKLIST)],
  );
  // As autovacuum leaves a table in service: statistics, and a visibility map so counts can use index-only scans.
  await client.query("VACUUM ANALYZE");
  await client.end();
  log(
    `seeded ${VENDORS.toLocaleString("en")} vendors, ${reviews.rowCount?.toLocaleString("en")} reviews, ` +
      `${invoices.rowCount?.toLocaleString("en")} invoices, ${tasks.rowCount?.toLocaleString("en")} checklist items ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

function importCsv(rows: number, tag: string, leiPrefix: string): Buffer {
  const r = seededRandom(7);
  const header =
    "Name,Legal Name,LEI,Business Type,Country,Contact Person,Email,Phone,Contract Value,Currency,Services Provided,Status,Risk Rating,Criticality";
  const statusText = ["Active", "Under Review", "Pending due diligence", "Onboarding", "Active"];
  const lines = [header];
  for (let i = 0; i < rows; i++) {
    const v = vendorRow(i, r, leiPrefix);
    lines.push(
      [
        `Imported ${tag} ${v.name}`,
        v.legalName,
        v.lei ?? "",
        v.businessType,
        v.country,
        v.contactPerson,
        v.email,
        `"${v.phone}"`,
        v.contractValue,
        "EUR",
        `"${v.servicesProvided.join("; ")}"`,
        pick(statusText, r()),
        v.riskRating ? v.riskRating[0]!.toUpperCase() + v.riskRating.slice(1) : "",
        v.criticality,
      ].join(","),
    );
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

/** The server as `npm start` runs it, with `processes` processes on one port sharing a pool of POOL_SIZE. */
async function startServer(
  env: NodeJS.ProcessEnv,
  processes: number,
): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".
  const nodeArgs = (textOption("SERVER_NODE_ARGS") ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVER_PROCESSES: String(processes),
      DATABASE_POOL_SIZE: String(Math.max(1, Math.round(POOL_SIZE / processes))),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => stopChild(child);
  cleanup.push(stop);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/system/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 90_000) throw new Error("the server did not answer within 90 s");
    await sleep(250);
  }
  // The first process answers; give the others (each a tsx start of its own) time to listen too.
  if (processes > 1) await sleep(5_000);
  return { port, stop };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function startRedis(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  cleanup.push(() => stopChild(child));
  const { Redis } = await import("ioredis");
  for (let i = 0; i < 50; i++) {
    const probe = new Redis(`redis://127.0.0.1:${port}`, { lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return `redis://127.0.0.1:${port}/0`;
    } catch {
      probe.disconnect();
      await sleep(100);
    }
  }
  throw new Error("redis-server did not start (is it installed? apt-get install redis-server)");
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

interface WorkerProcess {
  child: ChildProcess;
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** The production worker (apps/worker/src/main.ts) in a process of its own, under this Node with tsx. */
async function startWorker(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/worker/src/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanup.push(() => stopChild(child));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the worker did not start within 60 s")), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
  });
  child.stdout!.resume();
  return {
    child,
    /** VmHWM: the process's peak resident set since it started. */
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () => stopChild(child),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------------------------
// Load generation, in a worker thread so the clients never run on the server's event loop.

const LOAD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const pg = require(workerData.pgPath);
const { performance } = require("node:perf_hooks");

async function drive(concurrency, total, seconds, once) {
  const latencies = [];
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let errors = 0;
  async function loop() {
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try { await once(i); latencies.push(performance.now() - t0); } catch (e) { errors++; if (errors < 3) console.error(e.message); }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}

parentPort.on("message", async (task) => {
  try {
    if (task.kind === "http") {
      const agent = new http.Agent({ keepAlive: true, maxSockets: task.concurrency });
      const get = (path) => new Promise((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port: task.port, path, agent, headers: task.headers }, (res) => {
          let size = 0;
          res.on("data", (c) => { size += c.length; });
          res.on("end", () => (res.statusCode === 200 ? resolve(size) : reject(new Error("HTTP " + res.statusCode))));
        });
        req.on("error", reject);
      });
      await drive(task.concurrency, task.warmup, 30, (i) => get(task.paths[i % task.paths.length]));
      const run = await drive(task.concurrency, task.total, task.seconds, (i) => get(task.paths[i % task.paths.length]));
      agent.destroy();
      parentPort.postMessage(run);
    } else {
      const pool = new pg.Pool({ connectionString: task.url, max: task.poolSize });
      // One "request" = the statements the list sent for one page, in order (as listVendors runs them).
      const once = (i) => { const req = task.requests[i % task.requests.length]; return req.reduce((done, q) => done.then(() => pool.query(q.sql, q.params)), Promise.resolve()); };
      await drive(task.concurrency, task.warmup, 30, once);
      const run = await drive(task.concurrency, task.total, task.seconds, once);
      await pool.end();
      parentPort.postMessage(run);
    }
  } catch (e) { parentPort.postMessage({ error: e.message }); }
});
`;

interface RunResult {
  latencies: number[];
  seconds: number;
  errors: number;
}

function loadGenerator() {
  const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData: { pgPath: require.resolve("pg") } });
  cleanup.push(() => worker.terminate());
  return (task: object) =>
    new Promise<RunResult>((resolve, reject) => {
      worker.once("message", (m: RunResult & { error?: string }) =>
        m.error ? reject(new Error(m.error)) : resolve(m),
      );
      worker.postMessage(task);
    });
}

function stats(run: RunResult) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { n: sorted.length, p50: q(0.5), p95: q(0.95), rps: sorted.length / run.seconds, errors: run.errors };
}

// ---------------------------------------------------------------------------------------------------------------
// The SQL the list sends for a page, captured on its way to the pool.

interface CapturedQuery {
  sql: string;
  params: unknown[];
}

async function captureListSql(url: string, query: Record<string, string>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  // The list runs its SQL on the pool under Prisma (ctx.sql): record each statement on its way through.
  const sql = {
    query: (config: { text: string; values: unknown[] }) => {
      captured.push({ sql: config.text, params: config.values });
      return pool.query(config);
    },
  };
  await listVendors({ sql } as unknown as Context, listVendorsInput.parse(query));
  await pool.end();
  return captured;
}

async function explain(url: string, queries: CapturedQuery[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [];
  for (const q of queries) {
    const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
    out.push(`  SQL: ${q.sql}\n  params: ${JSON.stringify(q.params)}`);
    out.push(plan.rows.map((row: Record<string, string>) => `    ${row["QUERY PLAN"]}`).join("\n"));
  }
  await client.end();
  return out.join("\n");
}

// ---------------------------------------------------------------------------------------------------------------
// Tasks over HTTP

async function waitTask(base: string, token: string, taskId: string) {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/tasks/${taskId}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: { status: string; result: Record<string, unknown>; error: string } };
    if (body.data.status === "completed" || body.data.status === "failed") return body.data;
    if (Date.now() - started > TASK_TIMEOUT_MS) throw new Error(`task ${taskId} not finished after 5 minutes`);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface Row {
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}

async function main() {
  const rows: Row[] = [];
  const explainAll = option("EXPLAIN", 0) === 1;
  log(`${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`);

  // The bench adds users and imports vendors: never into the demo database `npm start` serves.
  if (REUSE_DATABASE_URL) assertNotDemoDatabase(REUSE_DATABASE_URL, "BENCH_DATABASE_URL");
  const database = REUSE_DATABASE_URL
    ? { url: REUSE_DATABASE_URL, name: new URL(REUSE_DATABASE_URL).pathname.slice(1) }
    : await createTestDatabase();
  if ("drop" in database) cleanup.push(() => database.drop());
  log(`database ${database.name}`);
  if (REUSE_DATABASE_URL) await migrateDatabase(REUSE_DATABASE_URL);
  if (!REUSE_DATABASE_URL || (await vendorCount(database.url)) === 0) await seed(database.url);

  const redisUrl = await startRedis();
  const env = loadEnv({
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    APP_URL: "http://127.0.0.1",
    OUTBOX_DIR: ".data/bench-outbox",
    LOG_LEVEL: "warn",
  });
  const services = createServices(env);
  const app = await buildApp(services);
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanup.push(async () => {
    await app.close();
    await services.close();
  });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;

  const db = createPrismaClient(database.url);
  const email = `bench.${randomBytes(3).toString("hex")}@bank.example`;
  await createUser(db, { email, role: "Admin", status: "active" });
  await db.$disconnect();
  const login = await fetch(`${base}/api/public/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const auth = { authorization: `Bearer ${token}` };

  // --- The vendor list ----------------------------------------------------------------------------------------
  const pgVersion = await (async () => {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const v = (await c.query("SHOW server_version")).rows[0].server_version as string;
    await c.end();
    return v;
  })();
  // What users mostly type into the register's search: a vendor's name (here the full names of 20 vendors).
  const namesToFind = await (async () => {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const { rows } = await c.query(`SELECT "name" FROM "Vendor" ORDER BY md5("id"::text) LIMIT 20`);
    await c.end();
    return rows.map((row: { name: string }) => row.name);
  })();
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
      name: "searched (a word in ~5% of names)",
      queries: ["harbour", "cobalt", "zenith", "meridian", "quartz"].map((search) => ({ limit: "50", search })),
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
  const serverEnv = { ...process.env, ...envStrings(env) };
  const rawRuns = new Map<string, ReturnType<typeof stats>>();
  for (const processes of PARTS.has("list") ? SERVER_PROCESS_COUNTS : []) {
    const server = await startServer(serverEnv, processes);
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
      log(
        `list ${scenario.name}, ${served}: HTTP p50 ${http.p50.toFixed(1)} ms, p95 ${http.p95.toFixed(1)} ms, ${http.rps.toFixed(0)} req/s` +
          ` (${http.n} requests, ${http.errors} errors) | pg p50 ${raw.p50.toFixed(1)} ms, p95 ${raw.p95.toFixed(1)} ms,` +
          ` ${raw.rps.toFixed(0)} req/s | ratio ${ratio.toFixed(2)}`,
      );
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
      // Latency below saturation: with 10 closed-loop clients on 2 cores, most of a request's time is its wait
      // for the others (Little's law); fewer clients show what one request costs.
      let belowSaturationOk = true;
      for (const clients of LATENCY_CLIENTS) {
        const light = await overHttp(clients, Math.min(REQUESTS, 1_000), 50);
        log(
          `list ${scenario.name}, ${served}, ${clients} client(s): HTTP p50 ${light.p50.toFixed(1)} ms, p95 ${light.p95.toFixed(1)} ms`,
        );
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
  // The worker as `npm start -w @tprm/worker` runs it: with its heap capped (apps/worker/package.json). Without
  // the cap V8 sizes its heap from this VM's memory and collects lazily (552 MB peak for the export, measured).
  const workerEnv = { ...process.env, ...envStrings(env) };
  const configs = [{ label: `as npm start runs it (${RECOMMENDED_HEAP_FLAG})`, nodeOptions: RECOMMENDED_HEAP_FLAG }];
  const exports: { label: string; seconds: number; rss: number; idle: number; rows: number; ok: boolean }[] = [];
  for (const config of PARTS.has("export") ? configs : []) {
    const worker = await startWorker({ ...workerEnv, NODE_OPTIONS: config.nodeOptions });
    const idle = worker.peakRssMb();
    const started = Date.now();
    const res = await fetch(`${base}/api/vendors/export`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ format: "xlsx" }),
    });
    const task = await waitTask(base, token, ((await res.json()) as { data: { taskId: string } }).data.taskId);
    const seconds = (Date.now() - started) / 1000;
    const rss = worker.peakRssMb();
    const rowsOut = Number(task.result?.rows ?? 0);
    const size = (task as unknown as { outputFile?: { size: number } }).outputFile?.size ?? 0;
    log(
      `export (${config.label}): ${task.status}, ${rowsOut.toLocaleString("en")} rows, ${(size / 2 ** 20).toFixed(1)} MB XLSX ` +
        `in ${seconds.toFixed(1)} s; worker peak RSS ${rss.toFixed(0)} MB (idle ${idle.toFixed(0)} MB)`,
    );
    exports.push({ label: config.label, seconds, rss, idle, rows: rowsOut, ok: task.status === "completed" });
    await worker.stop();
  }
  for (const e of exports) {
    rows.push({
      what: `Export ${e.rows.toLocaleString("en")} vendors to XLSX (worker ${e.label}): wall time`,
      value: `${e.seconds.toFixed(1)} s`,
      target: `≤ ${TARGETS.exportSeconds} s`,
      ok: e.ok && e.rows === VENDORS && e.seconds <= TARGETS.exportSeconds,
    });
    rows.push({
      what: "  worker peak RSS (fresh process; idle before)",
      value: `${e.rss.toFixed(0)} MB (${e.idle.toFixed(0)} MB)`,
      target: `< ${TARGETS.exportRssMb} MB`,
      ok: e.rss < TARGETS.exportRssMb,
    });
  }

  for (const [i, config] of PARTS.has("import") ? configs.entries() : []) {
    const worker = await startWorker({ ...workerEnv, NODE_OPTIONS: config.nodeOptions });
    // Each run imports vendors of its own (other names and LEIs), so the second is not refused as duplicates.
    const csv = importCsv(VENDORS, `run ${i + 1}`, i === 0 ? "9845" : "9846");
    const started = Date.now();
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "bench-vendors.csv");
    const res = await fetch(`${base}/api/vendors/import`, { method: "POST", headers: auth, body: form });
    const body = (await res.json()) as { data?: { taskId: string }; message?: string };
    if (!body.data) throw new Error(`import upload failed: ${res.status} ${body.message}`);
    const task = await waitTask(base, token, body.data.taskId);
    const seconds = (Date.now() - started) / 1000;
    const rss = worker.peakRssMb();
    const inserted = Number(task.result?.inserted ?? 0);
    log(
      `import (${config.label}): ${task.status} ${String(task.result?.outcome ?? task.error)}, ${inserted.toLocaleString("en")} rows ` +
        `(${(csv.byteLength / 2 ** 20).toFixed(1)} MB CSV) in ${seconds.toFixed(1)} s; worker peak RSS ${rss.toFixed(0)} MB`,
    );
    if (task.result?.outcome === "rejected")
      log(`first problems: ${JSON.stringify(task.result.problems).slice(0, 500)}`);
    rows.push({
      what: `Import ${VENDORS.toLocaleString("en")} CSV rows (worker ${config.label}): wall time`,
      value: `${seconds.toFixed(1)} s`,
      target: `≤ ${TARGETS.importSeconds} s`,
      ok: task.status === "completed" && inserted === VENDORS && seconds <= TARGETS.importSeconds,
    });
    rows.push({ what: "  worker peak RSS (fresh process)", value: `${rss.toFixed(0)} MB`, target: "—", ok: null });
    await worker.stop();
  }

  // --- Report ----------------------------------------------------------------------------------------------------
  const cpu = (
    /model name\s*:\s*(.*)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ??
    os.cpus()[0]?.model ??
    "?"
  ).trim();
  console.log(
    `\nMachine: ${execSync("nproc").toString().trim()} CPUs (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ` +
      `Node ${process.version}, PostgreSQL ${pgVersion}; ${VENDORS.toLocaleString("en")} vendors; ${CONCURRENCY} concurrent ` +
      `clients, pool ${POOL_SIZE}; ${new Date().toISOString()}\n`,
  );
  const width = [Math.max(...rows.map((r) => r.what.length)), Math.max(...rows.map((r) => r.value.length)), 14];
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(width[0]!)} | ${b.padEnd(width[1]!)} | ${c.padEnd(width[2]!)} | ${d.padEnd(6)} |`;
  console.log(line("Measure", "Result", "Target", "Status"));
  console.log(line("-".repeat(width[0]!), "-".repeat(width[1]!), "-".repeat(width[2]!), "------"));
  for (const r of rows) console.log(line(r.what, r.value, r.target, r.ok === null ? "" : r.ok ? "ok" : "MISSED"));
  const missed = rows.filter((r) => r.ok === false);
  console.log(missed.length ? `\n${missed.length} target(s) MISSED.` : "\nAll targets met.");
  if (explainOut.length) console.log(explainOut.join("\n"));
}

function envStrings(env: ReturnType<typeof loadEnv>) {
  return {
    NODE_ENV: "production",
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    OUTBOX_DIR: env.OUTBOX_DIR,
    LOG_LEVEL: "warn",
  };
}

async function shutdown() {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`[bench] cleanup: ${(error as Error).message}`);
    }
  }
}

process.once("SIGINT", () => void shutdown().then(() => process.exit(130)));
process.once("SIGTERM", () => void shutdown().then(() => process.exit(143)));

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[bench] failed: ${(error as Error).stack ?? error}`);
  exitCode = 1;
} finally {
  await shutdown();
}
process.exit(exitCode);
