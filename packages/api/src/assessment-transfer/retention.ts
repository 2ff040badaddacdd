// How long the files of risk assessment export and import are kept: the rules every transfer shares
// (transfer/retention.ts) over these files' purposes.
import { type TransferFilePurposes, type TransferRetentionEnv, transferRetention } from "../transfer/retention.js";

/** StoredFile.purpose of each file risk assessment export and import store. */
export const ASSESSMENT_FILE_PURPOSES = {
  export: "assessment-export",
  importUpload: "assessment-import",
  importReport: "assessment-import-report",
} as const satisfies TransferFilePurposes;

export function assessmentTransferRetention(env: TransferRetentionEnv) {
  return transferRetention(env, ASSESSMENT_FILE_PURPOSES, { export: "assessment-export", import: "assessment-import" });
}
