// Webhooks (issue 18; docs/WEBHOOKS.md) against a local HTTP listener: a loopback URL is refused until the Admin
// allows private URLs; the test event and a vendor's change arrive signed (the test verifies the signature itself);
// a 500 is retried at the first delay and logged; a delivery is redelivered with the same event id; an endpoint
// failing for a day is disabled and its owner notified. The worker's functions run here with a recording queue.
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  attemptDelivery,
  BUILT_IN_SCHEDULES,
  fanOutWebhookEvent,
  sendWebhook,
  sweepOverdueDeliveries,
} from "@tprm/api";
import { webhookDeliverJob, webhookEventPayload, webhookFanoutJob, webhookSweepJob } from "@tprm/api/jobs";
import { createUser } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

let database: TestDatabase;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
let listener: Server;
let url: string;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
/** The statuses the listener answers, in turn (200 once they run out). */
const answers: number[] = [];

const queued: { name: string; data: unknown; delay: number | undefined }[] = [];
const jobs = {
  queue: () => ({
    add: async (name: string, data: unknown, opts?: { delay?: number }) => {
      queued.push({ name, data, delay: opts?.delay });
    },
  }),
  enqueue: async () => undefined,
} as never;
const deps = (now?: Date) => ({
  db: t.services.db,
  jobs,
  appUrl: "http://localhost:3000",
  ...(now ? { now: () => now } : {}),
});

