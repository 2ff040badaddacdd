// A scheduled report's Schedule row (key "report:<id>", job report-schedule, read in the organisation's time zone):
// created when a report gets a frequency other than Ad-hoc, re-timed, paused, resumed and removed with it. The
// worker's dispatcher enqueues it when due, exactly once across workers (schedules/schedule-service.ts).
import type { Prisma, PrismaClient, Report, Schedule } from "@tprm/db";
import type { z } from "zod";
import { type ChangeContext, recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { reportScheduleJob } from "../jobs/reports.js";
import { conflict, invalidField } from "../lib/errors.js";
import { cronProblem, nextRunAfter } from "../schedules/cron.js";
import { SCHEDULE_ENTITY } from "../schedules/schedule-service.js";
import type { createReportScheduleInput } from "../schemas/report-outputs.js";
import type { updateReportScheduleInput } from "../schemas/reports.js";
import { createReportRunIn } from "./generate.js";
import { frequencyCron, REPORT_FREQUENCY_SPEC_NAMES, type ReportFrequencyValue, reportScheduleKey } from "./rules.js";

import { lockReport, readReport } from "./service.js";

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;
export const NOT_SCHEDULED = "This report is Ad-hoc: it has no schedule.";

/** The organisation's time zone (UTC until an Admin sets one). */
export async function organisationTimeZone(db: Db): Promise<string> {
  const row = await db.organisationSettings.findUnique({ where: { id: 1 }, select: { timeZone: true } });
  return row?.timeZone || "UTC";
}

/** The pattern a schedule runs on: the one given (checked: 400 on cron), or the frequency's 07:00 default. */
export function checkedCron(frequency: ReportFrequencyValue, cron: string | undefined, timeZone: string): string {
  const pattern = cron ?? frequencyCron(frequency);
  if (!pattern) throw invalidField("frequency", "An Ad-hoc report has no schedule");
  const problem = cronProblem(pattern, timeZone);
  if (problem) throw invalidField("cron", problem);
  // Five fields only: a report runs at most once a minute, never on a seconds pattern.
  if (pattern.trim().split(/\s+/).length !== 5) {
    throw invalidField("cron", "A report's schedule has five fields: minute hour day month weekday");
  }
  return pattern;
}

export const scheduleName = (report: Pick<Report, "name" | "frequency">) =>
  `Report: ${report.name} (${REPORT_FREQUENCY_SPEC_NAMES[report.frequency]})`;

export function scheduleOf(db: Db, report: Pick<Report, "scheduleId">): Promise<Schedule | null> {
  return report.scheduleId ? db.schedule.findUnique({ where: { id: report.scheduleId } }) : Promise.resolve(null);
}

/**
 * Gives the report (already saved with its frequency) its Schedule row, or re-times the one it has on `cron`. A new
 * or re-timed schedule's next run is the pattern's next time after `now`; the row's paused flag is kept.
 */
export async function putSchedule(
  tx: Tx,
  ctx: ChangeContext,
  report: Report,
  cron: string,
  now = new Date(),
): Promise<Schedule> {
  const timeZone = await organisationTimeZone(tx);
  const existing = await scheduleOf(tx, report);
  const data = {
    name: scheduleName(report),
    cron,
    timeZone,
    nextRunAt: nextRunAfter(cron, timeZone, now),
    lastError: null,
  };
  if (existing) {
    const same = existing.cron === cron && existing.timeZone === timeZone;
    const updated = await tx.schedule.update({
      where: { id: existing.id },
      data: same ? { name: data.name } : data,
    });
    if (!same) {
      await recordChange(tx, ctx, {
        action: "UPDATE",
        entityType: SCHEDULE_ENTITY,
        entityId: existing.id,
        before: { cron: existing.cron, timeZone: existing.timeZone },
        after: { cron, timeZone },
        description: `Re-timed ${updated.name} to ${cron} (${timeZone})`,
      });
    }
    return updated;
  }
  // A key left by an earlier schedule of this report (none should be) is taken over rather than refused.
  await tx.schedule.deleteMany({ where: { key: reportScheduleKey(report.id) } });
  const created = await tx.schedule.create({
    data: {
      key: reportScheduleKey(report.id),
      jobName: reportScheduleJob.name,
      payload: reportScheduleJob.schema.parse({ reportId: report.id }),
      createdById: ctx.auth?.user.id ?? null,
      ...data,
    },
  });
  await tx.report.update({ where: { id: report.id }, data: { scheduleId: created.id } });
  await recordChange(tx, ctx, {
    action: "CREATE",
    entityType: SCHEDULE_ENTITY,
    entityId: created.id,
    after: { key: created.key, cron, timeZone, nextRunAt: created.nextRunAt },
    description: `Scheduled ${created.name} (${cron}, ${timeZone})`,
  });
  return created;
}

/** Removes the report's Schedule row (Ad-hoc again, or deleted). */
export async function dropSchedule(tx: Tx, ctx: ChangeContext, report: Report) {
  const existing = await scheduleOf(tx, report);
  await tx.report.update({ where: { id: report.id }, data: { scheduleId: null } });
  if (!existing) return;
  await tx.schedule.delete({ where: { id: existing.id } });
  await recordChange(tx, ctx, {
    action: "DELETE",
    entityType: SCHEDULE_ENTITY,
    entityId: existing.id,
    before: { key: existing.key, cron: existing.cron, timeZone: existing.timeZone, paused: existing.paused },
    description: `Removed the schedule ${existing.name}`,
  });
}

/** Pauses or resumes; a resumed schedule runs next at the pattern's next time from now (not the missed one). */
export async function setPaused(tx: Tx, ctx: ChangeContext, schedule: Schedule, paused: boolean, now = new Date()) {
  if (schedule.paused === paused) return schedule;
  const updated = await tx.schedule.update({
    where: { id: schedule.id },
    data: paused
      ? { paused: true }
      : { paused: false, lastError: null, nextRunAt: nextRunAfter(schedule.cron, schedule.timeZone, now) },
  });
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: SCHEDULE_ENTITY,
    entityId: schedule.id,
    before: { paused: schedule.paused },
    after: { paused, nextRunAt: updated.nextRunAt },
    description: `${paused ? "Paused" : "Resumed"} ${schedule.name}`,
  });
  return updated;
}

