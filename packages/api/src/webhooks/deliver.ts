// The worker's side of webhooks (docs/WEBHOOKS.md "Deliveries and retries"): the fan-out of one event to every
// active endpoint subscribed to it, and one attempt of one delivery — signed, sent through the SSRF guard, logged;
// retried at WEBHOOK_RETRY_DELAYS_MS; an endpoint failing for WEBHOOK_DISABLE_AFTER_MS is disabled and its owner
// (or, without one, the Admins) notified.
import type { Prisma, PrismaClient } from "@tprm/db";
import { recordChange, SYSTEM } from "../audit/record-change.js";
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_DELAYS_MS } from "../collaboration/rules.js";
import type { JobClient } from "../jobs/job-client.js";
import { WEBHOOK_SWEEP_GRACE_MS, type WebhookEventPayload, webhookDeliverJob } from "../jobs/webhooks.js";
import { notify } from "../notifications/notify.js";
import { isAdmin } from "../permissions/roles.js";
import { sendWebhook } from "./send.js";
import { privateUrlsAllowed, WEBHOOK_ENTITY } from "./service.js";

export interface DeliverDeps {
  db: PrismaClient;
  jobs: Pick<JobClient, "queue" | "enqueue">;
  appUrl: string;
  /** The clock (tests move it forward a day). */
  now?: () => Date;
  timeoutMs?: number;
}

/** Queues one attempt of a delivery, after `delayMs`. */
export async function queueDelivery(jobs: DeliverDeps["jobs"], deliveryId: string, delayMs = 0) {
  const data = webhookDeliverJob.schema.parse({ deliveryId });
  await jobs
    .queue(webhookDeliverJob.queue)
    .add(webhookDeliverJob.name, data, { ...webhookDeliverJob.options, delay: delayMs });
}

/** One delivery per active endpoint subscribed to the event (none twice for one event), each queued. */
export async function fanOutWebhookEvent(deps: DeliverDeps, event: WebhookEventPayload) {
  const hooks = await deps.db.webhook.findMany({
    where: { active: true, events: { has: event.event } },
    select: { id: true },
  });
  const created: string[] = [];
  for (const hook of hooks) {
    const had = await deps.db.webhookDelivery.findFirst({
      where: { webhookId: hook.id, eventId: event.id, redeliveryOfId: null },
      select: { id: true },
    });
    if (had) continue;
    const delivery = await deps.db.webhookDelivery.create({
      data: {
        webhookId: hook.id,
        eventId: event.id,
        event: event.event,
        payload: event as Prisma.InputJsonValue,
        nextAttemptAt: deps.now?.() ?? new Date(),
      },
      select: { id: true },
    });
    created.push(delivery.id);
  }
  for (const id of created) await queueDelivery(deps.jobs, id);
  return { deliveries: created.length };
}

/** Queues the deliveries overdue by more than the grace period (their job was lost), at most 500 a run. */
export async function sweepOverdueDeliveries(deps: DeliverDeps) {
  const cutoff = new Date((deps.now?.() ?? new Date()).getTime() - WEBHOOK_SWEEP_GRACE_MS);
  const overdue = await deps.db.webhookDelivery.findMany({
    where: { status: { in: ["pending", "retrying"] }, nextAttemptAt: { lt: cutoff } },
    orderBy: { nextAttemptAt: "asc" },
    take: 500,
    select: { id: true },
  });
  for (const d of overdue) await queueDelivery(deps.jobs, d.id);
  return { queued: overdue.length };
}

export type AttemptResult = "succeeded" | "retrying" | "failed" | "skipped";

