/**
 * `npm run bench -- contracts` — issue 14's volume: 100,000 contracts over 10,000 vendors (contracts-data.ts),
 * measured against the server as `npm start` runs it (one process, pool 10), each read at 1 and 4 clients beside
 * the very SQL it sent (captured, replayed through `pg`):
 *
 * - The list's page, GET /api/contracts (25 a page, as the register asks): the default order (end date soonest),
 *   filtered (status, expiring, type sorted by value, an owner's), a vendor's contracts, searched (a reference, a
 *   word, a vendor's name). Targets: p95 ≤ 30 ms and HTTP at least 0.5× the requests/s of the same SQL through pg.
 * - The daily job contract-reminders (contracts/reminders.ts) over the 100,000 contracts, as the worker runs it
 *   (its Prisma client, pool 10): today's run (the state yesterday's run left: one day's renewals, expiries and
 *   reminders), the same run again (nothing new), and a catch-up run with no reminder recorded (every deadline
 *   within 90 days told at once). Target ≤ 10 s.
 *
 * Options (environment): BENCH_CONTRACT_VENDORS (10000), BENCH_CONTRACTS (100000), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (2000 per run), BENCH_SECONDS (8 per run), BENCH_PARTS (list,job), BENCH_EXPLAIN=1 (always print
 * plans), BENCH_DATABASE_URL (an existing database: migrated, seeded if it has no contracts, kept — the job part
 * changes its contracts).
 */
import { runContractReminders } from "@tprm/api";
import { todayIn } from "@tprm/api/dates";
import { createPrismaClient } from "@tprm/db";
import { captureSql, describeSql, explain, replayable } from "../capture.js";
import * as h from "../harness.js";
import type { HttpRequest, SqlSequence } from "../load.js";
import { startRedis, startServer } from "../processes.js";
import { contractCount, seedContracts } from "./contracts-data.js";

const VENDORS = h.option("CONTRACT_VENDORS", 10_000);
const CONTRACTS = h.option("CONTRACTS", 100_000);
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 2_000);
const SECONDS = h.option("SECONDS", 8);
const PARTS = new Set((h.textOption("PARTS") ?? "list,job").split(",").map((p) => p.trim()));
const TARGET = { listP95Ms: 30, ratio: 0.5, jobSeconds: 10 };

type Query = Record<string, string>;
interface Read {
  name: string;
  queries: Query[];
}

async function samples(url: string) {
  return h.withClient(url, async (c) => {
    const pick = async (sql: string) => (await c.query(sql)).rows.map((r: { v: string }) => r.v);
    return {
      vendors: await pick(`SELECT "id"::text AS v FROM "Vendor" ORDER BY md5("id"::text) LIMIT 20`),
      names: await pick(`SELECT "name" AS v FROM "Vendor" ORDER BY md5("name") LIMIT 20`),
      owners: await pick(`SELECT "id"::text AS v FROM "User" WHERE "email" LIKE 'owner%' ORDER BY "email" LIMIT 8`),
      references: await pick(`SELECT "reference" AS v FROM "Contract" ORDER BY md5("reference") LIMIT 20`),
    };
  });
}

