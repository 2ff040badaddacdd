import {
  ALL_JOBS,
  DEFAULT_JOB_OPTIONS,
  type JobClient,
  type JobDefinition,
  QUEUES,
  type QueueName,
} from "@tprm/api/jobs";
import type { z } from "zod";

/**
 * Registers every job contract that has a `schedule` as a BullMQ job scheduler (id = the job's name) and removes
 * the schedulers no contract declares any more, so a retired or renamed job stops running. Every worker calls it at
 * start-up: upserting is idempotent, and each run of a scheduler is one job, taken by one worker.
 */
export async function scheduleJobs(
  jobs: Pick<JobClient, "queue">,
  contracts: readonly JobDefinition<string, z.ZodType>[] = ALL_JOBS,
): Promise<string[]> {
  const scheduled: string[] = [];
  for (const queueName of Object.keys(QUEUES) as QueueName[]) {
    const queue = jobs.queue(queueName);
    const declared = contracts.filter((job) => job.queue === queueName && job.schedule);
    for (const job of declared) {
      await queue.upsertJobScheduler(job.name, job.schedule!, {
        name: job.name,
        data: job.schema.parse({}),
        opts: { ...DEFAULT_JOB_OPTIONS, ...job.options },
      });
      scheduled.push(job.name);
    }
    for (const existing of await queue.getJobSchedulers()) {
      const id = existing.id ?? existing.key;
      if (!declared.some((job) => job.name === id)) await queue.removeJobScheduler(id);
    }
  }
  return scheduled;
}
