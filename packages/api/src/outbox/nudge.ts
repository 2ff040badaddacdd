import { DEFAULT_JOB_OPTIONS } from "../jobs/define-job.js";
import type { JobClient } from "../jobs/job-client.js";
import { outboxDrainJob } from "../jobs/outbox-drain.js";

/**
 * The deduplication id every nudge carries: while one nudged drain waits, further nudges add nothing, so a burst of
 * N changes queues one drain, not N. Nudges while it runs leave one drain to follow it (BullMQ keepLastIfActive):
 * at most one running and one pending.
 */
export const OUTBOX_NUDGE_ID = "outbox-drain-nudge";

/**
 * Asks a worker to drain the outbox now, after a commit that wrote events. Callers need not wait (the promise never
 * rejects) and a failure is harmless: the events are in PostgreSQL and the drain's repeatable run takes them within
 * seconds of Redis answering again.
 */
export function nudgeOutbox(jobs: Pick<JobClient, "queue">, log?: (message: string) => void): Promise<void> {
  // Inside then(): whatever goes wrong, even synchronously, ends in the log line below, never in the caller.
  return Promise.resolve()
    .then(() =>
      jobs.queue(outboxDrainJob.queue).add(outboxDrainJob.name, outboxDrainJob.schema.parse({}), {
        ...DEFAULT_JOB_OPTIONS,
        ...outboxDrainJob.options,
        // keepLastIfActive: a nudge while the drain runs queues one more drain for after it (the events committed
        // during its run), never a second one alongside it.
        deduplication: { id: OUTBOX_NUDGE_ID, keepLastIfActive: true },
      }),
    )
    .then(
      () => {},
      (error: Error) => log?.(`outbox nudge failed (harmless): ${error.message}`),
    );
}
