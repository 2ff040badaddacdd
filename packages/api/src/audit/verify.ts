// The verification (docs/AUDIT.md, "Verifying"): walks the chain in order and reports the first row that was
// changed, removed or written outside the application, and checks every signed checkpoint against the row it names.
// Used by GET /api/audit-logs/verify and `npm run audit:verify`.

import type { PrismaClient } from "@tprm/db";
import {
  chainHashOf,
  checkpointSignatureValid,
  contentHashOf,
  GENESIS_HASH,
  publicKeyOf,
  rowMacOf,
} from "@tprm/db/audit-chain";

export type ProblemKind = "changed" | "removed" | "inserted" | "checkpoint";

export interface AuditProblem {
  kind: ProblemKind;
  /** The chain place where it was found (as text: a bigint). */
  seq: string | null;
  /** The row found there (null for a removed row). */
  id: string | null;
  message: string;
}

export interface VerifyReport {
  ok: boolean;
  /** Sealed rows walked. */
  checked: number;
  /** The last sealed row (or the archive the chain starts after, or genesis). */
  head: { seq: string; hash: string };
  /** Where the walk began: after the newest archive, else at the start. */
  startsAfter: { seq: string; hash: string };
  /** Rows written but not yet sealed (the sealer runs every few seconds). */
  unsealed: number;
  /** Whether rows were marked by the application (a MAC key is configured and marked rows exist). */
  marked: boolean;
  checkpoints: { checked: number; signed: number };
  problem: AuditProblem | null;
  warnings: string[];
  durationMs: number;
}

const BATCH = 10_000;
/** Rows left unsealed longer than this mean the sealer is not running. */
const UNSEALED_WARNING_MS = 5 * 60_000;

export interface VerifyOptions {
  macKey: string | null;
  signingKey: string | null;
  onProgress?: (checked: number) => void;
}

export async function verifyAuditChain(db: PrismaClient, options: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now();
  const warnings: string[] = [];
  const archive = await db.auditArchive.findFirst({ orderBy: { toSeq: "desc" } });
  const start = archive ? { seq: archive.toSeq, hash: archive.lastChainHash } : { seq: 0n, hash: GENESIS_HASH };
  const checkpoints = await db.auditCheckpoint.findMany({
    where: { chainSeq: { gt: start.seq } },
    orderBy: { chainSeq: "asc" },
  });
  const wanted = new Map(checkpoints.map((c) => [c.chainSeq, c]));
  const seen = new Map<bigint, string>();

  let prev = start.hash;
  let expected = start.seq + 1n;
  let checked = 0;
  let markingBegan = false;
  let problem: AuditProblem | null = null;
  walk: for (;;) {
    const rows = await db.auditLog.findMany({
      where: { chainSeq: { gte: expected } },
      orderBy: { chainSeq: "asc" },
      take: BATCH,
    });
    for (const row of rows) {
      const seq = row.chainSeq!;
      const at = { seq: String(seq), id: row.id };
      if (seq !== expected) {
        problem = {
          kind: "removed",
          seq: String(expected),
          id: null,
          message: `Rows ${expected}–${seq - 1n} are missing: the chain goes from ${expected - 1n} to ${seq} (row ${row.id}).`,
        };
        break walk;
      }
      const content = contentHashOf(row);
      if (content !== row.contentHash) {
        problem = {
          kind: "changed",
          ...at,
          message: `Row ${row.id} was changed after it was sealed: its content no longer has the hash it was sealed with.`,
        };
        break walk;
      }
      if (chainHashOf(prev, seq, content) !== row.chainHash) {
        problem = {
          kind: "changed",
          ...at,
          message: `Row ${row.id}'s chain hash does not follow from the row before it.`,
        };
        break walk;
      }
      if (options.macKey) {
        if (row.rowMac) {
          markingBegan = true;
          if (rowMacOf(options.macKey, row) !== row.rowMac) {
            problem = {
              kind: "inserted",
              ...at,
              message: `Row ${row.id} does not carry the application's mark: it was written or rewritten outside the application.`,
            };
            break walk;
          }
        } else if (markingBegan) {
          problem = {
            kind: "inserted",
            ...at,
            message: `Row ${row.id} has no mark of the application although the rows before it do: it was written outside the application.`,
          };
          break walk;
        }
      }
      if (wanted.has(seq)) seen.set(seq, row.chainHash!);
      prev = row.chainHash!;
      expected = seq + 1n;
      checked++;
    }
    options.onProgress?.(checked);
    if (rows.length < BATCH) break;
  }

  let signed = 0;
  let checkpointsChecked = 0;
  const ourKey = options.signingKey ? publicKeyOf(options.signingKey) : null;
  if (!problem) {
    for (const c of checkpoints) {
      const hash = seen.get(c.chainSeq);
      checkpointsChecked++;
      const at = { seq: String(c.chainSeq), id: null };
      // A checkpoint names a row sealed before it was taken: the walk must have met it.
      if (hash === undefined) {
        problem = {
          kind: "removed",
          ...at,
          message: `The checkpoint taken at ${c.signedAt.toISOString()} names row ${c.chainSeq}, which is no longer in the chain: rows at its end were removed.`,
        };
        break;
      }
      if (hash !== c.chainHash) {
        problem = {
          kind: "checkpoint",
          ...at,
          message: `The chain at ${c.chainSeq} is not the one signed at ${c.signedAt.toISOString()}: the rows up to it were rewritten.`,
        };
        break;
      }
      if (c.signature && c.publicKey) {
        if (!checkpointSignatureValid(c.publicKey, c.signature, c.chainSeq, c.chainHash, c.signedAt)) {
          problem = {
            kind: "checkpoint",
            ...at,
            message: `The checkpoint at ${c.chainSeq} has a signature that does not verify.`,
          };
          break;
        }
        signed++;
        if (ourKey && c.publicKey !== ourKey)
          warnings.push(`The checkpoint at ${c.chainSeq} was signed with another key than AUDIT_SIGNING_KEY's.`);
      }
    }
  }
  if (!options.macKey)
    warnings.push("No AUDIT_MAC_KEY: rows written directly in the database cannot be told from the application's.");
  else if (!markingBegan && checked > 0) warnings.push("No row carries the application's mark yet.");
  if (!options.signingKey)
    warnings.push(
      "No AUDIT_SIGNING_KEY: the chain head is not signed, so a rewrite of the whole chain would not be caught.",
    );
  const unsealed = await db.auditLog.count({ where: { chainSeq: null } });
  const stale = await db.auditLog.count({
    where: { chainSeq: null, createdAt: { lt: new Date(Date.now() - UNSEALED_WARNING_MS) } },
  });
  if (stale) warnings.push(`${stale} rows written more than five minutes ago are not sealed: is the worker running?`);

  return {
    ok: problem === null,
    checked,
    head: { seq: String(expected - 1n), hash: prev },
    startsAfter: { seq: String(start.seq), hash: start.hash },
    unsealed,
    marked: markingBegan,
    checkpoints: { checked: checkpointsChecked, signed },
    problem,
    warnings: [...new Set(warnings)],
    durationMs: Math.round(performance.now() - started),
  };
}
