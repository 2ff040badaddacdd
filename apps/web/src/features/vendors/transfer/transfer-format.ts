// Pure helpers of the export/import screens (unit-tested in transfer-format.test.ts).

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

const number = new Intl.NumberFormat("en");
export const formatCount = (n: number) => number.format(n);

/** "12.3 MB" / "850 KB" / "312 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The sentence under the progress bar. */
export function progressText(kind: "export" | "import", task: TaskProgress): string {
  if (task.status === "queued") return "Waiting for the background worker…";
  if (kind === "export") {
    return task.total === null
      ? "Counting vendors…"
      : `Writing ${formatCount(task.progress)} of ${formatCount(task.total)} vendors…`;
  }
  return task.total === null
    ? `Checking rows… ${formatCount(task.progress)} read`
    : `Saving ${formatCount(task.progress)} of ${formatCount(task.total)} vendors…`;
}

/** A file the browser can take: .csv or .xlsx by name (the server checks the content), at most maxBytes. */
export function checkImportFile(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return "Choose a CSV or Excel (.xlsx) file.";
  if (file.size === 0) return "The file is empty.";
  if (file.size > maxBytes) return `The file is larger than ${formatBytes(maxBytes)}.`;
  return null;
}

export const downloadUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/download`;
