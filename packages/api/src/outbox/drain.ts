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
  /** Dispatched events (their payload blanked at dispatch) are deleted after this many days. */
  keepDays?: number;
  /** Dead-lettered events are kept this many days for an administrator to look into, then deleted. */
  keepFailedDays?: number;
  log?: (message: string) => void;
}

export interface DrainResult {
  dispatched: number;
  /** Refused by Redis this time: tried again later. */
  failed: number;
  /** Dead-lettered this time (unknown job, bad payload, expired, or refused OUTBOX_MAX_ATTEMPTS times). */
  deadLettered: number;
}

/** Dispatches Redis may refuse before the event is dead-lettered (with the backoff below: about 1.5 hours). */
export const OUTBOX_MAX_ATTEMPTS = 20;

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
  expiresAt: Date | null;
}

/** Why an event can never be dispatched (it is dead-lettered), or its job and checked payload. */
function check(row: WaitingEvent, byName: Map<string, JobDefinition<string, z.ZodType>>, now: Date) {
  const job = byName.get(row.type);
  if (!job) return { problem: `No job named "${row.type}" in this worker` } as const;
  if (row.expiresAt && row.expiresAt <= now) return { problem: `Expired at ${row.expiresAt.toISOString()}` } as const;
  const parsed = job.schema.safeParse(row.payload);
  if (!parsed.success) return { problem: `The payload does not suit ${job.name}: ${parsed.error.message}` } as const;
  return { job, data: parsed.data as unknown } as const;
}

/**
 * Enqueues every waiting event with its id as the BullMQ job id — enqueued twice (a drain that died before marking
 * it), it is still one job — marks it dispatched and blanks its payload (the job in Redis carries it from now on).
 * An event that can never be dispatched (unknown job, payload failing its schema, past its expiresAt) is
 * dead-lettered — failedAt and lastError set, its payload blanked if it expired — and the drain carries on. An event
 * Redis refuses gets attempts + 1, its error and a later availableAt (dead-lettered at OUTBOX_MAX_ATTEMPTS); the
 * rest of that batch waits for the next drain (Redis is likely away for them too).
 */
export async function drainOutbox(
  db: PrismaClient,
  client: Pick<JobClient, "queue">,
  options: DrainOptions,
): Promise<DrainResult> {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const batchSize = options.batchSize ?? 100;
  const timeoutMs = options.enqueueTimeoutMs ?? 5_000;
  const total: DrainResult = { dispatched: 0, failed: 0, deadLettered: 0 };
  for (;;) {
    const batch = await db.$transaction(
      async (tx) => {
        const now = new Date();
        const rows = await tx.$queryRaw<WaitingEvent[]>(Prisma.sql`
          SELECT "id", "type", "payload", "attempts", "expiresAt" FROM "OutboxEvent"
          WHERE "dispatchedAt" IS NULL AND "failedAt" IS NULL AND "availableAt" <= ${now.toISOString()}::timestamp(3)
          ORDER BY "createdAt", "id"
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED`);
        const done: string[] = [];
        let failed = 0;
        let deadLettered = 0;
        const deadLetter = async (
          row: WaitingEvent,
          problem: string,
          extra: { attempts?: number; blank?: boolean },
        ) => {
          deadLettered += 1;
          const message = problem.slice(0, 1_000);
          options.log?.(`outbox event ${row.id} (${row.type}) dead-lettered: ${message}`);
          await tx.outboxEvent.update({
            where: { id: row.id },
            data: {
              failedAt: new Date(),
              lastError: message,
              ...(extra.attempts === undefined ? {} : { attempts: extra.attempts }),
              ...(extra.blank ? { payload: {} } : {}),
            },
          });
        };
        for (const row of rows) {
          const checked = check(row, byName, now);
          if (!checked.job) {
            // Concerns this event only: the others are dispatched as usual. An expired one is not kept readable.
            await deadLetter(row, checked.problem, { blank: row.expiresAt !== null });
            continue;
          }
          const { job, data } = checked;
          try {
            await withTimeout(
              client.queue(job.queue).add(job.name, data, { ...DEFAULT_JOB_OPTIONS, ...job.options, jobId: row.id }),
              timeoutMs,
            );
            done.push(row.id);
          } catch (error) {
            failed += 1;
            const message = (error as Error).message.slice(0, 1_000);
            const attempts = row.attempts + 1;
            if (attempts >= OUTBOX_MAX_ATTEMPTS) {
              await deadLetter(row, `Refused ${attempts} times, last: ${message}`, {
                attempts,
                blank: row.expiresAt !== null,
              });
            } else {
              options.log?.(`outbox event ${row.id} (${row.type}) not dispatched: ${message}`);
              await tx.outboxEvent.update({
                where: { id: row.id },
                data: { attempts, lastError: message, availableAt: new Date(Date.now() + outboxBackoffMs(attempts)) },
              });
            }
            // Redis refused or did not answer: it is likely away for the rest of the batch too.
            break;
          }
        }
        if (done.length) {
          await tx.outboxEvent.updateMany({
            where: { id: { in: done } },
            data: { dispatchedAt: new Date(), payload: {} },
          });
        }
        return { claimed: rows.length, dispatched: done.length, failed, deadLettered };
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
    total.dispatched += batch.dispatched;
    total.failed += batch.failed;
    total.deadLettered += batch.deadLettered;
    if (batch.claimed < batchSize || batch.failed) break;
  }
  const day = 24 * 3600_000;
  await db.outboxEvent.deleteMany({
    where: {
      OR: [
        { dispatchedAt: { lt: new Date(Date.now() - (options.keepDays ?? 7) * day) } },
        { failedAt: { lt: new Date(Date.now() - (options.keepFailedDays ?? 30) * day) } },
      ],
    },
  });
  return total;
}
