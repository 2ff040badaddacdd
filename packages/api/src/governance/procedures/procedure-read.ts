// Reading procedures: the list (archived ones excluded), the archived list, one procedure, and the monitoring card's
// alignment figures (rules.ts decides each procedure's alignment).
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import { notFound } from "../../lib/errors.js";
import { paginate, skipTake } from "../../lib/pagination.js";
import type {
  archivedProceduresInput,
  listProceduresInput,
  procedureAlignmentOutput,
} from "../../schemas/governance-procedures.js";
import { taggedWhere } from "../../tags/filter.js";
import { POLICY_REF_SELECT, PROCEDURE_NOT_FOUND, PROCEDURE_SELECT, policyRef, procedureDto } from "./dto.js";
import { countProcedureAlignments, type ProcedureAlignment, procedureAlignment } from "./rules.js";

type Db = Context["db"] | Prisma.TransactionClient;
type ListInput = z.output<typeof listProceduresInput>;

function searchWhere(search: string | undefined): Prisma.ProcedureWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: "insensitive" as const };
  return { OR: [{ name: contains }, { reference: contains }, { owner: contains }, { category: contains }] };
}

function orderBy(sort: ListInput["sort"], order: ListInput["order"]): Prisma.ProcedureOrderByWithRelationInput[] {
  if (sort === "lastReview" || sort === "category") {
    return [{ [sort]: { sort: order, nulls: "last" } }, { id: order }];
  }
  return [{ [sort]: order }, { id: order }];
}

export async function listProcedures(ctx: Context, input: ListInput) {
  const where: Prisma.ProcedureWhereInput = {
    archived: false,
    ...searchWhere(input.search),
    ...(input.status ? { status: input.status } : {}),
    ...(input.complexity ? { complexity: input.complexity } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.policyId ? { policyId: input.policyId } : {}),
    ...(await taggedWhere(ctx.db, "procedure", input.tagId)),
  };
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const [rows, total] = await Promise.all([
    ctx.db.procedure.findMany({
      where,
      select: PROCEDURE_SELECT,
      orderBy: orderBy(input.sort, input.order),
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.procedure.count({ where }),
  ]);
  return { items: rows.map((r) => procedureDto(r, today)), pagination: paginate(input.page, input.limit, total) };
}

export async function listArchivedProcedures(ctx: Context, input: z.output<typeof archivedProceduresInput>) {
  const where: Prisma.ProcedureWhereInput = { archived: true, ...searchWhere(input.search) };
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const [rows, total] = await Promise.all([
    ctx.db.procedure.findMany({
      where,
      select: PROCEDURE_SELECT,
      orderBy: [{ archivedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.procedure.count({ where }),
  ]);
  return { items: rows.map((r) => procedureDto(r, today)), pagination: paginate(input.page, input.limit, total) };
}

export async function readProcedure(db: Db, id: string, today: string) {
  const row = await db.procedure.findUnique({ where: { id }, select: PROCEDURE_SELECT });
  if (!row) throw notFound(PROCEDURE_NOT_FOUND);
  return procedureDto(row, today);
}

export const getProcedure = (ctx: Context, id: string) => readProcedure(ctx.db, id, todayIn(ctx.env.APP_TIME_ZONE));

const ALIGNMENT_ROWS = 50;

/**
 * The monitoring card: every procedure not archived, against its policy. Counted in SQL (a register may hold many
 * procedures) by the same rule as procedureAlignment, which decides each listed row again.
 */
export async function procedureAlignmentSummary(ctx: Context): Promise<z.infer<typeof procedureAlignmentOutput>> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const kind = Prisma.sql`CASE
      WHEN pol."id" IS NULL THEN 'missing'
      WHEN pol."archived" THEN 'archived'
      WHEN pol."status" = 'expired' OR pol."reviewDate" < ${today}::date THEN 'expired'
      ELSE 'aligned' END`;
  const counted = await ctx.db.$queryRaw<{ kind: ProcedureAlignment; n: number }[]>`
    SELECT ${kind} AS "kind", count(*)::int AS "n"
    FROM "Procedure" p LEFT JOIN "Policy" pol ON pol."id" = p."policyId"
    WHERE NOT p."archived"
    GROUP BY 1`;
  const counts = countProcedureAlignments([]);
  for (const c of counted) {
    counts[c.kind] += c.n;
    counts.total += c.n;
    if (c.kind !== "aligned") counts.misaligned += c.n;
  }
  const misaligned = await ctx.db.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "Procedure" p LEFT JOIN "Policy" pol ON pol."id" = p."policyId"
    WHERE NOT p."archived" AND ${kind} <> 'aligned'
    ORDER BY p."name", p."id" LIMIT ${ALIGNMENT_ROWS}`;
  const rows = await ctx.db.procedure.findMany({
    where: { id: { in: misaligned.map((m) => m.id) } },
    select: { id: true, reference: true, name: true, policy: { select: POLICY_REF_SELECT } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return {
    ...counts,
    rows: rows.map((p) => {
      const policy = policyRef(p.policy);
      return { id: p.id, reference: p.reference, name: p.name, policy, alignment: procedureAlignment(policy, today) };
    }),
  };
}
