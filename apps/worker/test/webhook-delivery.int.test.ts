// Webhooks through the production worker (issue 18; docs/WEBHOOKS.md): a vendor's change recorded in its transaction
// raises vendor.created as an outbox row; the drain hands it to the webhook-fanout job, which makes the delivery and
// queues webhook-deliver; the listener receives the event with a signature this test verifies. A second endpoint
// that does not subscribe to the event gets nothing; an inactive one neither.
import "../../../test/provided-context.js";
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { JobClient, nudgeOutbox, recordChange, SYSTEM } from "@tprm/api";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { cloneTestDatabase, type TestDatabase } from "@tprm/db/testing";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { HANDLERS } from "../src/handlers/index.js";
import { createMailer } from "../src/mailer.js";
import { startWorkers } from "../src/worker-host.js";

let database: TestDatabase;
let db: PrismaClient;
let redis: Redis;
let jobs: JobClient;
let worker: ReturnType<typeof startWorkers>;
let mailer: ReturnType<typeof createMailer>;
let listener: Server;
const log: string[] = [];
const received: { path: string; signature: string; body: string }[] = [];

beforeAll(async () => {
  database = await cloneTestDatabase(inject("templateDatabase"));
  db = createPrismaClient(database.url, { poolSize: 4 });
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = new JobClient(redis);
  mailer = createMailer({ smtpUrl: "", from: "TPRM <t@tprm.example>", outboxDir: ".data/unused", log: () => {} });
  const env = {
    APP_URL: "https://tprm.bank.example",
    EXPORT_RETENTION_DAYS: 7,
    IMPORT_RETENTION_DAYS: 30,
    CRASHED_IMPORT_RETENTION_DAYS: 90,
  };
  worker = startWorkers(redis, HANDLERS, { mailer, log: (m) => log.push(m), db, jobs, env });
  listener = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      received.push({ path: req.url ?? "", signature: String(req.headers["x-tprm-signature"]), body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  await worker?.close();
  await jobs?.close();
  mailer?.close();
  redis?.disconnect();
  await new Promise((resolve) => listener?.close(resolve));
  await db?.$disconnect();
  await database?.drop();
});

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; worker log:\n${log.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it("delivers a vendor's creation to the subscribed endpoint, signed", async () => {
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  await db.organisationSettings.upsert({
    where: { id: 1 },
    create: { id: 1, name: "Northbank plc", webhookAllowPrivateUrls: true },
    update: { webhookAllowPrivateUrls: true },
  });
  const secret = `whsec_${randomUUID()}`;
  const hears = await db.webhook.create({
    data: { name: "Hears", url: `${base}/hears`, events: ["vendor.created"], secret },
  });
  await db.webhook.create({ data: { name: "Other", url: `${base}/other`, events: ["policy.updated"], secret } });
  await db.webhook.create({
    data: { name: "Off", url: `${base}/off`, events: ["vendor.created"], secret, active: false },
  });

  const vendorId = randomUUID();
  await db.$transaction((tx) =>
    recordChange(tx, SYSTEM, {
      action: "CREATE",
      entityType: "Vendor",
      entityId: vendorId,
      description: "Added vendor Webhook Worker Ltd",
    }),
  );
  await nudgeOutbox(jobs);

  const delivery = await until(
    () => db.webhookDelivery.findFirst({ where: { webhookId: hears.id, status: "succeeded" } }),
    "the delivery to succeed",
  );
  expect(delivery).toMatchObject({ event: "vendor.created", attempts: 1, responseStatus: 204 });
  expect(received).toHaveLength(1);
  const { path, signature, body } = received[0]!;
  expect(path).toBe("/hears");
  const [t, v1] = signature.split(",").map((p) => p.split("=")[1]!);
  expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${body}`).digest("hex"));
  expect(JSON.parse(body)).toMatchObject({
    id: delivery.eventId,
    event: "vendor.created",
    actor: null,
    data: { entityType: "vendor", entityId: vendorId, description: "Added vendor Webhook Worker Ltd" },
  });
  expect(await db.webhookDelivery.count()).toBe(1);
});
