// Filtering a register by tag (docs/COLLABORATION.md "Tags"): every register's list takes an optional `tagId`. The
// registers read in SQL (vendors, contracts, risk assessments) add taggedSql to their WHERE — a semi-join on the
// assignments' primary key (tagId, entityType, entityId), one index range per tag; those read through Prisma take
// taggedWhere, the ids carrying the tag read first from the same index (a tag is on a few hundred records, not on
// the whole register).
import { Prisma, type PrismaClient } from "@tprm/db";
import type { RecordTypeValue } from "../collaboration/rules.js";

type Db = Pick<PrismaClient, "tagAssignment"> | Prisma.TransactionClient;

/** `<column> IN (records of this kind carrying the tag)`, for a register's SQL WHERE. */
export function taggedSql(entityType: RecordTypeValue, tagId: string, column: string): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(column)} IN (SELECT ta."entityId" FROM "TagAssignment" ta WHERE ta."tagId" = ${tagId}::uuid AND ta."entityType" = ${entityType}::"RecordType")`;
}

/** The ids of the records of this kind carrying the tag (an unknown tag carries none). */
export async function taggedIds(db: Db, entityType: RecordTypeValue, tagId: string): Promise<string[]> {
  const rows = await db.tagAssignment.findMany({ where: { tagId, entityType }, select: { entityId: true } });
  return rows.map((r) => r.entityId);
}

/** A Prisma where on the record's id for an optional tag filter ({} without one). */
export async function taggedWhere(
  db: Db,
  entityType: RecordTypeValue,
  tagId: string | undefined,
): Promise<{ id?: { in: string[] } }> {
  return tagId ? { id: { in: await taggedIds(db, entityType, tagId) } } : {};
}