function reads(s: Awaited<ReturnType<typeof samples>>): Read[] {
  const page = (n: number, q: Query = {}) =>
    Array.from({ length: n }, (_, i) => ({ limit: "25", page: String(i + 1), ...q }));
  const each = (values: string[], key: string, q: Query = {}) =>
    values.map((value) => ({ limit: "25", [key]: value, ...q }));
  return [
    { name: "default (end date soonest, pages 1–10)", queries: page(10) },
    { name: "filtered (Active, pages 1–10)", queries: page(10, { status: "executed" }) },
    { name: "filtered (expiring within 30 days, pages 1–3)", queries: page(3, { expiring: "true" }) },
    {
      name: "filtered (SLAs, highest value first, pages 1–5)",
      queries: page(5, { type: "sla", sort: "value", order: "desc" }),
    },
    {
      name: "filtered (an owner's Under review, 8 owners)",
      queries: each(s.owners, "ownerId", { status: "under_review" }),
    },
    { name: "a vendor's contracts (20 vendors)", queries: each(s.vendors, "vendorId") },
    { name: "searched (a reference, 20 references)", queries: each(s.references, "search") },
    {
      name: "searched (a word in ~5% of names)",
      queries: ["hosting", "clearing", "custody", "payroll", "settlement"].map((search) => ({ limit: "25", search })),
    },
    { name: "searched (a vendor's name, 20 vendors)", queries: each(s.names, "search") },
  ];
}

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("contracts");
  const url = database.url;
  if ((await contractCount(url)) === 0) await seedContracts(url, VENDORS, CONTRACTS);
  const env = h.benchEnv(url, await startRedis());
  const { base } = await h.startInProcess(env);
  const auth = { authorization: `Bearer ${await h.signInNewAdmin(url, base)}` };
  const total = await contractCount(url);

  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  const after: string[] = [];
  const explainAll = h.option("EXPLAIN", 0) === 1;

  if (PARTS.has("list")) {
    const server = await startServer(h.childEnv(env), 1, h.POOL_SIZE);
    const drive = h.loadGenerator();
    const target = { port: server.port, pid: server.pid, url };
    for (const read of reads(await samples(url))) {
      const name = `List ${read.name}`;
      const requests = read.queries.map(
        (q): HttpRequest => ({
          method: "GET",
          path: `/api/contracts?${new URLSearchParams(q).toString()}`,
          headers: auth,
        }),
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
      let missed = false;
      for (const clients of CLIENTS) {
        // Every client goes through all the requests, each from its own starting point.
        const rotate = <T>(list: T[]) =>
          Array.from({ length: clients }, (_, c) => [
            ...list.slice(c % list.length),
            ...list.slice(0, c % list.length),
          ]);
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
        const ok = http.p95 <= TARGET.listP95Ms && http.errors === 0;
        missed ||= !ok || ratio < TARGET.ratio;
        rows.push({
          what: `${name}, ${clients} client${clients === 1 ? "" : "s"}: HTTP p50 / p95 / p99`,
          value: `${h.latency(http)} (${http.rps.toFixed(0)} req/s); CPU/req server ${cpu.server.toFixed(1)} + PostgreSQL ${cpu.postgresHttp.toFixed(1)} ms`,
          target: `p95 ≤ ${TARGET.listP95Ms} ms`,
          ok,
        });
        rows.push({
          what: `  the same SQL through pg (${sql[0]!.statements.length} statements): p50 / p95 / p99`,
          value: `${h.latency(pg)} (${pg.rps.toFixed(0)} req/s); HTTP ${ratio.toFixed(2)}× pg's req/s`,
          target: `≥ ${TARGET.ratio}×`,
          ok: ratio >= TARGET.ratio,
        });
        results.push({ scenario: name, clients, ratio, ...cmp });
      }
      after.push(`\n== ${name}: what one request sent\n${describeSql(sql[0]!.statements)}`);
      if (missed || explainAll)
        after.push(`EXPLAIN ANALYZE (the first request):\n${await explain(url, sql[0]!.statements)}`);
    }
    await server.stop();
  }

  if (PARTS.has("job")) await jobRuns(url, total, rows, results);

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${VENDORS.toLocaleString("en")} vendors, ${total.toLocaleString("en")} contracts; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

/** The daily job as the worker runs it: today's run, the same again, then a catch-up with no reminder recorded. */
async function jobRuns(url: string, total: number, rows: h.Row[], results: Record<string, unknown>[]) {
  const db = createPrismaClient(url, { poolSize: h.POOL_SIZE });
  const today = todayIn("UTC");
  const notifications = () => db.notification.count();
  try {
    const measure = async (scenario: string, what: string) => {
      const before = await notifications();
      const started = performance.now();
      const result = await runContractReminders(db, { timeZone: "UTC", today });
      const seconds = (performance.now() - started) / 1000;
      const written = (await notifications()) - before;
      h.log(`${scenario}: ${JSON.stringify(result)} in ${seconds.toFixed(2)} s (${written} notifications)`);
      rows.push({
        what: `Job contract-reminders over ${total.toLocaleString("en")} contracts, ${what}`,
        value:
          `${seconds.toFixed(2)} s: ${result.renewed} renewed, ${result.expired} expired, ${result.reminders} ` +
          `reminders, ${result.notified.toLocaleString("en")} notifications`,
        target: `≤ ${TARGET.jobSeconds} s`,
        ok: seconds <= TARGET.jobSeconds,
      });
      results.push({ scenario, seconds, ...result, notificationsWritten: written });
    };
    await measure("job today", "today's run (yesterday's run done)");
    await measure("job again", "the same day again (nothing new)");
    const cleared = await db.contractReminder.deleteMany({});
    h.log(`catch-up: ${cleared.count.toLocaleString("en")} reminder rows cleared`);
    await measure("job catch-up", "catch-up with no reminder recorded (every deadline within 90 days)");
  } finally {
    await db.$disconnect();
  }
}

export const domain: h.Domain = {
  summary: "100,000 contracts over 10,000 vendors: list pages at 1 and 4 clients, the daily reminder job",
  run,
};
