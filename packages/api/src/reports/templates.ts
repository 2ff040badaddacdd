// Report templates (issue 17): the three built-in ones (seeded idempotently before templates are listed or used) and
// users' own, each a set of sections (rules.ts REPORT_SECTIONS) and filters. Built-in templates are not changed or
// archived; an archived template keeps its past runs and the reports that use it, and is offered for no new report.
import type { Prisma, PrismaClient, ReportTemplate } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { conflict, invalidField, notFound } from "../lib/errors.js";
import { USER_NAME, type UserName, userRef } from "../lib/people.js";
import type { ReportTemplateDto, updateReportTemplateInput } from "../schemas/report-outputs.js";
import {
  type ReportFilters,
  type ReportTypeValue,
  reportFiltersInput,
  type reportTemplateInput,
} from "../schemas/reports.js";
import { assertMayManageTemplate, mayManage } from "./access-checks.js";
import { BUILT_IN_TEMPLATES, REPORT_SECTION_IDS, type ReportSectionId } from "./rules.js";

type Db = PrismaClient | Prisma.TransactionClient;
export const TEMPLATE_ENTITY = "ReportTemplate";
const M = {
  notFound: "No report template with this id.",
  builtIn: "The built-in templates cannot be changed or archived; make your own from its sections instead.",
  archived: "This template is archived.",
} as const;
export const TEMPLATE_MESSAGES = M;

/** Inserts the built-in templates that are missing (one statement; existing keys are left as they are). */
export async function seedBuiltInTemplates(db: Db) {
  await db.reportTemplate.createMany({
    data: BUILT_IN_TEMPLATES.map((t) => ({
      key: t.key,
      name: t.name,
      description: t.description,
      type: t.type,
      sections: [...t.sections],
      filters: reportFiltersInput.parse({}),
      builtIn: true,
    })),
    skipDuplicates: true,
  });
}

/** A template's stored filters as the rules read them (defaults for anything missing or out of range). */
export function filtersOf(json: Prisma.JsonValue): ReportFilters {
  const parsed = reportFiltersInput.safeParse(json ?? {});
  return parsed.success ? parsed.data : reportFiltersInput.parse({});
}

const knownSections = (sections: readonly string[]) =>
  sections.filter((s): s is ReportSectionId => (REPORT_SECTION_IDS as readonly string[]).includes(s));

type TemplateRow = ReportTemplate & { createdBy: UserName | null; _count: { reports: number } };
const TEMPLATE_INCLUDE = {
  createdBy: USER_NAME,
  _count: { select: { reports: { where: { deletedAt: null } } } },
} as const;

function templateDto(row: TemplateRow, actor: SignedInContext["auth"]["user"]): ReportTemplateDto {
  const manage = !row.builtIn && mayManage(actor, row);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    type: row.type,
    sections: knownSections(row.sections),
    filters: filtersOf(row.filters),
    builtIn: row.builtIn,
    archivedAt: row.archivedAt,
    reportCount: row._count.reports,
    createdBy: userRef(row.createdBy),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    can: { edit: manage && !row.archivedAt, archive: manage && !row.archivedAt },
  };
}

export async function listTemplates(ctx: SignedInContext, input: { includeArchived: boolean }) {
  await seedBuiltInTemplates(ctx.db);
  const rows = await ctx.db.reportTemplate.findMany({
    where: input.includeArchived ? {} : { archivedAt: null },
    include: TEMPLATE_INCLUDE,
    orderBy: [{ builtIn: "desc" }, { name: "asc" }],
  });
  return { items: rows.map((r) => templateDto(r, ctx.auth.user)) };
}

async function readTemplate(db: Db, ctx: SignedInContext, id: string) {
  const row = await db.reportTemplate.findUnique({ where: { id }, include: TEMPLATE_INCLUDE });
  if (!row) throw notFound(M.notFound);
  return templateDto(row, ctx.auth.user);
}

export async function getTemplate(ctx: SignedInContext, id: string) {
  await seedBuiltInTemplates(ctx.db);
  return readTemplate(ctx.db, ctx, id);
}

/**
 * The template a report generates: the one named (active, of the report's type), or the built-in one of its type.
 * 400 on templateId when the named one does not exist, is archived or is of another type.
 */
export async function templateForReport(tx: Db, type: ReportTypeValue, templateId: string | undefined) {
  await seedBuiltInTemplates(tx);
  const row = templateId
    ? await tx.reportTemplate.findUnique({ where: { id: templateId } })
    : await tx.reportTemplate.findUnique({ where: { key: type } });
  if (!row || row.archivedAt) throw invalidField("templateId", "Choose an active report template");
  if (row.type !== type) throw invalidField("templateId", "The template is of another report type");
  return row;
}

const snapshot = (t: ReportTemplate) => ({
  name: t.name,
  description: t.description,
  type: t.type,
  sections: t.sections,
  filters: t.filters,
});

export async function createTemplate(ctx: SignedInContext, input: z.output<typeof reportTemplateInput>) {
  return ctx.db.$transaction(async (tx) => {
    const created = await tx.reportTemplate.create({
      data: { ...input, filters: input.filters, builtIn: false, createdById: ctx.auth.user.id },
    });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: TEMPLATE_ENTITY,
      entityId: created.id,
      after: snapshot(created),
      description: `Created the report template ${created.name}`,
    });
    return readTemplate(tx, ctx, created.id);
  });
}

async function lockTemplate(tx: Prisma.TransactionClient, ctx: SignedInContext, id: string) {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "ReportTemplate" WHERE id = ${id}::uuid FOR UPDATE`;
  const before = rows.length ? await tx.reportTemplate.findUnique({ where: { id } }) : null;
  if (!before) throw notFound(M.notFound);
  if (before.builtIn) throw conflict(M.builtIn);
  assertMayManageTemplate(ctx.auth.user, before);
  if (before.archivedAt) throw conflict(M.archived);
  return before;
}

export async function updateTemplate(ctx: SignedInContext, input: z.output<typeof updateReportTemplateInput>) {
  const { id, ...data } = input;
  return ctx.db.$transaction(async (tx) => {
    const before = await lockTemplate(tx, ctx, id);
    // The reports that generate it keep their type: a template's type changes only while no report uses it.
    if (data.type !== before.type && (await tx.report.count({ where: { templateId: id, deletedAt: null } })) > 0) {
      throw invalidField("type", "Reports of another type use this template; its type stays");
    }
    const after = await tx.reportTemplate.update({ where: { id }, data: { ...data, filters: data.filters } });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: TEMPLATE_ENTITY,
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
      description: `Changed the report template ${after.name}`,
    });
    return readTemplate(tx, ctx, id);
  });
}

export async function archiveTemplate(ctx: SignedInContext, id: string) {
  return ctx.db.$transaction(async (tx) => {
    const before = await lockTemplate(tx, ctx, id);
    const inUse = await tx.report.count({ where: { templateId: id, deletedAt: null } });
    if (inUse > 0) {
      throw conflict(`${inUse} report(s) generate this template; give them another template before archiving it.`);
    }
    await tx.reportTemplate.update({ where: { id }, data: { archivedAt: new Date() } });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: TEMPLATE_ENTITY,
      entityId: id,
      before: { archivedAt: null },
      after: { archivedAt: new Date().toISOString() },
      description: `Archived the report template ${before.name}`,
    });
    return readTemplate(tx, ctx, id);
  });
}
