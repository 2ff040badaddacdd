// A report run that fails (issue 17): between attempts the run and its task wait, saying they will try again; after
// the last attempt, or when the job crashed its worker twice, both are failed with the reason; a completed run is
// never generated twice.
import "../../../test/provided-context.js";
import { randomUUID } from "node:crypto";
import { createReportRun, runReportGeneration } from "@tprm/api";
import { STALLED_TOO_OFTEN } from "@tprm/api/jobs";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser, createVendor } from "@tprm/db/factories";
import type { Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seedBuiltInTemplates } from "../../../packages/api/src/reports/templates.js";
import { REPORT_CRASHED, REPORT_FAILED, reportGenerateHandler } from "../src/handlers/report-generate.js";
import type { WorkerDeps } from "../src/handlers/types.js";

let db: PrismaClient;
let deps: WorkerDeps;

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { poolSize: 2 });
  deps = { mailer: { send: async () => ({ messageId: "none" }), close: () => {} }, log: () => {}, db };
  await seedBuiltInTemplates(db);
});

afterAll(async () => {
  await db?.$disconnect();
});

const jobOf = (runId: string, attemptsMade: number) =>
  ({ id: "1", data: { runId }, attemptsMade, stalledCounter: 0, opts: { attempts: 3 } }) as unknown as Job;

async function runOf(templateSections: string[]) {
  const owner = await createUser(db, { role: "Compliance Officer" });
  // A template whose section the engine does not know: stored before a downgrade, say. Its generation throws.
  const template = await db.reportTemplate.create({
    data: { name: `Broken ${randomUUID().slice(0, 6)}`, type: "regulatory", sections: templateSections },
  });
  const ctx = { ipAddress: null, userAgent: null, auth: { user: owner, sessionId: null, apiKeyId: null } };
  return createReportRun(db, ctx, { templateId: template.id, trigger: "manual" });
}

const state = async (runId: string) => {
  const run = await db.reportRun.findUniqueOrThrow({ where: { id: runId }, include: { task: true } });
  return { run: run.status, runError: run.error, task: run.task?.status, taskError: run.task?.error };
};

describe("a report run that fails", () => {
  it("waits for its retry, saying so, then fails with the reason after the last attempt", async () => {
    const { runId } = await runOf(["no-such-section"]);
    await expect(reportGenerateHandler.run({ runId }, jobOf(runId, 0), deps)).rejects.toThrow();
    expect(await state(runId)).toEqual({
      run: "queued",
      runError: "The report could not be generated; trying again shortly.",
      task: "queued",
      taskError: "The report could not be generated; trying again shortly.",
    });
    await expect(reportGenerateHandler.run({ runId }, jobOf(runId, 2), deps)).rejects.toThrow();
    expect(await state(runId)).toEqual({
      run: "failed",
      runError: REPORT_FAILED,
      task: "failed",
      taskError: REPORT_FAILED,
    });
    const run = await db.reportRun.findUniqueOrThrow({ where: { id: runId } });
    expect(run).toMatchObject({ pdfFileId: null, xlsxFileId: null, pdfSize: null });
    expect(run.finishedAt).toBeInstanceOf(Date);
    // The one who pressed Generate hears it, once, however often the failure is reported.
    await reportGenerateHandler.onFailed?.(jobOf(runId, 2), new Error("again"), deps);
    const notices = await db.notification.findMany({ where: { eventKey: `report.failed:${runId}` } });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: run.requestedById,
      eventType: "report.failed",
      priority: "high",
      title: "Your report could not be generated",
      link: "/reports",
    });
    expect(notices[0]?.message).toContain(REPORT_FAILED);
  });

  it("is failed with what happened when its job crashed the worker twice", async () => {
    const { runId } = await runOf(["register"]);
    await db.reportRun.update({ where: { id: runId }, data: { status: "running", startedAt: new Date() } });
    await reportGenerateHandler.onFailed?.(jobOf(runId, 1), new Error(STALLED_TOO_OFTEN), deps);
    expect(await state(runId)).toEqual({
      run: "failed",
      runError: REPORT_CRASHED,
      task: "failed",
      taskError: REPORT_CRASHED,
    });
  });

  it("a completed run given to the worker again is returned as it is, with no second file", async () => {
    const { runId } = await runOf(["register", "providers"]);
    const first = await runReportGeneration(db, runId);
    expect(first).toMatchObject({ runId, deliveries: 0 });
    expect(first?.pageCount).toBeGreaterThan(0);
    const files = await db.storedFile.count({ where: { purpose: "report" } });
    const run = await db.reportRun.findUniqueOrThrow({ where: { id: runId } });
    const ready = await db.notification.findMany({ where: { eventKey: `report.ready:${runId}` } });
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatchObject({ userId: run.requestedById, title: "Your report is ready", priority: "low" });
    expect(ready[0]?.message).toContain(`(${first?.pageCount} pages) is ready to view and download from Reports.`);
    const again = await reportGenerateHandler.run({ runId }, jobOf(runId, 0), deps);
    expect(again).toEqual(first);
    expect(await db.storedFile.count({ where: { purpose: "report" } })).toBe(files);
    // A late crash report changes nothing on a finished run.
    await reportGenerateHandler.onFailed?.(jobOf(runId, 2), new Error(STALLED_TOO_OFTEN), deps);
    expect((await state(runId)).run).toBe("completed");
  });

  it("shows its progress on its task: the rows read (once, for both files), out of the tables' counts", async () => {
    for (let i = 0; i < 3; i++) await createVendor(db, { riskRating: "critical", status: "active" });
    const { runId, taskId } = await runOf(["risk-posture"]);
    const progress: { progress: number; total: number | null }[] = [];
    const watching = db.$extends({
      query: {
        backgroundTask: {
          async update({ args, query }) {
            const data = args.data as { progress?: number; total?: number | null };
            if (typeof data.progress === "number")
              progress.push({ progress: data.progress, total: data.total ?? null });
            return query(args);
          },
        },
      },
    }) as unknown as PrismaClient;
    const result = await runReportGeneration(watching, runId);
    expect(result?.rowCount).toBeGreaterThanOrEqual(3);
    const task = await db.backgroundTask.findUniqueOrThrow({ where: { id: taskId } });
    expect(task).toMatchObject({ status: "completed", progress: result!.rowCount, total: result!.rowCount });
    // The first write with a total announces it before any row is read.
    expect(progress.find((p) => p.total !== null)).toEqual({ progress: 0, total: result!.rowCount });
  });

  it("a scheduled run that reaches nobody tells the report's owner", async () => {
    const owner = await createUser(db, { role: "Vendor Manager" });
    const template = await db.reportTemplate.findUniqueOrThrow({ where: { key: "operational" } });
    // Its recipients were all removed since it was scheduled (an edit the schedule does not stop).
    const report = await db.report.create({
      data: {
        name: `Nobody's ${randomUUID().slice(0, 6)}`,
        type: "operational",
        frequency: "monthly",
        templateId: template.id,
        createdById: owner.id,
      },
    });
    const { runId } = await createReportRun(
      db,
      { ipAddress: null, userAgent: null, auth: null },
      { reportId: report.id, trigger: "scheduled" },
    );
    expect(await runReportGeneration(db, runId)).toMatchObject({ deliveries: 0 });
    const notices = await db.notification.findMany({ where: { eventKey: `report.noRecipients:${runId}` } });
    expect(notices.map((n) => [n.userId, n.title])).toEqual([[owner.id, "A report was generated for nobody"]]);
  });
});
