// The audit trail's export columns: every column of the table, the sealer's included, so an auditor can recompute
// each row's content hash and chain link (docs/AUDIT.md, "Export and offline check"). JSON Lines keeps the values as
// they are (before/after as JSON); CSV and XLSX carry before/after as canonical JSON text.
import { type AuditContent, canonicalJson } from "@tprm/db/audit-chain";
import type { TransferColumn } from "../transfer/cells.js";

/** A row as the export reads it, with its actor's e-mail (not part of the row's hash: the account may change). */
export interface AuditExportRow extends Omit<AuditContent, "createdAt"> {
  createdAt: Date;
  rowMac: string | null;
  chainSeq: bigint | null;
  contentHash: string | null;
  chainHash: string | null;
  actor: { email: string } | null;
}

const seqText = (seq: bigint | null) => (seq === null ? null : seq.toString());

/** One JSON Lines object: the hashed fields first in contentText's order, then the sealer's, then the actor's e-mail. */
export function auditJsonLine(row: AuditExportRow) {
  return {
    id: row.id,
    actorId: row.actorId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    description: row.description,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    rowMac: row.rowMac,
    // A string: a bigint beyond 2^53 would lose digits as a JSON number in most readers.
    chainSeq: seqText(row.chainSeq),
    contentHash: row.contentHash,
    chainHash: row.chainHash,
    actorEmail: row.actor?.email ?? null,
  };
}

const json = (value: unknown) => (value === null || value === undefined ? null : canonicalJson(value));

export const AUDIT_EXPORT_COLUMNS: readonly TransferColumn<AuditExportRow>[] = [
  { header: "Chain Seq", width: 12, kind: "text", value: (r) => seqText(r.chainSeq) },
  { header: "ID", width: 38, kind: "text", value: (r) => r.id },
  { header: "Created At", width: 26, kind: "date", value: (r) => r.createdAt.toISOString() },
  { header: "Actor ID", width: 38, kind: "text", value: (r) => r.actorId },
  { header: "Actor Email", width: 30, kind: "text", value: (r) => r.actor?.email ?? null },
  { header: "Action", width: 14, kind: "text", value: (r) => r.action },
  { header: "Entity Type", width: 20, kind: "text", value: (r) => r.entityType },
  { header: "Entity ID", width: 38, kind: "text", value: (r) => r.entityId },
  { header: "Description", width: 50, kind: "text", value: (r) => r.description },
  { header: "Before", width: 50, kind: "text", value: (r) => json(r.before) },
  { header: "After", width: 50, kind: "text", value: (r) => json(r.after) },
  { header: "IP Address", width: 16, kind: "text", value: (r) => r.ipAddress },
  { header: "User Agent", width: 40, kind: "text", value: (r) => r.userAgent },
  { header: "Row MAC", width: 66, kind: "text", value: (r) => r.rowMac },
  { header: "Content Hash", width: 66, kind: "text", value: (r) => r.contentHash },
  { header: "Chain Hash", width: 66, kind: "text", value: (r) => r.chainHash },
];
