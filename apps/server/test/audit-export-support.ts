// Audit rows for the export tests, marked as the application marks them and sealed by the test itself with the
// audit-chain functions (chainSeq, contentHash, chainHash), in a chainSeq range no other test uses, with a signed
// checkpoint at the last: the rows are the chain head when written.
import { execFile } from "node:child_process";
import { generateKeyPairSync, randomInt } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { PrismaClient } from "@tprm/db";
import { chainHashOf, contentHashOf, markAuditRows, publicKeyOf, signCheckpoint, uuidv7 } from "@tprm/db/audit-chain";

export const CHECK_SCRIPT = resolve(import.meta.dirname, "../../../scripts/audit-check-export.mjs");

export const signingKey = generateKeyPairSync("ed25519")
  .privateKey.export({ format: "der", type: "pkcs8" })
  .toString("base64");
export const publicKey = publicKeyOf(signingKey);

export interface SeedRow {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  description: string;
  createdAt: Date;
  after?: object;
}

/** Writes `sealed` as consecutive sealed rows (and a checkpoint at the last), then `unsealed` unsealed. */
export async function seedChain(db: PrismaClient, sealed: SeedRow[], unsealed: SeedRow[]) {
  // A range of chainSeq far above anything sealed for real, unique to this file's run.
  const base = BigInt(1_000_000_000) * BigInt(randomInt(1_000, 900_000));
  let previous = "f".repeat(64);
  const marked = markAuditRows(sealed.map((r) => ({ ...r, id: uuidv7(r.createdAt.getTime()) })));
  const rows = marked.map((row, i) => {
    const seq = base + BigInt(i);
    const contentHash = contentHashOf({
      id: row.id!,
      actorId: row.actorId ?? null,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId ?? null,
      before: null,
      after: row.after ?? null,
      description: row.description ?? null,
      ipAddress: null,
      userAgent: null,
      createdAt: row.createdAt!,
    });
    const chainHash = chainHashOf(previous, seq, contentHash);
    previous = chainHash;
    return { ...row, chainSeq: seq, contentHash, chainHash };
  });
  await db.auditLog.createMany({ data: rows });
  await db.auditLog.createMany({ data: markAuditRows(unsealed.map((r) => ({ ...r }))) });
  const last = rows[rows.length - 1]!;
  const signedAt = new Date();
  await db.auditCheckpoint.create({
    data: {
      chainSeq: last.chainSeq,
      chainHash: last.chainHash,
      signedAt,
      signature: signCheckpoint(signingKey, last.chainSeq, last.chainHash, signedAt),
      publicKey,
    },
  });
  return { first: base, last: last.chainSeq, ids: rows.map((r) => r.id!) };
}

interface CheckScript {
  readZip(bytes: Buffer): Map<string, Buffer>;
}

/** The ZIP's entries, read by the offline script's own reader. */
export async function unzip(bytes: Buffer) {
  const script = (await import(pathToFileURL(CHECK_SCRIPT).href)) as CheckScript;
  return script.readZip(bytes);
}

/** Runs the offline check as an auditor would; its exit code and output. */
export async function runCheck(args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [CHECK_SCRIPT, ...args]);
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}
