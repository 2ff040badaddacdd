import { seedBuiltInSchedules } from "@tprm/api";
import {
  ALL_JOBS,
  AUDIT_SEAL_EVERY_MS,
  auditSealJob,
  DEFAULT_JOB_OPTIONS,
  type JobClient,
  type JobDefinition,
  OUTBOX_DRAIN_EVERY_MS,
  outboxDrainJob,
  SCHEDULE_DISPATCH_EVERY_MS,
  scheduleDispatchJob,
} from "@tprm/api/jobs";
import type { PrismaClient } from "@tprm/db";
import type { Redis } from "ioredis";
import type { z } from "zod";

/**
 * Schedules live in PostgreSQL (Schedule rows: built-in ones such as file retention, and users' own); the only
 * schedulers in Redis are the two fixed ones that make the rest work: the outbox drain and the schedule dispatcher.
 * Nothing here removes a scheduler it does not know, so nothing a user scheduled can be wiped by a worker start.
 */
const FIXED = [outboxDrainJob, scheduleDispatchJob, auditSealJob] as const;

/** Schedulers earlier versions registered in Redis and that now are Schedule rows: removed once, by id. */
export const RETIRED_SCHEDULERS = [{ queue: "maintenance", id: "file-retention" }] as const;

export interface FixedScheduleOptions {
  outboxDrainEveryMs?: number;
  scheduleDispatchEveryMs?: number;
  auditSealEveryMs?: number;
}

/** Upserts the fixed repeatable jobs (idempotent: every worker does it at start-up) and removes retired ones. */
export async function upsertFixedSchedules(jobs: Pick<JobClient, "queue">, options: FixedScheduleOptions = {}) {
  const every: Record<string, number> = {
    [outboxDrainJob.name]: options.outboxDrainEveryMs ?? OUTBOX_DRAIN_EVERY_MS,
    [scheduleDispatchJob.name]: options.scheduleDispatchEveryMs ?? SCHEDULE_DISPATCH_EVERY_MS,
    [auditSealJob.name]: options.auditSealEveryMs ?? AUDIT_SEAL_EVERY_MS,
  };
  for (const job of FIXED as readonly JobDefinition<string, z.ZodType>[]) {
    await jobs
      .queue(job.queue)
      .upsertJobScheduler(
        job.name,
        { every: every[job.name]! },
        { name: job.name, data: job.schema.parse({}), opts: { ...DEFAULT_JOB_OPTIONS, ...job.options } },
      );
  }
  for (const retired of RETIRED_SCHEDULERS) await jobs.queue(retired.queue).removeJobScheduler(retired.id);
  return FIXED.map((job) => job.name);
}

/**
 * Keeps the fixed schedulers registered: now, and again whenever the worker's Redis connection comes back (a Redis
 * that restarted without its data would otherwise have no drain until the next worker start).
 */
export function keepFixedSchedules(
  redis: Redis,
  jobs: Pick<JobClient, "queue">,
  log: (message: string) => void,
  options: FixedScheduleOptions = {},
) {
  const register = () =>
    upsertFixedSchedules(jobs, options).then(
      (names) => log(`fixed schedules: ${names.join(", ")}`),
      (error: Error) => log(`registering the fixed schedules failed: ${error.message}`),
    );
  // Every (re)connection registers them: upserting is idempotent, and a registration cut short by an outage is
  // simply done again once Redis is back.
  const onReady = () => void register();
  redis.on("ready", onReady);
  if (redis.status === "ready") onReady();
  return { stop: () => redis.off("ready", onReady) };
}

/**
 * The built-in Schedule rows that are missing (a user's changes to them are kept). The schedule dispatcher does this at
 * each run (handlers/schedule-dispatch.ts); tests call it to have the rows at once.
 */
export async function seedSchedules(
  db: PrismaClient,
  contracts: readonly JobDefinition<string, z.ZodType>[] = ALL_JOBS,
) {
  await seedBuiltInSchedules(db, contracts);
}
