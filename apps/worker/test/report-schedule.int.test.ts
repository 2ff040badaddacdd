// A scheduled report end to end (issue 17): its Schedule row comes due at 07:00 in the organisation's time zone (the
// clock advanced through the dispatcher), the production worker handlers run it (report-schedule → report-generate
// → report-delivery) and e-mail the PDF to the group's users and an allowed external address at a real SMTP
// listener, with one delivery recorded per recipient; pause and resume; a refused address bounces; an external
// domain no longer allowed is not sent.
import "../../../test/provided-context.js";
import { randomUUID } from "node:crypto";
import { dispatchDueSchedules, JobClient, nudgeOutbox, SYSTEM } from "@tprm/api";
import { reportScheduleJob } from "@tprm/api/jobs";
import { FREQUENCY_CRON, RECIPIENT_GROUP_ROLES, reportScheduleKey } from "@tprm/api/schemas";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import type { Job } from "bullmq";
import { Redis } from "ioredis";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { putSchedule, setPaused } from "../../../packages/api/src/reports/schedules.js";
import { seedBuiltInTemplates } from "../../../packages/api/src/reports/templates.js";
import { HANDLERS } from "../src/handlers/index.js";
import { reportScheduleHandler } from "../src/handlers/report-schedule.js";
import { createMailer } from "../src/mailer.js";
import { startWorkers } from "../src/worker-host.js";
import { pdfAttachmentOf, startReportSmtp, textOf } from "./report-mail-support.js";

const TIME_ZONE = "Europe/Berlin";
const tag = randomUUID().slice(0, 8);
const email = (who: string, domain = "bank.example") => `${who}-${tag}@${domain}`;

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
    create: { id: 1, name: "Northbank plc", timeZone: TIME_ZONE, reportExternalDomains: ["regulator.example"] },
    update: { name: "Northbank plc", timeZone: TIME_ZONE, reportExternalDomains: ["regulator.example"] },
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

