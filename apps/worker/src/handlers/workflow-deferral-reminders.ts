import { nudgeOutbox, runWorkflowDeferralReminders } from "@tprm/api";
import { workflowDeferralRemindersJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Reminds of deferred outsourcing arrangements on their review date (a built-in daily Schedule row). */
export const workflowDeferralRemindersHandler = handle(workflowDeferralRemindersJob, async (_payload, _job, deps) => {
  const result = await runWorkflowDeferralReminders(requireDb(deps), { timeZone: deps.env?.APP_TIME_ZONE ?? "UTC" });
  // The notifications' delivery events are in the outbox: hand them on now rather than at the next drain.
  if (result.notified && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
