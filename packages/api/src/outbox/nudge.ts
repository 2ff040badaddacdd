import { DEFAULT_JOB_OPTIONS } from "../jobs/define-job.js";
import type { JobClient } from "../jobs/job-client.js";
import { outboxDrainJob } from "../jobs/outbox-drain.js";

/**
 * The deduplication id every nudge carries: while one nudged drain waits (or runs), further nudges add nothing, so a
 * burst of N changes queues one drain, not N. It is released when that drain finishes; an event committed while it
 * runs is taken by the drain's repeatable run (OUTBOX_DRAIN_EVERY_MS) at the latest.
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
        deduplication: { id: OUTBOX_NUDGE_ID },
      }),
    )
    .then(
      () => {},
      (error: Error) => log?.(`outbox nudge failed (harmless): ${error.message}`),
    );
}
