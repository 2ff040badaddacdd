import { SortableTableHead, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "../../../components/transfer/transfer-format";
import { formatCount, formatRelativeTime } from "../../../lib/format";
import { nextSort, type SortState } from "../../../lib/sort";
import { DESC_FIRST, sortTables, TABLE_COLUMNS, type TableColumn, type TableStat } from "./table-sort";

const BYTES: ReadonlySet<TableColumn> = new Set(["totalBytes", "indexBytes"]);

/** The application's tables, sortable by every column (largest first to start). */
export function TablesTable({ tables }: { tables: readonly TableStat[] }) {
  const { t } = useTranslation(["operations", "transfer"]);
  const [sort, setSort] = useState<SortState<TableColumn>>({ sort: "totalBytes", order: "desc" });
  const rows = sortTables(tables, sort);
  const cell = (table: TableStat, column: TableColumn) =>
    column === "name" ? table.name : BYTES.has(column) ? formatBytes(t, table[column]) : formatCount(table[column]);

  return (
    <div className="max-h-[32rem] overflow-auto rounded-md border">
      <Table data-testid="database-tables">
        <caption className="sr-only">{t("operations:database.tables.caption")}</caption>
        <TableHeader>
          <TableRow>
            {TABLE_COLUMNS.map((column) => (
              <SortableTableHead
                key={column}
                direction={sort.sort === column ? sort.order : undefined}
                onSort={() => setSort((current) => nextSort(current, column, DESC_FIRST))}
                className={column === "name" ? undefined : "text-right"}
              >
                {t(`operations:database.tables.${column}`)}
              </SortableTableHead>
            ))}
            <TableHead>{t("operations:database.tables.lastAnalyzeAt")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((table) => (
            <TableRow key={table.name}>
              {TABLE_COLUMNS.map((column) => (
                <TableCell key={column} className={column === "name" ? "font-mono text-xs" : "text-right tabular-nums"}>
                  {cell(table, column)}
                </TableCell>
              ))}
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {table.lastAnalyzeAt ? formatRelativeTime(table.lastAnalyzeAt) : t("operations:database.never")}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
