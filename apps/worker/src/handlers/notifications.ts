import { deliverNotifications, nudgeOutbox, sendDueDigests } from "@tprm/api";
import { notificationDeliverJob, notificationDigestJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle, type WorkerDeps } from "./types.js";

/** What the e-mails' links start with; the worker always has APP_URL (main.ts), a test harness may not. */
const appUrlOf = (deps: WorkerDeps) => deps.env?.APP_URL ?? "http://localhost:3000";

/** The e-mails one notify call asked for, written as send-email outbox events (packages/api/src/notifications). */
export const notificationDeliverHandler = handle(notificationDeliverJob, async (payload, _job, deps) => {
  const result = await deliverNotifications(requireDb(deps), payload, {
    appUrl: appUrlOf(deps),
    mailboxTimeZone: deps.env?.APP_TIME_ZONE ?? "UTC",
  });
  if ((result.emailed || result.mailboxes) && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});

/** The digests of one frequency that are due (a built-in schedule per frequency runs it every hour). */
export const notificationDigestHandler = handle(notificationDigestJob, async (payload, _job, deps) => {
  const result = await sendDueDigests(requireDb(deps), payload.frequency, { appUrl: appUrlOf(deps) });
  if (result.sent && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return result;
});
