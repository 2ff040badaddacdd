import { auditSigningKey, sealAuditRows, takeCheckpoint } from "@tprm/api";
import { auditCheckpointJob, auditSealJob } from "@tprm/api/jobs";
import { requireDb } from "./transfer-support.js";
import { handle } from "./types.js";

/** Seals new audit rows into the chain (every few seconds, docs/AUDIT.md). */
export const auditSealHandler = handle(auditSealJob, async (_payload, _job, deps) => ({
  sealed: await sealAuditRows(requireDb(deps)),
}));

/** Signs the chain head (every five minutes); nothing without AUDIT_SIGNING_KEY. */
export const auditCheckpointHandler = handle(auditCheckpointJob, async (_payload, _job, deps) => {
  const checkpoint = await takeCheckpoint(requireDb(deps), auditSigningKey());
  return checkpoint ? { chainSeq: String(checkpoint.chainSeq), signedAt: checkpoint.signedAt } : { skipped: true };
});
