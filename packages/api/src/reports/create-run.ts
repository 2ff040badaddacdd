// A report run's server half (issue 17): the run, its background task (the progress the screens poll) and its
// audit row, whose outbox event queues report-generate once the transaction commits. The worker's half is
// generate.ts; docs/REPORTS.md, "Pipeline".
import type { Prisma, PrismaClient } from "@tprm/db";
import { type ChangeContext, recordChange } from "../audit/record-change.js";
import { reportGenerateJob } from "../jobs/reports.js";
import { badRequest, conflict, notFound } from "../lib/errors.js";
import { personName } from "../lib/people.js";
import { outboxEvent } from "../outbox/events.js";
import { type ReportFilters, reportFiltersInput } from "../schemas/reports.js";
import { readOrganisationSettings } from "../settings/policy.js";
import { readUserSettings } from "../settings/user-settings.js";
import { createTask } from "../tasks/task-service.js";
import type { ReportSectionId, ReportTypeValue } from "./rules.js";

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
