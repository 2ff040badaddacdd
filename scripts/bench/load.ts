// Load generation, in a worker thread so the clients never run on the event loop of a server in this process.
// Closed loop: each client sends its next request when the previous one answered.
import { createRequire } from "node:module";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { cleanup } from "./processes.js";

const require = createRequire(import.meta.url);

const LOAD_SCRIPT = `
const { parentPort, workerData } = require("node:worker_threads");
const http = require("node:http");
const { randomBytes, randomUUID } = require("node:crypto");
const pg = require(workerData.pgPath);
const { performance } = require("node:perf_hooks");

async function drive(concurrency, total, seconds, once) {
  const latencies = [];
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let errors = 0;
  async function loop(client) {
    let own = 0;
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const k = own++;
      const t0 = performance.now();
      try { await once(i, client, k); latencies.push(performance.now() - t0); } catch (e) { errors++; if (errors < 3) console.error(e.message); }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, c) => loop(c)));
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}

// A UUIDv7 (time-ordered, as Prisma's uuid(7) makes them) for the ids a replayed INSERT must not repeat.
function uuid7() {
  const b = randomBytes(16);
  const ms = BigInt(Date.now());
  for (let i = 0; i < 6; i++) b[i] = Number((ms >> BigInt(8 * (5 - i))) & 0xffn);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return h.slice(0, 8) + "-" + h.slice(8, 12) + "-" + h.slice(12, 16) + "-" + h.slice(16, 20) + "-" + h.slice(20);
}
const freshOf = { uuid: uuid7, hex64: () => randomBytes(32).toString("hex") };

// One captured request replayed: fresh ids swapped in, a transaction (BEGIN … COMMIT) on one connection as the
// server holds one, other statements on the pool as the server sends them.
async function replay(pool, sequence) {
  const swap = new Map(sequence.fresh.map((f) => [f.value, freshOf[f.kind]()]));
  const params = (q) => (swap.size ? q.params.map((p) => (swap.has(p) ? swap.get(p) : p)) : q.params);
  const statements = sequence.statements;
  for (let i = 0; i < statements.length; i++) {
    if (!/^\\s*BEGIN/i.test(statements[i].sql)) { await pool.query(statements[i].sql, params(statements[i])); continue; }
    const conn = await pool.connect();
    try {
      for (; i < statements.length; i++) {
        await conn.query(statements[i].sql, params(statements[i]));
        if (/^\\s*(COMMIT|ROLLBACK)/i.test(statements[i].sql)) break;
      }
    } finally { conn.release(); }
  }
}

function send(agent, port, r) {
  return new Promise((resolve, reject) => {
    const headers = r.body === undefined ? r.headers : { ...r.headers, "content-type": "application/json", "content-length": Buffer.byteLength(r.body) };
    const req = http.request({ host: "127.0.0.1", port, path: r.path, method: r.method, agent, headers }, (res) => {
      let size = 0;
      res.on("data", (c) => { size += c.length; });
      res.on("end", () => (res.statusCode >= 200 && res.statusCode < 300 ? resolve(size) : reject(new Error(r.method + " " + r.path + ": HTTP " + res.statusCode))));
    });
    req.on("error", reject);
    req.end(r.body);
  });
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
    } else if (task.kind === "pg") {
      const pool = new pg.Pool({ connectionString: task.url, max: task.poolSize });
      // One "request" = the statements the list sent for one page, in order (as listVendors runs them).
      const once = (i) => { const req = task.requests[i % task.requests.length]; return req.reduce((done, q) => done.then(() => pool.query(q.sql, q.params)), Promise.resolve()); };
      await drive(task.concurrency, task.warmup, 30, once);
      const run = await drive(task.concurrency, task.total, task.seconds, once);
      await pool.end();
      parentPort.postMessage(run);
    } else if (task.kind === "http-each") {
      // Client c sends its own requests (its own user's session) in turn: task.clients[c][k].
      const agent = new http.Agent({ keepAlive: true, maxSockets: task.concurrency });
      const once = (i, c, k) => { const list = task.clients[c % task.clients.length]; return send(agent, task.port, list[k % list.length]); };
      await drive(task.concurrency, task.warmup, 30, once);
      const run = await drive(task.concurrency, task.total, task.seconds, once);
      agent.destroy();
      parentPort.postMessage(run);
    } else {
      // "pg-each": client c replays its own captured requests in turn: task.clients[c][k].
      const pool = new pg.Pool({ connectionString: task.url, max: task.poolSize });
      const once = (i, c, k) => { const list = task.clients[c % task.clients.length]; return replay(pool, list[k % list.length]); };
      await drive(task.concurrency, task.warmup, 30, once);
      const run = await drive(task.concurrency, task.total, task.seconds, once);
      await pool.end();
      parentPort.postMessage(run);
    }
  } catch (e) { parentPort.postMessage({ error: e.message }); }
});
`;

export interface RunResult {
  latencies: number[];
  seconds: number;
  errors: number;
}

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/** A request over HTTP as the load generator sends it (body: JSON text). */
export interface HttpRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A statement captured on its way to the pool (capture.ts). */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** What one request sent to PostgreSQL, replayable: `fresh` are the generated ids to replace on each replay. */
export interface SqlSequence {
  statements: CapturedQuery[];
  fresh: { value: string; kind: "uuid" | "hex64" }[];
}

interface Bounds {
  concurrency: number;
  total: number;
  seconds: number;
  warmup: number;
}

export type LoadTask =
  | ({ kind: "http"; port: number; headers: Record<string, string>; paths: string[] } & Bounds)
  | ({ kind: "pg"; url: string; poolSize: number; requests: CapturedQuery[][] } & Bounds)
  | ({ kind: "http-each"; port: number; clients: HttpRequest[][] } & Bounds)
  | ({ kind: "pg-each"; url: string; poolSize: number; clients: SqlSequence[][] } & Bounds);

/** Starts the load generator's thread; returns a function running one task at a time on it. */
export function loadGenerator() {
  const worker = new Worker(LOAD_SCRIPT, { eval: true, workerData: { pgPath: require.resolve("pg") } });
  cleanup.push(() => worker.terminate());
  return (task: LoadTask) =>
    new Promise<RunResult>((resolve, reject) => {
      worker.once("message", (m: RunResult & { error?: string }) =>
        m.error ? reject(new Error(m.error)) : resolve(m),
      );
      worker.postMessage(task);
    });
}

export function stats(run: RunResult): Stats {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return {
    n: sorted.length,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    rps: sorted.length / run.seconds,
    errors: run.errors,
  };
}

/** The same closed loop for work done in this process (e.g. argon2 on libuv's thread pool), not over a socket. */
export async function driveHere(
  concurrency: number,
  total: number,
  seconds: number,
  once: () => Promise<unknown>,
): Promise<RunResult> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (next < total && performance.now() < deadline) {
      next++;
      const t0 = performance.now();
      try {
        await once();
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}
