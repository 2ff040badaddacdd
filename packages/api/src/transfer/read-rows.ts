// Reads the rows of an uploaded CSV or XLSX file as raw cells, streaming from the stored file's chunks: csv-parse for CSV (delimiter detected:
// comma, semicolon — Excel's choice in much of Europe — or tab), files/xlsx-reader.ts for the first worksheet of a
// workbook (the other worksheets are only looked at, so the import report can say they were not read). Row
// numbers are the spreadsheet's own (1 = the first line), so messages match what people see. What a crafted file
// could make the reader hold is limited: CSV by csv-parse's max_record_size, XLSX by the reader's limits.
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { FileProblem } from "../files/file-problem.js";
import { openXlsx, type XlsxLimits, type XlsxWorkbook } from "../files/xlsx-reader.js";
import { MAX_IMPORT_BYTES, type WorkbookSummary, type WorksheetInfo } from "./public.js";

export type RawCell = string | number | Date | null;

export interface RawRow {
  row: number;
  cells: RawCell[];
}

/** The most characters one CSV row may have. */
export const MAX_CSV_RECORD_CHARS = 4 * 1024 * 1024;

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
      // One row of a register is a few kilobytes; a bigger one is refused rather than held (csv-parse
      // counts characters).
      max_record_size: MAX_CSV_RECORD_CHARS,
      skip_empty_lines: false,
    }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

/** The rows of an uploaded file, and what the file held that was not read. */
export interface RowReader {
  /** The rows of the file (XLSX: of its first worksheet only). The caller may stop early. */
  rows: AsyncGenerator<RawRow>;
  /**
   * Call once, after `rows` ended, failed or was left early. XLSX: looks at the other worksheets — only as far as
   * their first value — and answers what was not read. Null for CSV, and for a workbook that could not be read.
   */
  finish(): Promise<WorkbookSummary | null>;
}

/**
 * The first worksheet of a workbook, streamed row by row (files/xlsx-reader.ts: every size that could exhaust
 * memory is limited before it is reached, and reaching one is a FileProblem, which the import reports), then
 * (finish) a look at the other worksheets. The stored file is at most MAX_IMPORT_BYTES, so it is held whole: the
 * ZIP's directory then gives each part directly.
 */
export function readXlsx(chunks: AsyncIterable<Buffer>, limits: Partial<XlsxLimits> = {}): RowReader {
  let workbook: XlsxWorkbook | null = null;
  let worksheet: WorksheetInfo | null = null;
  let failed = false;

  async function* rows(): AsyncGenerator<RawRow> {
    try {
      const parts: Buffer[] = [];
      let size = 0;
      for await (const chunk of chunks) {
        size += chunk.byteLength;
        if (size > MAX_IMPORT_BYTES)
          throw new FileProblem(`the file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`);
        parts.push(chunk);
      }
      workbook = await openXlsx(Buffer.concat(parts, size), limits);
      const first = workbook.sheets[0];
      if (!first) return;
      worksheet = { name: first.name, hidden: first.hidden };
      yield* workbook.rows(first);
    } catch (error) {
      failed = true;
      throw error;
    }
  }

  async function finish(): Promise<WorkbookSummary | null> {
    if (failed || !workbook) return failed ? null : { worksheet, ignoredWorksheets: [] };
    const ignoredWorksheets: WorksheetInfo[] = [];
    try {
      for (const sheet of workbook.sheets.slice(1)) {
        if (await workbook.hasValues(sheet)) ignoredWorksheets.push({ name: sheet.name, hidden: sheet.hidden });
      }
    } catch {
      // The other worksheets are damaged (or too large to look at): what was read stands, and there is nothing
      // more to tell.
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
