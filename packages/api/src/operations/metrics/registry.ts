// What GET /api/system/metrics reports (docs/OPERATIONS.md "Health and metrics"), in one prom-client registry per
// server process: HTTP requests by route pattern and status with their latency, the queues' job counts, the
// workers' heartbeats, the database pool and the process (memory, event loop, garbage collection). The queues and
// heartbeats are read from Redis when scraped; with several server processes the scrape is aggregated across them
// (apps/server/src/plugins/metrics.ts), so values read from Redis are taken once ("max"), not summed.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Services } from "../../context.js";
import { QUEUES, type QueueName } from "../../jobs/define-job.js";
import { readHeartbeats } from "../../jobs/heartbeat.js";
import { QUEUE_STATES } from "./queues.js";
import { RequestWindow } from "./request-window.js";

/** Latency buckets in seconds (Prometheus convention), the same bounds as the chart's (request-window.ts). */
const HTTP_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface PlatformMetrics {
  registry: Registry;
  window: RequestWindow;
  /** Counts one answered request: `route` is a pattern (routeLabel), never a raw URL. */
  observe(method: string, route: string, status: number, durationMs: number): void;
  close(): Promise<void>;
}

export function createMetrics(services: Pick<Services, "jobs" | "redis" | "sql" | "env">): PlatformMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "tprm_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "tprm_http_request_duration_seconds",
    help: "Time from receiving a request to sending its answer, by method, route pattern and status",
    labelNames,
    buckets: HTTP_BUCKETS_SECONDS,
    registers: [registry],
  });

  new Gauge({
    name: "tprm_queue_jobs",
    help: "Jobs per queue and state (failed and completed: those kept by the queue's retention)",
    labelNames: ["queue", "state"],
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      const names = Object.keys(QUEUES) as QueueName[];
      const counts = await Promise.all(names.map((name) => services.jobs.queue(name).getJobCounts(...QUEUE_STATES)));
      names.forEach((queue, i) => {
        for (const state of QUEUE_STATES) this.set({ queue, state }, counts[i]![state] ?? 0);
      });
    },
  });

  const heartbeats = () => readHeartbeats(services.redis);
  new Gauge({
    name: "tprm_workers_alive",
    help: "Workers whose heartbeat is at most 5 s old",
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.set((await heartbeats()).length);
    },
  });
  new Gauge({
    name: "tprm_worker_last_heartbeat_seconds",
    help: "Time of each live worker's last heartbeat (Unix seconds), by worker (host name and process id)",
    labelNames: ["worker"],
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      for (const worker of await heartbeats()) this.set({ worker: worker.id }, Date.parse(worker.lastBeatAt) / 1000);
    },
  });

  const pool = services.sql;
  new Gauge({
    name: "tprm_db_pool_connections",
    help: "PostgreSQL connections of the server's pool: open (total), idle, and requests waiting for one",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "tprm_db_pool_max_connections",
    help: "Most connections the server's pools open: DATABASE_POOL_SIZE, summed over the server processes",
    registers: [registry],
    collect() {
      this.set(services.env.DATABASE_POOL_SIZE);
    },
  });

  const window = new RequestWindow(services.redis);
  const flushTimer = setInterval(() => void window.flush(), 5_000);
  flushTimer.unref();

  return {
    registry,
    window,
    observe(method, route, status, durationMs) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, durationMs / 1000);
      window.record(durationMs, status);
    },
    async close() {
      clearInterval(flushTimer);
      await window.flush().catch(() => {});
    },
  };
}
