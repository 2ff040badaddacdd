// A report run (issue 17): the server's half (create-run.ts) records the run, its background task (the progress the
// screens poll) and its audit row, whose outbox event queues report-generate; the worker's half, here, builds the
// document from live data, renders the PDF and the XLSX, stores both (purpose "report", kept per the
// retention rule), completes the run and its task, and, for a run that delivers (scheduled or Run now), records one
// delivery per recipient and queues them, all in one transaction. docs/REPORTS.md, "Pipeline".
import { Prisma, type PrismaClient } from "@tprm/db";
import { saveFile } from "../files/index.js";
import { reportFiltersInput } from "../schemas/reports.js";
import { completeTask, startTask } from "../tasks/task-service.js";
import type { ReportRunParameters } from "./create-run.js";
import { recordDeliveries } from "./delivery.js";
import type { ReportDocument } from "./document.js";
import { trackRows } from "./progress.js";
import { renderReportFiles } from "./render.js";
import { REPORT_FILE_PURPOSE } from "./rules.js";
import { noticeNoRecipients, noticeRunFailed, noticeRunReady } from "./run-notices.js";
import { buildReportDocument } from "./sections/index.js";

export {
  type CreateReportRunInput,
  createReportRun,
  createReportRunIn,
  REPORT_RUN_ENTITY,
  type ReportRunParameters,
  type ReportRunTriggerValue,
} from "./create-run.js";

/** A register of any length may take minutes to read twice: far beyond Prisma's 5 s default. */
const LONG_SNAPSHOT = { timeout: 15 * 60_000, maxWait: 30_000 } as const;

export interface ReportGenerationHooks {
  log?: (message: string) => void;
  /** Shown on the running task (startTask): the worker says why it runs again. */
  note?: string | null;
  now?: Date;
  /** Above this PDF size the e-mails carry a link instead (REPORT_ATTACHMENT_LIMIT_BYTES unless a test says). */
  attachmentLimitBytes?: number;
}

export interface ReportRunResult {
  runId: string;
  reportId: string | null;
  pdfFileId: string;
  xlsxFileId: string;
  pdfSize: number;
  xlsxSize: number;
  pageCount: number;
  rowCount: number;
  deliveries: number;
}

/** "board-pack-2026-12-01.pdf": the title made safe for a file name, and the day in the run's time zone. */
export function reportFilename(title: string, at: Date, timeZone: string, extension: "pdf" | "xlsx") {
  const slug =
    title
      .normalize("NFKD")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 80) || "report";
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    at,
  );
  return `${slug}-${day}.${extension}`;
}

