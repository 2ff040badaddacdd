import { attemptDelivery, fanOutWebhookEvent, nudgeOutbox, sweepOverdueDeliveries } from "@tprm/api";
import { webhookDeliverJob, webhookFanoutJob, webhookSweepJob } from "@tprm/api/jobs";
import { UnrecoverableError } from "bullmq";
import { requireDb } from "./transfer-support.js";
import { handle, type WorkerDeps } from "./types.js";

const appUrlOf = (deps: WorkerDeps) => deps.env?.APP_URL ?? "http://localhost:3000";

function depsOf(deps: WorkerDeps) {
  if (!deps.jobs) throw new UnrecoverableError("This worker was started without its job client");
  return { db: requireDb(deps), jobs: deps.jobs, appUrl: appUrlOf(deps) };
}

/** One catalogue event to every active endpoint subscribed to it (packages/api/src/webhooks/deliver.ts). */
export const webhookFanoutHandler = handle(webhookFanoutJob, async (payload, _job, deps) => {
  const result = await fanOutWebhookEvent(depsOf(deps), payload);
  deps.log(`webhook event ${payload.event} ${payload.id}: ${result.deliveries} deliveries`);
  return result;
});

/**
 * One attempt of one delivery. The delivery row keeps its own retry schedule (the next attempt is queued with its
 * delay), so the job never retries itself; an endpoint disabled after a day of failures notifies its owner through
 * the outbox, handed over now.
 */
export const webhookDeliverHandler = handle(webhookDeliverJob, async (payload, _job, deps) => {
  const result = await attemptDelivery(depsOf(deps), payload.deliveryId);
  deps.log(`webhook delivery ${payload.deliveryId}: ${result}`);
  if (result === "failed" && deps.jobs) nudgeOutbox(deps.jobs, deps.log);
  return { result };
});

/** Every five minutes: queues again the deliveries whose retry is overdue (their delayed job was lost). */
export const webhookSweepHandler = handle(webhookSweepJob, async (_payload, _job, deps) => {
  const result = await sweepOverdueDeliveries(depsOf(deps));
  if (result.queued) deps.log(`webhook sweep: ${result.queued} overdue deliveries queued again`);
  return result;
});
