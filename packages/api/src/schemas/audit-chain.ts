import { z } from "zod";

const place = z.object({
  seq: z.string().describe("A place in the chain (an integer, as text)"),
  hash: z.string().describe("The chain hash there (SHA-256, hex)"),
});

/** GET /api/audit-logs/verify: the walk of the chain and the first problem met. */
export const auditVerifyOutput = z.object({
  ok: z.boolean().describe("True when no row was found changed, removed or written outside the application"),
  checked: z.number().int().describe("Sealed rows walked"),
  head: place.describe("The last sealed row"),
  startsAfter: place.describe("Where the walk began: after the newest archive, else at the start (0, genesis)"),
  unsealed: z.number().int().describe("Rows written but not yet sealed (the worker seals every few seconds)"),
  marked: z.boolean().describe("Whether the rows carry the application's mark (AUDIT_MAC_KEY)"),
  checkpoints: z.object({ checked: z.number().int(), signed: z.number().int() }),
  problem: z
    .object({
      kind: z.enum(["changed", "removed", "inserted", "checkpoint"]),
      seq: z.string().nullable(),
      id: z.string().nullable(),
      message: z.string(),
    })
    .nullable(),
  warnings: z.array(z.string()),
  durationMs: z.number().int(),
});

/** GET /api/audit-logs/checkpoints: the newest signed checkpoints, and the key to check them with. */
export const auditCheckpointsOutput = z.object({
  publicKey: z.string().nullable().describe("The signing key's public half (SPKI, base64 DER); null without a key"),
  retentionDays: z.number().int().describe("Days a row is kept before it may be archived (AUDIT_RETENTION_DAYS)"),
  items: z.array(
    z.object({
      chainSeq: z.string(),
      chainHash: z.string(),
      signedAt: z.string(),
      signature: z.string().nullable(),
      publicKey: z.string().nullable(),
    }),
  ),
});

/** POST /api/audit-logs/archive: rows written before this moment (past the retention period) go to a file. */
export const auditArchiveInput = z.object({
  before: z.coerce
    .date({ error: "before must be a date" })
    .describe("Archive the oldest rows written before this moment; it must be past the retention period"),
});

export const auditArchiveOutput = z.object({
  id: z.string(),
  fromSeq: z.string(),
  toSeq: z.string(),
  rows: z.number().int(),
  lastChainHash: z.string(),
  file: z.object({ id: z.string(), filename: z.string(), size: z.number().int(), sha256: z.string() }),
});

export const auditArchivesOutput = z.object({
  archivableBefore: z.string().describe("Rows written before this moment may be archived now (the retention period)"),
  items: z.array(
    z.object({
      id: z.string(),
      fromSeq: z.string(),
      toSeq: z.string(),
      rows: z.number().int(),
      lastChainHash: z.string(),
      before: z.string(),
      fileId: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
