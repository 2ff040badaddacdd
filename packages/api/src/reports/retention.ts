// How long a generated report's files are kept (StoredFile purpose "report"): REPORT_RETENTION_DAYS, then the
// worker's file-retention job deletes them with an audit row. The run keeps its record (who, when, parameters,
// sizes, who received it) and shows its files expired; opening it answers 410 with the message below.
import type { RetentionRule } from "../files/retention.js";
import { REPORT_FILE_PURPOSE, REPORT_RETENTION_DAYS } from "./rules.js";

export const REPORT_RETENTION_RULE: RetentionRule = {
  purpose: REPORT_FILE_PURPOSE,
  days: REPORT_RETENTION_DAYS,
  noun: "report",
  expiredMessage: (kept) =>
    `This report's files have expired (generated reports are kept for ${kept.toLocaleString("en")} days). Generate the report again.`,
  isOutputOf: (task) => task.kind === "report-generate",
};
