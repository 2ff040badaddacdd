// What goes with an export of the audit trail (manifest.json in the ZIP, docs/AUDIT.md "Export and offline check"):
// the filter, the rows and chain positions covered, the chain head and the newest signed checkpoint at the moment
// of the export's snapshot, and who exported it. Read inside the export's REPEATABLE READ transaction, so it
// describes exactly the rows written.
import type { Prisma } from "@tprm/db";
import { GENESIS_HASH } from "@tprm/db/audit-chain";
import type { AuditExportFormat, AuditLogFilters } from "../schemas/audit.js";

export const AUDIT_EXPORT_MANIFEST_VERSION = 1;

export interface ChainPoint {
  chainSeq: string;
  chainHash: string;
}

export interface AuditExportManifest {
  kind: "tprm-audit-export";
  version: number;
  dataFile: string;
  format: AuditExportFormat;
  /** The filter as requested: null for a filter not used. Dates ISO 8601. */
  filter: { [K in keyof AuditLogFilters]: string | null };
  rows: number;
  sealedRows: number;
  /** Rows not yet sealed when the snapshot was taken: last in the file, with no chain fields. */
  unsealedRows: number;
  firstChainSeq: string | null;
  lastChainSeq: string | null;
  /** Every chainSeq from first to last is in the file (each row links to the one before it). */
  contiguous: boolean;
  /** The link before the first row (its predecessor's chainHash, or the archive's or genesis) when known. */
  previous: ChainPoint | null;
  /** The last sealed row of the whole trail at the moment of the export. */
  head: ChainPoint | null;
  /** The newest signed checkpoint at or before the head. */
  checkpoint: {
    chainSeq: string;
    chainHash: string;
    signedAt: string;
    signature: string | null;
    publicKey: string | null;
  } | null;
  exportedAt: string;
  exportedBy: { id: string; email: string; name: string } | null;
  taskId: string;
  /** SHA-256 (hex) of the data file's bytes. */
  dataSha256: string;
}

/** The chain head and newest checkpoint at or before it, in the caller's snapshot. */
export async function readChainHead(tx: Prisma.TransactionClient) {
  const head = await tx.auditLog.findFirst({
    where: { chainSeq: { not: null } },
    orderBy: { chainSeq: "desc" },
    select: { chainSeq: true, chainHash: true },
  });
  const checkpoint = head
    ? await tx.auditCheckpoint.findFirst({
        where: { chainSeq: { lte: head.chainSeq! } },
        orderBy: { chainSeq: "desc" },
      })
    : null;
  return {
    head: head ? { chainSeq: head.chainSeq!.toString(), chainHash: head.chainHash ?? "" } : null,
    checkpoint: checkpoint
      ? {
          chainSeq: checkpoint.chainSeq.toString(),
          chainHash: checkpoint.chainHash,
          signedAt: checkpoint.signedAt.toISOString(),
          signature: checkpoint.signature,
          publicKey: checkpoint.publicKey,
        }
      : null,
  };
}

/** The chain hash before `firstSeq`: genesis, the row before it, or the archive that ends just before it. */
export async function readPrevious(tx: Prisma.TransactionClient, firstSeq: bigint): Promise<ChainPoint | null> {
  const seq = firstSeq - 1n;
  if (seq === 0n) return { chainSeq: "0", chainHash: GENESIS_HASH };
  const row = await tx.auditLog.findUnique({ where: { chainSeq: seq }, select: { chainHash: true } });
  if (row?.chainHash) return { chainSeq: seq.toString(), chainHash: row.chainHash };
  const archive = await tx.auditArchive.findFirst({ where: { toSeq: seq }, select: { lastChainHash: true } });
  return archive ? { chainSeq: seq.toString(), chainHash: archive.lastChainHash } : null;
}

export function manifestFilter(filter: Partial<AuditLogFilters>): AuditExportManifest["filter"] {
  return {
    actorId: filter.actorId ?? null,
    entityType: filter.entityType ?? null,
    entityId: filter.entityId ?? null,
    action: filter.action ?? null,
    from: filter.from ? filter.from.toISOString() : null,
    to: filter.to ? filter.to.toISOString() : null,
  };
}
