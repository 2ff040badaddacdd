// The delivery log and the Admin's actions on it (docs/WEBHOOKS.md "Deliveries"): the log paged by 50 (spec 000 §9),
// the test event sent at once, and redelivery (a new delivery of the same event id and body, made by the worker).
import { randomUUID } from "node:crypto";
import type { Prisma, WebhookDelivery } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { WEBHOOK_TEST_EVENT } from "../collaboration/rules.js";
import type { SignedInContext } from "../context.js";
import { type WebhookEventPayload, webhookDeliverJob } from "../jobs/webhooks.js";
import { notFound } from "../lib/errors.js";
import { paginate } from "../lib/pagination.js";
import { personName } from "../lib/people.js";
import { outboxEvent } from "../outbox/events.js";
import type { WebhookDeliveryDto, webhookLogsInput } from "../schemas/webhooks.js";
import { sendWebhook } from "./send.js";
import {
  assertUrlAllowed,
  DELIVERY_NOT_FOUND,
  privateUrlsAllowed,
  WEBHOOK_ENTITY,
  WEBHOOK_NOT_FOUND,
} from "./service.js";

export function deliveryDto(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: d.id,
    webhookId: d.webhookId,
    eventId: d.eventId,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    durationMs: d.durationMs,
    responseExcerpt: d.responseExcerpt,
    nextAttemptAt: d.nextAttemptAt,
    test: d.test,
    redeliveryOfId: d.redeliveryOfId,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
  };
}

export async function webhookLogs(ctx: SignedInContext, input: z.output<typeof webhookLogsInput>) {
  const exists = await ctx.db.webhook.findUnique({ where: { id: input.id }, select: { id: true } });
  if (!exists) throw notFound(WEBHOOK_NOT_FOUND);
  const where = { webhookId: input.id };
  const [total, rows] = await Promise.all([
    ctx.db.webhookDelivery.count({ where }),
    ctx.db.webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.limit,
      take: input.limit,
    }),
  ]);
  return { items: rows.map(deliveryDto), pagination: paginate(input.page, input.limit, total) };
}

/** The test event: sent now from the server (not retried), logged like any delivery, its outcome answered. */
export async function sendTest(ctx: SignedInContext, id: string): Promise<WebhookDeliveryDto> {
  const hook = await ctx.db.webhook.findUnique({ where: { id } });
  if (!hook) throw notFound(WEBHOOK_NOT_FOUND);
  await assertUrlAllowed(ctx, hook.url);
  const user = ctx.auth.user;
  const payload: WebhookEventPayload = {
    id: randomUUID(),
    event: WEBHOOK_TEST_EVENT,
    occurredAt: new Date().toISOString(),
    actor: { id: user.id, name: personName(user) },
    data: { entityType: "webhook", entityId: hook.id, description: `A test event for ${hook.name}` },
  };
  const body = JSON.stringify(payload);
  const outcome = await sendWebhook({
    url: hook.url,
    secret: hook.secret,
    body,
    eventId: payload.id,
    event: payload.event,
    allowPrivate: await privateUrlsAllowed(ctx.db),
    appUrl: ctx.env.APP_URL,
  });
  const now = new Date();
  return ctx.db.$transaction(async (tx) => {
    const delivery = await tx.webhookDelivery.create({
      data: {
        webhookId: hook.id,
        eventId: payload.id,
        event: payload.event,
        payload: payload as Prisma.InputJsonValue,
        status: outcome.ok ? "succeeded" : "failed",
        attempts: 1,
        responseStatus: outcome.status,
        durationMs: outcome.durationMs,
        responseExcerpt: outcome.excerpt,
        test: true,
        deliveredAt: outcome.ok ? now : null,
      },
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: WEBHOOK_ENTITY,
      entityId: hook.id,
      after: { test: delivery.id, status: delivery.status, responseStatus: outcome.status },
      description: `Sent a test event to webhook ${hook.name}: ${outcome.ok ? "delivered" : "failed"} (${outcome.status ?? outcome.excerpt.slice(0, 120)})`,
    });
    return deliveryDto(delivery);
  });
}

/** A new delivery of the same event (same id and body, signed anew at send time), queued for the worker. */
export async function redeliver(ctx: SignedInContext, deliveryId: string): Promise<WebhookDeliveryDto> {
  return ctx.db.$transaction(async (tx) => {
    const original = await tx.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { webhook: true } });
    if (!original) throw notFound(DELIVERY_NOT_FOUND);
    const delivery = await tx.webhookDelivery.create({
      data: {
        webhookId: original.webhookId,
        eventId: original.eventId,
        event: original.event,
        payload: original.payload as Prisma.InputJsonValue,
        status: "pending",
        nextAttemptAt: new Date(),
        test: original.test,
        redeliveryOfId: original.id,
      },
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: WEBHOOK_ENTITY,
      entityId: original.webhookId,
      after: { redelivery: delivery.id, of: original.id, event: original.event },
      description: `Redelivered event ${original.event} (${original.eventId}) to webhook ${original.webhook.name}`,
      event: outboxEvent(webhookDeliverJob, { deliveryId: delivery.id }),
    });
    return deliveryDto(delivery);
  });
}
