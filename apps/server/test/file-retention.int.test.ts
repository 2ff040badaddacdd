import { randomUUID } from "node:crypto";
import { runFileRetention } from "@tprm/api";
import { saveFile } from "@tprm/api/files";
import { FILE_RETENTION_EVERY_MS, fileRetentionJob, STALLED_TOO_OFTEN } from "@tprm/api/jobs";
import { createTask } from "@tprm/api/tasks";
import { startVendorImport } from "@tprm/api/vendor-transfer/service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRASHED_TWICE } from "../../worker/src/handlers/transfer-support.js";
import { vendorImportHandler } from "../../worker/src/handlers/vendor-import.js";
import { seedSchedules } from "../../worker/src/schedules.js";
import { bearer, startTestApp, type TestApp } from "./helpers.js";
import {
  multipart,
  signInTransferUsers,
  startTransferWorker,
  type TaskBody,
  waitForTask,
} from "./vendor-transfer-harness.js";

const DAY = 24 * 3600_000;
const RETENTION = { EXPORT_RETENTION_DAYS: 7, IMPORT_RETENTION_DAYS: 7, CRASHED_IMPORT_RETENTION_DAYS: 30 };
const EXPIRED_EXPORT = "This export has expired (exports are kept for 7 days). Run the export again.";

let t: TestApp;
let worker: ReturnType<typeof startTransferWorker>;
let admin: string;
let finance: { token: string; id: string };
let procurement: { token: string; id: string };

beforeAll(async () => {
  t = await startTestApp();
  worker = startTransferWorker();
  ({ admin, finance, procurement } = await signInTransferUsers(t));
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await t?.close();
});

async function exportTask(token: string): Promise<TaskBody> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendors/export",
    headers: bearer(token),
    payload: { format: "csv" },
  });
  expect(res.statusCode).toBe(202);
  const task = await waitForTask(t, token, res.json().data.taskId);
  expect(task.outputFile).not.toBeNull();
  return task;
}

/** A rejected import: its upload is the task's input, its problem report the task's output. */
async function rejectedImport(token: string): Promise<TaskBody & { inputFileId: string }> {
  const { payload, headers } = multipart("bad.csv", "Name,Email\n,not-an-email\n");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/vendors/import",
    headers: { ...headers, ...bearer(token) },
    payload,
  });
  expect(res.statusCode).toBe(202);
  const task = await waitForTask(t, token, res.json().data.taskId);
  expect(task.result.outcome).toBe("rejected");
  return { ...task, inputFileId: res.json().data.file.id };
}

/** Makes a stored file look `days` old. */
async function age(fileId: string, days: number) {
  await t.services.db.storedFile.update({
    where: { id: fileId },
    data: { createdAt: new Date(Date.now() - days * DAY) },
  });
}

const download = (token: string, fileId: string) =>
  t.app.inject({ method: "GET", url: `/api/files/${fileId}/download`, headers: bearer(token) });

const readTask = async (token: string, id: string) =>
  (await t.app.inject({ method: "GET", url: `/api/tasks/${id}`, headers: bearer(token) })).json().data as TaskBody;

const fileExists = async (id: string) => (await t.services.db.storedFile.count({ where: { id } })) === 1;

