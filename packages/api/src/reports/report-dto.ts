// A report as the API answers it (reportOutput): its schedule, its latest run with its delivery counts, the status
// and next due computed from them, and what the caller may do on it. Three queries for a page, whatever its size.
import type { Prisma, PrismaClient, Report, Schedule } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { ReportDto } from "../schemas/report-outputs.js";
import { mayCreateReports, mayManage } from "./access-checks.js";
import { reportStatus } from "./rules.js";
import { deliveryCountsOf, RUN_INCLUDE, type RunRow, runDto } from "./runs.js";

type Db = PrismaClient | Prisma.TransactionClient;

export type ReportRow = Report & {
  template: { id: string; name: string; builtIn: boolean };
  createdBy: UserName | null;
};
export const REPORT_INCLUDE = {
  template: { select: { id: true, name: true, builtIn: true } },
  createdBy: USER_NAME,
} as const;

/** The reports' DTOs with their schedules, latest runs and delivery counts, in three queries whatever their number. */
export async function reportDtos(db: Db, ctx: SignedInContext, rows: ReportRow[], now = new Date()) {
  const scheduleIds = rows.flatMap((r) => (r.scheduleId ? [r.scheduleId] : []));
  const [schedules, latest] = await Promise.all([
    scheduleIds.length ? db.schedule.findMany({ where: { id: { in: scheduleIds } } }) : Promise.resolve([]),
    latestRuns(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const counts = await deliveryCountsOf(
    db,
    latest.map((r) => r.id),
  );
  const scheduleById = new Map(schedules.map((s) => [s.id, s]));
  const runByReport = new Map(latest.map((r) => [r.reportId, r]));
  return rows.map((row) =>
    toDto(ctx, row, scheduleById.get(row.scheduleId ?? ""), runByReport.get(row.id), counts, now),
  );
}

/** Each report's newest run: DISTINCT ON in PostgreSQL (Prisma's `distinct` would read every run and filter here). */
async function latestRuns(db: Db, reportIds: string[]): Promise<RunRow[]> {
  if (!reportIds.length) return [];
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT ON ("reportId") id FROM "ReportRun"
    WHERE "reportId" = ANY(${reportIds}::uuid[])
    ORDER BY "reportId", "createdAt" DESC, id DESC`;
  if (!ids.length) return [];
  return db.reportRun.findMany({ where: { id: { in: ids.map((r) => r.id) } }, include: RUN_INCLUDE });
}

function toDto(
  ctx: SignedInContext,
  row: ReportRow,
  schedule: Schedule | undefined,
  run: RunRow | undefined,
  counts: Awaited<ReturnType<typeof deliveryCountsOf>>,
  now: Date,
): ReportDto {
  const manage = mayManage(ctx.auth.user, row);
  const nextDue = schedule && !schedule.paused ? schedule.nextRunAt : null;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    frequency: row.frequency,
    recipientGroups: row.recipientGroups,
    externalRecipients: row.externalRecipients,
    description: row.description,
    format: "PDF",
    template: row.template,
    status: reportStatus({
      frequency: row.frequency,
      paused: schedule?.paused ?? false,
      nextDue,
      lastGeneratedAt: row.lastGeneratedAt,
      lastRunStatus: run?.status ?? null,
      now,
    }),
    lastGeneratedAt: row.lastGeneratedAt,
    nextDue,
    schedule: schedule
      ? {
          id: schedule.id,
          cron: schedule.cron,
          timeZone: schedule.timeZone,
          paused: schedule.paused,
          nextRunAt: schedule.nextRunAt,
          lastRunAt: schedule.lastRunAt,
          lastError: schedule.lastError,
        }
      : null,
    latestRun: run ? runDto(run, counts.get(run.id)) : null,
    createdBy: userRef(row.createdBy),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    can: { edit: manage, delete: manage, generate: mayCreateReports(ctx.auth.user) },
  };
}
