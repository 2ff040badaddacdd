// A refused CSV import (register.entities.import / register.functions.import): nothing was written and the answer's
// issues name each problem as "rows.<row>.<column>" (row 1 = the first data row under the header).

export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

/** The row problems of a refused import, by row then column; an error of another kind gives none. */
export function importRowErrors(error: unknown): ImportRowError[] {
  const issues = (error as { data?: { issues?: unknown } | null } | null)?.data?.issues;
  if (!Array.isArray(issues)) return [];
  const rows: ImportRowError[] = [];
  for (const issue of issues) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== "string") continue;
    const parts = Array.isArray(path) ? path.map(String) : typeof path === "string" ? path.split(".") : [];
    if (parts[0] !== "rows") continue;
    const row = Number(parts[1]);
    if (!Number.isInteger(row)) continue;
    rows.push({ row, column: parts.slice(2).join("."), message });
  }
  return rows.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
}
