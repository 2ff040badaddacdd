import type { JobClient } from "../jobs/job-client.js";
import { outboxDrainJob } from "../jobs/outbox-drain.js";

/**
 * Asks a worker to drain the outbox now, after a commit that wrote events. It does not wait and a failure is
 * harmless: the events are in PostgreSQL and the drain's repeatable run takes them within seconds of Redis
 * answering again.
 */
export function nudgeOutbox(jobs: Pick<JobClient, "enqueue">, log?: (message: string) => void) {
  jobs.enqueue(outboxDrainJob, {}).catch((error: Error) => log?.(`outbox nudge failed (harmless): ${error.message}`));
}
