import { notifyOverdueInvoices, nudgeOutbox } from "@tprm/api";
import { invoiceOverdueJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Tells Finance of invoices that became overdue (a built-in Schedule row runs it once a day). */
export const invoiceOverdueHandler = handle(invoiceOverdueJob, async (_payload, _job, deps) => {
  const result = await notifyOverdueInvoices(requireDb(deps), { timeZone: deps.env?.APP_TIME_ZONE ?? "UTC" });
  // The notifications' delivery events are in the outbox: hand them on now rather than at the next drain.
  if (result.notified && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