/** The worker's half. Returns null when the run no longer exists; a completed run is returned as it is. */
export async function runReportGeneration(
  db: PrismaClient,
  runId: string,
  hooks: ReportGenerationHooks = {},
): Promise<ReportRunResult | null> {
  const run = await db.reportRun.findUnique({ where: { id: runId } });
  if (!run) return null;
  if (run.status === "completed") return resultOf(run, await db.reportDelivery.count({ where: { runId } }));
  const now = hooks.now ?? new Date();
  await db.reportRun.update({
    where: { id: runId },
    data: { status: "running", startedAt: now, finishedAt: null, error: null },
  });
  if (run.taskId) await startTask(db, run.taskId, hooks.note ?? null);
  const parameters = run.parameters as unknown as ReportRunParameters;

  // One snapshot for the whole document: its figures are counted before its tables are read, and must agree with
  // them however the data changes meanwhile. Progress is written outside it, so the screens see it.
  const progress = await db.$transaction(
    async (tx) => {
      const doc: ReportDocument = await buildReportDocument(
        {
          db: tx as unknown as PrismaClient,
          now,
          timeZone: parameters.timeZone,
          filters: reportFiltersInput.parse(parameters.filters ?? {}),
        },
        {
          title: parameters.title,
          type: parameters.type,
          sections: parameters.sections,
          organisationName: parameters.organisationName,
          requestedBy: parameters.requestedBy,
        },
      );
      // Each table is read once for both files (render.ts): the task counts that one pass.
      const tracked = trackRows(db, doc, run.taskId, 1);
      await tracked.start();
      const { pdf, xlsx } = await renderReportFiles(tracked.doc);
      await tracked.flush();
      return Object.assign(tracked, { pdf, xlsx });
    },
    { ...LONG_SNAPSHOT, isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );
  const { pdf, xlsx } = progress;
  const rowCount = progress.rowsPerPass();

  const result = await db.$transaction(
    async (tx) => {
      const save = (bytes: Buffer, extension: "pdf" | "xlsx") =>
        saveFile(tx, bytes, {
          filename: reportFilename(parameters.title, now, parameters.timeZone, extension),
          purpose: REPORT_FILE_PURPOSE,
          createdById: run.requestedById,
          accept: [extension],
          // Generated here, so the cap is PostgreSQL's, not the upload limit.
          maxBytes: 1024 * 1024 * 1024 - 1,
        });
      const pdfFile = await save(pdf.bytes, "pdf");
      const xlsxFile = await save(xlsx, "xlsx");
      const finishedAt = new Date();
      const completed = await tx.reportRun.update({
        where: { id: runId },
        data: {
          status: "completed",
          pdfFileId: pdfFile.id,
          xlsxFileId: xlsxFile.id,
          pdfSize: pdfFile.size,
          xlsxSize: xlsxFile.size,
          pageCount: pdf.pageCount,
          rowCount,
          error: null,
          finishedAt,
        },
      });
      const report = run.reportId ? await tx.report.findUnique({ where: { id: run.reportId } }) : null;
      if (report) await tx.report.update({ where: { id: report.id }, data: { lastGeneratedAt: finishedAt } });
      // A schedule's run and Run now go to the recipients; Generate is for the one who pressed it.
      const deliveries =
        report && !report.deletedAt && run.trigger !== "manual"
          ? await recordDeliveries(tx, { run: completed, report, pdfSize: pdfFile.size }, hooks.attachmentLimitBytes)
          : 0;
      const result = resultOf(completed, deliveries);
      if (run.taskId) {
        await completeTask(tx, run.taskId, {
          result: result as unknown as Prisma.InputJsonValue,
          outputFileId: pdfFile.id,
          progress: progress.total(),
          total: progress.total(),
        });
      }
      await noticeRunReady(tx, run, parameters.title, pdf.pageCount);
      if (report && !report.deletedAt && deliveries === 0) await noticeNoRecipients(tx, run, parameters.title);
      return result;
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  hooks.log?.(
    `report run ${runId}: ${result.pageCount} pages, ${result.rowCount} rows, PDF ${result.pdfSize} bytes, XLSX ${result.xlsxSize} bytes, ${result.deliveries} deliveries`,
  );
  return result;
}

function resultOf(
  run: {
    id: string;
    reportId: string | null;
    pdfFileId: string | null;
    xlsxFileId: string | null;
    pdfSize: number | null;
    xlsxSize: number | null;
    pageCount: number | null;
    rowCount: number | null;
  },
  deliveries: number,
): ReportRunResult {
  return {
    runId: run.id,
    reportId: run.reportId,
    pdfFileId: run.pdfFileId ?? "",
    xlsxFileId: run.xlsxFileId ?? "",
    pdfSize: run.pdfSize ?? 0,
    xlsxSize: run.xlsxSize ?? 0,
    pageCount: run.pageCount ?? 0,
    rowCount: run.rowCount ?? 0,
    deliveries,
  };
}

/**
 * The run failed: `final` on its job's last attempt (the run and its task show the error), otherwise the run waits
 * for the retry (queued, the error shown with "trying again shortly"). Returns false when the run had already finished.
 */
export async function failReportRun(db: PrismaClient, runId: string, message: string, final: boolean) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.reportRun.updateMany({
      where: { id: runId, status: { in: ["queued", "running"] } },
      data: final
        ? { status: "failed", error: message, finishedAt: new Date() }
        : { status: "queued", error: `${message}; trying again shortly.` },
    });
    if (!count) return false;
    const run = await tx.reportRun.findUniqueOrThrow({ where: { id: runId } });
    if (final) {
      const title = (run.parameters as unknown as ReportRunParameters | null)?.title ?? "The report";
      await noticeRunFailed(tx, run, title, message);
    }
    if (run.taskId) {
      await tx.backgroundTask.updateMany({
        where: { id: run.taskId, status: { in: ["queued", "running"] } },
        data: final
          ? { status: "failed", error: message, finishedAt: new Date() }
          : { status: "queued", error: `${message}; trying again shortly.` },
      });
    }
    return true;
  });
}
