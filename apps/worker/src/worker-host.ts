import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { beat, HEARTBEAT_INTERVAL_MS, QUEUE_PREFIX, QUEUES, type QueueName, removeHeartbeat } from "@tprm/api/jobs";
import { Job, UnrecoverableError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { JobHandler, WorkerDeps } from "./handlers/types.js";

export interface WorkerHost {
  id: string;
  close(): Promise<void>;
}

/** What the queues' own settings (QUEUES) may be overridden with: tests use locks of a few seconds. */
export interface WorkerHostOptions {
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/**
 * One BullMQ worker per queue with that queue's concurrency, lock duration, stalled-job check and stall limit
 * (QUEUES), plus a heartbeat in Redis that GET /api/system/health reads. A job whose worker died is put back in the
 * queue by the next stalled check (the handler's onStalled tells its task); one that fails for good — out of
 * attempts, or stalled too often: it crashed its worker twice — goes to the handler's onFailed, which marks its
 * task failed with a message the user sees. close() stops taking jobs and waits for running ones to finish.
 */
export function startWorkers(
  redis: Redis,
  handlers: JobHandler[],
  deps: WorkerDeps,
  options: WorkerHostOptions = {},
): WorkerHost {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(handlers.map((h) => [h.job.name, h]));
  const report = (what: string) => (error: Error) => deps.log(`${what}: ${error.message}`);
  const workers = (Object.keys(QUEUES) as QueueName[]).map((queue) => {
    const config = QUEUES[queue];
    const worker = new Worker(
      queue,
      async (job) => {
        const handler = byName.get(job.name);
        if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
        const parsed = handler.job.schema.safeParse(job.data);
        if (!parsed.success) throw new UnrecoverableError(`Invalid payload for "${job.name}": ${parsed.error.message}`);
        return handler.run(parsed.data, job, deps);
      },
      {
        connection: redis,
        prefix: QUEUE_PREFIX,
        concurrency: config.concurrency,
        lockDuration: options.lockDurationMs ?? config.lockDurationMs,
        stalledInterval: options.stalledIntervalMs ?? config.stalledIntervalMs,
        maxStalledCount: config.maxStalledCount,
      },
    );
    worker.on("failed", (job, error) => {
      deps.log(`job ${job?.name} ${job?.id} failed: ${error.message}`);
      const handler = job && byName.get(job.name);
      if (!job || !handler?.onFailed) return;
      // Failed for good, or retried later (then its state is delayed or waiting)?
      void job
        .getState()
        .then((state) => (state === "failed" ? handler.onFailed!(job, error, deps) : undefined))
        .catch(report(`recording the failure of job ${job.id}`));
    });
    worker.on("stalled", (jobId) => {
      deps.log(`job ${jobId} on ${queue} lost its worker (stalled): queued again`);
      void Job.fromId(worker, jobId)
        .then((job) => {
          const handler = job && byName.get(job.name);
          return job && handler?.onStalled ? handler.onStalled(job, deps) : undefined;
        })
        .catch(report(`recording the stall of job ${jobId}`));
    });
    worker.on("error", (error) => deps.log(`worker error on ${queue}: ${error.message}`));
    return worker;
  });
  const tick = () => void beat(redis, id).catch((e: Error) => deps.log(`heartbeat failed: ${e.message}`));
  tick();
  const timer = setInterval(tick, HEARTBEAT_INTERVAL_MS);
  return {
    id,
    async close() {
      clearInterval(timer);
      await Promise.all(workers.map((w) => w.close()));
      await removeHeartbeat(redis, id).catch(() => undefined);
    },
  };
}
