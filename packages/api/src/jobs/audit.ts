import { z } from "zod";
import { defineJob, MAINTENANCE_JOB_OPTIONS } from "./define-job.js";

/** How often the worker seals new audit rows into the chain (docs/AUDIT.md): a row waits this long at most. */
export const AUDIT_SEAL_EVERY_MS = 2_000;

/**
 * Gives committed audit rows their place in the tamper-evident chain (audit/seal.ts). A fixed repeatable job every
 * AUDIT_SEAL_EVERY_MS beside the outbox drain: machinery, not a user's schedule. One sealer at a time (an advisory
 * lock), so two workers never contend; a failed run is simply the next one's work.
 */
export const auditSealJob = defineJob({
  name: "audit-seal",
  queue: "outbox",
  schema: z.object({}).default({}),
  options: { attempts: 1, removeOnComplete: true, removeOnFail: { count: 100 } },
});

/** Signs the chain head with AUDIT_SIGNING_KEY and stores it (audit/checkpoint.ts), every five minutes. */
export const auditCheckpointJob = defineJob({
  name: "audit-checkpoint",
  queue: "maintenance",
  schema: z.object({}),
  options: MAINTENANCE_JOB_OPTIONS,
});

export const AUDIT_CHECKPOINT_SCHEDULE = {
  key: auditCheckpointJob.name,
  name: "Sign the audit trail's chain head",
  jobName: auditCheckpointJob.name,
  cron: "*/5 * * * *",
  timeZone: "UTC",
};
