import type { AuditLog } from "@tprm/db";
import type { z } from "zod";
import { paginate, skipTake, totalFromWindow } from "../lib/pagination.js";
import {
  type auditLogEntryOutput,
  auditLogListOutput,
  exportAuditLogsInput,
  listAuditLogsInput,
} from "../schemas/audit.js";
import { queuedTaskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { requestAuditExport } from "./export-service.js";
import { auditFilterWhere, countAuditWindow } from "./filter.js";

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
      const where = auditFilterWhere(input);
      const { skip, take } = skipTake(input.page, input.limit);
      // Counting every matching row cost more than the page at 1,000,000 rows (docs/benchmarks.md): the count stops
      // COUNT_WINDOW rows past the page, as the vendor list's does.
      const [rows, counted] = await Promise.all([
        ctx.db.auditLog.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          include: { actor: { select: { id: true, email: true, firstName: true, lastName: true } } },
          skip,
          take,
        }),
        countAuditWindow(ctx.db, input, skip),
      ]);
      const { total, totalIsLowerBound } = await totalFromWindow(counted, skip, () => ctx.db.auditLog.count({ where }));
      const items = rows.map(({ actor, ...row }) => ({
        ...row,
        chainSeq: row.chainSeq === null ? null : Number(row.chainSeq),
        actor: actor ? { id: actor.id, email: actor.email, name: `${actor.firstName} ${actor.lastName}` } : null,
      }));
      return { items, pagination: paginate(input.page, input.limit, total, totalIsLowerBound) };
    }),
  export: signedInProcedure
    .meta({
      access: "audit",
      rest: {
        method: "POST",
        path: "/api/audit-logs/export",
        summary:
          "Export the audit trail (the list's filters) as CSV, XLSX or JSON Lines in a ZIP with its manifest (filter, rows, chain head, newest signed checkpoint); answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags: ["Audit"],
        successStatus: 202,
      },
    })
    .input(exportAuditLogsInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestAuditExport(ctx, input)),
});
