import { configureAuditKeys, JobClient, loadEnv } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { Redis } from "ioredis";
import { z } from "zod";
import type { JobHandler } from "./handlers/types.js";
import { createMailer } from "./mailer.js";
import { keepFixedSchedules } from "./schedules.js";
import { startWorkers, type WorkerHostOptions } from "./worker-host.js";

const milliseconds = z.coerce.number().int().min(500).max(3_600_000).optional();

/**
 * The worker's own settings (documented in README.md). Both override every queue's value in QUEUES
 * (packages/api/src/jobs/define-job.ts); tests set a few seconds so that a killed worker's job is found again at once.
 */
const workerEnvSchema = z.object({
  WORKER_LOCK_DURATION_MS: milliseconds,
  WORKER_STALLED_INTERVAL_MS: milliseconds,
});

export function loadWorkerOptions(source: NodeJS.ProcessEnv = process.env): WorkerHostOptions {
  const parsed = workerEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return {
    lockDurationMs: parsed.data.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: parsed.data.WORKER_STALLED_INTERVAL_MS,
  };
}

/**
 * The worker process: the job handlers on every queue, the scheduled housekeeping, and a graceful shutdown on
 * SIGINT/SIGTERM (running jobs get 30 s to finish). main.ts runs it with the production handlers.
 */
export function runWorkerProcess(handlers: JobHandler[]) {
  const env = loadEnv();
  configureAuditKeys(env);
  const log = (msg: string) => console.log(`[worker] ${msg}`);
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, log });
  const db = createPrismaClient(env.DATABASE_URL, { poolSize: 5 });
  const jobs = new JobClient(redis);
  const host = startWorkers(redis, handlers, { mailer, log, db, env, jobs, redis }, loadWorkerOptions());
  log(`started ${host.id}`);
  // Schedules: the two fixed schedulers in Redis (the outbox drain, the schedule dispatcher), registered again
  // whenever Redis comes back. The built-in Schedule rows (file retention) are seeded by the dispatcher at each run,
  // so a PostgreSQL that was not ready at start-up delays them by seconds, not until the next restart.
  const fixed = keepFixedSchedules(redis, jobs, log);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing running jobs before exit`);
    // Jobs still running when the grace period ends lose their lock and BullMQ hands them to another worker.
    const grace = setTimeout(() => process.exit(1), 30_000);
    fixed.stop();
    await host.close();
    await jobs.close();
    mailer.close();
    await db.$disconnect();
    redis.disconnect();
    clearTimeout(grace);
    process.exit(0);
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}
