import { z } from "zod";
import { defineJob } from "./define-job.js";

/** How often the worker drains the outbox by itself; a change with events also nudges it right after commit. */
export const OUTBOX_DRAIN_EVERY_MS = 5_000;

/**
 * Hands waiting outbox events to their queues (packages/api/src/outbox/drain.ts). A fixed repeatable job every
 * OUTBOX_DRAIN_EVERY_MS, plus a nudge after each commit that wrote events: it is machinery, not a user's schedule.
 */
export const outboxDrainJob = defineJob({
  name: "outbox-drain",
  queue: "outbox",
  schema: z.object({}).default({}),
  // A drain that fails is simply the next one's work: no retries, nothing kept.
  options: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
});
