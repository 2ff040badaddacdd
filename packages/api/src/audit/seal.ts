// The sealer (docs/AUDIT.md, "The chain"): rows are written by every change without waiting for one another; a
// worker job then gives the committed rows not yet in the chain their place, oldest first, each hash covering the
// one before. Writers never serialise on the chain; one sealer at a time does (a transaction-scoped advisory lock),
// so the chain's order is the order rows became visible — commit order — whatever their createdAt.

import type { Prisma, PrismaClient } from "@tprm/db";
import { chainHashOf, contentHashOf, GENESIS_HASH } from "@tprm/db/audit-chain";

/** Rows sealed per transaction: a backlog (the first run after an upgrade) is sealed in steps of this size. */
export const SEAL_BATCH = 5_000;
/** The advisory lock only one sealer holds at a time (any constant of ours; "AUDT"). */
const SEAL_LOCK = 0x41554454;

type Tx = Prisma.TransactionClient;

export interface ChainHead {
  seq: bigint;
  hash: string;
}

/** The last sealed row's place and hash; after an archive with no row left, the archive's; else the genesis. */
export async function chainHead(db: Tx | PrismaClient): Promise<ChainHead> {
  const last = await db.auditLog.findFirst({
    where: { chainSeq: { not: null } },
    orderBy: { chainSeq: "desc" },
    select: { chainSeq: true, chainHash: true },
  });
  if (last?.chainSeq != null && last.chainHash) return { seq: last.chainSeq, hash: last.chainHash };
  const archive = await db.auditArchive.findFirst({ orderBy: { toSeq: "desc" } });
  return archive ? { seq: archive.toSeq, hash: archive.lastChainHash } : { seq: 0n, hash: GENESIS_HASH };
}

const CONTENT = {
  id: true,
  actorId: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  description: true,
  ipAddress: true,
  userAgent: true,
  createdAt: true,
} as const;

/** One step: up to `batch` unsealed rows given their place. Null when another sealer holds the lock. */
async function sealStep(db: PrismaClient, batch: number): Promise<number | null> {
  return db.$transaction(async (tx) => {
    const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(${SEAL_LOCK}) AS locked`;
    if (!lock?.locked) return null;
    const rows = await tx.auditLog.findMany({
      where: { chainSeq: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: batch,
      select: CONTENT,
    });
    if (!rows.length) return 0;
    let { seq, hash } = await chainHead(tx);
    const ids: string[] = [];
    const seqs: string[] = [];
    const contents: string[] = [];
    const hashes: string[] = [];
    for (const row of rows) {
      seq += 1n;
      const content = contentHashOf(row);
      hash = chainHashOf(hash, seq, content);
      ids.push(row.id);
      seqs.push(String(seq));
      contents.push(content);
      hashes.push(hash);
    }
    await tx.$executeRaw`
      UPDATE "AuditLog" a SET "chainSeq" = v.seq, "contentHash" = v.content, "chainHash" = v.hash
      FROM unnest(${ids}::uuid[], ${seqs}::bigint[], ${contents}::text[], ${hashes}::text[]) AS v(id, seq, content, hash)
      WHERE a."id" = v.id AND a."chainSeq" IS NULL`;
    return rows.length;
  });
}

/** Seals every committed row not yet in the chain. Answers how many it sealed (0 when another sealer was busy). */
export async function sealAuditRows(db: PrismaClient, options: { batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? SEAL_BATCH;
  let sealed = 0;
  for (;;) {
    const step = await sealStep(db, batch);
    if (step === null) return sealed;
    sealed += step;
    if (step < batch) return sealed;
  }
}
