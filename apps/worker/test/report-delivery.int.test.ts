// Report deliveries that do not go through at once (issue 17): a mail server that refuses for now is retried by
// BullMQ with backoff until it accepts, or until the last attempt fails the delivery (attempts and the last error
// recorded); a PDF above the attachment limit goes as a link to the run. The production handlers, a real SMTP
// listener; the retries use a backoff of a fraction of a second instead of the contract's 30 s.
import "../../../test/provided-context.js";
import { randomUUID } from "node:crypto";
import { createReportRun, fileRetentionRules, JobClient, nudgeOutbox, runReportGeneration } from "@tprm/api";
import { purgeExpiredFiles } from "@tprm/api/files";
import { reportDeliveryJob } from "@tprm/api/jobs";
import { readTask } from "@tprm/api/tasks";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPORT_RETENTION_RULE } from "../../../packages/api/src/reports/retention.js";
import { seedBuiltInTemplates } from "../../../packages/api/src/reports/templates.js";
import { HANDLERS } from "../src/handlers/index.js";
import { createMailer } from "../src/mailer.js";
import { startWorkers } from "../src/worker-host.js";
import { pdfAttachmentOf, startReportSmtp, textOf } from "./report-mail-support.js";

const tag = randomUUID().slice(0, 8);
let db: PrismaClient;
let smtp: Awaited<ReturnType<typeof startReportSmtp>>;
let redis: Redis;
let jobs: JobClient;
let worker: ReturnType<typeof startWorkers>;
let mailer: ReturnType<typeof createMailer>;
const log: string[] = [];

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { poolSize: 4 });
  smtp = await startReportSmtp();
  redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = new JobClient(redis);
  mailer = createMailer({
    smtpUrl: smtp.url,
    from: "TPRM <reports@tprm.example>",
    outboxDir: ".data/unused",
    log: () => {},
  });
  const env = {
    APP_URL: "https://tprm.bank.example",
    EXPORT_RETENTION_DAYS: 7,
    IMPORT_RETENTION_DAYS: 30,
    CRASHED_IMPORT_RETENTION_DAYS: 90,
  };
  worker = startWorkers(redis, HANDLERS, { mailer, log: (m) => log.push(m), db, jobs, env });
  await db.organisationSettings.upsert({
    where: { id: 1 },
    create: { id: 1, name: "Northbank plc", timeZone: "Europe/London", reportExternalDomains: ["regulator.example"] },
    update: { name: "Northbank plc", timeZone: "Europe/London", reportExternalDomains: ["regulator.example"] },
  });
  await seedBuiltInTemplates(db);
});

