// Webhooks' inputs and answers (issue 18; spec 000 §3, §7, §9; docs/WEBHOOKS.md): an Admin's endpoints with the
// events they subscribe to, the test event, the delivery log paged by 50, redelivery, enabling a disabled endpoint
// again and the organisation's private-URL setting. Browser-safe: the Integrations screen validates with these.
import { z } from "zod";
import { WEBHOOK_EVENT_NAMES, WEBHOOK_LOG_PAGE_SIZE } from "../collaboration/rules.js";
import { idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";

export const WEBHOOK_NAME_MAX = 120;
export const WEBHOOK_URL_MAX = 2_000;

/** An https:// or http:// URL without credentials in it (a receiver authenticates the sender by the signature). */
export const webhookUrlField = z
  .string()
  .trim()
  .min(1, "Enter the endpoint's URL")
  .max(WEBHOOK_URL_MAX)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "Enter an http:// or https:// URL without a user name or password in it");

export const webhookEventsField = z
  .array(z.enum(WEBHOOK_EVENT_NAMES, { error: "Not an event of the catalogue (GET /api/webhooks/events)" }))
  .min(1, "Choose at least one event")
  .max(WEBHOOK_EVENT_NAMES.length)
  .transform((events) => [...new Set(events)]);

export const webhookInput = z.object({
  name: z.string().trim().min(1, "Enter a name").max(WEBHOOK_NAME_MAX),
  url: webhookUrlField,
  events: webhookEventsField,
  /** Off: no events are sent to it (deliveries already made stay in its log). */
  active: z.boolean().default(true),
});

export const updateWebhookInput = webhookInput.extend({
  id: z.uuid(),
  /** True: a new signing secret is made and answered once (the old one stops working at once). */
  rotateSecret: z.boolean().default(false),
});

export const webhookIdInput = z.object({ id: z.uuid() });

export const webhookLogsInput = z.object({
  id: z.uuid(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(WEBHOOK_LOG_PAGE_SIZE).default(WEBHOOK_LOG_PAGE_SIZE),
});

export const webhookDeliveryIdInput = z.object({ id: z.uuid() });

export const webhookSettingsInput = z.object({
  /** Allow URLs on loopback, private, link-local addresses and the platform's own host (a test network). */
  allowPrivateUrls: z.boolean(),
});

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────────────────

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "retrying", "failed"] as const;

export const webhookDeliverySummaryOutput = z.object({
  id: idOutput,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  event: z.string(),
  responseStatus: z.number().int().nullable(),
  createdAt: timestamp,
});

export const webhookOutput = z.object({
  id: idOutput,
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  disabledAt: timestamp.nullable().describe("When the platform disabled it after a day of failures"),
  disabledReason: z.string().nullable(),
  failingSince: timestamp.nullable().describe("The first failure of the current run of failures; null after a success"),
  owner: userRefOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  lastDelivery: webhookDeliverySummaryOutput.nullable(),
});
export type WebhookDto = z.output<typeof webhookOutput>;

/** Create and secret rotation answer the secret, once: it is never shown again. */
export const webhookWithSecretOutput = webhookOutput.extend({
  secret: z.string().nullable().describe("The signing secret: answered at creation and on rotation only, else null"),
});

export const webhookListOutput = z.object({ items: z.array(webhookOutput) });

export const webhookDeliveryOutput = z.object({
  id: idOutput,
  webhookId: idOutput,
  eventId: idOutput.describe("The event's id, the same across retries and redeliveries: receivers de-duplicate on it"),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  responseExcerpt: z.string().nullable().describe("The first 1,000 characters of the response, or the network error"),
  nextAttemptAt: timestamp.nullable(),
  test: z.boolean(),
  redeliveryOfId: idOutput.nullable(),
  createdAt: timestamp,
  deliveredAt: timestamp.nullable(),
});
export type WebhookDeliveryDto = z.output<typeof webhookDeliveryOutput>;

export const webhookLogsOutput = pageOutput(webhookDeliveryOutput);

export const webhookEventCatalogueOutput = z.object({
  items: z.array(z.object({ name: z.string(), description: z.string() })),
});

export const webhookSettingsOutput = z.object({ allowPrivateUrls: z.boolean() });
