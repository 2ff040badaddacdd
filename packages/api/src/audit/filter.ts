import { Prisma, type PrismaClient } from "@tprm/db";
import { COUNT_WINDOW } from "../lib/pagination.js";
import type { AuditLogFilters } from "../schemas/audit.js";

type Db = PrismaClient | Prisma.TransactionClient;

/** The audit trail's filters as a query: the list (GET /api/audit-logs) and the export read the same rows. */
export function auditFilterWhere(input: Partial<AuditLogFilters>): Prisma.AuditLogWhereInput {
  return {
    ...(input.actorId ? { actorId: input.actorId } : {}),
    ...(input.entityType ? { entityType: input.entityType } : {}),
    ...(input.entityId ? { entityId: input.entityId } : {}),
    ...(input.action ? { action: input.action } : {}),
    ...(input.from || input.to
      ? { createdAt: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lte: input.to } : {}) } }
      : {}),
  };
}

/**
 * How many rows match the filters from `offset` on, at most COUNT_WINDOW + 1 (lib/pagination.ts totalFromWindow). In
 * SQL: Prisma's count with skip/take orders the rows by id first, which walked the primary key through 48,000
 * rows (967 ms) to count one actor's window at 1,000,000 rows; a count needs no order (docs/benchmarks.md).
 */
export async function countAuditWindow(db: Db, input: Partial<AuditLogFilters>, offset: number): Promise<number> {
  const conditions: Prisma.Sql[] = [];
  if (input.actorId) conditions.push(Prisma.sql`"actorId" = ${input.actorId}::uuid`);
  if (input.entityType) conditions.push(Prisma.sql`"entityType" = ${input.entityType}`);
  if (input.entityId) conditions.push(Prisma.sql`"entityId" = ${input.entityId}`);
  if (input.action) conditions.push(Prisma.sql`"action" = ${input.action}`);
  if (input.from) conditions.push(Prisma.sql`"createdAt" >= ${input.from}`);
  if (input.to) conditions.push(Prisma.sql`"createdAt" <= ${input.to}`);
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS "n" FROM (SELECT 1 FROM "AuditLog" ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}) s`;
  return row?.n ?? 0;
}
