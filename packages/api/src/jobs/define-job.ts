import type { JobsOptions } from "bullmq";
import type { z } from "zod";

/** A typed job contract shared by the producer (server) and the consumer (worker). */
export interface JobDefinition<TName extends string, TSchema extends z.ZodType> {
  name: TName;
  queue: QueueName;
  schema: TSchema;
  options?: JobsOptions;
}

/**
 * Per queue: how many jobs a worker runs at once, and how a job that lost its worker is found again. A running job
 * holds a lock of `lockDurationMs`, which BullMQ renews every half of it while the job runs (so a long job keeps
 * it for as long as it runs); when a worker dies (a crash, an out-of-memory kill, a SIGKILL) the lock simply
 * expires. Every `stalledIntervalMs` each worker looks for active jobs without a lock and puts them back in the
 * queue: a job interrupted by a killed worker runs again at most lockDurationMs + stalledIntervalMs after the kill
 * (transfer: 30 s). A job found stalled a second time (`maxStalledCount` 1: it crashed its worker twice) fails with
 * "job stalled more than allowable limit" instead of crashing the next worker, and its task is marked failed.
 */
export const QUEUES = {
  email: { concurrency: 5, lockDurationMs: 30_000, stalledIntervalMs: 15_000, maxStalledCount: 1 },
  /** Exports and imports: one at a time per worker (they are heavy), found again within 30 s of a crash. */
  transfer: { concurrency: 1, lockDurationMs: 20_000, stalledIntervalMs: 10_000, maxStalledCount: 1 },
  /** The outbox drain and the schedule dispatcher: short runs that hand work to the other queues. */
  outbox: { concurrency: 1, lockDurationMs: 30_000, stalledIntervalMs: 15_000, maxStalledCount: 1 },
  /** Report generation: one at a time per worker (a large register is heavy), found again within a minute of a crash. */
  reports: { concurrency: 1, lockDurationMs: 60_000, stalledIntervalMs: 30_000, maxStalledCount: 1 },
  /** Scheduled housekeeping (deleting files past their retention): one at a time, never in the way of the others. */
  maintenance: { concurrency: 1, lockDurationMs: 60_000, stalledIntervalMs: 30_000, maxStalledCount: 1 },
  /** Webhook fan-out and deliveries (jobs/webhooks.ts): a few at once, each at most WEBHOOK_TIMEOUT_MS on the wire. */
  webhooks: { concurrency: 4, lockDurationMs: 30_000, stalledIntervalMs: 15_000, maxStalledCount: 1 },
} as const;

/** The message BullMQ fails a job with when it stalled more than maxStalledCount times. */
export const STALLED_TOO_OFTEN = "job stalled more than allowable limit";

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

/** A scheduled housekeeping job (maintenance queue): three tries a minute or more apart, the last 200 runs kept. */
export const MAINTENANCE_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: "exponential", delay: 60_000 },
  removeOnComplete: { count: 200 },
  removeOnFail: { count: 200 },
};
