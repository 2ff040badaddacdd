// Reads the rows of an uploaded CSV or XLSX file as raw cells, streaming from the stored file's chunks: csv-parse for CSV (delimiter detected:
// comma, semicolon — Excel's choice in much of Europe — or tab), exceljs' WorkbookReader for the first worksheet
// of a workbook. Row numbers are the spreadsheet's own (1 = the first line), so messages match what people see.
import { Readable } from "node:stream";
import { parse } from "csv-parse";
import type ExcelJS from "exceljs";

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

export async function* readXlsxRows(chunks: AsyncIterable<Buffer>): AsyncGenerator<RawRow> {
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
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      // row.values is 1-based and sparse: index 0 is unused.
      const values = row.values as ExcelValue[];
      const cells: RawCell[] = [];
      for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]));
      yield { row: row.number, cells };
    }
    // Only the first worksheet is the register.
    break;
  }
}

/** The rows of a CSV or XLSX file given as a stream of chunks (see files/storage.ts openFile). */
export function readRows(kind: "csv" | "xlsx", chunks: AsyncIterable<Buffer>): AsyncGenerator<RawRow> {
  return kind === "csv" ? readCsvRows(chunks) : readXlsxRows(chunks);
}
