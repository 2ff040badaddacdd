// How long the files of an export and import are kept (EXPORT_RETENTION_DAYS, IMPORT_RETENTION_DAYS; 7 days each by
// default; the upload of an import that crashed the worker twice, CRASHED_IMPORT_RETENTION_DAYS, 30 days after the
// failure), for each domain that has them (vendors, risk assessments). The worker's scheduled file-retention job
// deletes them after that (files/retention.ts).
import type { Env } from "../env.js";
import type { RetentionRule } from "../files/retention.js";
import type { TaskKind } from "../tasks/task-service.js";

/** StoredFile.purpose of each file one domain's export and import store. */
export interface TransferFilePurposes {
  /** The file an export writes: the task's output. */
  export: string;
  /** The uploaded file of an import: the task's input, kept as evidence of what was imported. */
  importUpload: string;
  /** The CSV of every problem of a rejected import: the task's output. */
  importReport: string;
}

const days = (n: number) => `${n.toLocaleString("en")} day${n === 1 ? "" : "s"}`;

export type TransferRetentionEnv = Pick<
  Env,
  "EXPORT_RETENTION_DAYS" | "IMPORT_RETENTION_DAYS" | "CRASHED_IMPORT_RETENTION_DAYS"
>;

export function transferRetention(
  env: TransferRetentionEnv,
  purposes: TransferFilePurposes,
  kinds: { export: TaskKind; import: TaskKind },
): RetentionRule[] {
  return [
    {
      purpose: purposes.export,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "export",
      expiredMessage: (kept) => `This export has expired (exports are kept for ${days(kept)}). Run the export again.`,
      isOutputOf: (task) => task.kind === kinds.export,
    },
    {
      purpose: purposes.importReport,
      days: env.EXPORT_RETENTION_DAYS,
      noun: "import problem report",
      expiredMessage: (kept) =>
        `This problem report has expired (reports are kept for ${days(kept)}). Import the file again to see its problems.`,
      isOutputOf: (task) =>
        task.kind === kinds.import && (task.result as { outcome?: string } | null)?.outcome === "rejected",
    },
    {
      purpose: purposes.importUpload,
      days: env.IMPORT_RETENTION_DAYS,
      noun: "import file",
      expiredMessage: (kept) => `This uploaded file has expired (import files are kept for ${days(kept)}).`,
      crashedInputDays: env.CRASHED_IMPORT_RETENTION_DAYS,
    },
  ];
}
