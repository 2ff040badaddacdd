// A report's runs (issue 17): every generation kept with who asked, when, with which parameters, its files and their
// sizes, and the deliveries it made, so a past run can be opened again. Its files are served by
// GET /api/reports/runs/{id}/pdf and /xlsx (apps/server plugins/report-downloads.ts) while the retention rule keeps them.
import type { Prisma, PrismaClient, ReportRun } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { ReportRunDto } from "../schemas/report-outputs.js";
import type { generateReportInput } from "../schemas/reports.js";
import { createReportRun } from "./generate.js";
import { filtersOf } from "./templates.js";

type Db = PrismaClient | Prisma.TransactionClient;
export const RUN_NOT_FOUND = "No report run with this id.";

export const RUN_INCLUDE = {
  report: { select: { id: true, name: true } },
  template: { select: { id: true, name: true } },
  requestedBy: USER_NAME,
} as const;

export type RunRow = ReportRun & {
  report: { id: string; name: string } | null;
  template: { id: string; name: string };
  requestedBy: UserName | null;
};

export type DeliveryCounts = { sent: number; pending: number; failed: number; bounced: number };
const NO_DELIVERIES: DeliveryCounts = { sent: 0, pending: 0, failed: 0, bounced: 0 };

/** Deliveries per run and status, for the runs of one page (one query). */
export async function deliveryCountsOf(db: Db, runIds: readonly string[]) {
  const counts = new Map<string, DeliveryCounts>();
  if (!runIds.length) return counts;
  const groups = await db.reportDelivery.groupBy({
    by: ["runId", "status"],
    where: { runId: { in: [...runIds] } },
    _count: { _all: true },
  });
  for (const g of groups) {
    const c = counts.get(g.runId) ?? { ...NO_DELIVERIES };
    c[g.status] = g._count._all;
    counts.set(g.runId, c);
  }
  return counts;
}

function parametersOf(json: Prisma.JsonValue): ReportRunDto["parameters"] {
  const p = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === "string" ? v : null);
  return {
    title: text(p.title),
    sections: Array.isArray(p.sections) ? p.sections.filter((s): s is string => typeof s === "string") : [],
    filters: p.filters && typeof p.filters === "object" ? filtersOf(p.filters as Prisma.JsonValue) : null,
    timeZone: text(p.timeZone),
  };
}

export function runDto(row: RunRow, deliveries: DeliveryCounts | undefined): ReportRunDto {
  const file = (id: string | null, size: number | null) => (size === null ? null : { size, available: id !== null });
  return {
    id: row.id,
    report: row.report,
    template: row.template,
    trigger: row.trigger,
    status: row.status,
    parameters: parametersOf(row.parameters),
    requestedBy: userRef(row.requestedBy),
    taskId: row.taskId,
    pdf: file(row.pdfFileId, row.pdfSize),
    xlsx: file(row.xlsxFileId, row.xlsxSize),
    pageCount: row.pageCount,
    rowCount: row.rowCount,
    error: row.error,
    deliveries: deliveries ?? { ...NO_DELIVERIES },
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

/** A report's runs, newest first (a deleted report's too: who received what stays answerable). */
export async function listRuns(ctx: SignedInContext, input: { reportId: string; page: number; limit: number }) {
  const report = await ctx.db.report.findUnique({ where: { id: input.reportId }, select: { id: true } });
  if (!report) throw notFound("No report with this id.");
  const where = { reportId: input.reportId };
  const [rows, total] = await Promise.all([
    ctx.db.reportRun.findMany({
      where,
      include: RUN_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.reportRun.count({ where }),
  ]);
  const counts = await deliveryCountsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => runDto(r, counts.get(r.id))),
    pagination: paginate(input.page, input.limit, total),
  };
}

export async function getRun(ctx: SignedInContext, id: string) {
  const row = await ctx.db.reportRun.findUnique({ where: { id }, include: RUN_INCLUDE });
  if (!row) throw notFound(RUN_NOT_FOUND);
  const [counts, deliveries] = await Promise.all([
    deliveryCountsOf(ctx.db, [id]),
    ctx.db.reportDelivery.findMany({ where: { runId: id }, orderBy: [{ email: "asc" }] }),
  ]);
  return {
    ...runDto(row, counts.get(id)),
    deliveryList: deliveries.map(deliveryDto),
  };
}

export function deliveryDto(d: {
  id: string;
  email: string;
  recipientGroup: string | null;
  method: string;
  status: "pending" | "sent" | "failed" | "bounced";
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  updatedAt: Date;
}) {
  return {
    id: d.id,
    email: d.email,
    recipientGroup: d.recipientGroup,
    method: d.method === "link" ? ("link" as const) : ("attachment" as const),
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    sentAt: d.sentAt,
    updatedAt: d.updatedAt,
  };
}

export type RunFileKind = "pdf" | "xlsx";

/** The stored file of a run, for the download route: null when the run has no such file (yet, or any more). */
export async function runFileOf(db: Db, runId: string, kind: RunFileKind) {
  const run = await db.reportRun.findUnique({
    where: { id: runId },
    select: { status: true, pdfFileId: true, xlsxFileId: true, pdfSize: true, xlsxSize: true },
  });
  if (!run) return { run: null, fileId: null, expired: false } as const;
  const fileId = kind === "pdf" ? run.pdfFileId : run.xlsxFileId;
  const size = kind === "pdf" ? run.pdfSize : run.xlsxSize;
  return { run, fileId, expired: fileId === null && size !== null } as const;
}

/** Generate (a report, or a template alone; POST /api/reports/generate): a run for the caller, delivered to nobody. */
export async function generateReport(ctx: SignedInContext, input: z.output<typeof generateReportInput>) {
  const started = await createReportRun(ctx.db, ctx, {
    reportId: input.reportId,
    templateId: input.templateId,
    filters: input.filters,
    trigger: "manual",
  });
  return { ...started, status: "queued" as const };
}
