import { dispatchDueSchedules, nudgeOutbox } from "@tprm/api";
import { ALL_JOBS, scheduleDispatchJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Enqueues, through the outbox, the Schedule rows that are due (every few seconds, on one worker at a time). */
export const scheduleDispatchHandler = handle(scheduleDispatchJob, async (_payload, _job, deps) => {
  const db = requireDb(deps);
  if (!deps.jobs) throw new UnrecoverableError("This worker was started without its job client");
  const claimed = await dispatchDueSchedules(db, deps.outboxJobs ?? ALL_JOBS);
  if (claimed.length) nudgeOutbox(deps.jobs, deps.log);
  return { dispatched: claimed.length };
});