describe("retention of stored files", () => {
  it("deletes exports, import files and problem reports past their retention; recent ones and every task stay", async () => {
    const oldExport = await exportTask(finance.token);
    const recentExport = await exportTask(finance.token);
    const oldImport = await rejectedImport(procurement.token);
    const oldExportId = oldExport.outputFile!.id;
    const recentExportId = recentExport.outputFile!.id;
    const reportId = oldImport.outputFile!.id;
    await age(oldExportId, 8);
    await age(recentExportId, 6);
    await age(reportId, 8);
    await age(oldImport.inputFileId, 8);
    // An upload whose import has not run yet stays, however old, until its task ends.
    const waiting = await t.services.db.$transaction(async (tx) => {
      const file = await saveFile(tx, Buffer.from("name\nWaiting Ltd\n"), {
        filename: "waiting.csv",
        purpose: "vendor-import",
        createdById: procurement.id,
        accept: ["csv"],
      });
      await createTask(tx, { kind: "vendor-import", createdById: procurement.id, inputFileId: file.id });
      return file;
    });
    await age(waiting.id, 30);
    // A file of another purpose has no rule: it stays.
    const other = await saveFile(t.services.db, Buffer.from("notes\n"), {
      filename: "notes.csv",
      purpose: "policy-document",
      createdById: finance.id,
      accept: ["csv"],
    });
    await age(other.id, 400);

    // Counted by kind: other test files share this database and write audit rows of their own meanwhile.
    const audits = await t.services.db.auditLog.count({ where: { entityType: "StoredFile" } });
    const outcomes = await runFileRetention(t.services.db, RETENTION);
    expect(outcomes.map((o) => [o.purpose, o.days, o.deleted])).toEqual([
      ["vendor-export", 7, 1],
      ["vendor-import-report", 7, 1],
      ["vendor-import", 7, 1],
      // The risk assessment transfer's rules: none of their files here.
      ["assessment-export", 7, 0],
      ["assessment-import-report", 7, 0],
      ["assessment-import", 7, 0],
      // The contract transfer's rules: none of their files here either.
      ["contract-export", 7, 0],
      ["contract-import-report", 7, 0],
      ["contract-import", 7, 0],
      // The policy export's rule (governance): none of its files here.
      ["governance-policy-export", 7, 0],
      // The export of everything (issue 19) and the audit trail's exports (issue 22): none of their files here.
      ["export-all", 7, 0],
      ["audit-export", 7, 0],
      // The regulatory register's EBA register export and DORA packages (issue 21): none of their files here.
      ["eba-register-export", 7, 0],
      ["dora-package", 7, 0],
      // Generated reports (issue 17) are kept 400 days: none of them here.
      ["report", 400, 0],
    ]);

    expect(await fileExists(oldExportId)).toBe(false);
    expect(await fileExists(reportId)).toBe(false);
    expect(await fileExists(oldImport.inputFileId)).toBe(false);
    expect(await fileExists(recentExportId)).toBe(true);
    expect(await fileExists(waiting.id)).toBe(true);
    expect(await fileExists(other.id)).toBe(true);

    // The tasks keep their record; the file references became null (ON DELETE SET NULL).
    const tasks = await t.services.db.backgroundTask.findMany({ where: { id: { in: [oldExport.id, oldImport.id] } } });
    expect(tasks).toHaveLength(2);
    for (const task of tasks) {
      expect(task.status).toBe("completed");
      expect(task.outputFileId).toBeNull();
      expect(task.inputFileId).toBeNull();
      expect(task.result).not.toBeNull();
    }

    // One audit row per deleted file, by the System, with the file as it was and the task it belonged to.
    expect(await t.services.db.auditLog.count({ where: { entityType: "StoredFile" } })).toBe(audits + 3);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "StoredFile", entityId: oldExportId },
    });
    expect(audit).toMatchObject({
      action: "DELETE",
      actorId: null,
      description: `Deleted the export ${oldExport.outputFile!.filename}: kept 7 days, as the retention rule says`,
      before: {
        file: {
          id: oldExportId,
          filename: oldExport.outputFile!.filename,
          purpose: "vendor-export",
          createdById: finance.id,
          size: oldExport.outputFile!.size,
        },
        tasks: [{ id: oldExport.id, kind: "vendor-export", createdById: finance.id, role: "output" }],
      },
      after: { retention: { days: 7 } },
    });

    // Nothing left to do: a second run deletes nothing and writes nothing.
    const again = await runFileRetention(t.services.db, RETENTION);
    expect(again.every((o) => o.deleted === 0)).toBe(true);
    expect(await t.services.db.auditLog.count({ where: { entityType: "StoredFile" } })).toBe(audits + 3);

    // The download of the expired export says so (410) to those who could download it, 403 to anyone else.
    const expired = await download(finance.token, oldExportId);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ success: false, message: EXPIRED_EXPORT });
    expect((await download(admin, oldExportId)).statusCode).toBe(410);
    const stranger = await download(procurement.token, oldExportId);
    expect(stranger.statusCode).toBe(403);
    expect((await download(procurement.token, reportId)).json()).toEqual({
      success: false,
      message:
        "This problem report has expired (reports are kept for 7 days). Import the file again to see its problems.",
    });
    expect((await download(admin, oldImport.inputFileId)).json().message).toBe(
      "This uploaded file has expired (import files are kept for 7 days).",
    );
    // A file that never existed is still a 404; a recent one still downloads.
    expect((await download(finance.token, randomUUID())).statusCode).toBe(404);
    expect((await download(finance.token, recentExportId)).statusCode).toBe(200);

    // The task says its file is gone, so the screen can say so instead of offering a dead download.
    const expiredTask = await readTask(finance.token, oldExport.id);
    expect(expiredTask.outputFile).toBeNull();
    expect(expiredTask.outputFileExpired).toEqual({ message: EXPIRED_EXPORT });
    expect((await readTask(procurement.token, oldImport.id)).outputFileExpired?.message).toMatch(/problem report/);
    const liveTask = await readTask(finance.token, recentExport.id);
    expect(liveTask.outputFileExpired).toBeNull();
    const created = (await t.services.db.storedFile.findUniqueOrThrow({ where: { id: recentExportId } })).createdAt;
    expect(new Date(liveTask.outputFile!.expiresAt!).getTime()).toBe(created.getTime() + 7 * DAY);
  });

  it("keeps files as long as the configured number of days", async () => {
    const task = await exportTask(finance.token);
    const fileId = task.outputFile!.id;
    await age(fileId, 20);
    await runFileRetention(t.services.db, { ...RETENTION, EXPORT_RETENTION_DAYS: 30, IMPORT_RETENTION_DAYS: 30 });
    expect(await fileExists(fileId)).toBe(true);
    await runFileRetention(t.services.db, { ...RETENTION, EXPORT_RETENTION_DAYS: 14, IMPORT_RETENTION_DAYS: 14 });
    expect(await fileExists(fileId)).toBe(false);
    expect((await download(finance.token, fileId)).json().message).toBe(
      "This export has expired (exports are kept for 14 days). Run the export again.",
    );
  });

  it("keeps the upload of an import that crashed the worker CRASHED_IMPORT_RETENTION_DAYS after the failure; other failed imports' go as usual", async () => {
    const deps = { db: t.services.db, log: () => {}, mailer: { send: async () => ({ messageId: "" }), close() {} } };
    const failedImport = async (filename: string, error: Error) => {
      const started = await startVendorImport(
        { db: t.services.db, jobs: { enqueue: async () => undefined } as never },
        { id: procurement.id },
        { filename, source: Buffer.from(`Name\nFailed ${randomUUID()}\n`), ipAddress: null },
      );
      // This file's worker must not run the import it was asked for (the outbox drain, nudged by another change,
      // would hand it over and a run would make the failed task a completed one).
      await t.services.db.outboxEvent.deleteMany({
        where: { type: "vendor-import", payload: { path: ["taskId"], equals: started.taskId } },
      });
      const job = { id: "1", name: "vendor-import", data: { taskId: started.taskId } } as unknown as Parameters<
        NonNullable<typeof vendorImportHandler.onFailed>
      >[0];
      // As the worker records it: onFailed, the job's hook for a job that failed for good.
      await vendorImportHandler.onFailed!(job, error, deps);
      // Failed 10 days ago, uploaded just before.
      await t.services.db.backgroundTask.update({
        where: { id: started.taskId },
        data: { finishedAt: new Date(Date.now() - 10 * DAY) },
      });
      await age(started.file.id, 10);
      return started.file.id;
    };
    const crashed = await failedImport("crashed.csv", new Error(STALLED_TOO_OFTEN));
    const failed = await failedImport("failed.csv", new Error("the database went away"));
    expect((await t.services.db.backgroundTask.findFirstOrThrow({ where: { inputFileId: crashed } })).error).toBe(
      CRASHED_TWICE["vendor-import"],
    );

    await runFileRetention(t.services.db, RETENTION);
    expect(await fileExists(crashed)).toBe(true);
    expect(await fileExists(failed)).toBe(false);
    // 29 days after the failure it is still there; past 30 it goes, with its audit row like any other.
    await runFileRetention(t.services.db, RETENTION, { now: new Date(Date.now() + 19 * DAY) });
    expect(await fileExists(crashed)).toBe(true);
    await runFileRetention(t.services.db, RETENTION, { now: new Date(Date.now() + 21 * DAY) });
    expect(await fileExists(crashed)).toBe(false);
    expect(await t.services.db.auditLog.count({ where: { entityId: crashed, action: "DELETE" } })).toBe(1);
    // Configurable like the other retention days.
    const again = await failedImport("crashed-again.csv", new Error(STALLED_TOO_OFTEN));
    await runFileRetention(t.services.db, { ...RETENTION, CRASHED_IMPORT_RETENTION_DAYS: 5 });
    expect(await fileExists(again)).toBe(false);
  });

  it("the server's settings say when an export goes (EXPORT_RETENTION_DAYS)", async () => {
    const other = await startTestApp({ EXPORT_RETENTION_DAYS: "30" });
    try {
      const task = await exportTask(finance.token);
      const res = await other.app.inject({
        method: "GET",
        url: `/api/tasks/${task.id}`,
        headers: bearer(finance.token),
      });
      const file = res.json().data.outputFile;
      const created = (await t.services.db.storedFile.findUniqueOrThrow({ where: { id: file.id } })).createdAt;
      expect(new Date(file.expiresAt).getTime()).toBe(created.getTime() + 30 * DAY);
    } finally {
      await other.close();
    }
  });
});

