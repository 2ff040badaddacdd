// An archive of everything is kept as long as every export (EXPORT_RETENTION_DAYS, 7 days by default): it holds
// every record of the bank, so it should not stay on the platform longer than it takes to fetch it.
import type { RetentionRule } from "../../files/retention.js";
import type { TransferRetentionEnv } from "../../transfer/retention.js";
import { EXPORT_ALL_FILE_PURPOSE } from "./secrets.js";

const days = (n: number) => `${n.toLocaleString("en")} day${n === 1 ? "" : "s"}`;

export function exportAllRetention(env: Pick<TransferRetentionEnv, "EXPORT_RETENTION_DAYS">): RetentionRule[] {
  return [
    {
      purpose: EXPORT_ALL_FILE_PURPOSE,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "export of everything",
      expiredMessage: (kept) =>
        `This export of everything has expired (exports are kept for ${days(kept)}). Run the export again.`,
      isOutputOf: (task) => task.kind === "export-all",
    },
  ];
}
