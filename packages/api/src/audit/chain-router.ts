// The chain's own procedures (docs/AUDIT.md): verification and the signed checkpoints, for the audit trail's readers.
import { publicKeyOf } from "@tprm/db/audit-chain";
import {
  auditArchiveInput,
  auditArchiveOutput,
  auditArchivesOutput,
  auditCheckpointsOutput,
  auditVerifyOutput,
} from "../schemas/audit-chain.js";
import { router, signedInProcedure } from "../trpc.js";
import { archivableBefore, archiveAuditRows } from "./archive.js";
import { auditMacKey, auditSigningKey } from "./keys.js";
import { sealAuditRows } from "./seal.js";
import { verifyAuditChain } from "./verify.js";

export const auditChainRouter = router({
  verify: signedInProcedure
    .meta({
      access: "audit",
      rest: {
        method: "GET",
        path: "/api/audit-logs/verify",
        summary:
          "Walk the audit trail's chain and report the first row changed, removed or written outside the application",
        tags: ["Audit"],
      },
    })
    .output(auditVerifyOutput)
    .query(async ({ ctx }) => {
      // What was committed before the question is in the answer.
      await sealAuditRows(ctx.db);
      return verifyAuditChain(ctx.db, { macKey: auditMacKey(), signingKey: auditSigningKey() });
    }),
  checkpoints: signedInProcedure
    .meta({
      access: "audit",
      rest: {
        method: "GET",
        path: "/api/audit-logs/checkpoints",
        summary: "The newest signed checkpoints of the audit trail's chain and the public key to check them with",
        tags: ["Audit"],
      },
    })
    .output(auditCheckpointsOutput)
    .query(async ({ ctx }) => {
      const key = auditSigningKey();
      const rows = await ctx.db.auditCheckpoint.findMany({ orderBy: { chainSeq: "desc" }, take: 50 });
      return {
        publicKey: key ? publicKeyOf(key) : null,
        retentionDays: ctx.env.AUDIT_RETENTION_DAYS,
        items: rows.map((c) => ({
          chainSeq: String(c.chainSeq),
          chainHash: c.chainHash,
          signedAt: c.signedAt.toISOString(),
          signature: c.signature,
          publicKey: c.publicKey,
        })),
      };
    }),
  archives: signedInProcedure
    .meta({
      access: "audit",
      rest: {
        method: "GET",
        path: "/api/audit-logs/archives",
        summary:
          "The audit trail's archives (rows past the retention period moved to files) and what may be archived now",
        tags: ["Audit"],
      },
    })
    .output(auditArchivesOutput)
    .query(async ({ ctx }) => {
      const rows = await ctx.db.auditArchive.findMany({ orderBy: { toSeq: "desc" }, take: 100 });
      return {
        archivableBefore: archivableBefore(ctx.env.AUDIT_RETENTION_DAYS).toISOString(),
        items: rows.map((a) => ({
          id: a.id,
          fromSeq: String(a.fromSeq),
          toSeq: String(a.toSeq),
          rows: a.rows,
          lastChainHash: a.lastChainHash,
          before: a.before.toISOString(),
          fileId: a.fileId,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    }),
  archive: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: "/api/audit-logs/archive",
        summary: "Move the oldest audit rows, written before a moment past the retention period, to an archive file",
        tags: ["Audit"],
        successStatus: 201,
      },
    })
    .input(auditArchiveInput)
    .output(auditArchiveOutput)
    .mutation(({ ctx, input }) => archiveAuditRows(ctx, input)),
});