describe("the scheduled job", () => {
  it("runs in the worker from its job contract and deletes what is due", async () => {
    const task = await exportTask(finance.token);
    await age(task.outputFile!.id, 10);
    const job = await t.services.jobs.enqueue(fileRetentionJob, {});
    const start = Date.now();
    while (!(await job.isCompleted())) {
      if (Date.now() - start > 20_000) throw new Error(`file-retention job still ${await job.getState()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await fileExists(task.outputFile!.id)).toBe(false);
    const done = await t.services.jobs.queue("maintenance").getJob(job.id!);
    expect(done?.returnvalue).toEqual(
      expect.arrayContaining([expect.objectContaining({ purpose: "vendor-export", deleted: 1 })]),
    );
  });

  it("is a built-in schedule row (hourly, UTC) the worker seeds when missing; a user's changes to it are kept", async () => {
    await t.services.db.schedule.deleteMany({ where: { key: fileRetentionJob.name } });
    await seedSchedules(t.services.db);
    const row = await t.services.db.schedule.findUniqueOrThrow({ where: { key: fileRetentionJob.name } });
    expect(row).toMatchObject({ jobName: "file-retention", cron: "0 * * * *", timeZone: "UTC", builtIn: true });
    expect(row.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(FILE_RETENTION_EVERY_MS);
    // Every worker seeds at start-up: a second call changes nothing, and a paused built-in stays paused.
    await t.services.db.schedule.update({ where: { id: row.id }, data: { paused: true } });
    await seedSchedules(t.services.db);
    expect(await t.services.db.schedule.findMany({ where: { key: fileRetentionJob.name } })).toEqual([
      { ...row, paused: true, updatedAt: expect.any(Date) },
    ]);
    await t.services.db.schedule.delete({ where: { id: row.id } });
  });
});
