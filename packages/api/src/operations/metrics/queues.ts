import { z } from "zod";
import { QUEUES, type QueueName } from "../../jobs/define-job.js";
import type { JobClient } from "../../jobs/job-client.js";

/** The BullMQ states counted per queue (a job is in exactly one of them). */
export const QUEUE_STATES = ["waiting", "active", "delayed", "prioritized", "failed", "completed"] as const;

export const queueCountsOutput = z.object({
  name: z.string().describe("The queue's name (jobs/define-job.ts QUEUES)"),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  prioritized: z.number().int(),
  failed: z.number().int().describe("Failed jobs kept (removeOnFail bounds how many and how long)"),
  completed: z.number().int().describe("Completed jobs kept (removeOnComplete bounds how many and how long)"),
});

export const queueStatusOutput = z.object({
  queues: z.array(queueCountsOutput),
  boardPath: z.string().describe("Where the queue board (Bull Board, Admin) is served"),
});

export type QueueCounts = z.infer<typeof queueCountsOutput>;

/** The queue board's path (apps/server/src/plugins/queue-board.ts mounts it there). */
export const QUEUE_BOARD_PATH = "/admin/queues";

/** Job counts of every queue the platform defines, read from Redis (one round trip per queue). */
export async function queueCounts(jobs: JobClient): Promise<QueueCounts[]> {
  const names = Object.keys(QUEUES) as QueueName[];
  return Promise.all(
    names.map(async (name) => {
      const counts = await jobs.queue(name).getJobCounts(...QUEUE_STATES);
      const row = { name } as QueueCounts;
      for (const state of QUEUE_STATES) row[state] = counts[state] ?? 0;
      return row;
    }),
  );
}
