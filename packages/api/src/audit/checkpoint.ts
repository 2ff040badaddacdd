// Signed checkpoints (docs/AUDIT.md): every few minutes the worker signs the chain head with AUDIT_SIGNING_KEY and
// stores it, so a rewrite of the chain — or rows removed from its end — is caught against a signature the database
// cannot forge, and an export can be checked offline against the newest one.

import type { PrismaClient } from "@tprm/db";
import { publicKeyOf, signCheckpoint } from "@tprm/db/audit-chain";
import { chainHead, sealAuditRows } from "./seal.js";

/** Seals what is pending, then signs the head unless it is signed already. Null without a key or a sealed row. */
export async function takeCheckpoint(db: PrismaClient, signingKey: string | null, now = new Date()) {
  if (!signingKey) return null;
  await sealAuditRows(db);
  const head = await chainHead(db);
  if (head.seq === 0n) return null;
  const existing = await db.auditCheckpoint.findUnique({ where: { chainSeq: head.seq } });
  if (existing) return existing;
  const signedAt = new Date(Math.floor(now.getTime()));
  // Two workers may sign the same head at once: the first one's stays.
  await db.auditCheckpoint.createMany({
    data: {
      chainSeq: head.seq,
      chainHash: head.hash,
      signedAt,
      signature: signCheckpoint(signingKey, head.seq, head.hash, signedAt),
      publicKey: publicKeyOf(signingKey),
    },
    skipDuplicates: true,
  });
  return db.auditCheckpoint.findUniqueOrThrow({ where: { chainSeq: head.seq } });
}
