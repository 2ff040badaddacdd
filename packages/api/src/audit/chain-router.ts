// The chain's own procedures (docs/AUDIT.md): verification and the signed checkpoints, for the audit trail's readers.
import { publicKeyOf } from "@tprm/db/audit-chain";
import { auditCheckpointsOutput, auditVerifyOutput } from "../schemas/audit-chain.js";
import { router, signedInProcedure } from "../trpc.js";
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
});
