// Reports (issue 17; spec 001 §2.5, §3): the list with its search and counters, one report with what is computed for
// it (status, next due, schedule, latest run), and the dialog's create, edit and delete. Status, next due, last
// generated and format are never taken from the client (docs/DECISIONS.md). A deleted report leaves the lists and
// its schedule; its runs and deliveries stay (who received what stays answerable).
import type { Prisma, PrismaClient, Report } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { invalidField, notFound } from "../lib/errors.js";
import { paginate } from "../lib/pagination.js";
import type { ReportDto, updateReportInput } from "../schemas/report-outputs.js";
import type { listReportsInput, reportInput } from "../schemas/reports.js";
import { taggedWhere } from "../tags/filter.js";
import { assertMayManageReport } from "./access-checks.js";
import { REPORT_INCLUDE, type ReportRow, reportDtos } from "./report-dto.js";
import { externalAddressAllowed, REPORT_RECIPIENT_GROUPS, REPORT_TYPE_SPEC_NAMES, REPORT_TYPES } from "./rules.js";
import { checkedCron, dropSchedule, organisationTimeZone, putSchedule, scheduleName } from "./schedules.js";
import { templateForReport } from "./templates.js";

type Db = PrismaClient | Prisma.TransactionClient;
export const REPORT_ENTITY = "Report";
export const REPORT_NOT_FOUND = "No report with this id.";

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 001 §2.5's search as a where clause: name, type (its spec name) or any recipient, case-insensitive. */
async function searchWhere(db: Db, search: string | undefined): Promise<Prisma.ReportWhereInput> {
  const q = search?.trim().toLowerCase();
  if (!q) return {};
  const types = REPORT_TYPES.filter((t) => REPORT_TYPE_SPEC_NAMES[t].toLowerCase().includes(q));
  const groups = REPORT_RECIPIENT_GROUPS.filter((g) => g.toLowerCase().includes(q));
  // A part of an external address ("regulator") matches: Prisma's `has` compares whole elements only.
  const external = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Report" WHERE "deletedAt" IS NULL
      AND array_to_string("externalRecipients", ' ') ILIKE ${likePattern(q)}`;
  return {
    OR: [
      { name: { contains: q, mode: "insensitive" } },
      ...(types.length ? [{ type: { in: types } }] : []),
      ...(groups.length ? [{ recipientGroups: { hasSome: groups } }] : []),
      ...(external.length ? [{ id: { in: external.map((r) => r.id) } }] : []),
    ],
  };
}

export async function listReports(ctx: SignedInContext, input: z.output<typeof listReportsInput>) {
  const where: Prisma.ReportWhereInput = {
    deletedAt: null,
    ...(input.type ? { type: input.type } : {}),
    ...(input.scheduled === true ? { frequency: { not: "ad_hoc" } } : {}),
    ...(input.scheduled === false ? { frequency: "ad_hoc" } : {}),
    ...(await searchWhere(ctx.db, input.search)),
    ...(await taggedWhere(ctx.db, "report", input.tagId)),
  };
  const skip = (input.page - 1) * input.limit;
  let rows: ReportRow[];
  const total = await ctx.db.report.count({ where });
  if (input.sort === "nextDue") {
    // Next due is the schedule's (another table without a relation): an organisation's reports are hundreds, not
    // thousands, so their ids are ordered here and one page read.
    const all = await ctx.db.report.findMany({ where, select: { id: true, scheduleId: true, name: true } });
    const schedules = await ctx.db.schedule.findMany({
      where: { id: { in: all.flatMap((r) => (r.scheduleId ? [r.scheduleId] : [])) }, paused: false },
      select: { id: true, nextRunAt: true },
    });
    const due = new Map(schedules.map((s) => [s.id, s.nextRunAt.getTime()]));
    const dir = input.order === "asc" ? 1 : -1;
    const key = (r: (typeof all)[number]) => due.get(r.scheduleId ?? "") ?? null;
    all.sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === kb) return a.name.localeCompare(b.name);
      if (ka === null) return 1; // no next due last, either way
      if (kb === null) return -1;
      return (ka - kb) * dir;
    });
    const ids = all.slice(skip, skip + input.limit).map((r) => r.id);
    const found = await ctx.db.report.findMany({ where: { id: { in: ids } }, include: REPORT_INCLUDE });
    rows = ids.map((id) => found.find((r) => r.id === id)!).filter(Boolean);
  } else {
    rows = await ctx.db.report.findMany({
      where,
      include: REPORT_INCLUDE,
      orderBy: [
        input.sort === "lastGeneratedAt"
          ? { lastGeneratedAt: { sort: input.order, nulls: "last" } }
          : { [input.sort]: input.order },
        { id: "asc" },
      ],
      skip,
      take: input.limit,
    });
  }
  return { items: await reportDtos(ctx.db, ctx, rows), pagination: paginate(input.page, input.limit, total) };
}

/** The hero's counters (001 §2.5: Total Reports, Scheduled) and what needs a look (paused, failed). */
export async function reportCounters(ctx: SignedInContext) {
  const [total, scheduled, paused, failed] = await Promise.all([
    ctx.db.report.count({ where: { deletedAt: null } }),
    ctx.db.report.count({ where: { deletedAt: null, frequency: { not: "ad_hoc" } } }),
    ctx.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "Report" r JOIN "Schedule" s ON s.id = r."scheduleId"
      WHERE r."deletedAt" IS NULL AND s.paused`,
    ctx.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM "Report" r
      WHERE r."deletedAt" IS NULL AND (
        SELECT status FROM "ReportRun" x WHERE x."reportId" = r.id ORDER BY x."createdAt" DESC, x.id DESC LIMIT 1
      ) = 'failed'`,
  ]);
  return { total, scheduled, paused: Number(paused[0]?.n ?? 0), failed: Number(failed[0]?.n ?? 0) };
}

export async function readReport(db: Db, ctx: SignedInContext, id: string): Promise<ReportDto> {
  const row = await db.report.findFirst({ where: { id, deletedAt: null }, include: REPORT_INCLUDE });
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return (await reportDtos(db, ctx, [row]))[0]!;
}

export const getReport = (ctx: SignedInContext, id: string) => readReport(ctx.db, ctx, id);

/** Locks a live report for a change by its creator or an Admin (404, 403). */
export async function lockReport(tx: Prisma.TransactionClient, ctx: SignedInContext, id: string) {
  await tx.$queryRaw`SELECT id FROM "Report" WHERE id = ${id}::uuid FOR UPDATE`;
  const report = await tx.report.findFirst({ where: { id, deletedAt: null } });
  if (!report) throw notFound(REPORT_NOT_FOUND);
  assertMayManageReport(ctx.auth.user, report);
  return report;
}

/** 400 on externalRecipients for an address outside the domains the organisation allows. */
async function assertExternalAllowed(db: Db, addresses: readonly string[]) {
  if (!addresses.length) return;
  const row = await db.organisationSettings.findUnique({ where: { id: 1 }, select: { reportExternalDomains: true } });
  const domains = row?.reportExternalDomains ?? [];
  const refused = addresses.filter((a) => !externalAddressAllowed(a, domains));
  if (refused.length) {
    throw invalidField(
      "externalRecipients",
      domains.length
        ? `Only addresses in ${domains.join(", ")} may receive reports: ${refused.join(", ")}`
        : "The organisation allows no external recipients (an Admin sets the allowed domains in Settings)",
    );
  }
}

const snapshot = (r: Report) => ({
  name: r.name,
  type: r.type,
  frequency: r.frequency,
  templateId: r.templateId,
  recipientGroups: r.recipientGroups,
  externalRecipients: r.externalRecipients,
  description: r.description,
});

const fields = (input: z.output<typeof reportInput>) => ({
  name: input.name,
  type: input.type,
  frequency: input.frequency,
  recipientGroups: [...new Set(input.recipientGroups)],
  externalRecipients: [...new Set(input.externalRecipients)],
  description: input.description,
});

export async function createReport(ctx: SignedInContext, input: z.output<typeof reportInput>) {
  const actorId = ctx.auth.user.id;
  return ctx.db.$transaction(async (tx) => {
    const template = await templateForReport(tx, input.type, input.templateId);
    await assertExternalAllowed(tx, input.externalRecipients);
    const cron = input.frequency === "ad_hoc" ? null : checkedCron(input.frequency, undefined, "UTC");
    const created = await tx.report.create({
      data: { ...fields(input), templateId: template.id, createdById: actorId, updatedById: actorId },
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: REPORT_ENTITY,
      entityId: created.id,
      after: snapshot(created),
      description: `Created the report ${created.name}`,
    });
    if (cron) await putSchedule(tx, ctx, created, cron);
    return readReport(tx, ctx, created.id);
  });
}

export async function updateReport(ctx: SignedInContext, input: z.output<typeof updateReportInput>) {
  const { id, ...body } = input;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockReport(tx, ctx, id);
    const template =
      body.templateId === undefined && body.type === before.type
        ? await tx.reportTemplate.findUniqueOrThrow({ where: { id: before.templateId } })
        : await templateForReport(tx, body.type, body.templateId);
    // Addresses already on the report are checked again at each delivery; new ones are checked now.
    await assertExternalAllowed(
      tx,
      body.externalRecipients.filter((a) => !before.externalRecipients.includes(a)),
    );
    const after = await tx.report.update({
      where: { id },
      data: { ...fields(body), templateId: template.id, updatedById: ctx.auth.user.id },
    });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: REPORT_ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
      description: `Changed the report ${after.name}`,
    });
    if (after.frequency === "ad_hoc") await dropSchedule(tx, ctx, after);
    else if (after.frequency !== before.frequency || !before.scheduleId) {
      // A new frequency runs at its own 07:00 default (a custom time belonged to the old one).
      const timeZone = await organisationTimeZone(tx);
      await putSchedule(tx, ctx, after, checkedCron(after.frequency, undefined, timeZone));
    } else if (after.name !== before.name) {
      await tx.schedule.updateMany({
        where: { id: after.scheduleId ?? "" },
        data: { name: scheduleName(after) },
      });
    }
    return readReport(tx, ctx, id);
  });
}

export async function deleteReport(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockReport(tx, ctx, id);
    await dropSchedule(tx, ctx, before);
    await tx.report.update({ where: { id }, data: { deletedAt: new Date(), updatedById: ctx.auth.user.id } });
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: REPORT_ENTITY,
      entityId: id,
      before: snapshot(before),
      description: `Deleted the report ${before.name} (its runs and deliveries are kept)`,
    });
    return { id, deleted: true };
  });
}
