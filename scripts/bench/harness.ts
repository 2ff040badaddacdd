// What every domain's benchmark shares: options, a scratch database, the server (in this process and as `npm start`
// runs it), sign-in, scenarios measured over HTTP at several client counts beside the same SQL through `pg`, and
// the report (a table, optionally JSON). The domains live in ./domains, one file each; ./index.ts runs one.
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { loadEnv } from "@tprm/api";
import { createPrismaClient, migrateDatabase } from "@tprm/db";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { DEFAULT_TEST_DATABASE_ADMIN_URL } from "@tprm/db/testing";
import pg from "pg";
import { buildApp } from "../../apps/server/src/app.js";
import { createServices } from "../../apps/server/src/services.js";
import { assertNotDemoDatabase } from "../../test/isolation.js";
import {
  type HttpRequest,
  type LoadTask,
  loadGenerator,
  type RunResult,
  type SqlSequence,
  type Stats,
  stats,
} from "./load.js";
import { backendCpu, cleanup, cpuMs, sleep } from "./processes.js";

export { cleanup, sleep } from "./processes.js";

/** The benchmark's knobs (BENCH_*), read from the environment. */
export const option = (name: string, fallback: number) => Number(process.env[`BENCH_${name}`] ?? fallback);
export const textOption = (name: string) => process.env[`BENCH_${name}`];
export const listOption = (name: string, fallback: string) =>
  (textOption(name) ?? fallback).split(",").filter(Boolean).map(Number);

/** The server's Prisma pool: createPrismaClient's default, pg's default of 10. The `pg` side uses as many. */
export const POOL_SIZE = 10;

export const log = (message: string) => console.log(`[bench] ${message}`);

export interface Row {
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}

/** What a domain's run hands back: the table, raw figures for JSON, text printed after the table. */
export interface Report {
  header: string;
  rows: Row[];
  results: Record<string, unknown>[];
  after: string[];
}

export interface Domain {
  summary: string;
  run(): Promise<Report>;
}

// ---------------------------------------------------------------------------------------------------------------
// Database, environment, server

export interface BenchDatabase {
  url: string;
  name: string;
  /** True when the database was made for this run (it is dropped at the end). */
  fresh: boolean;
}

const adminUrl = () => process.env.TEST_DATABASE_ADMIN_URL || DEFAULT_TEST_DATABASE_ADMIN_URL;

async function asAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A scratch database `bench_<domain>_<pid>_<hex>`, migrated, dropped when the run ends — or the migrated database
 * of BENCH_DATABASE_URL, kept (for profiling loops; never the demo's).
 */
export async function benchDatabase(domain: string): Promise<BenchDatabase> {
  const reuse = textOption("DATABASE_URL");
  if (reuse) {
    // The bench adds users and rows: never into the demo database `npm start` serves.
    assertNotDemoDatabase(reuse, "BENCH_DATABASE_URL");
    await migrateDatabase(reuse);
    log(`database ${new URL(reuse).pathname.slice(1)} (BENCH_DATABASE_URL, kept)`);
    return { url: reuse, name: new URL(reuse).pathname.slice(1), fresh: false };
  }
  const name = `bench_${domain}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  await asAdmin(`CREATE DATABASE "${name}"`);
  cleanup.push(() => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await migrateDatabase(url.toString());
  log(`database ${name}`);
  return { url: url.toString(), name, fresh: true };
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type BenchEnv = ReturnType<typeof loadEnv>;

export function benchEnv(databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): BenchEnv {
  return loadEnv({
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    APP_URL: "http://127.0.0.1",
    OUTBOX_DIR: ".data/bench-outbox",
    LOG_LEVEL: "warn",
    ...extra,
  });
}

/** The environment of a child process (server, worker) on the bench's database and Redis. */
export function childEnv(env: BenchEnv, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    OUTBOX_DIR: env.OUTBOX_DIR,
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** The real server (buildApp) in this process, on a loopback port: set-up calls, captures, exports, imports. */
export async function startInProcess(env: BenchEnv) {
  const services = createServices(env);
  const app = await buildApp(services);
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanup.push(async () => {
    await app.close();
    await services.close();
  });
  // Redis refuses commands until connected (no offline queue): a sign-in right away would answer 503.
  for (let i = 0; services.redis.status !== "ready"; i++) {
    if (i > 100) throw new Error(`Redis not ready after 10 s (${services.redis.status})`);
    await sleep(100);
  }
  const port = (app.server.address() as { port: number }).port;
  return { services, base: `http://127.0.0.1:${port}` };
}

/** A new Admin user in the bench database, signed in on the server at `base`: its access token. */
export async function signInNewAdmin(url: string, base: string): Promise<string> {
  const db = createPrismaClient(url);
  const email = `bench.${randomBytes(3).toString("hex")}@bank.example`;
  await createUser(db, { email, role: "Admin", status: "active" });
  await db.$disconnect();
  return signIn(base, email, DEMO_PASSWORD);
}

/** Signs in over REST; the bearer token. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/public/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { accessToken: string }; message?: string };
  if (!body.data) throw new Error(`sign-in of ${email} failed: ${res.status} ${body.message}`);
  return body.data.accessToken;
}

// ---------------------------------------------------------------------------------------------------------------
// Scenarios over HTTP beside the same SQL through pg

export type Drive = (task: LoadTask) => Promise<RunResult>;

export { loadGenerator, stats };

export interface Scenario {
  name: string;
  /** Per client: the requests it sends in turn (client c acts as user c). */
  http: HttpRequest[][];
  /** Per client: what those requests sent to PostgreSQL, captured, replayed in turn. */
  sql: SqlSequence[][];
  total: number;
  seconds: number;
  warmup: number;
  /** Run before each HTTP run (e.g. put rows back as the scenario expects them). */
  reset?: () => Promise<void>;
}