afterAll(async () => {
  await worker?.close();
  await jobs?.close();
  mailer?.close();
  redis?.disconnect();
  await smtp?.close();
  await db?.$disconnect();
});

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; worker log:\n${log.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A Run now of an Ad-hoc Operational report to external addresses and groups, generated here; its deliveries. */
async function runNowTo(addresses: string[], attachmentLimitBytes?: number, recipientGroups: string[] = []) {
  const owner = await createUser(db, { role: "Risk Manager" });
  const template = await db.reportTemplate.findUniqueOrThrow({ where: { key: "operational" } });
  const report = await db.report.create({
    data: {
      name: `Operations ${tag} ${randomUUID().slice(0, 4)}`,
      type: "operational",
      frequency: "ad_hoc",
      externalRecipients: addresses,
      recipientGroups,
      templateId: template.id,
      createdById: owner.id,
    },
  });
  const ctx = {
    ipAddress: "10.1.2.3",
    userAgent: "report delivery test",
    auth: { user: owner, sessionId: null, apiKeyId: null },
  };
  const { runId } = await createReportRun(db, ctx, { reportId: report.id, trigger: "run_now" });
  // The generation's own job (queued through the outbox) is not needed: the test generates the run itself.
  await db.outboxEvent.deleteMany({ where: { type: "report-generate" } });
  const result = await runReportGeneration(db, runId, { attachmentLimitBytes });
  const deliveries = await db.reportDelivery.findMany({ where: { runId } });
  expect(result).toMatchObject({ runId, deliveries: deliveries.length });
  return { runId, delivery: deliveries.find((d) => d.email === addresses[0]) ?? deliveries[0]!, deliveries, report };
}

/** Sends a delivery through BullMQ as the contract does, with `attempts` tries `delay` ms apart. */
async function enqueueDelivery(deliveryId: string, attempts: number, delay = 300) {
  await db.outboxEvent.deleteMany({ where: { type: "report-delivery" } });
  await jobs
    .queue(reportDeliveryJob.queue)
    .add(
      reportDeliveryJob.name,
      { deliveryId },
      { ...reportDeliveryJob.options, attempts, backoff: { type: "fixed", delay } },
    );
}

describe("report deliveries", () => {
  it("the contract retries a delivery five times with exponential backoff from 30 seconds", () => {
    expect(reportDeliveryJob.options).toMatchObject({ attempts: 5, backoff: { type: "exponential", delay: 30_000 } });
  });

  it("a mail server that refuses for now is tried again until it accepts; the delivery counts the tries", async () => {
    const address = `flaky-ok-${tag}@regulator.example`;
    smtp.state.flakyRefusals = 2;
    const { delivery } = await runNowTo([address]);
    expect(delivery).toMatchObject({ status: "pending", attempts: 0, method: "attachment", userId: null });
    await enqueueDelivery(delivery.id, 5);
    const sent = await until(async () => {
      const row = await db.reportDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      return row.status !== "pending" && row;
    }, "the delivery to be sent");
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    const mail = await smtp.waitFor(address);
    expect(pdfAttachmentOf(mail.raw)?.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("a delivery still refused at its last attempt fails, with its attempts and the server's answer", async () => {
    const address = `flaky-never-${tag}@regulator.example`;
    smtp.state.flakyRefusals = Number.POSITIVE_INFINITY;
    const { delivery } = await runNowTo([address]);
    await enqueueDelivery(delivery.id, 3, 1_500);
    // Between the tries it waits, pending, with the server's answer.
    const waiting = await until(async () => {
      const row = await db.reportDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      return row.attempts >= 1 && row.status === "pending" && row.lastError !== null && row;
    }, "the first refusal");
    expect(waiting.lastError).toMatch(/451/);
    const failed = await until(async () => {
      const row = await db.reportDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
      return row.status !== "pending" && row;
    }, "the delivery to fail");
    expect(failed).toMatchObject({ status: "failed", attempts: 3, sentAt: null });
    expect(failed.lastError).toMatch(/451 4\.3\.0 Mailbox temporarily unavailable/);
    expect(smtp.inbox.some((m) => m.to.includes(address))).toBe(false);
  });

  it("a PDF above the attachment limit is sent to users as a link to the run, to nobody outside", async () => {
    const auditor = await createUser(db, {
      email: `ines-${tag}@bank.example`,
      firstName: "Ines",
      role: "Internal Auditor",
    });
    const outside = `big-${tag}@regulator.example`;
    const { runId, deliveries } = await runNowTo([outside], 1024, ["Audit"]);
    expect(deliveries.every((d) => d.method === "link")).toBe(true);
    await nudgeOutbox(jobs);
    const mail = await smtp.waitFor(auditor.email);
    expect(pdfAttachmentOf(mail.raw)).toBeNull();
    const text = textOf(mail.raw);
    expect(text).toContain("Hello Ines,");
    expect(text).toContain("too large to attach");
    expect(text).toContain(`https://tprm.bank.example/api/reports/runs/${runId}/pdf?disposition=inline`);
    expect(text).toContain("if you are not, sign in here first: https://tprm.bank.example/reports");
    const done = await until(async () => {
      const rows = await db.reportDelivery.findMany({ where: { runId } });
      return rows.every((d) => d.status !== "pending") && rows;
    }, "the link deliveries to be recorded");
    expect(done.find((d) => d.email === auditor.email)).toMatchObject({ status: "sent", method: "link", attempts: 1 });
    const external = done.find((d) => d.email === outside);
    expect(external).toMatchObject({ status: "failed", attempts: 0 });
    expect(external?.lastError).toMatch(/cannot sign in/);
    expect(smtp.inbox.some((m) => m.to.includes(outside))).toBe(false);
  });

  it("Generate (manual) e-mails nobody, and its files go after 400 days while the run stays", async () => {
    const owner = await createUser(db, { role: "Risk Manager" });
    const template = await db.reportTemplate.findUniqueOrThrow({ where: { key: "operational" } });
    const report = await db.report.create({
      data: {
        name: `Manual ${tag}`,
        type: "operational",
        frequency: "ad_hoc",
        recipientGroups: ["Risk Team"],
        templateId: template.id,
        createdById: owner.id,
      },
    });
    const ctx = { ipAddress: null, userAgent: null, auth: { user: owner, sessionId: null, apiKeyId: null } };
    const { runId, taskId } = await createReportRun(db, ctx, { reportId: report.id, trigger: "manual" });
    await expect(createReportRun(db, ctx, { reportId: report.id, trigger: "manual" })).rejects.toThrow(
      /being generated/,
    );
    await nudgeOutbox(jobs);
    const task = await until(async () => {
      const row = await db.backgroundTask.findUniqueOrThrow({ where: { id: taskId } });
      return row.status !== "queued" && row.status !== "running" && row;
    }, "the manual run's task");
    expect(task.status).toBe("completed");
    expect(task.progress).toBe(task.total);
    const run = await db.reportRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({ status: "completed", requestedById: owner.id, trigger: "manual" });
    expect(await db.reportDelivery.count({ where: { runId } })).toBe(0);
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "ReportRun", entityId: runId } });
    expect(audit).toMatchObject({ action: "EXPORT", actorId: owner.id, ipAddress: null });

    // 400 days on, the retention job deletes both files; the run keeps its record and its task says they expired.
    const env = { EXPORT_RETENTION_DAYS: 7, IMPORT_RETENTION_DAYS: 30, CRASHED_IMPORT_RETENTION_DAYS: 90 };
    expect(fileRetentionRules(env)).toContainEqual(REPORT_RETENTION_RULE);
    const kept = await purgeExpiredFiles(db, [REPORT_RETENTION_RULE], {
      now: new Date(run.finishedAt!.getTime() + 399 * 24 * 3600_000),
    });
    expect(await db.storedFile.count({ where: { id: { in: [run.pdfFileId!, run.xlsxFileId!] } } })).toBe(2);
    expect(kept[0]?.purpose).toBe("report");
    await purgeExpiredFiles(db, [REPORT_RETENTION_RULE], {
      now: new Date(run.finishedAt!.getTime() + 401 * 24 * 3600_000),
    });
    const expired = await db.reportRun.findUniqueOrThrow({ where: { id: runId } });
    expect(expired).toMatchObject({ pdfFileId: null, xlsxFileId: null, pdfSize: run.pdfSize, status: "completed" });
    const shown = await readTask(db, owner, taskId, fileRetentionRules(env));
    expect(shown.outputFile).toBeNull();
    expect(shown.outputFileExpired?.message).toMatch(/kept for 400 days\). Generate the report again\./);
  });
});
