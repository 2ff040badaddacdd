import { nudgeOutbox, runContractReminders } from "@tprm/api";
import { contractRemindersJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Renews, expires and reminds of contracts on the organisation's calendar (a built-in daily Schedule row). */
export const contractRemindersHandler = handle(contractRemindersJob, async (_payload, _job, deps) => {
  const result = await runContractReminders(requireDb(deps), { timeZone: deps.env?.APP_TIME_ZONE ?? "UTC" });
  // The notifications' delivery events are in the outbox: hand them on now rather than at the next drain.
  if (result.notified && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
