import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { idOutput, pageOutput, timestamp } from "./output.js";

export const listAuditLogsInput = paginationInput(50).extend({
  actorId: z.string().uuid("actorId must be a user id").optional(),
  entityType: z.string().trim().max(100).optional(),
  entityId: z.string().trim().max(200).optional(),
  action: z.string().trim().max(50).optional(),
  from: z.coerce.date({ error: "from must be a date" }).optional(),
  to: z.coerce.date({ error: "to must be a date" }).optional(),
});

/** A row of the audit trail, with its actor (null for a system action or a deleted account). */
export const auditLogEntryOutput = z.object({
  id: idOutput,
  actorId: idOutput.nullable(),
  actor: z.object({ id: idOutput, email: z.string(), name: z.string() }).nullable(),
  action: z.string().describe("CREATE, UPDATE, DELETE, REVIEW, LOGIN, ..."),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().describe("The record before the change, as JSON (null when there was none)"),
  after: z.unknown().describe("The record after the change, as JSON (null when there is none)"),
  description: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable().describe("The client that sent the request (its User-Agent)"),
  createdAt: timestamp,
  rowMac: z.string().nullable().describe("The application's HMAC of the row's content (docs/AUDIT.md)"),
  chainSeq: z.number().int().nullable().describe("The row's place in the tamper-evident chain; null until sealed"),
  contentHash: z.string().nullable().describe("SHA-256 of the row's canonical content, set when sealed"),
  chainHash: z.string().nullable().describe("SHA-256 over the previous chain hash, chainSeq and contentHash"),
});

export const auditLogListOutput = pageOutput(auditLogEntryOutput);

/** An export of the trail: CSV and XLSX to read, JSON Lines to check offline (scripts/audit-check-export.mjs). */
export const AUDIT_EXPORT_FORMATS = ["csv", "xlsx", "jsonl"] as const;
export type AuditExportFormat = (typeof AUDIT_EXPORT_FORMATS)[number];

/** The list's filters (same names and values as GET /api/audit-logs), plus the file format. */
export const exportAuditLogsInput = listAuditLogsInput
  .pick({ actorId: true, entityType: true, entityId: true, action: true, from: true, to: true })
  .extend({
    format: z.enum(AUDIT_EXPORT_FORMATS, { error: 'format must be "csv", "xlsx" or "jsonl"' }).default("jsonl"),
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, {
    message: "from must not be after to",
    path: ["to"],
  });
export type ExportAuditLogsInput = z.output<typeof exportAuditLogsInput>;
export type AuditLogFilters = Omit<ExportAuditLogsInput, "format">;