export interface Comparison {
  clients: number;
  http: Stats;
  pg: Stats;
  /** CPU time per request (warm-up included), in ms: the server process's, and PostgreSQL's for each side. */
  cpu: { server: number; postgresHttp: number; postgresPg: number };
  /** The same as cpu.server. */
  serverCpuMs: number;
}

export async function compareWithPg(
  drive: Drive,
  target: { port: number; pid: number; url: string },
  scenario: Scenario,
  clientCounts: number[],
): Promise<Comparison[]> {
  const out: Comparison[] = [];
  for (const clients of clientCounts) {
    const bounds = { concurrency: clients, total: scenario.total, seconds: scenario.seconds, warmup: scenario.warmup };
    await scenario.reset?.();
    const requests = (r: RunResult) => r.latencies.length + r.errors + scenario.warmup;
    const serverBefore = cpuMs(target.pid);
    const database = new URL(target.url).pathname.slice(1);
    let backends = backendCpu(database);
    const run = await drive({ kind: "http-each", port: target.port, clients: scenario.http, ...bounds });
    const server = (cpuMs(target.pid) - serverBefore) / requests(run);
    const postgresHttp = backends.stop() / requests(run);
    backends = backendCpu(database);
    const rawRun = await drive({
      kind: "pg-each",
      url: target.url,
      poolSize: POOL_SIZE,
      clients: scenario.sql,
      ...bounds,
    });
    const cpu = { server, postgresHttp, postgresPg: backends.stop() / requests(rawRun) };
    const http = stats(run);
    const raw = stats(rawRun);
    log(
      `${scenario.name}, ${clients} client(s): HTTP ${fmt(http)}, CPU per request: server ${cpu.server.toFixed(2)} ms, ` +
        `PostgreSQL ${cpu.postgresHttp.toFixed(2)} ms | pg ${fmt(raw)}, PostgreSQL CPU ${cpu.postgresPg.toFixed(2)} ms`,
    );
    out.push({ clients, http, pg: raw, cpu, serverCpuMs: server });
  }
  return out;
}

const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));
export const latency = (s: Stats) => `${ms(s.p50)} / ${ms(s.p95)} / ${ms(s.p99)} ms`;
export const fmt = (s: Stats) =>
  `p50/p95/p99 ${latency(s)}, ${s.rps.toFixed(0)} req/s (${s.n} requests, ${s.errors} errors)`;

// ---------------------------------------------------------------------------------------------------------------
// Report

export function machineLine(pgVersion: string, detail: string) {
  const cpu = (
    /model name\s*:\s*(.*)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ??
    os.cpus()[0]?.model ??
    "?"
  ).trim();
  const load = os.loadavg().map((l) => l.toFixed(1));
  return (
    `Machine: ${execSync("nproc").toString().trim()} CPUs (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ` +
    `Node ${process.version}, PostgreSQL ${pgVersion}; ${detail}; load average ${load.join(" ")}; ${new Date().toISOString()}`
  );
}

export async function postgresVersion(url: string) {
  return withClient(url, async (c) => (await c.query("SHOW server_version")).rows[0].server_version as string);
}

export function printReport(report: Report) {
  const { rows } = report;
  console.log(`\n${report.header}\n`);
  const width = [Math.max(...rows.map((r) => r.what.length)), Math.max(...rows.map((r) => r.value.length)), 14];
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(width[0]!)} | ${b.padEnd(width[1]!)} | ${c.padEnd(width[2]!)} | ${d.padEnd(6)} |`;
  console.log(line("Measure", "Result", "Target", "Status"));
  console.log(line("-".repeat(width[0]!), "-".repeat(width[1]!), "-".repeat(width[2]!), "------"));
  for (const r of rows) console.log(line(r.what, r.value, r.target, r.ok === null ? "" : r.ok ? "ok" : "MISSED"));
  const missed = rows.filter((r) => r.ok === false);
  console.log(missed.length ? `\n${missed.length} target(s) MISSED.` : "\nAll targets met.");
  if (report.after.length) console.log(report.after.join("\n"));
}

export function writeJson(path: string, domain: string, report: Report) {
  writeFileSync(path, `${JSON.stringify({ domain, ...report }, null, 2)}\n`);
  log(`figures written to ${path}`);
}

export async function shutdown() {
  for (const step of cleanup.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`[bench] cleanup: ${(error as Error).message}`);
    }
  }
  cleanup.length = 0;
}
