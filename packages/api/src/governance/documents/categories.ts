// The repository's categories: each with figures computed from its documents in SQL, never stored (001 §2.2, §3
// "Document category"): count = documents not archived; compliance rate = their compliant share (pending review is
// not compliant; none: no rate); last updated = the latest change to any of its documents. Created and edited by
// those who manage documents; the name is unique (409).
import { Prisma, sqlRows } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../../audit/record-change.js";
import type { Context, SignedInContext } from "../../context.js";
import { conflictOnField, notFound } from "../../lib/errors.js";
import type {
  createDocumentCategoryInput,
  DocumentCategoryItem,
  updateDocumentCategoryInput,
} from "../../schemas/governance-documents.js";
import { complianceRate } from "./rules.js";

export const CATEGORY_NOT_FOUND = "Document category not found.";
export const CATEGORY_NAME_TAKEN = "Another document category already has this name.";
const ENTITY = "DocumentCategory";

interface CategoryRow {
  id: string;
  name: string;
  owner: string | null;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  documents: number;
  compliant: number;
  lastUpdated: Date | null;
}

/**
 * The counts through "GovernanceDocument_categoryId_status_compliance_idx" (index-only), the last change through
 * "GovernanceDocument_categoryId_updatedAt_id_idx" (one row per category). "Not archived" is written as the two
 * other statuses so the status is an index condition rather than a filter on every entry: half the time at
 * 200,000 documents (docs/benchmarks.md).
 */
const categoriesSql = (where: Prisma.Sql) => Prisma.sql`
  SELECT c."id", c."name", c."owner", c."description", c."createdAt", c."updatedAt",
    coalesce(f.documents, 0)::int AS documents, coalesce(f.compliant, 0)::int AS compliant, l."lastUpdated"
  FROM "DocumentCategory" c
  LEFT JOIN LATERAL (
    SELECT count(*) AS documents, count(*) FILTER (WHERE d."compliance" = 'compliant') AS compliant
    FROM "GovernanceDocument" d WHERE d."categoryId" = c."id" AND d."status" IN ('active', 'draft')
  ) f ON TRUE
  LEFT JOIN LATERAL (
    SELECT d."updatedAt" AS "lastUpdated" FROM "GovernanceDocument" d
    WHERE d."categoryId" = c."id" ORDER BY d."updatedAt" DESC, d."id" DESC LIMIT 1
  ) l ON TRUE
  WHERE ${where}
  ORDER BY c."name", c."id"`;

const toItem = (row: CategoryRow): DocumentCategoryItem => ({
  ...row,
  complianceRate: complianceRate(row.compliant, row.documents),
});

/** Every category with its figures, by name. */
export async function listDocumentCategories(ctx: Pick<Context, "sql">): Promise<DocumentCategoryItem[]> {
  const rows = await sqlRows<CategoryRow>(ctx.sql, categoriesSql(Prisma.sql`TRUE`));
  return rows.map(toItem);
}

async function getCategory(ctx: Pick<Context, "sql">, id: string): Promise<DocumentCategoryItem> {
  const [row] = await sqlRows<CategoryRow>(ctx.sql, categoriesSql(Prisma.sql`c."id" = ${id}::uuid`));
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toItem(row);
}

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** 409 on the name field when another category has it (any case, so "Audit reports" is not "Audit Reports"' twin). */
async function refuseTakenName(tx: Prisma.TransactionClient, name: string, exceptId?: string) {
  const taken = await tx.documentCategory.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflictOnField("name", CATEGORY_NAME_TAKEN);
}

type CreateInput = z.output<typeof createDocumentCategoryInput>;
type UpdateInput = z.output<typeof updateDocumentCategoryInput>;

export async function createDocumentCategory(ctx: SignedInContext, input: CreateInput) {
  try {
    const id = await ctx.db.$transaction(async (tx) => {
      await refuseTakenName(tx, input.name);
      const created = await tx.documentCategory.create({
        data: { name: input.name, owner: input.owner ?? null, description: input.description ?? null },
      });
      await recordChange(tx, ctx, {
        entityType: ENTITY,
        entityId: created.id,
        action: "CREATE",
        description: `Created document category "${created.name}"`,
        after: created,
      });
      return created.id;
    });
    return getCategory(ctx, id);
  } catch (error) {
    // Two requests creating the same name at once: the unique index decides, answered like the check above.
    if (isUniqueViolation(error)) throw conflictOnField("name", CATEGORY_NAME_TAKEN);
    throw error;
  }
}

export async function updateDocumentCategory(ctx: SignedInContext, input: UpdateInput) {
  try {
    await ctx.db.$transaction(async (tx) => {
      const before = await tx.documentCategory.findUnique({ where: { id: input.id } });
      if (!before) throw notFound(CATEGORY_NOT_FOUND);
      await refuseTakenName(tx, input.name, input.id);
      const data = {
        name: input.name,
        ...(input.owner !== undefined ? { owner: input.owner } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      };
      const after = await tx.documentCategory.update({ where: { id: input.id }, data });
      await recordChange(tx, ctx, {
        entityType: ENTITY,
        entityId: input.id,
        action: "UPDATE",
        description:
          before.name === after.name
            ? `Edited document category "${after.name}"`
            : `Renamed document category "${before.name}" to "${after.name}"`,
        before,
        after,
      });
    });
    return getCategory(ctx, input.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOnField("name", CATEGORY_NAME_TAKEN);
    throw error;
  }
}
