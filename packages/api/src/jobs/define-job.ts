import type { JobsOptions } from "bullmq";
import type { z } from "zod";

/**
 * When a scheduled job runs by itself: every so many milliseconds, or on a cron pattern (in `tz`, UTC by default).
 * The worker registers it at start-up as a BullMQ job scheduler whose id is the job's name, so however many workers
 * start, each run happens once.
 */
export type JobSchedule = { every: number } | { pattern: string; tz?: string };

/** A typed job contract shared by the producer (server) and the consumer (worker). */
export interface JobDefinition<TName extends string, TSchema extends z.ZodType> {
  name: TName;
  queue: QueueName;
  schema: TSchema;
  options?: JobsOptions;
  /** Set for housekeeping the worker runs by itself (its payload is the schema's default). */
  schedule?: JobSchedule;
}

export const QUEUES = {
  email: { concurrency: 5, lockDurationMs: 60_000 },
  /** Exports and imports: one at a time per worker (they are heavy), with a lock that outlasts a long batch. */
  transfer: { concurrency: 1, lockDurationMs: 5 * 60_000 },
  /** Scheduled housekeeping (deleting files past their retention): one at a time, never in the way of the others. */
  maintenance: { concurrency: 1, lockDurationMs: 10 * 60_000 },
} as const;

export type QueueName = keyof typeof QUEUES;

export function defineJob<TName extends string, TSchema extends z.ZodType>(def: JobDefinition<TName, TSchema>) {
  return def;
}

export type JobPayload<J> = J extends JobDefinition<string, infer S> ? z.infer<S> : never;

/** Retries with exponential backoff unless a job says otherwise. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: "exponential", delay: 2_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};
