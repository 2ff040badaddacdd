import cluster from "node:cluster";
import { loadEnv, serveClusterMetrics } from "@tprm/api";
import { buildApp } from "./app.js";
import { createServices } from "./services.js";

const env = loadEnv();

if (cluster.isPrimary && env.SERVER_PROCESSES > 1) {
  await runProcesses(env.SERVER_PROCESSES);
} else {
  await serve();
}

/** One server: the app on PORT (shared between the processes of a cluster), closed gracefully on a signal. */
async function serve() {
  const services = createServices(env);
  const app = await buildApp(services, { logger: true });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await services.close();
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: env.PORT, host: env.HOST });
}

/** Starts that fail this many times within RESTART_WINDOW_MS stop the primary: the app cannot start (port, env…). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/**
 * SERVER_PROCESSES servers on one port (node:cluster hands each connection to one of them): a single Node process
 * uses one core for JavaScript. A process that dies is replaced, at most once a second, unless processes keep
 * dying (then the primary exits non-zero); a signal stops them all, and the primary exits when the last has gone.
 */
async function runProcesses(count: number) {
  const live = new Set<number>();
  const restarts: number[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let stopping = false;
  let lastFork = 0;
  let failed = false;

  const fork = () => {
    if (stopping) return;
    lastFork = Date.now();
    live.add(cluster.fork().id);
  };
  const forkLater = (ms: number) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      fork();
    }, ms);
    pending.add(timer);
  };
  const exitWhenDone = () => {
    if (live.size === 0) process.exit(failed ? 1 : 0);
  };
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const timer of pending) clearTimeout(timer);
    pending.clear();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    exitWhenDone();
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker.id);
    if (stopping) {
      if (code !== 0 && signal === null) failed = true;
      return exitWhenDone();
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts.length && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      console.error(`server processes keep exiting (${restarts.length} in a minute); stopping`);
      failed = true;
      return stop("SIGTERM");
    }
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    forkLater(Math.max(0, 1_000 - (now - lastFork)));
  });
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  serveClusterMetrics();
  for (let i = 0; i < count; i++) fork();
  console.log(`${count} server processes on port ${env.PORT}`);
}
