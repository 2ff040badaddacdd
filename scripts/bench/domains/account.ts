/**
 * `npm run bench -- account` — the calls every screen starts with and the account's own writes, measured over HTTP
 * against the server as `npm start` runs it (one process, pool 10), each at 1 and 4 concurrent clients (client c
 * signs in as member c), beside the very SQL each request sent (captured on its way to the pool from the server run
 * in this process, replayed straight through `pg` with the same pool size and concurrency):
 *
 * - GET /api/users/settings: the session lookup (session, user and the organisation's session lifetime in one
 *   query) and the user's settings row.
 * - GET /api/auth/me: the same, plus the organisation's policy (kept 5 s per process, so a request rarely reads it;
 *   the `pg` side is also measured with that read on every request).
 * - PUT /api/users/settings, each save changing the theme (light, dark, light…): a transaction reading the row,
 *   writing it and its audit row.
 * - Sign-in (POST /api/public/auth/login): the rate limit (Redis), the account held FOR UPDATE while argon2id
 *   verifies the password, the new session, the attempt and the audit row; argon2id alone is measured beside it.
 *
 * Options (environment): BENCH_ACCOUNT_USERS (2000 people in the organisation), BENCH_CLIENTS ("1,4"),
 * BENCH_REQUESTS (2000 per run), BENCH_SECONDS (10 per run), BENCH_SIGNINS (200 per run, 30 s at most),
 * BENCH_PARTS (settings,me,save,signin), BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/p"),
 * BENCH_DATABASE_URL (an existing database: migrated, seeded if it has no members, kept).
 */
import { verifyPassword } from "@tprm/db";
import { DEMO_PASSWORD } from "@tprm/db/factories";
import { forgetOrganisationPolicy } from "../../../packages/api/src/settings/public.js";
import { captureSql, describeSql, replayable } from "../capture.js";
import {
  benchDatabase,
  benchEnv,
  type Comparison,
  childEnv,
  compareWithPg,
  type Domain,
  latency,
  listOption,
  loadGenerator,
  log,
  machineLine,
  option,
  POOL_SIZE,
  postgresVersion,
  type Report,
  type Row,
  type Scenario,
  signIn,
  startInProcess,
  stats,
  textOption,
  withClient,
} from "../harness.js";
import { driveHere, type HttpRequest, type SqlSequence, type Stats } from "../load.js";
import { startRedis, startServer } from "../processes.js";
import { members, seedAccounts } from "./account-seed.js";

const USERS = option("ACCOUNT_USERS", 2_000);
const CLIENTS = listOption("CLIENTS", "1,4");
const REQUESTS = option("REQUESTS", 2_000);
const SECONDS = option("SECONDS", 10);
const SIGNINS = option("SIGNINS", 200);
const PARTS = new Set((textOption("PARTS") ?? "settings,me,save,signin").split(",").map((p) => p.trim()));
/** The start-up reads of every screen: p95 under 50 ms with 4 clients (docs/benchmarks.md, "Account"). */
const READ_P95_MS = 50;
const READ_TARGET_CLIENTS = 4;
/** The benchmark signs in far more often than a person could; the server's per-address limit would refuse it. */
const SERVER_EXTRA = { LOGIN_RATE_LIMIT_PER_MINUTE: "1000000" };

