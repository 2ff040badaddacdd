// Every retention rule of stored files, across domains: what the worker's scheduled file-retention job deletes,
// what an expired download answers, and when a task's output file will go.
import type { PrismaClient } from "@tprm/db";
import { assessmentTransferRetention } from "./assessment-transfer/retention.js";
import { auditExportRetention } from "./audit/export-service.js";
import { contractTransferRetention } from "./contract-transfer/retention.js";
import type { Env } from "./env.js";
import { purgeExpiredFiles, type RetentionOutcome, type RetentionRule } from "./files/retention.js";
import { policyExportRetention } from "./governance/policies/policy-export.js";
import { exportAllRetention } from "./operations/export-all/retention.js";
import { registerExportRetention } from "./register/eba-export.js";
import { REPORT_RETENTION_RULE } from "./reports/retention.js";
import { vendorTransferRetention } from "./vendor-transfer/retention.js";

export type RetentionEnv = Pick<
  Env,
  "EXPORT_RETENTION_DAYS" | "IMPORT_RETENTION_DAYS" | "CRASHED_IMPORT_RETENTION_DAYS"
>;

export function fileRetentionRules(env: RetentionEnv): RetentionRule[] {
  return [
    ...vendorTransferRetention(env),
    ...assessmentTransferRetention(env),
    ...contractTransferRetention(env),
    ...policyExportRetention(env),
    ...exportAllRetention(env),
    ...auditExportRetention(env),
    ...registerExportRetention(env),
    REPORT_RETENTION_RULE,
  ];
}

/** The scheduled job's work: deletes what is due under every rule and says what it did. */
export async function runFileRetention(
  db: PrismaClient,
  env: RetentionEnv,
  options: { now?: Date; log?: (message: string) => void } = {},
): Promise<RetentionOutcome[]> {
  const outcomes = await purgeExpiredFiles(db, fileRetentionRules(env), { now: options.now });
  for (const o of outcomes) {
    if (o.deleted > 0) {
      options.log?.(
        `file retention: deleted ${o.deleted} ${o.purpose} file(s), ${o.bytes} bytes, older than ${o.days} days`,
      );
    }
  }
  return outcomes;
}