/**
 * The organisation's time zone changed: every report schedule is read in the new zone from now on (its pattern
 * kept, its next run recomputed). Called in the settings' save transaction.
 */
export async function moveReportSchedulesToZone(tx: Tx, timeZone: string, now = new Date()) {
  const schedules = await tx.schedule.findMany({
    where: { key: { startsWith: "report:" }, jobName: reportScheduleJob.name, timeZone: { not: timeZone } },
  });
  for (const s of schedules) {
    await tx.schedule.update({
      where: { id: s.id },
      data: { timeZone, nextRunAt: nextRunAfter(s.cron, timeZone, now) },
    });
  }
  return schedules.length;
}

/** The report's own audit row for a frequency set from the Scheduled Reports tab (its Schedule row has its own). */
async function recordFrequencyChange(tx: Tx, ctx: ChangeContext, before: Report, after: Report) {
  if (before.frequency === after.frequency) return;
  await recordChange(tx, ctx, {
    action: "UPDATE",
    entityType: "Report",
    entityId: after.id,
    before: { frequency: before.frequency },
    after: { frequency: after.frequency },
    description: `Changed the frequency of the report ${after.name}`,
  });
}

// ── The Scheduled Reports tab (GET/POST /api/reports/scheduled, PUT/DELETE /api/reports/scheduled/{id}) ──────────

/** Gives a report a frequency and its schedule (an Ad-hoc report becomes scheduled), or re-times a scheduled one. */
export async function createReportSchedule(ctx: SignedInContext, input: z.output<typeof createReportScheduleInput>) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockReport(tx, ctx, input.reportId);
    if (before.recipientGroups.length + before.externalRecipients.length === 0) {
      throw invalidField("reportId", "A scheduled report needs at least one recipient: edit the report first");
    }
    const cron = checkedCron(input.frequency, input.cron, await organisationTimeZone(tx));
    const report = await tx.report.update({
      where: { id: before.id },
      data: { frequency: input.frequency, updatedById: ctx.auth.user.id },
    });
    await recordFrequencyChange(tx, ctx, before, report);
    await putSchedule(tx, ctx, report, cron);
    return readReport(tx, ctx, report.id);
  });
}

/** Pause, resume, another frequency (its 07:00 default unless a cron is given) or another time. */
export async function updateReportSchedule(ctx: SignedInContext, input: z.output<typeof updateReportScheduleInput>) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockReport(tx, ctx, input.id);
    let schedule = await scheduleOf(tx, before);
    if (!schedule || before.frequency === "ad_hoc") throw conflict(NOT_SCHEDULED);
    if (input.frequency === "ad_hoc") {
      throw invalidField("frequency", "To stop the schedule, delete it (the report stays, Ad-hoc)");
    }
    let report = before;
    if (input.frequency && input.frequency !== before.frequency) {
      report = await tx.report.update({
        where: { id: before.id },
        data: { frequency: input.frequency, updatedById: ctx.auth.user.id },
      });
      await recordFrequencyChange(tx, ctx, before, report);
    }
    if (input.frequency !== undefined || input.cron !== undefined) {
      const cron = checkedCron(
        report.frequency,
        input.cron ?? (input.frequency ? undefined : schedule.cron),
        schedule.timeZone,
      );
      schedule = await putSchedule(tx, ctx, report, cron);
    }
    if (input.paused !== undefined) await setPaused(tx, ctx, schedule, input.paused);
    return readReport(tx, ctx, report.id);
  });
}

/** Stops the schedule: the report stays, Ad-hoc, with its runs. */
export async function deleteReportSchedule(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockReport(tx, ctx, id);
    if (!before.scheduleId || before.frequency === "ad_hoc") throw conflict(NOT_SCHEDULED);
    const report = await tx.report.update({
      where: { id },
      data: { frequency: "ad_hoc", updatedById: ctx.auth.user.id },
    });
    await recordFrequencyChange(tx, ctx, before, report);
    await dropSchedule(tx, ctx, report);
    return readReport(tx, ctx, id);
  });
}

/** Run now: a run of the scheduled report that e-mails its recipients like the schedule's (trigger run_now). */
export async function runReportNow(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const report = await lockReport(tx, ctx, id);
    if (report.recipientGroups.length + report.externalRecipients.length === 0) {
      throw conflict("The report has no recipients: Run now e-mails them; use Generate instead.");
    }
    const started = await createReportRunIn(tx, ctx, { reportId: id, trigger: "run_now" });
    return { ...started, status: "queued" as const };
  });
}
