// Webhook endpoints (issue 18; docs/WEBHOOKS.md): an Admin's CRUD, enabling again, the private-URL setting and the
// event catalogue. Every change is audited (entity "Webhook", never the secret). A URL is checked by the SSRF guard
// when saved (url-guard.ts) and again at every send. Changes forget this process's cache of subscribed events
// (events.ts) so a new endpoint hears of the next change at once.
import type { Prisma, PrismaClient } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { WEBHOOK_EVENTS } from "../collaboration/rules.js";
import type { Context, SignedInContext } from "../context.js";
import { invalidField, notFound } from "../lib/errors.js";
import { USER_NAME, userRef } from "../lib/people.js";
import { DEFAULT_ORGANISATION_SETTINGS } from "../schemas/settings.js";
import type {
  updateWebhookInput,
  WebhookDto,
  webhookInput,
  webhookSettingsInput,
  webhookWithSecretOutput,
} from "../schemas/webhooks.js";
import { forgetSubscribedEvents } from "./events.js";
import { newWebhookSecret } from "./send.js";
import { checkUrl, UrlRefused } from "./url-guard.js";

type Db = PrismaClient | Prisma.TransactionClient;
export const WEBHOOK_ENTITY = "Webhook";
export const WEBHOOK_NOT_FOUND = "No webhook with this id.";
export const DELIVERY_NOT_FOUND = "No webhook delivery with this id.";

export const WEBHOOK_INCLUDE = {
  owner: USER_NAME,
  deliveries: {
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { id: true, status: true, event: true, responseStatus: true, createdAt: true },
  },
} as const satisfies Prisma.WebhookInclude;

type WebhookRow = Prisma.WebhookGetPayload<{ include: typeof WEBHOOK_INCLUDE }>;

export function webhookDto(row: WebhookRow): WebhookDto {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: row.events,
    active: row.active,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince,
    owner: userRef(row.owner),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastDelivery: row.deliveries[0] ?? null,
  };
}

/** What the audit keeps of an endpoint: everything but its secret. */
const snapshot = (w: { name: string; url: string; events: string[]; active: boolean }) => ({
  name: w.name,
  url: w.url,
  events: w.events,
  active: w.active,
});

/** Whether the organisation allows private URLs (false before its settings are first saved). */
export async function privateUrlsAllowed(db: Pick<Db, "organisationSettings">) {
  const row = await db.organisationSettings.findUnique({ where: { id: 1 }, select: { webhookAllowPrivateUrls: true } });
  return row?.webhookAllowPrivateUrls ?? false;
}

/** The SSRF guard at save time: 400 on the url field saying why. */
export async function assertUrlAllowed(ctx: Context, url: string) {
  try {
    await checkUrl(url, { allowPrivate: await privateUrlsAllowed(ctx.db), appUrl: ctx.env.APP_URL });
  } catch (error) {
    if (error instanceof UrlRefused) throw invalidField("url", error.reason);
    throw error;
  }
}

export function webhookEventCatalogue() {
  return { items: Object.entries(WEBHOOK_EVENTS).map(([name, description]) => ({ name, description })) };
}

export async function listWebhooks(ctx: SignedInContext) {
  const rows = await ctx.db.webhook.findMany({ include: WEBHOOK_INCLUDE, orderBy: { createdAt: "asc" } });
  return { items: rows.map(webhookDto) };
}

export async function getWebhook(ctx: SignedInContext, id: string, db: Db = ctx.db) {
  const row = await db.webhook.findUnique({ where: { id }, include: WEBHOOK_INCLUDE });
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return webhookDto(row);
}

type WithSecret = z.output<typeof webhookWithSecretOutput>;

export async function createWebhook(ctx: SignedInContext, input: z.output<typeof webhookInput>): Promise<WithSecret> {
  await assertUrlAllowed(ctx, input.url);
  const secret = newWebhookSecret();
  const dto = await ctx.db.$transaction(async (tx) => {
    const row = await tx.webhook.create({
      data: { ...input, secret, ownerId: ctx.auth.user.id },
      include: WEBHOOK_INCLUDE,
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: WEBHOOK_ENTITY,
      entityId: row.id,
      after: snapshot(row),
      description: `Registered webhook ${row.name} (${row.url}) for ${row.events.join(", ")}`,
    });
    return webhookDto(row);
  });
  forgetSubscribedEvents();
  return { ...dto, secret };
}

