// Pure helpers of the export and import screens (vendors, risk assessments), unit-tested through
// features/vendors/transfer/transfer-format.test.ts. Texts from the "transfer" namespace through the caller's `t`.
import type { TFunction } from "i18next";
import { formatCount, formatDecimal } from "../../lib/format";

export interface TaskProgress {
  status: "queued" | "running" | "completed" | "failed";
  progress: number;
  total: number | null;
}

/** Whole percent of a task's progress, or null while the total is unknown (the bar is then indeterminate). */
export function taskPercent(task: TaskProgress): number | null {
  if (task.status === "completed") return 100;
  if (!task.total) return null;
  return Math.min(100, Math.floor((task.progress / task.total) * 100));
}

export { formatCount };

/** "12.3 MB" / "850 KB" / "312 bytes", as the user's language writes the number. */
export function formatBytes(t: TFunction, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("transfer:size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("transfer:size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("transfer:size.bytes", { count: bytes, size: formatCount(bytes) });
}

/** What the progress sentence names in the domain's words: "Counting vendors…", "Writing 5 of 9 assessments…". */
export interface ProgressWords {
  counting: string;
  writing: (count: number, done: string, total: string) => string;
  saving: (count: number, done: string, total: string) => string;
}

/** The sentence under the progress bar. */
export function progressText(
  t: TFunction,
  kind: "export" | "import",
  task: TaskProgress,
  words: ProgressWords,
): string {
  if (task.status === "queued") return t("transfer:progress.queued");
  if (kind === "export") {
    return task.total === null
      ? words.counting
      : words.writing(task.total, formatCount(task.progress), formatCount(task.total));
  }
  return task.total === null
    ? t("transfer:progress.checking", { read: formatCount(task.progress) })
    : words.saving(task.total, formatCount(task.progress), formatCount(task.total));
}

/** A file the browser can take: .csv or .xlsx by name (the server checks the content), at most maxBytes. */
export function checkImportFile(t: TFunction, file: { name: string; size: number }, maxBytes: number): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t("transfer:file.wrongKind");
  if (file.size === 0) return t("transfer:file.empty");
  if (file.size > maxBytes) return t("transfer:file.tooLarge", { size: formatBytes(t, maxBytes) });
  return null;
}

export const downloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/download`;
