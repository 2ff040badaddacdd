import { failTask } from "@tprm/api/tasks";
import type { PrismaClient } from "@tprm/db";
import { type Job, UnrecoverableError } from "bullmq";
import type { WorkerDeps } from "./types.js";

export function requireDb(deps: WorkerDeps): PrismaClient {
  if (!deps.db) throw new UnrecoverableError("This worker was started without a database connection");
  return deps.db;
}

/**
 * Runs a task's work; on an error the task shows it — failed on the job's last attempt, waiting for the retry
 * before — and the error goes back to BullMQ, which retries with backoff.
 */
export async function runTask<T>(db: PrismaClient, taskId: string, job: Job, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const message = final
      ? "The task failed unexpectedly; nothing was changed. Please try again, or contact support if it keeps failing."
      : "The task failed and will be retried";
    await failTask(db, taskId, message, final).catch(() => undefined);
    throw error;
  }
}
