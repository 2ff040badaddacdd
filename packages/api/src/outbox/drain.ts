// The outbox drain: hands the events committed changes wrote to their queues. Runs in the worker (job
// "outbox-drain"), several at once if need be: each batch claims its rows with FOR UPDATE SKIP LOCKED.
import { Prisma, type PrismaClient } from "@tprm/db";
import type { z } from "zod";
import { DEFAULT_JOB_OPTIONS, type JobDefinition } from "../jobs/define-job.js";
import type { JobClient } from "../jobs/job-client.js";

export interface DrainOptions {
  /** The job contracts events may name (ALL_JOBS in the worker). */
  jobs: readonly JobDefinition<string, z.ZodType>[];
  batchSize?: number;
  /** How long one enqueue may wait for Redis before the event is left for a later drain. */
  enqueueTimeoutMs?: number;
  /** Dispatched events are deleted after this many days (BullMQ keeps completed jobs 7 days: the same window). */
  keepDays?: number;
  log?: (message: string) => void;
}

export interface DrainResult {
  dispatched: number;
  failed: number;
}

/** Seconds before a failed event is tried again: 2, 4, 8 … at most 5 minutes. */
export function outboxBackoffMs(attempts: number) {
  return Math.min(2 ** attempts * 1_000, 5 * 60_000);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface WaitingEvent {
  id: string;
  type: string;
  payload: unknown;
  attempts: number;
}

/**
 * Enqueues every waiting event with its id as the BullMQ job id — enqueued twice (a drain that died before marking
 * it), it is still one job — and marks it dispatched. An event Redis refuses gets attempts + 1, its error and a
 * later availableAt; the rest of that batch waits for the next drain (Redis is likely away for them too).
 */
export async function drainOutbox(
  db: PrismaClient,
  client: Pick<JobClient, "queue">,
  options: DrainOptions,
): Promise<DrainResult> {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const batchSize = options.batchSize ?? 100;
  const timeoutMs = options.enqueueTimeoutMs ?? 5_000;
  const total: DrainResult = { dispatched: 0, failed: 0 };
  for (;;) {
    const batch = await db.$transaction(
      async (tx) => {
        const now = new Date();
        const rows = await tx.$queryRaw<WaitingEvent[]>(Prisma.sql`
          SELECT "id", "type", "payload", "attempts" FROM "OutboxEvent"
          WHERE "dispatchedAt" IS NULL AND "availableAt" <= ${now.toISOString()}::timestamp(3)
          ORDER BY "createdAt", "id"
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED`);
        const done: string[] = [];
        let failed = 0;
        for (const row of rows) {
          const job = byName.get(row.type);
          try {
            if (!job) throw new Error(`No job named "${row.type}"`);
            const data = job.schema.parse(row.payload);
            await withTimeout(
              client.queue(job.queue).add(job.name, data, { ...DEFAULT_JOB_OPTIONS, ...job.options, jobId: row.id }),
              timeoutMs,
            );
            done.push(row.id);
          } catch (error) {
            failed += 1;
            const message = (error as Error).message.slice(0, 1_000);
            options.log?.(`outbox event ${row.id} (${row.type}) not dispatched: ${message}`);
            await tx.outboxEvent.update({
              where: { id: row.id },
              data: {
                attempts: { increment: 1 },
                lastError: message,
                availableAt: new Date(Date.now() + outboxBackoffMs(row.attempts + 1)),
              },
            });
            // An unknown job or a bad payload concerns that event only; an unreachable Redis concerns them all.
            if (job) break;
          }
        }
        if (done.length) {
          await tx.outboxEvent.updateMany({ where: { id: { in: done } }, data: { dispatchedAt: new Date() } });
        }
        return { claimed: rows.length, dispatched: done.length, failed };
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
    total.dispatched += batch.dispatched;
    total.failed += batch.failed;
    if (batch.claimed < batchSize || batch.failed) break;
  }
  const cutoff = new Date(Date.now() - (options.keepDays ?? 7) * 24 * 3600_000);
  await db.outboxEvent.deleteMany({ where: { dispatchedAt: { lt: cutoff } } });
  return total;
}