async function run(): Promise<Report> {
  const database = await benchDatabase("account");
  const clientCount = Math.max(...CLIENTS);
  let people = await members(database.url, clientCount);
  if (people.length < clientCount) {
    await seedAccounts(database.url, Math.max(USERS, clientCount));
    people = await members(database.url, clientCount);
  }
  const env = benchEnv(database.url, await startRedis(), SERVER_EXTRA);
  const { services, base } = await startInProcess(env);
  const tokens: string[] = [];
  for (const p of people) tokens.push(await signIn(base, p.email, DEMO_PASSWORD));
  const known = await withClient(database.url, async (c) => {
    const { rows } = await c.query<{ id: string }>(`SELECT "id" FROM "User"`);
    return new Set(rows.map((r) => r.id));
  });

  // --- The requests each client sends, and the SQL each sent, captured from the server in this process ---------
  const bearer = (i: number) => ({ authorization: `Bearer ${tokens[i]}` });
  const answerBytes = new Map<string, number>();
  const send = async (r: HttpRequest) => {
    const headers = r.body === undefined ? r.headers : { ...r.headers, "content-type": "application/json" };
    const res = await fetch(`${base}${r.path}`, { method: r.method, headers, body: r.body });
    const text = await res.text();
    if (!res.ok) throw new Error(`${r.method} ${r.path}: ${res.status} ${text.slice(0, 200)}`);
    answerBytes.set(`${r.method} ${r.path}`, Buffer.byteLength(text));
    return JSON.parse(text) as { data: Record<string, unknown> };
  };
  const capture = async (r: HttpRequest) => replayable(await captureSql(() => send(r)), known);
  const captureEach = async (requests: HttpRequest[][]) => {
    const out: SqlSequence[][] = [];
    for (const list of requests) {
      const sequences: SqlSequence[] = [];
      for (const r of list) sequences.push(await capture(r));
      out.push(sequences);
    }
    return out;
  };

  const getSettings = people.map((_, i) => [{ method: "GET", path: "/api/users/settings", headers: bearer(i) }]);
  const getMe = people.map((_, i) => [{ method: "GET", path: "/api/auth/me", headers: bearer(i) }]);
  const saved = await Promise.all(getSettings.map(async ([r]) => (await send(r!)).data));
  const put = (i: number, theme: string) => ({
    method: "PUT",
    path: "/api/users/settings",
    headers: bearer(i),
    body: JSON.stringify({ ...saved[i], theme }),
  });
  const putSettings = people.map((_, i) => [put(i, "dark"), put(i, "light")]);
  const signIns = people.map((p) => [
    {
      method: "POST",
      path: "/api/public/auth/login",
      headers: {} as Record<string, string>,
      body: JSON.stringify({ email: p.email, password: DEMO_PASSWORD }),
    },
  ]);
  // `me` as the server sends it (the policy in its 5 s cache) and with the policy read, as after the cache lapses.
  const meCold: SqlSequence[][] = [];
  const meWarm: SqlSequence[][] = [];
  for (const [r] of getMe) {
    forgetOrganisationPolicy(services.db);
    meCold.push([await capture(r!)]);
    meWarm.push([await capture(r!)]);
  }
  const captured = {
    settings: await captureEach(getSettings),
    save: await captureEach(putSettings),
    signin: await captureEach(signIns),
  };
  const sqlOf = (request: string, detail: string, sequence: SqlSequence) =>
    `\n== ${request}${detail}: the SQL one request sent (${sequence.statements.length} statements; its answer ` +
    `${answerBytes.get(request)} bytes of JSON)\n${describeSql(sequence.statements)}`;
  const after = [
    sqlOf("GET /api/users/settings", "", captured.settings[0]![0]!),
    sqlOf("GET /api/auth/me", " (policy in the cache)", meWarm[0]![0]!),
    sqlOf("GET /api/auth/me", " (policy read)", meCold[0]![0]!),
    sqlOf("PUT /api/users/settings", " (a change)", captured.save[0]![0]!),
    sqlOf("POST /api/public/auth/login", "", captured.signin[0]![0]!),
  ];
  for (const text of after) console.log(text);

  // --- Measured against the server as `npm start` runs it --------------------------------------------------------
  const nodeArgs = (textOption("SERVER_NODE_ARGS") ?? "").split(" ").filter(Boolean);
  const server = await startServer(childEnv(env, SERVER_EXTRA), 1, POOL_SIZE, nodeArgs);
  const drive = loadGenerator();
  const target = { port: server.port, pid: server.pid, url: database.url };
  const reads = { total: REQUESTS, seconds: SECONDS, warmup: 100 };
  const rows: Row[] = [];
  const results: Record<string, unknown>[] = [];
  const record = (label: string, comparisons: Comparison[], statements: number, readTarget: boolean) => {
    for (const { clients, http, pg, cpu } of comparisons) {
      const judged = readTarget && clients === READ_TARGET_CLIENTS;
      rows.push({
        what: `${label}, ${clients} client${clients === 1 ? "" : "s"}: HTTP p50 / p95 / p99`,
        value: `${latency(http)} (${http.rps.toFixed(0)} req/s); CPU/req ${cpuOf(cpu.server, cpu.postgresHttp)}`,
        target: judged ? `p95 < ${READ_P95_MS} ms` : "—",
        ok: judged ? http.p95 < READ_P95_MS && http.errors === 0 : null,
      });
      rows.push(pgRow(`  the same SQL through pg (${statements} statements)`, pg, http, cpu.postgresPg));
      results.push({ scenario: label, clients, statements, http, pg, cpu });
    }
  };

  if (PARTS.has("settings")) {
    const scenario = { name: "GET /api/users/settings", http: getSettings, sql: captured.settings, ...reads };
    record(scenario.name, await compareWithPg(drive, target, scenario, CLIENTS), statementsOf(captured.settings), true);
  }
  if (PARTS.has("me")) {
    const scenario = { name: "GET /api/auth/me", http: getMe, sql: meWarm, ...reads };
    const comparisons = await compareWithPg(drive, target, scenario, CLIENTS);
    record(scenario.name, comparisons, statementsOf(meWarm), true);
    for (const { clients, http } of comparisons) {
      const bounds = { concurrency: clients, ...reads };
      const cold = stats(
        await drive({ kind: "pg-each", url: database.url, poolSize: POOL_SIZE, clients: meCold, ...bounds }),
      );
      log(
        `GET /api/auth/me with the policy read, ${clients} client(s): pg ${latency(cold)}, ${cold.rps.toFixed(0)} req/s`,
      );
      const who = `${clients} client${clients === 1 ? "" : "s"}`;
      rows.push(pgRow(`  pg with the policy read too (${statementsOf(meCold)} statements), ${who}`, cold, http));
      results.push({ scenario: "GET /api/auth/me, pg with the policy read", clients, pg: cold });
    }
  }
  if (PARTS.has("save")) {
    const ids = people.map((p) => p.id);
    const scenario: Scenario = {
      name: "PUT /api/users/settings (a change)",
      http: putSettings,
      sql: captured.save,
      ...reads,
      // Each client's first save turns the theme dark: start from light, as captured.
      reset: () =>
        withClient(database.url, (c) =>
          c.query(`UPDATE "UserSettings" SET "theme" = 'light' WHERE "userId" = ANY($1::uuid[])`, [ids]),
        ).then(() => {}),
    };
    record(scenario.name, await compareWithPg(drive, target, scenario, CLIENTS), statementsOf(captured.save), false);
  }
  if (PARTS.has("signin")) {
    const bounds = { total: SIGNINS, seconds: 30, warmup: 8 };
    const scenario = { name: "POST /api/public/auth/login", http: signIns, sql: captured.signin, ...bounds };
    const comparisons = await compareWithPg(drive, target, scenario, CLIENTS);
    record("Sign-in (POST /api/public/auth/login)", comparisons, statementsOf(captured.signin), false);
    // argon2id alone, on this process's libuv pool (4 threads, as the server's): what a sign-in waits for.
    const hash = await withClient(database.url, async (c) => {
      const { rows: found } = await c.query(`SELECT "passwordHash" FROM "User" WHERE "id" = $1`, [people[0]!.id]);
      return found[0].passwordHash as string;
    });
    for (const { clients, http } of comparisons) {
      const argon = stats(await driveHere(clients, SIGNINS, 30, () => verifyPassword(hash, DEMO_PASSWORD)));
      log(`argon2id verify, ${clients} at once: ${latency(argon)}, ${argon.rps.toFixed(0)}/s`);
      rows.push({
        what: `  argon2id verify alone (19 MiB, 2 passes), ${clients} at once`,
        value: `${latency(argon)} (${argon.rps.toFixed(0)}/s) = ${((100 * argon.p50) / http.p50).toFixed(0)} % of the sign-in's p50`,
        target: "—",
        ok: null,
      });
      results.push({ scenario: "argon2id verify", clients, argon2: argon });
    }
  }
  await server.stop();

  const header = machineLine(
    await postgresVersion(database.url),
    `${USERS.toLocaleString("en")} users; server as npm start runs it, 1 process, pool ${POOL_SIZE}; pg pool ${POOL_SIZE}`,
  );
  return { header, rows, results, after };
}

const statementsOf = (perClient: SqlSequence[][]) => perClient[0]![0]!.statements.length;

/** CPU per request: the server's + PostgreSQL's, in ms. */
const cpuOf = (server: number, postgres: number) => `${server.toFixed(1)} + ${postgres.toFixed(1)} ms`;

function pgRow(what: string, pg: Stats, http: Stats, postgresCpu?: number): Row {
  const extra = http.p50 - pg.p50;
  const cpu = postgresCpu === undefined ? "" : `; CPU/req ${postgresCpu.toFixed(1)} ms`;
  return {
    what,
    value: `${latency(pg)} (${pg.rps.toFixed(0)} req/s)${cpu}; HTTP/pg ${(http.rps / pg.rps).toFixed(2)}×, HTTP ${extra < 0 ? "−" : "+"}${Math.abs(extra).toFixed(1)} ms at p50`,
    target: "—",
    ok: null,
  };
}

export const domain: Domain = {
  summary: "start-up reads (settings, me), saving settings and sign-in, at 1 and 4 clients beside the same SQL in pg",
  run,
};
