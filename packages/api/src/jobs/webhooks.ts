import { z } from "zod";
import { defineJob } from "./define-job.js";

/** A catalogue event as a change raised it (webhooks/events.ts): what every subscribed endpoint is sent. */
export const webhookEventPayload = z.object({
  id: z.uuid(),
  event: z.string().min(1).max(100),
  occurredAt: z.iso.datetime(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  data: z.object({
    entityType: z.string().min(1).max(100),
    entityId: z.string().min(1).max(100),
    description: z.string().max(2_000).nullable(),
  }),
});
export type WebhookEventPayload = z.infer<typeof webhookEventPayload>;

/**
 * One catalogue event, written as an outbox row by the change record (audit/record-change.ts) in the change's own
 * transaction, only when some active endpoint subscribes to it. The worker creates one delivery per active endpoint
 * subscribed at that moment (a retried fan-out skips the endpoints that already have the event) and queues each.
 */
export const webhookFanoutJob = defineJob({
  name: "webhook-fanout",
  queue: "webhooks",
  schema: webhookEventPayload,
  options: { attempts: 5, backoff: { type: "exponential", delay: 5_000 }, removeOnComplete: { count: 1_000 } },
});

/**
 * One attempt of one delivery (webhooks/deliver.ts): signed, sent through the SSRF guard, its outcome logged on the
 * delivery. A failure sets the next attempt at WEBHOOK_RETRY_DELAYS_MS and queues this job again with that delay
 * (the job itself never retries: the delivery row keeps the schedule); an endpoint failing for a day is disabled
 * and its owner notified. A delivery already succeeded, failed or not yet due is left alone.
 */
export const webhookDeliverJob = defineJob({
  name: "webhook-deliver",
  queue: "webhooks",
  schema: z.object({ deliveryId: z.uuid() }),
  options: { attempts: 1, removeOnComplete: { count: 1_000 }, removeOnFail: { count: 1_000 } },
});

/**
 * Queues again the deliveries whose attempt is overdue by more than WEBHOOK_SWEEP_GRACE_MS (their delayed job was
 * lost: Redis restarted without its data, a worker killed mid-hand-over). Every five minutes, a built-in schedule; a
 * delivery queued twice is sent once (the attempt is claimed by its count).
 */
export const webhookSweepJob = defineJob({
  name: "webhook-sweep",
  queue: "webhooks",
  schema: z.object({}).default({}),
  options: { attempts: 1, removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } },
});
export const WEBHOOK_SWEEP_GRACE_MS = 2 * 60_000;

export const WEBHOOK_SWEEP_SCHEDULE = {
  key: webhookSweepJob.name,
  name: "Send webhook deliveries whose retry is overdue",
  jobName: webhookSweepJob.name,
  cron: "*/5 * * * *",
  timeZone: "UTC",
};
