// Pure helpers of the export/import screens (unit-tested in transfer-format.test.ts). Texts come from the
// "vendors" namespace through the caller's `t`.
import { formatCount, formatDecimal } from "../../../lib/format";
import type { Translate } from "../vendor-format";

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
export function formatBytes(t: Translate, bytes: number): string {
  if (bytes >= 1024 * 1024) return t("vendors:transfer.size.mb", { size: formatDecimal(bytes / 1024 / 1024, 1, 1) });
  if (bytes >= 1024) return t("vendors:transfer.size.kb", { size: formatCount(Math.round(bytes / 1024)) });
  return t("vendors:transfer.size.bytes", { count: bytes, size: formatCount(bytes) });
}

/** The sentence under the progress bar. */
export function progressText(t: Translate, kind: "export" | "import", task: TaskProgress): string {
  if (task.status === "queued") return t("vendors:transfer.progress.queued");
  if (kind === "export") {
    return task.total === null
      ? t("vendors:transfer.progress.counting")
      : t("vendors:transfer.progress.writing", {
          count: task.total,
          done: formatCount(task.progress),
          total: formatCount(task.total),
        });
  }
  return task.total === null
    ? t("vendors:transfer.progress.checking", { read: formatCount(task.progress) })
    : t("vendors:transfer.progress.saving", {
        count: task.total,
        done: formatCount(task.progress),
        total: formatCount(task.total),
      });
}

/** A file the browser can take: .csv or .xlsx by name (the server checks the content), at most maxBytes. */
export function checkImportFile(t: Translate, file: { name: string; size: number }, maxBytes: number): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t("vendors:transfer.file.wrongKind");
  if (file.size === 0) return t("vendors:transfer.file.empty");
  if (file.size > maxBytes) return t("vendors:transfer.file.tooLarge", { size: formatBytes(t, maxBytes) });
  return null;
}

export const downloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/download`;
