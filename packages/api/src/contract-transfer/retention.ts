// How long the files of contract export and import are kept: the rules every transfer shares
// (transfer/retention.ts) over these files' purposes.
import { type TransferFilePurposes, type TransferRetentionEnv, transferRetention } from "../transfer/retention.js";

/** StoredFile.purpose of each file contract export and import store. */
export const CONTRACT_FILE_PURPOSES = {
  export: "contract-export",
  importUpload: "contract-import",
  importReport: "contract-import-report",
} as const satisfies TransferFilePurposes;

export function contractTransferRetention(env: TransferRetentionEnv) {
  return transferRetention(env, CONTRACT_FILE_PURPOSES, { export: "contract-export", import: "contract-import" });
}