/** "07:00": the time of day in Paris, as the German e-mail writes it. */
const parisTime = (at: Date) =>
  new Intl.DateTimeFormat("de-DE", { timeStyle: "short", timeZone: "Europe/Paris" }).format(at);

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; worker log:\n${log.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A weekly Executive report for the Board, its Schedule row made by the reports service's own function. */
async function weeklyBoardReport(now: Date, externalRecipients: string[], name = `Board risk pack ${tag}`) {
  const template = await db.reportTemplate.findUniqueOrThrow({ where: { key: "executive" } });
  const owner = await createUser(db, { email: email(`owner-${randomUUID().slice(0, 4)}`), role: "Risk Manager" });
  const report = await db.report.create({
    data: {
      createdById: owner.id,
      name,
      type: "executive",
      frequency: "weekly",
      recipientGroups: ["Board"],
      externalRecipients,
      templateId: template.id,
    },
  });
  const schedule = await db.$transaction((tx) => putSchedule(tx, SYSTEM, report, FREQUENCY_CRON.weekly, now));
  return { report, schedule, owner };
}

describe("a scheduled report", () => {
  it("runs at 07:00 in the organisation's time zone and e-mails its PDF to the Board and an allowed address", async () => {
    const [anna, ben] = [
      await createUser(db, { email: email("anna"), firstName: "Anna", role: "Board Member" }),
      await createUser(db, { email: email("ben"), firstName: "Ben", role: "Board Member" }),
    ];
    // Anna reads German in Paris time; Ben never saved settings (English, the product's default zone).
    await db.userSettings.create({ data: { userId: anna.id, language: "de", timeZone: "Europe/Paris" } });
    const gone = await createUser(db, { email: email("gone"), role: "Board Member", status: "deactivated" });
    const bouncing = await createUser(db, { email: email("bounce-carl"), role: "Board Member" });
    const notBoard = await createUser(db, { email: email("rita"), role: "Risk Manager" });
    const regulator = email("supervisor", "regulator.example");
    const elsewhere = email("friend", "elsewhere.example");

    // Friday 4 December 2026, 13:00 in Berlin: the next Monday 07:00 there is 06:00 UTC on the 7th.
    const friday = new Date("2026-12-04T12:00:00Z");
    const { report, schedule, owner } = await weeklyBoardReport(friday, [regulator, elsewhere]);
    expect(schedule).toMatchObject({
      key: reportScheduleKey(report.id),
      jobName: "report-schedule",
      timeZone: TIME_ZONE,
    });
    expect(schedule.nextRunAt.toISOString()).toBe("2026-12-07T06:00:00.000Z");

    const contracts = [reportScheduleJob];
    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-07T05:59:00Z"))).not.toContain(schedule.id);
    expect(await db.reportRun.count({ where: { reportId: report.id } })).toBe(0);
    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-07T06:00:00Z"))).toContain(schedule.id);
    const moved = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
    expect(moved.nextRunAt.toISOString()).toBe("2026-12-14T06:00:00.000Z");
    await nudgeOutbox(jobs);

    const run = await until(
      () => db.reportRun.findFirst({ where: { reportId: report.id, status: { in: ["completed", "failed"] } } }),
      "the scheduled run",
    );
    expect(run).toMatchObject({ status: "completed", trigger: "scheduled", requestedById: null, error: null });
    expect(run.pdfSize).toBeGreaterThan(1000);
    expect(run.xlsxSize).toBeGreaterThan(1000);
    expect(run.pageCount).toBeGreaterThanOrEqual(2);
    expect(run.parameters).toMatchObject({
      timeZone: TIME_ZONE,
      organisationName: "Northbank plc",
      requestedBy: "Scheduled",
    });
    const task = await db.backgroundTask.findUniqueOrThrow({ where: { id: run.taskId! } });
    expect(task).toMatchObject({ kind: "report-generate", status: "completed", outputFileId: run.pdfFileId });
    const files = await db.storedFile.findMany({ where: { id: { in: [run.pdfFileId!, run.xlsxFileId!] } } });
    expect(files.map((f) => f.purpose)).toEqual(["report", "report"]);
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).lastGeneratedAt).toEqual(run.finishedAt);

    // Every active Board Member of the database (other files' too) is a recipient, once each, plus the externals.
    const board = await db.user.findMany({
      where: { status: "active", role: { in: [...RECIPIENT_GROUP_ROLES.Board] } },
      select: { email: true },
    });
    const expected = [...board.map((u) => u.email.toLowerCase()), regulator, elsewhere].sort();
    const deliveries = await until(async () => {
      const rows = await db.reportDelivery.findMany({ where: { runId: run.id }, orderBy: { email: "asc" } });
      return rows.length === expected.length && rows.every((d) => d.status !== "pending") && rows;
    }, "every delivery to finish");
    expect(deliveries.map((d) => d.email)).toEqual(expected);
    expect(deliveries.map((d) => d.email)).not.toContain(gone.email);
    expect(deliveries.map((d) => d.email)).not.toContain(notBoard.email);
    const byEmail = new Map(deliveries.map((d) => [d.email, d]));
    for (const user of [anna, ben]) {
      expect(byEmail.get(user.email)).toMatchObject({
        status: "sent",
        userId: user.id,
        recipientGroup: "Board",
        method: "attachment",
        attempts: 1,
        lastError: null,
        reportId: report.id,
      });
      expect(byEmail.get(user.email)?.sentAt).toBeInstanceOf(Date);
    }
    expect(byEmail.get(regulator)).toMatchObject({ status: "sent", userId: null, recipientGroup: null, attempts: 1 });
    expect(byEmail.get(bouncing.email)).toMatchObject({ status: "bounced", attempts: 1 });
    expect(byEmail.get(bouncing.email)?.lastError).toMatch(/550/);
    expect(byEmail.get(elsewhere)).toMatchObject({ status: "failed", attempts: 0, sentAt: null });
    expect(byEmail.get(elsewhere)?.lastError).toMatch(/no longer allows/);
    // The report's owner hears that not everyone was reached: once for the run, however many failed.
    const notices = await db.notification.findMany({ where: { eventKey: `report.deliveryFailed:${run.id}` } });
    expect(notices.map((n) => [n.userId, n.title])).toEqual([[owner.id, "A report did not reach every recipient"]]);
    // A run that went well tells nobody else: the e-mail is the notice.
    expect(await db.notification.count({ where: { eventKey: { startsWith: "report." }, entityId: run.id } })).toBe(1);

    // What Anna received: in German, generated-at in her time zone, the PDF attached.
    const mail = await smtp.waitFor(anna.email, 60_000, (m) => textOf(m.raw).includes(`Board risk pack ${tag}`));
    expect(mail.to).toEqual([anna.email]);
    const text = textOf(mail.raw);
    expect(text).toContain("Hallo Anna,");
    expect(text).toContain(`Der wöchentliche Bericht „Board risk pack ${tag}“ wurde am`);
    expect(text).toContain(`${parisTime(run.finishedAt!)} (Europe/Paris)`);
    expect(text).toContain("Sie erhalten ihn als Mitglied der Empfängergruppe Board.");
    expect(text).toContain("Der Bericht ist als PDF angehängt");
    const benText = textOf((await smtp.waitFor(ben.email)).raw);
    expect(benText).toContain("Hello Ben,");
    expect(benText).toContain(`The weekly report "Board risk pack ${tag}" was generated on`);
    expect(benText).toContain("(America/New_York)");
    const regulatorText = textOf((await smtp.waitFor(regulator)).raw);
    expect(regulatorText).toContain("Hello,");
    expect(regulatorText).toContain("(Europe/Berlin)");
    expect(regulatorText).toContain("an administrator added your address");
    const attachment = pdfAttachmentOf(mail.raw);
    expect(attachment?.filename).toMatch(/^board-risk-pack-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
    const stored = await db.storedFile.findUniqueOrThrow({ where: { id: run.pdfFileId! } });
    expect(attachment?.bytes.equals(Buffer.from(stored.data))).toBe(true);
    const pdf = await getDocumentProxy(new Uint8Array(attachment!.bytes));
    const { text: pdfText } = await extractText(pdf, { mergePages: true });
    expect(pdfText).toContain(`Board risk pack ${tag}`);
    expect(pdfText).toContain("Northbank plc");
    expect(smtp.inbox.some((m) => m.to.includes(elsewhere) || m.to.includes(bouncing.email))).toBe(false);
    expect(smtp.inbox.filter((m) => m.to.includes(ben.email))).toHaveLength(1);
  });

  it("does not run while paused and runs again at its next time once resumed", async () => {
    const board = await createUser(db, { email: email("dora"), role: "Board Member" });
    const { report, schedule } = await weeklyBoardReport(new Date("2026-12-04T12:00:00Z"), [], `Paused pack ${tag}`);
    const contracts = [reportScheduleJob];
    await db.$transaction((tx) => setPaused(tx, SYSTEM, schedule, true, new Date("2026-12-05T09:00:00Z")));

    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-07T06:00:00Z"))).not.toContain(schedule.id);
    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-21T06:00:00Z"))).not.toContain(schedule.id);
    // A run already queued when the report was paused does nothing either.
    const job = { attemptsMade: 0, opts: {} } as unknown as Job;
    const deps = { mailer, log: () => {}, db };
    await expect(reportScheduleHandler.run({ reportId: report.id }, job, deps)).resolves.toEqual({ skipped: true });
    expect(await db.reportRun.count({ where: { reportId: report.id } })).toBe(0);

    // Resumed on Thursday 24 December: the next run is Monday 28 December, 07:00 in Berlin (not the missed ones).
    const paused = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
    const resumed = await db.$transaction((tx) =>
      setPaused(tx, SYSTEM, paused, false, new Date("2026-12-24T10:00:00Z")),
    );
    expect(resumed.nextRunAt.toISOString()).toBe("2026-12-28T06:00:00.000Z");
    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-28T05:59:00Z"))).not.toContain(schedule.id);
    expect(await dispatchDueSchedules(db, contracts, new Date("2026-12-28T06:00:00Z"))).toContain(schedule.id);
    const queued = await db.outboxEvent.findMany({ where: { type: "report-schedule" } });
    expect(queued.filter((e) => (e.payload as { reportId?: string }).reportId === report.id)).toHaveLength(1);

    // The worker takes it from there: one run, generated and e-mailed. (The dispatches above also ran the other
    // tests' schedules that were due: Dora may receive their reports too.)
    await nudgeOutbox(jobs);
    const delivered = await until(
      () => db.reportDelivery.findFirst({ where: { reportId: report.id, email: board.email, status: "sent" } }),
      "the resumed run's delivery to Dora",
    );
    const runs = await db.reportRun.findMany({ where: { reportId: report.id } });
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      id: delivered.runId,
      trigger: "scheduled",
      requestedById: null,
      status: "completed",
    });
    const mails = smtp.inbox.filter((m) => m.to.includes(board.email)).map((m) => textOf(m.raw));
    expect(mails.filter((text) => text.includes(report.name))).toHaveLength(1);
  });

  it("keeps to 07:00 in the organisation's zone across the change to summer time", async () => {
    const { report } = await weeklyBoardReport(new Date("2027-03-10T12:00:00Z"), [], `Summer pack ${tag}`);
    const monthly = await db.report.update({ where: { id: report.id }, data: { frequency: "monthly" } });
    const schedule = await db.$transaction((tx) =>
      putSchedule(tx, SYSTEM, monthly, FREQUENCY_CRON.monthly, new Date("2027-03-10T12:00:00Z")),
    );
    // 1 April 2027, 07:00 in Berlin (CEST, UTC+2) is 05:00 UTC; 1 March was 06:00 UTC.
    expect(schedule.nextRunAt.toISOString()).toBe("2027-04-01T05:00:00.000Z");
    const contracts = [reportScheduleJob];
    expect(await dispatchDueSchedules(db, contracts, new Date("2027-04-01T04:59:00Z"))).not.toContain(schedule.id);
    expect(await dispatchDueSchedules(db, contracts, new Date("2027-04-01T05:00:00Z"))).toContain(schedule.id);
    const moved = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
    expect(moved.nextRunAt.toISOString()).toBe("2027-05-01T05:00:00.000Z");
    // The run itself is as in the tests above; this test's queued event is dropped, never run.
    const events = await db.outboxEvent.findMany({ where: { type: "report-schedule" } });
    const mine = events.filter((e) => (e.payload as { reportId?: string }).reportId === report.id);
    expect(mine).toHaveLength(1);
    await db.outboxEvent.deleteMany({ where: { id: { in: mine.map((e) => e.id) } } });
  });
  it("a dispatch whose job runs twice (its worker stalled) makes one run, so nobody is e-mailed twice", async () => {
    const { report, schedule } = await weeklyBoardReport(new Date(), [], `Twice ${tag}`);
    // Dispatched a moment ago, as the dispatcher records it.
    await db.schedule.update({ where: { id: schedule.id }, data: { lastRunAt: new Date(Date.now() - 1_000) } });
    const job = { attemptsMade: 0, opts: {} } as unknown as Job;
    const deps = { mailer, log: () => {}, db };
    const first = await reportScheduleHandler.run({ reportId: report.id }, job, deps);
    expect(first).toMatchObject({ runId: expect.any(String) });
    await expect(reportScheduleHandler.run({ reportId: report.id }, job, deps)).resolves.toEqual({ skipped: true });
    expect(await db.reportRun.count({ where: { reportId: report.id, trigger: "scheduled" } })).toBe(1);

    // The next dispatch runs again.
    await db.schedule.update({ where: { id: schedule.id }, data: { lastRunAt: new Date(Date.now() + 1_000) } });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await reportScheduleHandler.run({ reportId: report.id }, job, deps)).toMatchObject({
      runId: expect.any(String),
    });
    const runs = await db.reportRun.findMany({ where: { reportId: report.id }, select: { id: true } });
    expect(runs).toHaveLength(2);
    // Their generation is not this test's: its queued events are dropped, never run.
    const events = await db.outboxEvent.findMany({ where: { type: "report-generate" } });
    const ids = new Set(runs.map((r) => r.id));
    await db.outboxEvent.deleteMany({
      where: {
        id: { in: events.filter((e) => ids.has((e.payload as { runId?: string }).runId ?? "")).map((e) => e.id) },
      },
    });
  });
});
