import { notifyAssessmentReviewsDue, nudgeOutbox } from "@tprm/api";
import { assessmentReviewRemindersJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Reminds lead assessors and Risk Managers of reassessments overdue or due soon (a built-in daily Schedule row). */
export const assessmentReviewRemindersHandler = handle(assessmentReviewRemindersJob, async (_payload, _job, deps) => {
  const result = await notifyAssessmentReviewsDue(requireDb(deps), { timeZone: deps.env?.APP_TIME_ZONE ?? "UTC" });
  // The notifications' delivery events are in the outbox: hand them on now rather than at the next drain.
  if (result.notified && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
