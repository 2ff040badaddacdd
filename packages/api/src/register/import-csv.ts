// Reading the register's small CSV imports (entities, functions; docs/REGISTER.md): a header row with the documented
// column names, then one row per record. Cells become the schema's values; every problem is a row error
// { row, column, message } (row 1 = the first data row, 0 = the header), and the import writes nothing while any
// remains.
import { TRPCError } from "@trpc/server";
import { parse } from "csv-parse/sync";
import { ZodRealError, type z } from "zod";
import { MAX_REGISTER_IMPORT_ROWS, type RegisterImportError } from "../schemas/register.js";
import { detectDelimiter } from "../transfer/read-rows.js";
import { CLOSED_LISTS, type ClosedListName } from "./catalog.js";

export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

/** The file's rows by column name; unknown or missing columns are header errors. */
export function readRegisterCsv(
  text: string,
  known: readonly string[],
  required: readonly string[],
): { columns: string[]; rows: CsvRow[]; errors: RegisterImportError[] } {
  const errors: RegisterImportError[] = [];
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : "unreadable";
    return {
      columns: [],
      rows: [],
      errors: [{ row: 0, column: "", message: `The file is not valid CSV: ${message}` }],
    };
  }
  const [header = [], ...data] = records;
  const columns = header.map((h) => h.trim().toLowerCase());
  columns.forEach((c) => {
    if (!known.includes(c)) errors.push({ row: 0, column: c, message: `Unknown column "${c}"` });
  });
  for (const c of required) {
    if (!columns.includes(c)) errors.push({ row: 0, column: c, message: `Column "${c}" is missing` });
  }
  if (data.length === 0) errors.push({ row: 0, column: "", message: "The file has no rows after its header" });
  if (data.length > MAX_REGISTER_IMPORT_ROWS) {
    errors.push({ row: 0, column: "", message: `At most ${MAX_REGISTER_IMPORT_ROWS} rows at a time` });
  }
  const rows = data.map((cells, i) => ({
    row: i + 1,
    cells: Object.fromEntries(columns.map((c, j) => [c, (cells[j] ?? "").trim()])),
  }));
  return { columns, rows, errors };
}

/** "" → undefined (the column is absent or the cell empty): the schema's default or null applies. */
export const cell = (row: CsvRow, column: string) => (row.cells[column] ? row.cells[column] : undefined);

/** An empty cell of a column that is in the file clears the field (null); an absent column leaves it. */
export const cellOrNull = (row: CsvRow, column: string) =>
  column in row.cells ? (row.cells[column] === "" ? null : row.cells[column]) : undefined;

/** A closed list's code, or its English label (any case), to its code; anything else goes on for the schema. */
export function listCell(list: ClosedListName, value: string | null | undefined) {
  if (value == null) return value;
  const entries = Object.entries(CLOSED_LISTS[list] as Record<string, string>);
  const found = entries.find(([code, label]) => code === value || label.toLowerCase() === value.toLowerCase());
  return found ? found[0] : value;
}

export function booleanCell(value: string | null | undefined): unknown {
  if (value == null) return value;
  const v = value.toLowerCase();
  if (["yes", "true", "1", "y"].includes(v)) return true;
  if (["no", "false", "0", "n"].includes(v)) return false;
  return value;
}

export function numberCell(value: string | null | undefined): unknown {
  if (value == null) return value;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** A field's schema issues as the row's errors, on the column the field came from. */
export function issuesToRowErrors(row: number, error: z.ZodError, columnOf: (field: string) => string) {
  return error.issues.map((i) => ({ row, column: columnOf(String(i.path[0] ?? "")), message: i.message }));
}

/** camelCase field → snake_case column ("branchCode" → "branch_code"). */
export const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A TRPCError a service threw for a field (invalidField, conflictOnField) as the row's error. */
export function serviceErrorToRowError(row: number, error: unknown, columnOf: (field: string) => string) {
  if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") throw error;
  const cause = error.cause instanceof ZodRealError ? error.cause.issues[0] : undefined;
  const field = cause ? String(cause.path[0] ?? "") : "";
  return { row, column: field ? columnOf(field) : "", message: cause?.message ?? error.message };
}

/** The import's 400: every row error as an issue at rows.<row>.<column>, nothing written. */
export function importFailed(errors: RegisterImportError[]): TRPCError {
  const shown = errors.slice(0, 200);
  const first = shown[0];
  return new TRPCError({
    code: "BAD_REQUEST",
    message:
      `Nothing was imported: ${errors.length} problem${errors.length === 1 ? "" : "s"} in the file` +
      (first ? ` (row ${first.row}${first.column ? `, ${first.column}` : ""}: ${first.message})` : ""),
    cause: new ZodRealError(
      shown.map((e) => ({
        code: "custom" as const,
        path: ["rows", e.row, e.column],
        message: e.message,
        input: undefined,
      })),
    ),
  });
}

/** The imports' transaction: up to 5,000 rows. */
export const IMPORT_TX = { timeout: 120_000, maxWait: 10_000 } as const;

/** The fields a row sets: those whose column is in the file (an update leaves the others as they are). */
export function presentFields<T extends Record<string, unknown>>(
  body: T,
  columns: string[],
  columnOf: (f: string) => string,
) {
  return Object.fromEntries(Object.entries(body).filter(([k]) => columns.includes(columnOf(k)))) as Partial<T>;
}
