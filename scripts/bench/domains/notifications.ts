/**
 * `npm run bench -- notifications` — issue 12's volume: 1,000,000 notifications over 2,000 users (account-seed.ts's
 * organisation, with a mix of notification preferences), measured against the server as `npm start` runs it (one
 * process, pool 10), each read at 1 and 4 clients beside the very SQL it sent (captured, replayed through `pg`):
 *
 * - The bell's count, GET /api/notifications/stats (the bell and the Notification Center read `stats`), and the
 *   centre's first page, GET /api/notifications?page=1&limit=20 — for typical users (~260 and ~1,000
 *   notifications) and for the busiest (~10,000: the 1 % who receive a fifth of everything). Target p95 < 20 ms.
 * - notify() to a stakeholder group of 500 users in one transaction (rows and the outbox event), called directly,
 *   its SQL replayed through `pg`, and POST /api/notifications/stakeholders over HTTP. Target < 1 s.
 * - The digest's candidate scan (digest.ts, the worker's query for users with notifications not yet e-mailed), for
 *   each frequency, paged as the worker pages it, and its plan.
 *
 * Options (environment): BENCH_NOTIFICATION_USERS (2000), BENCH_NOTIFICATIONS (1000000), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (2000 per run), BENCH_SECONDS (10 per run), BENCH_NOTIFY_RUNS (20), BENCH_PARTS
 * (reads,notify,digest), BENCH_EXPLAIN=1 (always print plans), BENCH_EXTRA_SQL (a proposed index or change, e.g.
 * "CREATE INDEX IF NOT EXISTS …": run after the other parts, then the reads are measured again, in the same run),
 * BENCH_DATABASE_URL (an existing database: migrated, seeded if it has no notifications, kept).
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { notify, SYSTEM, sendDueDigests } from "@tprm/api";
import type { PrismaClient } from "@tprm/db";
import { DEMO_PASSWORD } from "@tprm/db/factories";
import { captureSql, describeSql, explain, replayable } from "../capture.js";
import * as h from "../harness.js";
import { driveHere, type HttpRequest, type SqlSequence, type Stats } from "../load.js";
import { startRedis, startServer } from "../processes.js";
import { classes, GROUP, type Recipient, recipients, seedNotifications } from "./notifications-seed.js";

const USERS = h.option("NOTIFICATION_USERS", 2_000);
const NOTIFICATIONS = h.option("NOTIFICATIONS", 1_000_000);
const CLIENTS = h.listOption("CLIENTS", "1,4");
const REQUESTS = h.option("REQUESTS", 2_000);
const SECONDS = h.option("SECONDS", 10);
const NOTIFY_RUNS = h.option("NOTIFY_RUNS", 20);
const PARTS = new Set((h.textOption("PARTS") ?? "reads,notify,digest").split(",").map((p) => p.trim()));
const TARGET = { readP95Ms: 20, notifyMs: 1_000 };
const SERVER_EXTRA = { LOGIN_RATE_LIMIT_PER_MINUTE: "1000000" };

async function run(): Promise<h.Report> {
  const database = await h.benchDatabase("notifications");
  const url = database.url;
  const seeded = await h.withClient(url, async (c) => (await c.query(`SELECT 1 FROM "Notification" LIMIT 1`)).rowCount);
  if (!seeded) await seedNotifications(url, USERS, NOTIFICATIONS);
  const env = h.benchEnv(url, await startRedis(), SERVER_EXTRA);
  const { services, base } = await h.startInProcess(env);
  const known = await h.withClient(url, async (c) => {
    const { rows } = await c.query<{ id: string }>(`SELECT "id" FROM "User"`);
    return new Set(rows.map((r) => r.id));
  });
  const signedIn = async (list: Recipient[]) => {
    const out: (Recipient & { auth: Record<string, string> })[] = [];
    for (const p of list)
      out.push({ ...p, auth: { authorization: `Bearer ${await h.signIn(base, p.email, DEMO_PASSWORD)}` } });
    return out;
  };
  const { busiest: first, busy } = classes(USERS);
  const busiest = await signedIn(await recipients(url, 0, 4));
  const typical = await signedIn([...(await recipients(url, first, 4)), ...(await recipients(url, first + busy, 4))]);
  const admin = (await signedIn(await recipients(url, 0, 1)))[0]!; // member 0 is an Admin (account-seed.ts)

  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  const after: string[] = [];
  const explainAll = h.option("EXPLAIN", 0) === 1;
  const server = await startServer(h.childEnv(env, SERVER_EXTRA), 1, h.POOL_SIZE);
  const drive = h.loadGenerator();
  const target = { port: server.port, pid: server.pid, url };

  // --- The bell's count and the centre's first page -------------------------------------------------------------
  const reads = [
    { label: "Bell count, GET /api/notifications/stats", path: "/api/notifications/stats" },
    {
      label: "Centre's first page, GET /api/notifications?page=1&limit=20",
      path: "/api/notifications?page=1&limit=20",
    },
  ];
  const groups = [
    { label: "typical users", users: typical },
    { label: "the busiest users", users: busiest },
  ];
  const measureReads = async (variant: string) => {
    for (const read of reads) for (const group of groups) await measureRead(read, group, variant);
  };
  const measureRead = async (read: (typeof reads)[number], group: (typeof groups)[number], variant: string) => {
    const requests = group.users.map((p): HttpRequest => ({ method: "GET", path: read.path, headers: p.auth }));
    const sql: SqlSequence[] = [];
    for (const r of requests) {
      const send = async () => {
        const res = await fetch(`${base}${r.path}`, { headers: r.headers });
        if (!res.ok) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
      };
      await send(); // the session's activity is touched at most once a while: not on every request
      sql.push(replayable(await captureSql(send), known));
    }
    const held = group.users.map((p) => `${p.total.toLocaleString("en")}/${p.unread.toLocaleString("en")}`).join(", ");
    const name = `${read.label}, ${group.label}${variant}`;
    let missed = false;
    for (const clients of CLIENTS) {
      // Client c asks as users c, c + clients, … in turn (with one client: all of them).
      const split = <T>(list: T[]) =>
        Array.from({ length: clients }, (_, c) => list.filter((_, i) => i % clients === c));
      const scenario = {
        name,
        http: split(requests),
        sql: split(sql),
        total: REQUESTS,
        seconds: SECONDS,
        warmup: 100,
      };
      const [cmp] = await h.compareWithPg(drive, target, scenario, [clients]);
      const ok = cmp!.http.p95 < TARGET.readP95Ms && cmp!.http.errors === 0;
      missed ||= !ok;
      const { http, pg, cpu } = cmp!;
      rows.push({
        what: `${name}, ${clients} client${clients === 1 ? "" : "s"}: HTTP p50 / p95 / p99`,
        value: `${h.latency(http)} (${http.rps.toFixed(0)} req/s); CPU/req ${cpuOf(cpu.server, cpu.postgresHttp)}`,
        target: `p95 < ${TARGET.readP95Ms} ms`,
        ok,
      });
      rows.push(pgRow(`  the same SQL through pg (${sql[0]!.statements.length} statements)`, pg, http, cpu.postgresPg));
      results.push({ scenario: name, clients, held, ...cmp });
    }
    after.push(
      `\n== ${name} (notifications/unread held: ${held}): what one request sent\n${describeSql(sql.at(-1)!.statements)}`,
    );
    if (missed || explainAll)
      after.push(`EXPLAIN ANALYZE (the last user):\n${await explain(url, sql.at(-1)!.statements)}`);
  };
  if (PARTS.has("reads")) await measureReads("");

  // --- The digest's candidate scan, as the worker pages it (before notify adds rows not yet e-mailed) -----------
  if (PARTS.has("digest")) after.push(...(await digestScan(url, rows, results)));

  // --- notify() to a stakeholder group of 500 --------------------------------------------------------------------
  if (PARTS.has("notify")) {
    const once = () =>
      services.db.$transaction((tx) =>
        notify(tx, SYSTEM, {
          eventKey: randomUUID(), // uuid-shaped: the replay gives each run a fresh one
          eventType: "stakeholder.notified",
          type: "workflow",
          priority: "high",
          title: "Quarterly outsourcing review: evidence due on Friday",
          message: "Please upload the evidence for your vendors before Friday; the committee meets on Monday.",
          link: "/vendor-management",
          audience: { stakeholders: [GROUP] },
        }),
      );
    const first = await once();
    const notifySql = replayable(await captureSql(once), known);
    const direct = h.stats(await driveHere(1, NOTIFY_RUNS, 300, once));
    const pg = h.stats(
      await drive({
        kind: "pg-each",
        url,
        poolSize: h.POOL_SIZE,
        clients: [[notifySql]],
        concurrency: 1,
        total: NOTIFY_RUNS,
        seconds: 300,
        warmup: 2,
      }),
    );
    const body = JSON.stringify({
      type: GROUP,
      title: "Vendor exit plan updated",
      message: "The exit plans of three critical vendors changed; see the register.",
      priority: "high",
    });
    const post = { method: "POST", path: "/api/notifications/stakeholders", headers: admin.auth, body };
    const http = h.stats(
      await drive({
        kind: "http-each",
        port: server.port,
        clients: [[post]],
        concurrency: 1,
        total: NOTIFY_RUNS,
        seconds: 300,
        warmup: 2,
      }),
    );
    const who = `${first.recipients} rows + ${first.mailboxes.length} mailboxes`;
    for (const [what, s] of [
      [`notify() to the ${GROUP} group (${who}), one transaction, ${NOTIFY_RUNS} runs: p50 / p95 / p99`, direct],
      [`  the same SQL through pg (${notifySql.statements.length} statements)`, pg],
      [`  POST /api/notifications/stakeholders over HTTP (with its audit row)`, http],
    ] as const) {
      rows.push({
        what,
        value: `${h.latency(s)}, ${s.errors} errors`,
        target: `< ${TARGET.notifyMs} ms`,
        ok: s.p95 < TARGET.notifyMs && !s.errors,
      });
      results.push({ scenario: what.trim(), ...s });
    }
    after.push(`\n== notify() to ${GROUP}: the SQL it sent\n${describeSql(notifySql.statements)}`);
  }

  // --- A proposed index or query (BENCH_EXTRA_SQL), the reads measured again beside the figures above ------------
  const extra = h.textOption("EXTRA_SQL");
  if (extra && PARTS.has("reads")) {
    h.log(`extra SQL: ${extra}`);
    await h.withClient(url, async (c) => c.query(extra).then(() => c.query(`VACUUM ANALYZE "Notification"`)));
    await measureReads(", with BENCH_EXTRA_SQL");
  }
  await server.stop();

  const header = h.machineLine(
    await h.postgresVersion(url),
    `${USERS.toLocaleString("en")} users, ${NOTIFICATIONS.toLocaleString("en")} notifications; server as npm start runs it, 1 process, pool ${h.POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

async function digestScan(url: string, rows: h.Row[], results: Record<string, unknown>[]) {
  const after: string[] = [];
  for (const frequency of ["hourly", "daily", "weekly", "monthly"] as const) {
    // The worker's own query, taken from sendDueDigests by a stand-in client that answers "no candidates".
    let query: { text: string; values: unknown[] } | undefined;
    const recorder = {
      $queryRaw: async (q: typeof query) => {
        query = q;
        return [];
      },
    };
    await sendDueDigests(recorder as unknown as PrismaClient, frequency, { appUrl: "http://127.0.0.1" });
    const { text, values } = query!;
    const at = values.indexOf("00000000-0000-0000-0000-000000000000");
    const times: number[] = [];
    let found = 0;
    let batches = 0;
    await h.withClient(url, async (c) => {
      for (let run = 0; run < 5; run++) {
        const t0 = performance.now();
        [found, batches] = [0, 0];
        for (let from = values[at]; ; batches++) {
          const { rows: got } = await c.query(
            text,
            values.map((v, i) => (i === at ? from : v)),
          );
          found += got.length;
          if (got.length < 500) break;
          from = got.at(-1).userId;
        }
        times.push(performance.now() - t0);
      }
    });
    times.sort((a, b) => a - b);
    const what = `Digest candidate scan (${frequency}), all pages: p50 / max of 5`;
    rows.push({
      what,
      value: `${times[2]!.toFixed(0)} / ${times[4]!.toFixed(0)} ms (${found} users, ${batches + 1} queries)`,
      target: "—",
      ok: null,
    });
    results.push({ scenario: what, frequency, times, users: found, queries: batches + 1 });
    if (frequency === "daily")
      after.push(`\n== Digest candidates (daily), first page:\n${await explain(url, [{ sql: text, params: values }])}`);
  }
  return after;
}

/** CPU per request, the server's + PostgreSQL's, in ms: far less distorted by a busy machine than latency. */
const cpuOf = (server: number, postgres: number) =>
  `${(server + postgres).toFixed(1)} ms (server ${server.toFixed(1)} + PostgreSQL ${postgres.toFixed(1)})`;

function pgRow(what: string, pg: Stats, http: Stats, postgresCpu: number): h.Row {
  return {
    what,
    value: `${h.latency(pg)} (${pg.rps.toFixed(0)} req/s); PostgreSQL CPU/req ${postgresCpu.toFixed(1)} ms; HTTP +${(http.p50 - pg.p50).toFixed(1)} ms at p50`,
    target: "—",
    ok: null,
  };
}

export const domain: h.Domain = {
  summary:
    "1,000,000 notifications: the bell's count and the centre's page at 1 and 4 clients, notify() to 500, digests",
  run,
};