/** Makes one attempt of a delivery that is still due; answers what became of it. */
export async function attemptDelivery(deps: DeliverDeps, deliveryId: string): Promise<AttemptResult> {
  const now = deps.now?.() ?? new Date();
  const d = await deps.db.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true } });
  if (!d || (d.status !== "pending" && d.status !== "retrying")) return "skipped";
  // A job that arrives before its time (a duplicate) leaves the delivery to the job queued for that time.
  if (d.nextAttemptAt && d.nextAttemptAt.getTime() > now.getTime() + 1_000) return "skipped";
  const hook = d.webhook;
  if (!hook.active) {
    await deps.db.webhookDelivery.update({
      where: { id: d.id },
      data: { status: "failed", nextAttemptAt: null, responseExcerpt: "Not sent: the endpoint is disabled." },
    });
    return "failed";
  }
  // Claim this attempt: of two workers holding the same delivery, one sends it.
  const claimed = await deps.db.webhookDelivery.updateMany({
    where: { id: d.id, attempts: d.attempts, status: d.status },
    data: { attempts: d.attempts + 1 },
  });
  if (claimed.count === 0) return "skipped";
  const attempts = d.attempts + 1;

  const outcome = await sendWebhook({
    url: hook.url,
    secret: hook.secret,
    body: JSON.stringify(d.payload),
    eventId: d.eventId,
    event: d.event,
    allowPrivate: await privateUrlsAllowed(deps.db),
    appUrl: deps.appUrl,
    timeoutMs: deps.timeoutMs,
    now: () => now,
  });
  const logged = { responseStatus: outcome.status, durationMs: outcome.durationMs, responseExcerpt: outcome.excerpt };

  if (outcome.ok) {
    await deps.db.$transaction([
      deps.db.webhookDelivery.update({
        where: { id: d.id },
        data: { ...logged, status: "succeeded", deliveredAt: now, nextAttemptAt: null },
      }),
      deps.db.webhook.updateMany({ where: { id: hook.id, failingSince: { not: null } }, data: { failingSince: null } }),
    ]);
    return "succeeded";
  }

  const failingSince = hook.failingSince ?? now;
  if (!hook.failingSince) {
    await deps.db.webhook.updateMany({ where: { id: hook.id, failingSince: null }, data: { failingSince: now } });
  }
  if (now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
    await deps.db.webhookDelivery.update({
      where: { id: d.id },
      data: { ...logged, status: "failed", nextAttemptAt: null },
    });
    await disableEndpoint(deps.db, hook, failingSince, now);
    return "failed";
  }
  const delay = d.test ? undefined : WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  if (delay === undefined) {
    await deps.db.webhookDelivery.update({
      where: { id: d.id },
      data: { ...logged, status: "failed", nextAttemptAt: null },
    });
    return "failed";
  }
  await deps.db.webhookDelivery.update({
    where: { id: d.id },
    data: { ...logged, status: "retrying", nextAttemptAt: new Date(now.getTime() + delay) },
  });
  await queueDelivery(deps.jobs, d.id, delay);
  return "retrying";
}

async function disableEndpoint(
  db: PrismaClient,
  hook: { id: string; name: string; url: string; ownerId: string | null },
  failingSince: Date,
  now: Date,
) {
  const reason = `Every delivery failed since ${failingSince.toISOString()} (a day or more).`;
  await db.$transaction(async (tx) => {
    const disabled = await tx.webhook.updateMany({
      where: { id: hook.id, active: true },
      data: { active: false, disabledAt: now, disabledReason: reason },
    });
    if (disabled.count === 0) return;
    await recordChange(tx, SYSTEM, {
      action: "UPDATE",
      entityType: WEBHOOK_ENTITY,
      entityId: hook.id,
      before: { active: true },
      after: { active: false, disabledReason: reason },
      description: `Disabled webhook ${hook.name}: ${reason}`,
    });
    // The owner, while an active Admin (who alone can enable it again); else every Admin, so someone hears of it.
    const owner = hook.ownerId
      ? await tx.user.findUnique({ where: { id: hook.ownerId }, select: { status: true, role: true } })
      : null;
    const ownerCanAct = owner?.status === "active" && owner.role !== null && isAdmin(owner.role);
    await notify(tx, SYSTEM, {
      eventKey: `webhook.disabled:${hook.id}:${now.toISOString()}`,
      eventType: "webhook.disabled",
      type: "system",
      priority: "high",
      title: `Webhook ${hook.name} was disabled`,
      message: `${hook.url} failed every delivery for a day, so the platform stopped sending to it. ${reason} Fix the receiver, then enable it again on the Integrations screen; its failed deliveries can be redelivered from its log.`,
      entity: { type: WEBHOOK_ENTITY, id: hook.id, name: hook.name },
      link: "/integrations",
      audience: ownerCanAct && hook.ownerId ? { users: [hook.ownerId] } : { roles: ["Admin"] },
    });
  });
}
