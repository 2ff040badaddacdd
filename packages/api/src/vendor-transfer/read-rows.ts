// Reads the rows of an uploaded CSV or XLSX file as raw cells, streaming from the stored file's chunks: csv-parse for CSV (delimiter detected:
// comma, semicolon — Excel's choice in much of Europe — or tab), exceljs' WorkbookReader for the first worksheet
// of a workbook (the other worksheets are only looked at, so the import report can say they were not read). Row
// numbers are the spreadsheet's own (1 = the first line), so messages match what people see.
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type ExcelJS from "exceljs";
import type { WorkbookSummary, WorksheetInfo } from "./public.js";

export type RawCell = string | number | Date | null;

export interface RawRow {
  row: number;
  cells: RawCell[];
}

/** The likely delimiter: whichever of , ; tab occurs most in the first line (outside quotes). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ",";
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** The first chunk, and an iterable that yields it again followed by the rest (to peek at the start of a file). */
async function peek(chunks: AsyncIterable<Buffer>): Promise<{ head: Buffer; all: AsyncIterable<Buffer> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : first.value;
  async function* all() {
    if (!first.done) yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, all: all() };
}

export async function* readCsvRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<RawRow> {
  const { head, all } = await peek(chunks);
  const parser = Readable.from(all).pipe(
    parse({
      bom: true,
      delimiter: detectDelimiter(
        head
          .subarray(0, 64 * 1024)
          .toString("utf8")
          .replace(/^\uFEFF/, ""),
      ),
      relax_column_count: true,
      relax_quotes: false,
      skip_empty_lines: false,
    }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

type ExcelValue = ExcelJS.CellValue | undefined;

/** An exceljs cell value as text, number or date: rich text joined, links by their text, formulas by result. */
export function plainCell(value: ExcelValue): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value;
  if (typeof value === "object") {
    if ("richText" in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join("");
    if ("formula" in value || "sharedFormula" in value) {
      return plainCell((value as { result?: ExcelValue }).result);
    }
    if ("text" in value) return plainCell((value as { text: ExcelValue }).text);
    if ("error" in value) return String((value as { error: unknown }).error);
  }
  return String(value);
}

type SheetReader = ExcelJS.stream.xlsx.WorksheetReader;

/** The worksheet's name and visibility as the workbook declares them (exceljs' typings omit both). */
function describeSheet(sheet: SheetReader): WorksheetInfo {
  const { name, state } = sheet as unknown as { name?: string; state?: string };
  return { name: name ?? "", hidden: state === "hidden" || state === "veryHidden" };
}

const hasValue = (cell: RawCell) => cell !== null && (typeof cell !== "string" || cell.trim() !== "");

function cellsOf(row: ExcelJS.Row): RawCell[] {
  // row.values is 1-based and sparse: index 0 is unused.
  const values = row.values as ExcelValue[];
  const cells: RawCell[] = [];
  for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]));
  return cells;
}

/** The rows of an uploaded file, and what the file held that was not read. */
export interface RowReader {
  /** The rows of the file (XLSX: of its first worksheet only). The caller may stop early. */
  rows: AsyncGenerator<RawRow>;
  /**
   * Call once, after `rows` ended, failed or was left early. XLSX: reads the rest of the workbook — the other
   * worksheets, only to see whether they hold values, keeping none of their rows — and answers what was not read.
   * Null for CSV, and for a workbook that could not be read.
   */
  finish(): Promise<WorkbookSummary | null>;
}

/**
 * The first worksheet of a workbook, streamed row by row, then (finish) a look at the other worksheets. The
 * workbook is one ZIP stream, so reaching the other worksheets means reading past the first one anyway; their rows
 * are parsed one at a time and dropped, so a large second worksheet costs time, never memory.
 */
export function readXlsx(chunks: AsyncIterable<Buffer>): RowReader {
  let sheets: AsyncGenerator<SheetReader> | null = null;
  let firstRows: AsyncGenerator<ExcelJS.Row> | null = null;
  let worksheet: WorksheetInfo | null = null;
  let failed = false;

  async function* rows(): AsyncGenerator<RawRow> {
    try {
      // Loaded on first use: exceljs and its dependencies add about 36 MB to a process that never reads a workbook.
      const { default: Excel } = await import("exceljs");
      const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(chunks), {
        worksheets: "emit",
        sharedStrings: "cache",
        // Styles tell dates from numbers; links are read as their text.
        styles: "cache",
        hyperlinks: "ignore",
        entries: "ignore",
      });
      sheets = reader[Symbol.asyncIterator]();
      const first = await sheets.next();
      if (first.done) return;
      worksheet = describeSheet(first.value);
      firstRows = first.value[Symbol.asyncIterator]();
      for (;;) {
        const next = await firstRows.next();
        if (next.done) break;
        yield { row: next.value.number, cells: cellsOf(next.value) };
      }
      firstRows = null;
    } catch (error) {
      failed = true;
      throw error;
    }
  }

  async function finish(): Promise<WorkbookSummary | null> {
    if (failed) return null;
    const ignoredWorksheets: WorksheetInfo[] = [];
    try {
      // Left early (a bad header, too many rows): the rest of the first worksheet still stands between us and the
      // others.
      if (firstRows) while (!(await firstRows.next()).done) {}
      if (sheets) {
        for (let sheet = await sheets.next(); !sheet.done; sheet = await sheets.next()) {
          let withValues = false;
          // Every row is read (never left half-way: the ZIP entry must be consumed to reach the next one).
          for await (const row of sheet.value) if (!withValues && cellsOf(row).some(hasValue)) withValues = true;
          if (withValues) ignoredWorksheets.push(describeSheet(sheet.value));
        }
      }
    } catch {
      // The other worksheets are damaged: what was read stands, and there is nothing more to tell.
    }
    return { worksheet, ignoredWorksheets };
  }

  return { rows: rows(), finish };
}

/** The rows of a CSV or XLSX file given as a stream of chunks (see files/storage.ts openFile). */
export function readRows(kind: "csv" | "xlsx", chunks: AsyncIterable<Buffer>): RowReader {
  if (kind === "xlsx") return readXlsx(chunks);
  return { rows: readCsvRows(chunks), finish: async () => null };
}

/** How many names a notice spells out before it says "and N more". */
const NOTICE_NAMES = 5;

const quote = (sheet: WorksheetInfo) => `"${sheet.name}"${sheet.hidden ? " (hidden)" : ""}`;

/**
 * The import report's notice for a workbook with data outside its first worksheet, e.g.
 * 'Only the first worksheet, "Vendors", was read; 2 other worksheets were ignored: "Contacts" and "Lists" (hidden).'
 * Null when there is nothing to say.
 */
export function ignoredWorksheetsNotice(summary: WorkbookSummary | null): string | null {
  const ignored = summary?.ignoredWorksheets ?? [];
  if (!ignored.length) return null;
  const first = summary?.worksheet?.name ? `the first worksheet, ${quote(summary.worksheet)},` : "the first worksheet";
  const count = ignored.length === 1 ? "1 other worksheet was" : `${ignored.length} other worksheets were`;
  const named = ignored.slice(0, NOTICE_NAMES).map(quote);
  const rest = ignored.length - named.length;
  const list =
    rest > 0
      ? `${named.join(", ")} and ${rest} more`
      : named.length > 1
        ? `${named.slice(0, -1).join(", ")} and ${named.at(-1)}`
        : named[0];
  return `Only ${first} was read; ${count} ignored: ${list}.`;
}
