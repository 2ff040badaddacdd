// The reading loop every import shares (vendors, risk assessments): the rows of an uploaded CSV or XLSX file, blank
// rows skipped, the header row planned by the domain, each data row handed to the domain's check, problems
// collected (up to MAX_PROBLEMS_KEPT), the row limit and a damaged file reported like any other problem.
import type { PrismaClient } from "@tprm/db";
import { FileProblem } from "../files/file-problem.js";
import { reportProgress } from "../tasks/task-service.js";
import { isBlankRow } from "./import-cells.js";
import { type ImportProblem, MAX_IMPORT_ROWS, type WorkbookSummary } from "./public.js";
import { ignoredWorksheetsNotice, type RawCell, readRows } from "./read-rows.js";

const PROGRESS_EVERY_ROWS = 5_000;
/** Problems kept for the downloadable report. */
export const MAX_PROBLEMS_KEPT = 50_000;

/** What reading a file found, whatever the domain: the data rows, every problem, what was not read. */
export interface ImportReading {
  rows: number;
  problems: ImportProblem[];
  rejectedRows: Set<number>;
  problemCount: number;
  ignoredColumns: string[];
  /** XLSX: the worksheet read and the other worksheets with values (not read). */
  workbook: WorkbookSummary | null;
}

export function emptyReading(): ImportReading {
  return { rows: 0, problems: [], rejectedRows: new Set(), problemCount: 0, ignoredColumns: [], workbook: null };
}

/** Counts the problems and keeps the first MAX_PROBLEMS_KEPT of them. */
export function addProblems(out: ImportReading, list: readonly ImportProblem[]) {
  for (const p of list) {
    out.problemCount += 1;
    if (p.row !== null) out.rejectedRows.add(p.row);
    if (out.problems.length < MAX_PROBLEMS_KEPT) out.problems.push(p);
  }
}

export interface RowChecks {
  /** Reads the header row: the columns the domain does not know, and problems that stop the import. */
  header(cells: RawCell[], row: number): { ignored: string[]; problems: ImportProblem[] };
  /** Checks one data row; its problems go through addProblems. */
  row(cells: RawCell[], row: number): void;
  /** What the rows are, for "The file has a header row but no vendors under it." */
  plural: string;
}

/**
 * Reads every row of the file into `out`, the domain's checks doing the rest. Returns whether every row was read
 * (false: the file was refused before its end, and its problem is in `out`).
 */
export async function readImportRows(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
  out: ImportReading,
  checks: RowChecks,
): Promise<boolean> {
  const add = (list: ImportProblem[]) => addProblems(out, list);
  const reader = readRows(kind, chunks);
  let planned = false;
  const readAll = await (async () => {
    try {
      for await (const { row, cells } of reader.rows) {
        if (isBlankRow(cells)) continue;
        if (!planned) {
          planned = true;
          const plan = checks.header(cells, row);
          out.ignoredColumns = plan.ignored;
          if (plan.problems.length) {
            add(plan.problems);
            return false;
          }
          continue;
        }
        out.rows += 1;
        if (out.rows > MAX_IMPORT_ROWS) {
          add([
            {
              row: null,
              column: null,
              value: null,
              reason: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it into several files.`,
            },
          ]);
          return false;
        }
        checks.row(cells, row);
        if (out.rows % PROGRESS_EVERY_ROWS === 0) await reportProgress(db, taskId, out.rows, null);
      }
      return true;
    } catch (error) {
      // A damaged or crafted file (files/xlsx-reader.ts: what it expands to, a cell or a list too large) is the
      // file's problem, reported like any other; so is anything else the reader could not make sense of.
      add([
        {
          row: error instanceof FileProblem ? error.row : null,
          column: null,
          value: null,
          reason: `The file could not be read as ${kind === "csv" ? "CSV" : "an Excel workbook"}: ${(error as Error).message}`,
        },
      ]);
      return false;
    }
  })();
  // Also when the file was refused early: data on another worksheet is the likely cause of a bad first one.
  out.workbook = await reader.finish();
  if (!readAll) return false;
  if (!planned) {
    const sheet = out.workbook?.worksheet?.name;
    const reason =
      kind === "xlsx" ? `The first worksheet${sheet ? `, "${sheet}",` : ""} has no rows.` : "The file has no rows.";
    add([{ row: null, column: null, value: null, reason }]);
  } else if (out.rows === 0) {
    add([
      { row: null, column: null, value: null, reason: `The file has a header row but no ${checks.plural} under it.` },
    ]);
  }
  return true;
}

/**
 * readImportRows for a domain whose row checks need its header plan: `plan` reads the header row, `row` checks each
 * data row against it. Returns whether every row was read, and the plan (null: the file had no header row).
 */
export async function readPlannedRows<Plan extends ReturnType<RowChecks["header"]>>(
  db: PrismaClient,
  taskId: string,
  kind: "csv" | "xlsx",
  chunks: AsyncIterable<Buffer>,
  out: ImportReading,
  how: {
    plural: string;
    plan: (cells: RawCell[], row: number) => Plan;
    row: (plan: Plan, cells: RawCell[], row: number) => void;
  },
): Promise<{ readAll: boolean; plan: Plan | null }> {
  let plan = null as Plan | null;
  const readAll = await readImportRows(db, taskId, kind, chunks, out, {
    plural: how.plural,
    header(cells, row) {
      plan = how.plan(cells, row);
      return plan;
    },
    row: (cells, row) => how.row(plan!, cells, row),
  });
  return { readAll, plan };
}

/** Keys looked up in the register a batch at a time (an IN list or an array parameter of at most `size`). */
export async function inBatches<T>(
  keys: string[],
  query: (batch: string[]) => Promise<T[]>,
  size = 5_000,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += size) out.push(...(await query(keys.slice(i, i + size))));
  return out;
}

/** What both outcomes tell besides their figures: the columns and worksheets that were not read. */
export function notes(reading: ImportReading) {
  const worksheets = ignoredWorksheetsNotice(reading.workbook);
  return {
    ignoredColumns: reading.ignoredColumns,
    notices: worksheets ? [worksheets] : [],
    workbook: reading.workbook,
  };
}
