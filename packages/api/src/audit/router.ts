import type { AuditLog, Prisma } from "@tprm/db";
import type { z } from "zod";
import { paginate, skipTake } from "../lib/pagination.js";
import { type auditLogEntryOutput, auditLogListOutput, listAuditLogsInput } from "../schemas/audit.js";
import { router, signedInProcedure } from "../trpc.js";

// A column added to the audit table must be added to the answer's schema too (tRPC drops fields it does not name).
type Entry = z.output<typeof auditLogEntryOutput>;
const fieldsDocumented: [
  Exclude<keyof AuditLog | "actor", keyof Entry>,
  Exclude<keyof Entry, keyof AuditLog | "actor">,
] extends [never, never]
  ? true
  : false = true;
void fieldsDocumented;

export const auditLogsRouter = router({
  list: signedInProcedure
    .meta({
      access: "audit",
      rest: { method: "GET", path: "/api/audit-logs", summary: "The audit trail (Admin, auditors)", tags: ["Audit"] },
    })
    .input(listAuditLogsInput)
    .output(auditLogListOutput)
    .query(async ({ ctx, input }) => {
      const where: Prisma.AuditLogWhereInput = {
        ...(input.actorId ? { actorId: input.actorId } : {}),
        ...(input.entityType ? { entityType: input.entityType } : {}),
        ...(input.entityId ? { entityId: input.entityId } : {}),
        ...(input.action ? { action: input.action } : {}),
        ...(input.from || input.to
          ? { createdAt: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lte: input.to } : {}) } }
          : {}),
      };
      const [rows, total] = await Promise.all([
        ctx.db.auditLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          include: { actor: { select: { id: true, email: true, firstName: true, lastName: true } } },
          ...skipTake(input.page, input.limit),
        }),
        ctx.db.auditLog.count({ where }),
      ]);
      const items = rows.map(({ actor, ...row }) => ({
        ...row,
        chainSeq: row.chainSeq === null ? null : Number(row.chainSeq),
        actor: actor ? { id: actor.id, email: actor.email, name: `${actor.firstName} ${actor.lastName}` } : null,
      }));
      return { items, pagination: paginate(input.page, input.limit, total) };
    }),
});
