import cluster from "node:cluster";
import { loadEnv } from "@tprm/api";
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

/**
 * SERVER_PROCESSES servers on one port (node:cluster hands each connection to one of them): a single Node process
 * uses one core for JavaScript. A process that dies is replaced, at most once a second; a signal stops them all.
 */
async function runProcesses(count: number) {
  let stopping = false;
  let lastFork = 0;
  const fork = () => {
    lastFork = Date.now();
    cluster.fork();
  };
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, Math.max(0, 1_000 - (Date.now() - lastFork)));
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let i = 0; i < count; i++) fork();
  console.log(`${count} server processes on port ${env.PORT}`);
}
