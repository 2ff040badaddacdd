import { z } from "zod";
import { defineJob } from "./define-job.js";

/** How often the worker looks for due schedules (a cron pattern's smallest step is a minute, or a second). */
export const SCHEDULE_DISPATCH_EVERY_MS = 10_000;

/**
 * Enqueues the schedules (rows of Schedule) that are due: a fixed repeatable job, the one piece of scheduling that
 * lives in Redis (packages/api/src/schedules/schedule-service.ts).
 */
export const scheduleDispatchJob = defineJob({
  name: "schedule-dispatch",
  queue: "outbox",
  schema: z.object({}).default({}),
  options: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
});
