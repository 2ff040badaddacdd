// A report run (issue 17): the server's half records the run, its background task (the progress the screens poll)
// and its audit row, whose outbox event queues report-generate once the transaction commits; the worker's half
// builds the document from live data, renders the PDF and the XLSX, stores both (purpose "report", kept per the
// retention rule), completes the run and its task, and, for a run that delivers (scheduled or Run now), records one
// delivery per recipient and queues them, all in one transaction. docs/REPORTS.md, "Pipeline".
import type { Prisma, PrismaClient } from "@tprm/db";
import { type ChangeContext, recordChange } from "../audit/record-change.js";
import { saveFile } from "../files/index.js";
import { reportGenerateJob } from "../jobs/reports.js";
import { badRequest, conflict, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { outboxEvent } from "../outbox/events.js";
import { type ReportFilters, reportFiltersInput } from "../schemas/reports.js";
import { readOrganisationSettings } from "../settings/policy.js";
import { readUserSettings } from "../settings/user-settings.js";
import { completeTask, createTask, startTask } from "../tasks/task-service.js";
import { recordDeliveries } from "./delivery.js";
import type { ReportDocument } from "./document.js";
import { renderReportPdf } from "./pdf/index.js";
import { trackRows } from "./progress.js";
import { REPORT_FILE_PURPOSE, type ReportSectionId, type ReportTypeValue } from "./rules.js";
import { buildReportDocument } from "./sections/index.js";
import { renderReportXlsx } from "./xlsx.js";

export const REPORT_RUN_ENTITY = "ReportRun";
export type ReportRunTriggerValue = "manual" | "run_now" | "scheduled";

/** What a run was generated with (ReportRun.parameters): enough to say what the file holds and to make it again. */
export interface ReportRunParameters {
  title: string;
  type: ReportTypeValue;
  sections: ReportSectionId[];
  filters: ReportFilters;
  /** The zone its times print in: the requester's for Generate, the organisation's for a schedule and Run now. */
  timeZone: string;
  organisationName: string;
  requestedBy: string;
}

export interface CreateReportRunInput {
  reportId?: string;
  templateId?: string;
  /** Overrides the template's filters for this run only. */
  filters?: Partial<ReportFilters>;
  trigger: ReportRunTriggerValue;
}

/** A run of the same report started less than this long ago and not finished refuses another manual one. */
const RUN_IN_PROGRESS_MS = 30 * 60_000;

/** Records the run, its task and its audit row (with the job's outbox event) in the caller's transaction. */
export async function createReportRunIn(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  input: CreateReportRunInput,
  now = new Date(),
): Promise<{ runId: string; taskId: string }> {
  if (Boolean(input.reportId) === Boolean(input.templateId)) throw badRequest("Name a report or a template.");
  const report = input.reportId ? await tx.report.findFirst({ where: { id: input.reportId, deletedAt: null } }) : null;
  if (input.reportId && !report) throw notFound("Report not found.");
  const template = await tx.reportTemplate.findUnique({ where: { id: report?.templateId ?? input.templateId } });
  if (!template) throw notFound("Report template not found.");
  if (!report && template.archivedAt) throw badRequest("This template is archived; restore it or choose another.");
  if (report && input.trigger !== "scheduled") {
    const running = await tx.reportRun.findFirst({
      where: {
        reportId: report.id,
        status: { in: ["queued", "running"] },
        createdAt: { gt: new Date(now.getTime() - RUN_IN_PROGRESS_MS) },
      },
      select: { id: true },
    });
    if (running) throw conflict("This report is being generated; wait for that run to finish.");
  }

  const filters = reportFiltersInput.parse({ ...(template.filters as object), ...(input.filters ?? {}) });
  const organisation = await readOrganisationSettings(tx);
  const user = ctx.auth?.user ?? null;
  // Generate prints times where its requester reads them; a schedule's and Run now's e-mail go to a group.
  const timeZone =
    input.trigger === "manual" && user
      ? (await readUserSettings(tx, user.id)).timezone
      : (organisation?.timeZone ?? "UTC");
  const parameters: ReportRunParameters = {
    title: report?.name ?? template.name,
    type: report?.type ?? template.type,
    sections: template.sections as ReportSectionId[],
    filters,
    timeZone,
    organisationName: organisation?.name ?? "",
    requestedBy: input.trigger === "scheduled" || !user ? "Scheduled" : personName(user),
  };

  const task = await createTask(tx, {
    kind: "report-generate",
    createdById: user?.id ?? null,
    params: { reportId: report?.id ?? null, templateId: template.id } as Prisma.InputJsonValue,
  });
  const run = await tx.reportRun.create({
    data: {
      reportId: report?.id ?? null,
      templateId: template.id,
      trigger: input.trigger,
      status: "queued",
      parameters: parameters as unknown as Prisma.InputJsonValue,
      requestedById: user?.id ?? null,
      taskId: task.id,
    },
  });
  await tx.backgroundTask.update({
    where: { id: task.id },
    data: { params: { runId: run.id, reportId: report?.id ?? null, templateId: template.id } },
  });
  await recordChange(tx, ctx, {
    action: "EXPORT",
    // Queued by the outbox drain once this commits: a Redis outage delays the run, never loses it.
    event: outboxEvent(reportGenerateJob, { runId: run.id }),
    entityType: REPORT_RUN_ENTITY,
    entityId: run.id,
    after: { runId: run.id, reportId: report?.id ?? null, templateId: template.id, trigger: input.trigger, filters },
    description: `${input.trigger === "scheduled" ? "Scheduled run of" : "Generated"} the report ${parameters.title}`,
  });
  return { runId: run.id, taskId: task.id };
}

/** createReportRunIn in its own transaction. */
export function createReportRun(
  db: PrismaClient,
  ctx: ChangeContext,
  input: CreateReportRunInput,
  now = new Date(),
): Promise<{ runId: string; taskId: string }> {
  return db.$transaction((tx) => createReportRunIn(tx, ctx, input, now));
}

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

  const doc: ReportDocument = await buildReportDocument(
    { db, now, timeZone: parameters.timeZone, filters: reportFiltersInput.parse(parameters.filters ?? {}) },
    {
      title: parameters.title,
      type: parameters.type,
      sections: parameters.sections,
      organisationName: parameters.organisationName,
      requestedBy: parameters.requestedBy,
    },
  );
  // Each table is read twice (PDF, then XLSX): the task counts both passes.
  const progress = trackRows(db, doc, run.taskId, 2);
  await progress.start();
  const pdf = await renderReportPdf(progress.doc);
  const xlsx = await renderReportXlsx(progress.doc);
  await progress.flush();
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
    const run = await tx.reportRun.findUnique({ where: { id: runId }, select: { taskId: true } });
    if (run?.taskId) {
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
