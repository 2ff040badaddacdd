// Audit rows for the export tests, marked as the application marks them and sealed by the platform's sealer
// (audit/seal.ts), the head signed with a key of this file's own.
import { execFile } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { sealAuditRows, takeCheckpoint } from "@tprm/api";
import type { PrismaClient } from "@tprm/db";
import { markAuditRows, publicKeyOf, uuidv7 } from "@tprm/db/audit-chain";

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

/**
 * Writes `sealed` and seals them with the platform's sealer (their 2020 times put them first among the rows waiting,
 * so their places are consecutive), signs the head with this file's key, then writes `unsealed`, left unsealed.
 */
export async function seedChain(db: PrismaClient, sealed: SeedRow[], unsealed: SeedRow[]) {
  const rows = markAuditRows(sealed.map((r) => ({ ...r, id: uuidv7(r.createdAt.getTime()) })));
  await db.auditLog.createMany({ data: rows });
  await sealAuditRows(db);
  const checkpoint = await takeCheckpoint(db, signingKey);
  await db.auditLog.createMany({ data: markAuditRows(unsealed.map((r) => ({ ...r }))) });
  const read = await db.auditLog.findMany({
    where: { id: { in: rows.map((r) => r.id!) } },
    orderBy: { chainSeq: "asc" },
    select: { id: true, chainSeq: true },
  });
  return { first: read[0]!.chainSeq!, last: read[read.length - 1]!.chainSeq!, ids: read.map((r) => r.id), checkpoint };
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
