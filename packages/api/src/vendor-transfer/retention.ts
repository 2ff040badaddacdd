// How long the files of vendor export and import are kept: the rules every transfer shares (transfer/retention.ts)
// over the vendor files' purposes.
import { type TransferFilePurposes, type TransferRetentionEnv, transferRetention } from "../transfer/retention.js";

/** StoredFile.purpose of each file vendor export and import store. */
export const VENDOR_FILE_PURPOSES = {
  /** The file an export writes: the task's output. */
  export: "vendor-export",
  /** The uploaded file of an import: the task's input, kept as evidence of what was imported. */
  importUpload: "vendor-import",
  /** The CSV of every problem of a rejected import: the task's output. */
  importReport: "vendor-import-report",
} as const satisfies TransferFilePurposes;

export function vendorTransferRetention(env: TransferRetentionEnv) {
  return transferRetention(env, VENDOR_FILE_PURPOSES, { export: "vendor-export", import: "vendor-import" });
}
