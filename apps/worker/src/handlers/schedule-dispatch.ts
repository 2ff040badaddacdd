import { dispatchDueSchedules, nudgeOutbox, seedBuiltInSchedules } from "@tprm/api";
import { ALL_JOBS, scheduleDispatchJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/**
 * Seeds the built-in Schedule rows that are missing (idempotent, so they appear as soon as PostgreSQL answers, however
 * the worker started), then enqueues, through the outbox, the ones that are due (every few seconds, on one worker at
 * a time).
 */
export const scheduleDispatchHandler = handle(scheduleDispatchJob, async (_payload, _job, deps) => {
  const db = requireDb(deps);
  if (!deps.jobs) throw new UnrecoverableError("This worker was started without its job client");
  const contracts = deps.outboxJobs ?? ALL_JOBS;
  // A seeding failure is logged and tried again at the next run; it does not hold up the schedules already there.
  await seedBuiltInSchedules(db, contracts).catch((error: Error) =>
    deps.log(`seeding the built-in schedules failed: ${error.message}`),
  );
  const claimed = await dispatchDueSchedules(db, contracts);
  if (claimed.length) nudgeOutbox(deps.jobs, deps.log);
  return { dispatched: claimed.length };
});
