// Outbox events: a job a change asks for, written as a row in the change's transaction (recordChange) and handed
// to its queue by the worker's outbox drain (drain.ts) once the change has committed.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { JobDefinition } from "../jobs/define-job.js";

export interface OutboxEventInput {
  /** The job's name: the drain finds its contract (queue, options) by it. */
  type: string;
  payload: Prisma.InputJsonValue;
  /** Not dispatched after this time (a reset link past its life): the drain dead-letters it instead. */
  expiresAt?: Date;
}

/** An event for a job contract, its payload checked against the job's schema now (a bad one fails the change). */
export function outboxEvent<TName extends string, TSchema extends z.ZodType>(
  job: JobDefinition<TName, TSchema>,
  payload: z.input<TSchema>,
  options: { expiresAt?: Date } = {},
): OutboxEventInput {
  return { type: job.name, payload: job.schema.parse(payload) as Prisma.InputJsonValue, ...options };
}

/**
 * Counts the events written during one request, so the tRPC middleware (trpc.ts, `nudgeAfterCommit`) knows to nudge
 * the drain once the procedure has returned, its transaction committed.
 */
export const outboxScope = new AsyncLocalStorage<{ written: number }>();

export async function writeOutboxEvents(tx: Prisma.TransactionClient, events: readonly OutboxEventInput[]) {
  if (!events.length) return;
  await tx.outboxEvent.createMany({
    data: events.map((e) => ({ type: e.type, payload: e.payload, expiresAt: e.expiresAt ?? null })),
  });
  const scope = outboxScope.getStore();
  if (scope) scope.written += events.length;
}
