// The tables an export of everything reads, as the database describes them (information_schema), so a table or a
// column added by a later migration is exported without a change here. Each table is read through a cursor (FETCH
// in batches) inside the export's REPEATABLE READ transaction: one snapshot, bounded memory.
import type { Prisma } from "@tprm/db";
import { columnTreatment, isLeftOutTable } from "./secrets.js";

export interface ExportColumn {
  name: string;
  /** PostgreSQL's type name (udt_name): "uuid", "text", "timestamp", "_text" (text[]), "VendorStatus" … */
  type: string;
  nullable: boolean;
  /** "blank": a secret, exported as NULL (secrets.ts). */
  treatment: "value" | "blank";
}

export interface ExportTable {
  name: string;
  columns: ExportColumn[];
  /** Columns not in the CSV/JSON at all (the bytes of stored files, exported as files). */
  omitted: string[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every base table of the public schema but those left out (secrets.ts), in name order, with its columns. */
export async function readExportTables(tx: Prisma.TransactionClient): Promise<ExportTable[]> {
  const rows = await tx.$queryRaw<{ table: string; column: string; type: string; nullable: boolean }[]>`
    SELECT c.table_name AS "table", c.column_name AS "column", c.udt_name AS "type",
           (c.is_nullable = 'YES') AS "nullable"
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position`;
  const tables = new Map<string, ExportTable>();
  for (const row of rows) {
    if (isLeftOutTable(row.table)) continue;
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], omitted: [] };
      tables.set(row.table, table);
    }
    const treatment = columnTreatment(row.table, row.column);
    if (treatment === "file") table.omitted.push(row.column);
    else table.columns.push({ name: row.column, type: row.type, nullable: row.nullable, treatment });
  }
  return [...tables.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The table's rows with secrets as NULL (never read out of PostgreSQL). */
function sourceSql(table: ExportTable) {
  const list = table.columns
    .map((c) => (c.treatment === "blank" ? `NULL::${quote(c.type)} AS ${quote(c.name)}` : quote(c.name)))
    .join(", ");
  return `SELECT ${list} FROM ${quote(table.name)}`;
}

/** One row per record, each column as PostgreSQL's own text (exact numbers, ISO-like timestamps, {a,b} arrays). */
export function csvRowsSql(table: ExportTable) {
  const cells = table.columns.map((c) => `t.${quote(c.name)}::text`).join(", ");
  return `SELECT ARRAY[${cells}]::text[] AS "cells" FROM (${sourceSql(table)}) t`;
}

/** One row per record, the record as PostgreSQL's JSON of it (row_to_json: exact numbers, nested JSON kept). */
export function jsonRowsSql(table: ExportTable) {
  return `SELECT row_to_json(t)::text AS "json" FROM (${sourceSql(table)}) t`;
}

export const FETCH_BATCH = 2_000;

/**
 * The query's rows through a cursor, FETCH_BATCH at a time. Must run inside a transaction (a cursor lives in one);
 * the cursor is closed before the next one opens.
 */
export async function* cursorRows<Row>(tx: Prisma.TransactionClient, sql: string, batch = FETCH_BATCH) {
  await tx.$executeRawUnsafe(`DECLARE export_all_cursor NO SCROLL CURSOR FOR ${sql}`);
  try {
    for (;;) {
      const rows = await tx.$queryRawUnsafe<Row[]>(`FETCH ${batch} FROM export_all_cursor`);
      for (const row of rows) yield row;
      if (rows.length < batch) break;
    }
  } finally {
    await tx.$executeRawUnsafe("CLOSE export_all_cursor");
  }
}

/** The schema's migration level: the newest applied migration and how many there are. */
export async function migrationLevel(tx: Prisma.TransactionClient) {
  const rows = await tx.$queryRaw<{ name: string | null; count: bigint }[]>`
    SELECT max(migration_name) AS "name", count(*) AS "count"
    FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return { latest: rows[0]?.name ?? null, applied: Number(rows[0]?.count ?? 0) };
}
