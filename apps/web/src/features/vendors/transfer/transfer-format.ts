// The vendor screens' export and import helpers: the shared ones (components/transfer/transfer-format.ts) and the
// progress sentence in the vendor register's words.
import { progressText as sharedProgressText, type TaskProgress } from "../../../components/transfer/transfer-format";
import type { Translate } from "../vendor-format";
import { vendorTransferTexts } from "./vendor-transfer-texts";

export {
  checkImportFile,
  downloadUrl,
  formatBytes,
  formatCount,
  type TaskProgress,
  taskPercent,
} from "../../../components/transfer/transfer-format";

/** The sentence under the progress bar of a vendor export or import. */
export function progressText(t: Translate, kind: "export" | "import", task: TaskProgress): string {
  return sharedProgressText(t, kind, task, vendorTransferTexts(t));
}