function call(method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object, token = admin.token) {
  return t.app.inject({ method, url: path, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** What a receiver does (docs/WEBHOOKS.md): recompute the HMAC of "<t>.<raw body>" and compare. */
function verify(secret: string, header: string, body: string) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  admin = await signIn(t, "Admin");
  listener = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (req.url === "/silent") return; // never answers: the sender's time limit ends it
      received.push({ headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok, thanks" : "receiver broke");
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((resolve) => listener?.close(resolve));
  await t?.close();
  await database?.drop();
});

describe("webhooks", () => {
  let hook: { id: string; secret: string };

  it("refuses a loopback URL, and the Admin's endpoints to anyone else", async () => {
    const refused = await call("POST", "/api/webhooks", { name: "Local", url, events: ["vendor.created"] });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain("127.0.0.1");
    const localhost = await call("POST", "/api/webhooks", {
      name: "Local",
      url: "http://localhost:9/x",
      events: ["vendor.created"],
    });
    expect(localhost.statusCode).toBe(400);
    const manager = await signIn(t, "Vendor Manager");
    expect((await call("GET", "/api/webhooks", undefined, manager.token)).statusCode).toBe(403);
    const badEvent = await call("POST", "/api/webhooks", { name: "x", url: "https://example.com", events: ["nope"] });
    expect(badEvent.statusCode).toBe(400);
  });

  it("accepts it once private URLs are allowed, answering the secret once", async () => {
    const setting = await call("PUT", "/api/webhooks/settings", { allowPrivateUrls: true });
    expect(setting.json().data).toEqual({ allowPrivateUrls: true });
    const created = await call("POST", "/api/webhooks", {
      name: "Core banking",
      url,
      events: ["vendor.created", "vendor.updated"],
    });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data.secret).toMatch(/^whsec_/);
    hook = { id: data.id, secret: data.secret };
    const read = await call("GET", `/api/webhooks/${hook.id}`);
    expect(read.json().data.secret).toBeUndefined();
    expect(read.json().data.owner.id).toBe(admin.user.id);
  });

  it("sends a test event signed so the receiver can verify it", async () => {
    received.length = 0;
    const res = await call("POST", `/api/webhooks/${hook.id}/test`);
    expect(res.statusCode).toBe(200);
    const delivery = res.json().data;
    expect(delivery).toMatchObject({ status: "succeeded", responseStatus: 200, test: true, attempts: 1 });
    expect(delivery.responseExcerpt).toBe("ok, thanks");
    expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(verify(hook.secret, String(headers["x-tprm-signature"]), body)).toBe(true);
    expect(verify("whsec_wrong", String(headers["x-tprm-signature"]), body)).toBe(false);
    expect(JSON.parse(body)).toMatchObject({ event: "webhook.test", id: delivery.eventId });
  });

  it("raises vendor.created from the change, retries a 500 at the first delay and logs both attempts", async () => {
    const vendor = await call("POST", "/api/vendors", { name: "Webhook Test Vendor GmbH", country: "DE" });
    expect(vendor.statusCode).toBe(201);
    const vendorId = vendor.json().data.id;
    const rows = await t.services.db.outboxEvent.findMany({ where: { type: webhookFanoutJob.name } });
    const raised = rows.map((r) => webhookEventPayload.parse(r.payload)).filter((e) => e.data.entityId === vendorId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ event: "vendor.created", actor: { id: admin.user.id } });

    queued.length = 0;
    received.length = 0;
    expect(await fanOutWebhookEvent(deps(), raised[0]!)).toEqual({ deliveries: 1 });
    expect(await fanOutWebhookEvent(deps(), raised[0]!)).toEqual({ deliveries: 0 });
    const delivery = await t.services.db.webhookDelivery.findFirstOrThrow({ where: { eventId: raised[0]!.id } });
    expect(queued).toEqual([{ name: webhookDeliverJob.name, data: { deliveryId: delivery.id }, delay: 0 }]);

    answers.push(500);
    const first = new Date();
    expect(await attemptDelivery(deps(first), delivery.id)).toBe("retrying");
    expect(queued.at(-1)?.delay).toBe(60_000);
    let row = await t.services.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({
      status: "retrying",
      attempts: 1,
      responseStatus: 500,
      responseExcerpt: "receiver broke",
    });
    expect(row.nextAttemptAt!.getTime()).toBe(first.getTime() + 60_000);
    expect((await t.services.db.webhook.findUniqueOrThrow({ where: { id: hook.id } })).failingSince).not.toBeNull();
    // Not yet due: a stray job leaves it alone.
    expect(await attemptDelivery(deps(new Date(first.getTime() + 10_000)), delivery.id)).toBe("skipped");

    expect(await attemptDelivery(deps(new Date(first.getTime() + 61_000)), delivery.id)).toBe("succeeded");
    row = await t.services.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ status: "succeeded", attempts: 2, responseStatus: 200 });
    expect((await t.services.db.webhook.findUniqueOrThrow({ where: { id: hook.id } })).failingSince).toBeNull();
    expect(received).toHaveLength(2);
    for (const r of received) expect(verify(hook.secret, String(r.headers["x-tprm-signature"]), r.body)).toBe(true);
    const last = received[1]!;
    expect(JSON.parse(last.body).id).toBe(raised[0]!.id);
    expect(last.headers["x-tprm-event-id"]).toBe(raised[0]!.id);

    const logs = await call("GET", `/api/webhooks/${hook.id}/logs?page=1`);
    expect(logs.statusCode).toBe(200);
    expect(logs.json().pagination).toMatchObject({ page: 1, limit: 50, total: 2 });
    expect(logs.json().data[0]).toMatchObject({ id: delivery.id, status: "succeeded", attempts: 2 });
  });

  it("redelivers a delivery with the same event id", async () => {
    const [latest] = (await call("GET", `/api/webhooks/${hook.id}/logs`)).json().data;
    const res = await call("POST", `/api/webhooks/deliveries/${latest.id}/redeliver`);
    expect(res.statusCode).toBe(202);
    const again = res.json().data;
    expect(again).toMatchObject({ status: "pending", eventId: latest.eventId, redeliveryOfId: latest.id });
    const outbox = await t.services.db.outboxEvent.findMany({ where: { type: webhookDeliverJob.name } });
    expect(outbox.some((o) => (o.payload as { deliveryId: string }).deliveryId === again.id)).toBe(true);
    received.length = 0;
    expect(await attemptDelivery(deps(), again.id)).toBe("succeeded");
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body).id).toBe(latest.eventId);
    expect(verify(hook.secret, String(received[0]!.headers["x-tprm-signature"]), received[0]!.body)).toBe(true);
  });

  it("disables an endpoint failing for a day and notifies its owner; an Admin enables it again", async () => {
    const since = new Date(Date.now() - 25 * 3600_000);
    await t.services.db.webhook.update({ where: { id: hook.id }, data: { failingSince: since } });
    const delivery = await t.services.db.webhookDelivery.create({
      data: { webhookId: hook.id, eventId: crypto.randomUUID(), event: "vendor.updated", payload: { x: 1 } },
    });
    answers.push(503);
    expect(await attemptDelivery(deps(), delivery.id)).toBe("failed");
    const disabled = await t.services.db.webhook.findUniqueOrThrow({ where: { id: hook.id } });
    expect(disabled.active).toBe(false);
    expect(disabled.disabledReason).toContain(since.toISOString());
    const notes = await t.services.db.notification.findMany({
      where: { userId: admin.user.id, eventType: "webhook.disabled" },
    });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe("/integrations");

    const enabled = await call("POST", `/api/webhooks/${hook.id}/enable`);
    expect(enabled.json().data).toMatchObject({ active: true, disabledAt: null, failingSince: null });
  });

  it("tells the Admins, not a deactivated owner, when an endpoint is disabled", async () => {
    const gone = await createUser(t.services.db, { role: "Admin", status: "deactivated" });
    await t.services.db.webhook.update({
      where: { id: hook.id },
      data: { ownerId: gone.id, failingSince: new Date(Date.now() - 25 * 3600_000) },
    });
    const delivery = await t.services.db.webhookDelivery.create({
      data: { webhookId: hook.id, eventId: crypto.randomUUID(), event: "vendor.updated", payload: { x: 2 } },
    });
    answers.push(503);
    expect(await attemptDelivery(deps(), delivery.id)).toBe("failed");
    const to = async (userId: string) =>
      t.services.db.notification.count({ where: { userId, eventType: "webhook.disabled", entityId: hook.id } });
    expect(await to(gone.id)).toBe(0);
    expect(await to(admin.user.id)).toBe(2);
    await t.services.db.webhook.update({ where: { id: hook.id }, data: { ownerId: admin.user.id } });
    expect((await call("POST", `/api/webhooks/${hook.id}/enable`)).statusCode).toBe(200);
  });

  it("queues again a delivery whose retry is overdue (its job lost), every five minutes", async () => {
    expect(BUILT_IN_SCHEDULES).toContainEqual(
      expect.objectContaining({ jobName: webhookSweepJob.name, cron: "*/5 * * * *" }),
    );
    const now = new Date();
    const lost = await t.services.db.webhookDelivery.create({
      data: {
        webhookId: hook.id,
        eventId: crypto.randomUUID(),
        event: "vendor.updated",
        payload: { x: 3 },
        status: "retrying",
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() - 10 * 60_000),
      },
    });
    const due = await t.services.db.webhookDelivery.create({
      data: {
        webhookId: hook.id,
        eventId: crypto.randomUUID(),
        event: "vendor.updated",
        payload: { x: 4 },
        status: "retrying",
        attempts: 1,
        nextAttemptAt: new Date(now.getTime() - 30_000),
      },
    });
    queued.length = 0;
    expect(await sweepOverdueDeliveries(deps(now))).toEqual({ queued: 1 });
    expect(queued).toEqual([{ name: webhookDeliverJob.name, data: { deliveryId: lost.id }, delay: 0 }]);
    await t.services.db.webhookDelivery.deleteMany({ where: { id: { in: [lost.id, due.id] } } });
  });

  it("gives up on a receiver that does not answer within the time limit", async () => {
    const outcome = await sendWebhook({
      url: url.replace("/hooks", "/silent"),
      secret: hook.secret,
      body: "{}",
      eventId: crypto.randomUUID(),
      event: "vendor.updated",
      allowPrivate: true,
      appUrl: "http://localhost:3000",
      timeoutMs: 300,
    });
    expect(outcome).toMatchObject({ ok: false, status: null, excerpt: "No answer within 0.3 s" });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
    expect(outcome.durationMs).toBeLessThan(2_000);
  });

  it("refuses at send time once private URLs are no longer allowed", async () => {
    await call("PUT", "/api/webhooks/settings", { allowPrivateUrls: false });
    const delivery = await t.services.db.webhookDelivery.create({
      data: { webhookId: hook.id, eventId: crypto.randomUUID(), event: "vendor.updated", payload: { x: 2 } },
    });
    received.length = 0;
    expect(await attemptDelivery(deps(), delivery.id)).toBe("retrying");
    expect(received).toHaveLength(0);
    const row = await t.services.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row.responseStatus).toBeNull();
    expect(row.responseExcerpt).toContain("127.0.0.1");
    expect((await call("POST", `/api/webhooks/${hook.id}/test`)).statusCode).toBe(400);
  });
});