export async function updateWebhook(
  ctx: SignedInContext,
  input: z.output<typeof updateWebhookInput>,
): Promise<WithSecret> {
  const { id, rotateSecret, ...fields } = input;
  const before = await ctx.db.webhook.findUnique({ where: { id } });
  if (!before) throw notFound(WEBHOOK_NOT_FOUND);
  if (fields.url !== before.url || (fields.active && !before.active)) await assertUrlAllowed(ctx, fields.url);
  const secret = rotateSecret ? newWebhookSecret() : null;
  const dto = await ctx.db.$transaction(async (tx) => {
    const row = await tx.webhook.update({
      where: { id },
      data: {
        ...fields,
        ...(secret ? { secret } : {}),
        // Turned on again: a platform-disabled endpoint starts afresh.
        ...(fields.active && !before.active ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      },
      include: WEBHOOK_INCLUDE,
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: WEBHOOK_ENTITY,
      entityId: id,
      before: snapshot(before),
      after: { ...snapshot(row), ...(secret ? { secretRotated: true } : {}) },
      description: `Edited webhook ${row.name}${secret ? " and rotated its secret" : ""}`,
    });
    return webhookDto(row);
  });
  forgetSubscribedEvents();
  return { ...dto, secret };
}

export async function deleteWebhook(ctx: SignedInContext, id: string) {
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.webhook.findUnique({ where: { id } });
    if (!before) throw notFound(WEBHOOK_NOT_FOUND);
    await tx.webhook.delete({ where: { id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: WEBHOOK_ENTITY,
      entityId: id,
      before: snapshot(before),
      description: `Deleted webhook ${before.name} (${before.url}) and its delivery log`,
    });
  });
  forgetSubscribedEvents();
  return { id, deleted: true };
}

export async function enableWebhook(ctx: SignedInContext, id: string) {
  const before = await ctx.db.webhook.findUnique({ where: { id } });
  if (!before) throw notFound(WEBHOOK_NOT_FOUND);
  await assertUrlAllowed(ctx, before.url);
  const dto = await ctx.db.$transaction(async (tx) => {
    const row = await tx.webhook.update({
      where: { id },
      data: { active: true, disabledAt: null, disabledReason: null, failingSince: null },
      include: WEBHOOK_INCLUDE,
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: WEBHOOK_ENTITY,
      entityId: id,
      before: { active: before.active, disabledAt: before.disabledAt, disabledReason: before.disabledReason },
      after: { active: true },
      description: `Enabled webhook ${row.name} again`,
    });
    return webhookDto(row);
  });
  forgetSubscribedEvents();
  return dto;
}

export async function getWebhookSettings(ctx: SignedInContext) {
  return { allowPrivateUrls: await privateUrlsAllowed(ctx.db) };
}

export async function saveWebhookSettings(ctx: SignedInContext, input: z.output<typeof webhookSettingsInput>) {
  await ctx.db.$transaction(async (tx) => {
    const before = await privateUrlsAllowed(tx);
    if (before === input.allowPrivateUrls) return;
    await tx.organisationSettings.upsert({
      where: { id: 1 },
      create: {
        id: 1,
        name: DEFAULT_ORGANISATION_SETTINGS.name,
        webhookAllowPrivateUrls: input.allowPrivateUrls,
        updatedById: ctx.auth.user.id,
      },
      update: { webhookAllowPrivateUrls: input.allowPrivateUrls, updatedById: ctx.auth.user.id },
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: "OrganisationSettings",
      entityId: "1",
      before: { webhookAllowPrivateUrls: before },
      after: { webhookAllowPrivateUrls: input.allowPrivateUrls },
      description: input.allowPrivateUrls
        ? "Allowed webhooks to private, loopback and link-local URLs"
        : "Refused webhooks to private, loopback and link-local URLs",
    });
  });
  return { allowPrivateUrls: input.allowPrivateUrls };
}
