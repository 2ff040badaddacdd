// Webhooks' procedures (issue 18; spec 000 §3, §7 "Webhooks", §9 "webhook logs 50"; docs/WEBHOOKS.md): an Admin
// registers endpoints with the events they hear of, tests them, reads their delivery log by 50, redelivers, enables
// one the platform disabled, and decides whether private URLs are allowed. Deliveries are made by the worker
// (jobs/webhooks.ts); a test is sent at once so the screen shows its outcome.
import { COLLABORATION_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  updateWebhookInput,
  webhookDeliveryIdInput,
  webhookDeliveryOutput,
  webhookEventCatalogueOutput,
  webhookIdInput,
  webhookInput,
  webhookListOutput,
  webhookLogsInput,
  webhookLogsOutput,
  webhookOutput,
  webhookSettingsInput,
  webhookSettingsOutput,
  webhookWithSecretOutput,
} from "../schemas/webhooks.js";
import { router, signedInProcedure } from "../trpc.js";
import { redeliver, sendTest, webhookLogs } from "./deliveries.js";
import {
  createWebhook,
  DELIVERY_NOT_FOUND,
  deleteWebhook,
  enableWebhook,
  getWebhook,
  getWebhookSettings,
  listWebhooks,
  saveWebhookSettings,
  updateWebhook,
  WEBHOOK_NOT_FOUND,
  webhookEventCatalogue,
} from "./service.js";
import { URL_REFUSED } from "./url-guard.js";

const tags = ["Webhooks"];
const BASE = "/api/webhooks";
const access = COLLABORATION_ACCESS.webhooks;

export const webhooksRouter = router({
  events: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/events`,
        summary: "The event catalogue an endpoint may subscribe to",
        tags,
      },
    })
    .output(webhookEventCatalogueOutput)
    .query(() => webhookEventCatalogue()),

  settings: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/settings`,
        summary: "Whether URLs on loopback, private or link-local addresses (or the platform's own host) are allowed",
        tags,
      },
    })
    .output(webhookSettingsOutput)
    .query(({ ctx }) => getWebhookSettings(ctx)),

  updateSettings: signedInProcedure
    .meta({
      access,
      rest: {
        method: "PUT",
        path: `${BASE}/settings`,
        summary:
          "Allow or refuse private URLs (server-side request forgery guard). Checked when an endpoint is saved and again at every send",
        tags,
      },
    })
    .input(webhookSettingsInput)
    .output(webhookSettingsOutput)
    .mutation(({ ctx, input }) => saveWebhookSettings(ctx, input)),

  list: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: BASE,
        summary: "Every endpoint with its events, state (active, disabled, failing since) and last delivery",
        tags,
      },
    })
    .output(webhookListOutput)
    .query(({ ctx }) => listWebhooks(ctx)),

  get: signedInProcedure
    .meta({
      access,
      rest: { method: "GET", path: `${BASE}/{id}`, summary: "One endpoint (never its secret)", tags },
    })
    .input(webhookIdInput)
    .output(webhookOutput)
    .query(({ ctx, input }) => getWebhook(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access,
      rest: {
        method: "POST",
        path: BASE,
        summary:
          "Register an endpoint: name, URL, events from the catalogue. Answers the signing secret once. The caller owns it (hears when it is disabled)",
        tags,
        successStatus: 201,
        errors: { 400: URL_REFUSED },
      },
    })
    .input(webhookInput)
    .output(webhookWithSecretOutput)
    .mutation(({ ctx, input }) => createWebhook(ctx, input)),

  update: signedInProcedure
    .meta({
      access,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary:
          "Edit an endpoint (the full object); rotateSecret makes a new secret, answered once. Turning it on again clears a disabled state",
        tags,
        errors: { 400: URL_REFUSED, 404: WEBHOOK_NOT_FOUND },
      },
    })
    .input(updateWebhookInput)
    .output(webhookWithSecretOutput)
    .mutation(({ ctx, input }) => updateWebhook(ctx, input)),

  delete: signedInProcedure
    .meta({
      access,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary: "Delete an endpoint and its delivery log",
        tags,
        errors: { 404: WEBHOOK_NOT_FOUND },
      },
    })
    .input(webhookIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteWebhook(ctx, input.id)),

  enable: signedInProcedure
    .meta({
      access,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/enable`,
        summary: "Enable an endpoint again (after the platform disabled it, or an Admin turned it off)",
        tags,
        errors: { 400: URL_REFUSED, 404: WEBHOOK_NOT_FOUND },
      },
    })
    .input(webhookIdInput)
    .output(webhookOutput)
    .mutation(({ ctx, input }) => enableWebhook(ctx, input.id)),

  test: signedInProcedure
    .meta({
      access,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/test`,
        summary:
          "Send a test event (webhook.test) now, signed like any other, and answer its outcome: status, duration, response excerpt. Not retried",
        tags,
        errors: { 400: URL_REFUSED, 404: WEBHOOK_NOT_FOUND },
      },
    })
    .input(webhookIdInput)
    .output(webhookDeliveryOutput)
    .mutation(({ ctx, input }) => sendTest(ctx, input.id)),

  logs: signedInProcedure
    .meta({
      access,
      rest: {
        method: "GET",
        path: `${BASE}/{id}/logs`,
        summary: "An endpoint's deliveries, newest first, 50 a page: status, attempts, HTTP status, duration, excerpt",
        tags,
        errors: { 404: WEBHOOK_NOT_FOUND },
      },
    })
    .input(webhookLogsInput)
    .output(webhookLogsOutput)
    .query(({ ctx, input }) => webhookLogs(ctx, input)),

  redeliver: signedInProcedure
    .meta({
      access,
      rest: {
        method: "POST",
        path: `${BASE}/deliveries/{id}/redeliver`,
        summary:
          "Send a delivery's event again (same event id and body, signed anew) as a new delivery the worker makes; answers it, pending",
        tags,
        successStatus: 202,
        errors: { 404: DELIVERY_NOT_FOUND },
      },
    })
    .input(webhookDeliveryIdInput)
    .output(webhookDeliveryOutput)
    .mutation(({ ctx, input }) => redeliver(ctx, input.id)),
});
