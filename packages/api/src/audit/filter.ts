import type { Prisma } from "@tprm/db";
import type { AuditLogFilters } from "../schemas/audit.js";

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
