// Measuring a screen's GET calls (the governance and workflow benchmarks): each path at every client count beside
// the very SQL it sent (captured, replayed through `pg`), with its plans when a target is missed.
import { captureSql, describeSql, explain, replayable } from "./capture.js";
import * as h from "./harness.js";
import type { HttpRequest, SqlSequence } from "./load.js";
import { startServer } from "./processes.js";

export interface CallGroup {
  key: string;
  tab: string;
  paths: string[];
}

export interface CallOptions {
  url: string;
  env: Parameters<typeof h.childEnv>[0];
  base: string;
  auth: Record<string, string>;
  groups: CallGroup[];
  chosen: string[];
  clients: number[];
  requests: number;
  seconds: number;
  target: { p95Ms: number; ratio: number };
  /** Name a call by its whole path (query included) rather than its path alone. */
  nameWithQuery?: boolean;
}

export async function measureGetCalls(o: CallOptions) {
  const { url, env, base, auth } = o;
  const rows: h.Row[] = [];
  const results: Record<string, unknown>[] = [];
  const after: string[] = [];
  const explainAll = h.option("EXPLAIN", 0) === 1;
  const server = await startServer(h.childEnv(env), 1, h.POOL_SIZE);
  const drive = h.loadGenerator();
  const target = { port: server.port, pid: server.pid, url };

  for (const { tab, paths } of o.groups.filter((t) => o.chosen.includes(t.key))) {
    for (const path of paths) {
      const name = `${tab}: GET ${o.nameWithQuery ? path : path.split("?")[0]}`;
      const request: HttpRequest = { method: "GET", path, headers: auth };
      const send = async () => {
        const res = await fetch(`${base}${path}`, { headers: auth });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      };
      try {
        await send(); // the session's activity is touched at most once a while: not on every request
      } catch (error) {
        h.log(`skipped ${name}: ${(error as Error).message.slice(0, 200)}`);
        rows.push({
          what: `${name}: not measured`,
          value: (error as Error).message.slice(0, 120),
          target: "",
          ok: null,
        });
        continue;
      }
      const captured = await captureSql(send);
      const sql: SqlSequence = replayable(captured, new Set());
      let missed = false;
      for (const clients of o.clients) {
        const scenario = {
          name,
          http: Array.from({ length: clients }, () => [request]),
          sql: Array.from({ length: clients }, () => [sql]),
          total: o.requests,
          seconds: o.seconds,
          warmup: 30,
        };
        const [cmp] = await h.compareWithPg(drive, target, scenario, [clients]);
        const { http, pg, cpu } = cmp!;
        const ratio = http.rps / pg.rps;
        const ok = http.p95 <= o.target.p95Ms && http.errors === 0;
        missed ||= !ok;
        rows.push({
          what: `${name}, ${clients} client${clients === 1 ? "" : "s"}: HTTP p50 / p95 / p99`,
          value: `${h.latency(http)} (${http.rps.toFixed(0)} req/s); CPU/req server ${cpu.server.toFixed(1)} + PostgreSQL ${cpu.postgresHttp.toFixed(1)} ms`,
          target: `p95 ≤ ${o.target.p95Ms} ms`,
          ok,
        });
        rows.push({
          what: `  the same SQL through pg (${sql.statements.length} statements): p50 / p95 / p99`,
          value: `${h.latency(pg)} (${pg.rps.toFixed(0)} req/s); HTTP ${ratio.toFixed(2)}× pg's req/s`,
          target: `≥ ${o.target.ratio}×`,
          ok: ratio >= o.target.ratio,
        });
        results.push({ scenario: name, clients, ratio, ...cmp });
      }
      after.push(`\n== ${name}: what one request sent\n${describeSql(captured)}`);
      if (missed || explainAll) after.push(`EXPLAIN ANALYZE (the first request):\n${await explain(url, captured)}`);
    }
  }
  await server.stop();
  return { rows, results, after };
}
