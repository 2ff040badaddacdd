// The processes a benchmark runs beside itself: the server as `npm start` runs it, the worker, a private Redis.
import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Steps run in reverse order when the benchmark ends, fails or is interrupted (see shutdown in harness.ts). */
export const cleanup: (() => Promise<unknown> | unknown)[] = [];

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export function stopChild(child: ChildProcess) {
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

/** A redis-server of the benchmark's own (no test run's FLUSHDB can reach its queues); its URL. */
export async function startRedis(): Promise<string> {
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

export interface ServerProcess {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in ms: /proc/<pid>/stat, in clock ticks of 10 ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The server as `npm start` runs it (apps/server/src/main.ts), with `processes` processes on one port sharing a pool
 * of `poolSize`. `nodeArgs`: extra Node flags (BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p").
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  processes: number,
  poolSize: number,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVER_PROCESSES: String(processes),
      DATABASE_POOL_SIZE: String(Math.max(1, Math.round(poolSize / processes))),
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
  return { port, pid: child.pid!, stop };
}

/**
 * Counts the CPU time of the PostgreSQL backends serving `database` (their process title names it) from now until
 * `stop()`, polling /proc every 250 ms: a backend that exits between two polls loses at most 250 ms of its count.
 * On a machine others keep busy, CPU time per request says what a request costs better than its latency does.
 */
export function backendCpu(database: string) {
  const backends = new Map<number, { base: number; last: number }>();
  const others = new Set<number>();
  let first = true;
  const poll = () => {
    for (const entry of readdirSync("/proc")) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || others.has(pid)) continue;
      try {
        let backend = backends.get(pid);
        if (!backend) {
          const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
          if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) {
            others.add(pid);
            continue;
          }
          backend = { base: first ? cpuMs(pid) : 0, last: 0 };
          backends.set(pid, backend);
        }
        backend.last = cpuMs(pid);
      } catch {
        // The process ended meanwhile.
      }
    }
    first = false;
  };
  poll();
  const timer = setInterval(poll, 250);
  return {
    /** CPU ms the backends used since the start. */
    stop() {
      clearInterval(timer);
      poll();
      let total = 0;
      for (const b of backends.values()) total += Math.max(0, b.last - b.base);
      return total;
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** The production worker (apps/worker/src/main.ts) in a process of its own, under this Node with tsx. */
export async function startWorker(env: NodeJS.ProcessEnv): Promise<WorkerProcess> {
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
