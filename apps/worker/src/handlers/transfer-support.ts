import { CRASHED_WORKER_RESULT } from "@tprm/api/files";
import { STALLED_TOO_OFTEN } from "@tprm/api/jobs";
import { failTask } from "@tprm/api/tasks";
import { failTransferTask } from "@tprm/api/transfer/service";
import type { PrismaClient } from "@tprm/db";
import { type Job, UnrecoverableError } from "bullmq";
import type { JobHandler, WorkerDeps } from "./types.js";

export function requireDb(deps: WorkerDeps): PrismaClient {
  if (!deps.db) throw new UnrecoverableError("This worker was started without a database connection");
  return deps.db;
}

export const UNEXPECTED_FAILURE =
  "The task failed unexpectedly; nothing was changed. Please try again, or contact support if it keeps failing.";

/**
 * Runs a task's work; on an error the task shows it — failed on the job's last attempt (and its creator is told),
 * waiting for the retry before — and the error goes back to BullMQ, which retries with backoff.
 */
export async function runTask<T>(db: PrismaClient, taskId: string, job: Job, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const message = final ? UNEXPECTED_FAILURE : "The task failed and will be retried";
    await (final ? failTransferTask(db, taskId, message) : failTask(db, taskId, message, false)).catch(() => undefined);
    throw error;
  }
}

/** What the user reads on a task whose job crashed its worker twice (see QUEUES.maxStalledCount). */
export const CRASHED_TWICE = {
  "vendor-import":
    "The background worker stopped twice while reading this file, so the import was stopped and nothing was imported. The uploaded file is kept for inspection: contact support, or check the file and try again.",
  "vendor-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "assessment-import":
    "The background worker stopped twice while reading this file, so the import was stopped and nothing was imported. The uploaded file is kept for inspection: contact support, or check the file and try again.",
  "assessment-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "contract-import":
    "The background worker stopped twice while reading this file, so the import was stopped and nothing was imported. The uploaded file is kept for inspection: contact support, or check the file and try again.",
  "contract-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "policy-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "audit-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "eba-export":
    "The background worker stopped twice while writing this export, so the export was stopped. Please try again, or contact support if it keeps failing.",
  "dora-export":
    "The background worker stopped twice while writing this package, so the export was stopped. Please try again, or contact support if it keeps failing.",
} as const;

/** What a task shows while it runs again after its worker died. */
export const RESUMED = "The background worker stopped while running this task, so it started again from the beginning.";

/**
 * The note a run gives its task (startTask): RESUMED when BullMQ hands the job back after a stall (its worker died).
 * The run itself says so, in the same write that marks the task running: a separate write from the "stalled" event
 * raced the rerun, which an idle worker takes the moment the job is back in the queue, and could land after the
 * rerun's start, leaving the task "queued" for the whole rerun.
 */
export function runNote(job: Pick<Job, "stalledCounter">): string | null {
  return job.stalledCounter > 0 ? RESUMED : null;
}

const taskIdOf = (job: Job) => (job.data as { taskId?: unknown })?.taskId;

/**
 * The hook of a job that runs a background task (its payload's taskId): the task is failed with a message once the
 * job crashed its worker twice. Only a task still queued or running changes: a task the run already completed or
 * failed keeps what it says. (A job that stalled once runs again, and its run notes that on the task: runNote.)
 */
export function taskHooks(kind: keyof typeof CRASHED_TWICE): Pick<JobHandler, "onFailed"> {
  return {
    async onFailed(job, error, deps) {
      const taskId = taskIdOf(job);
      if (typeof taskId !== "string") return;
      const crashed = error.message === STALLED_TOO_OFTEN;
      const failed = await failTransferTask(
        requireDb(deps),
        taskId,
        crashed ? CRASHED_TWICE[kind] : UNEXPECTED_FAILURE,
        // Retention keeps the task's input file for inspection a while (files/retention.ts).
        crashed ? CRASHED_WORKER_RESULT : undefined,
      );
      if (failed) deps.log(`task ${taskId} (${kind}) marked failed: ${error.message}`);
    },
  };
}
