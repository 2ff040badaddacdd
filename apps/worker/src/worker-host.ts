import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { beat, HEARTBEAT_INTERVAL_MS, QUEUE_PREFIX, QUEUES, type QueueName, removeHeartbeat } from "@tprm/api/jobs";
import { UnrecoverableError, Worker } from "bullmq";
import type { Redis } from "ioredis";
import type { JobHandler, WorkerDeps } from "./handlers/types.js";

export interface WorkerHost {
  id: string;
  close(): Promise<void>;
}

/**
 * One BullMQ worker per queue with that queue's concurrency and lock duration, plus a heartbeat in Redis that
 * GET /api/system/health reads. close() stops taking jobs and waits for running ones to finish.
 */
export function startWorkers(redis: Redis, handlers: JobHandler[], deps: WorkerDeps): WorkerHost {
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(handlers.map((h) => [h.job.name, h]));
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
      { connection: redis, prefix: QUEUE_PREFIX, concurrency: config.concurrency, lockDuration: config.lockDurationMs },
    );
    worker.on("failed", (job, error) => deps.log(`job ${job?.name} ${job?.id} failed: ${error.message}`));
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
