// Retention (docs/AUDIT.md, "Retention and archives"): an audit row is kept AUDIT_RETENTION_DAYS (five years at
// least). After that an Admin may move the oldest rows to an archive file — a beginning of the chain, never a gap in
// it — whose chain still verifies from the previous archive's last hash; the rows left go on from the archive's.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { chainHashOf, contentHashOf } from "@tprm/db/audit-chain";
import type { SignedInContext } from "../context.js";
import { addDays } from "../lib/dates.js";
import { badRequest, conflict } from "../lib/errors.js";
import { recordChange } from "./record-change.js";
import { chainHead, sealAuditRows } from "./seal.js";

export const AUDIT_ARCHIVE_PURPOSE = "audit-archive";
export const AUDIT_ARCHIVE_FORMAT = "tprm-audit-archive";

/** The latest moment rows may have been written before to be archived now: today less the retention period. */
export function archivableBefore(retentionDays: number, now = new Date()): Date {
  return new Date(`${addDays(now.toISOString().slice(0, 10), -retentionDays)}T00:00:00.000Z`);
}

type AuditRow = Awaited<ReturnType<SignedInContext["db"]["auditLog"]["findMany"]>>[number];

/** One archived row as a line of the file: every column, the chain's place as text. */
function line(row: AuditRow) {
  return JSON.stringify({ ...row, chainSeq: String(row.chainSeq), createdAt: row.createdAt.toISOString() });
}

export async function archiveAuditRows(ctx: SignedInContext, input: { before: Date }) {
  const limit = archivableBefore(ctx.env.AUDIT_RETENTION_DAYS);
  if (input.before.getTime() > limit.getTime()) {
    throw badRequest(
      `Audit rows are kept ${ctx.env.AUDIT_RETENTION_DAYS} days (AUDIT_RETENTION_DAYS): only rows written before ${limit.toISOString().slice(0, 10)} may be archived.`,
    );
  }
  await sealAuditRows(ctx.db);
  return ctx.db.$transaction(
    async (tx) => {
      const last = await tx.auditArchive.findFirst({ orderBy: { toSeq: "desc" } });
      const from = (last?.toSeq ?? 0n) + 1n;
      const previous = last?.lastChainHash ?? null;
      // The chain's beginning up to the first row written on or after `before` (rows are sealed in commit order, so a
      // late row may sit among older ones: the archive stops before it).
      const younger = await tx.auditLog.findFirst({
        where: { chainSeq: { not: null }, createdAt: { gte: input.before } },
        orderBy: { chainSeq: "asc" },
        select: { chainSeq: true },
      });
      const head = await chainHead(tx);
      const to = younger?.chainSeq != null ? younger.chainSeq - 1n : head.seq;
      if (to < from) throw conflict(`No audit row written before ${input.before.toISOString()} is left to archive.`);
      const rows = await tx.auditLog.findMany({
        where: { chainSeq: { gte: from, lte: to } },
        orderBy: { chainSeq: "asc" },
      });
      // The archive must verify on its own: checked before anything is deleted.
      let hash = previous ?? "0".repeat(64);
      let expected = from;
      for (const row of rows) {
        const content = contentHashOf(row);
        if (
          row.chainSeq !== expected ||
          content !== row.contentHash ||
          chainHashOf(hash, expected, content) !== row.chainHash
        ) {
          throw conflict(`The chain does not verify at ${expected}: run the verification before archiving.`);
        }
        hash = row.chainHash!;
        expected += 1n;
      }
      const header = {
        format: AUDIT_ARCHIVE_FORMAT,
        version: 1,
        fromSeq: String(from),
        toSeq: String(to),
        previousChainHash: previous ?? "0".repeat(64),
        lastChainHash: hash,
        rows: rows.length,
        before: input.before.toISOString(),
        createdAt: new Date().toISOString(),
      };
      const bytes = gzipSync(`${[JSON.stringify(header), ...rows.map(line)].join("\n")}\n`);
      const file = await tx.storedFile.create({
        data: {
          filename: `audit-archive-${from}-${to}.jsonl.gz`,
          contentType: "application/gzip",
          size: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          data: bytes,
          purpose: AUDIT_ARCHIVE_PURPOSE,
          createdById: ctx.auth.user.id,
        },
        select: { id: true, filename: true, size: true, sha256: true },
      });
      const archive = await tx.auditArchive.create({
        data: {
          fromSeq: from,
          toSeq: to,
          lastChainHash: hash,
          rows: rows.length,
          before: input.before,
          fileId: file.id,
          createdById: ctx.auth.user.id,
        },
      });
      await tx.auditLog.deleteMany({ where: { chainSeq: { gte: from, lte: to } } });
      await recordChange(tx, ctx, {
        action: "DELETE",
        entityType: "AuditArchive",
        entityId: archive.id,
        description: `Archived ${rows.length} audit rows (${from}–${to}) written before ${input.before.toISOString().slice(0, 10)}`,
        after: { fromSeq: String(from), toSeq: String(to), rows: rows.length, lastChainHash: hash, fileId: file.id },
      });
      return {
        id: archive.id,
        fromSeq: String(from),
        toSeq: String(to),
        rows: rows.length,
        lastChainHash: hash,
        file: { id: file.id, filename: file.filename, size: file.size, sha256: file.sha256 },
      };
    },
    { timeout: 300_000, maxWait: 10_000 },
  );
}
