import { nudgeOutbox, runPolicyReviewReminders } from "@tprm/api";
import { policyReviewRemindersJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Reminds policy owners of reviews and expires policies past their review date (a built-in daily Schedule row). */
export const policyReviewRemindersHandler = handle(policyReviewRemindersJob, async (_payload, _job, deps) => {
  const result = await runPolicyReviewReminders(requireDb(deps), { timeZone: deps.env?.APP_TIME_ZONE ?? "UTC" });
  // The notifications' delivery events are in the outbox: hand them on now rather than at the next drain.
  if (result.notified && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
