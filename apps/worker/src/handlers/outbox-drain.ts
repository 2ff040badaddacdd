import { drainOutbox } from "@tprm/api";
import { ALL_JOBS, outboxDrainJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Hands the outbox's waiting events to their queues (every few seconds, and when a commit nudges it). */
export const outboxDrainHandler = handle(outboxDrainJob, async (_payload, _job, deps) => {
  const db = requireDb(deps);
  if (!deps.jobs) throw new UnrecoverableError("This worker was started without its job client");
  return drainOutbox(db, deps.jobs, { jobs: deps.outboxJobs ?? ALL_JOBS, log: deps.log });
});
