import type { SortState } from "../../../lib/sort";

export interface TableStat {
  name: string;
  estimatedRows: number;
  deadRows: number;
  totalBytes: number;
  tableBytes: number;
  indexBytes: number;
  sequentialScans: number;
  indexScans: number;
  lastVacuumAt: string | null;
  lastAnalyzeAt: string | null;
}

export const TABLE_COLUMNS = [
  "name",
  "estimatedRows",
  "totalBytes",
  "indexBytes",
  "sequentialScans",
  "indexScans",
  "deadRows",
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];
/** Counts and sizes start largest first; the name A→Z. */
export const DESC_FIRST: ReadonlySet<TableColumn> = new Set(TABLE_COLUMNS.filter((c) => c !== "name"));

/** The tables in the chosen order; ties by name, so the order never jumps between two refreshes. */
export function sortTables(tables: readonly TableStat[], { sort, order }: SortState<TableColumn>): TableStat[] {
  const sign = order === "asc" ? 1 : -1;
  return [...tables].sort((a, b) => {
    const byColumn = sort === "name" ? a.name.localeCompare(b.name) : a[sort] - b[sort];
    return byColumn !== 0 ? sign * byColumn : a.name.localeCompare(b.name);
  });
}
