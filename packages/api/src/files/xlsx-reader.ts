// Reads the worksheets of an uploaded .xlsx (ECMA-376 SpreadsheetML) held in memory, row by row, with every size
// that could exhaust memory limited before it is reached: what the parts inflate to (checked while inflating,
// zip-inspect.ts), the text of one cell or shared string (Excel's own cap, 32,767 characters), the number and total
// length of shared strings (the one list that must be kept whole), the rows of a sheet and the columns of a row,
// and the length of an XML tag (xml-scanner.ts). Any of them reached is a FileProblem saying so, never a crash.
// The ZIP's central directory gives random access to its parts: the workbook, its relationships, styles (which
// number formats are dates) and shared strings are read first (xlsx-parts.ts), then a worksheet streams
// (xlsx-sheet.ts; the cells' helpers: xlsx-cells.ts); nothing goes to disk.
import { readDateStyles, readSharedStrings, readWorkbookPart, workbookParts } from "./xlsx-parts.js";
import { scanSheet } from "./xlsx-sheet.js";

export { columnName, excelDate, isDateFormat } from "./xlsx-cells.js";

export interface XlsxLimits {
  /** What all the parts read may inflate to together. */
  maxExpandedBytes: number;
  /** Characters of one cell or shared string (Excel's limit: 32,767). */
  maxCellChars: number;
  maxSharedStrings: number;
  /** Characters of all shared strings together. */
  maxSharedStringChars: number;
  /** Rows of a worksheet (Excel's limit: 1,048,576). */
  maxRows: number;
  /** Columns of a row (Excel's limit: 16,384, column XFD). */
  maxColumns: number;
  /** Sheets, relationships, number formats and cell styles a workbook may list. */
  maxListed: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  maxExpandedBytes: 1024 * 1024 * 1024,
  maxCellChars: 32_767,
  maxSharedStrings: 4_000_000,
  maxSharedStringChars: 64 * 1024 * 1024,
  maxRows: 1_048_576,
  maxColumns: 16_384,
  maxListed: 100_000,
};

export type XlsxCell = string | number | Date | null;

export interface XlsxRow {
  /** The spreadsheet's own row number (1 = the first). */
  row: number;
  /** From column A to the last column with a value; columns without one are null. */
  cells: XlsxCell[];
}

export interface XlsxSheet {
  name: string;
  hidden: boolean;
  /** The part that holds it, e.g. xl/worksheets/sheet1.xml. */
  part: string;
}

export interface XlsxWorkbook {
  /** The worksheets in the workbook's order (chart sheets are not worksheets). */
  sheets: XlsxSheet[];
  /** The sheet's rows, streamed. Leaving the loop early stops the inflating. */
  rows(sheet: XlsxSheet): AsyncGenerator<XlsxRow>;
  /** Whether any cell of the sheet holds a value that is not blank; reads only as far as the first one. */
  hasValues(sheet: XlsxSheet): Promise<boolean>;
}

export async function openXlsx(bytes: Uint8Array, overrides: Partial<XlsxLimits> = {}): Promise<XlsxWorkbook> {
  const parts = workbookParts(bytes, { ...XLSX_LIMITS, ...overrides });
  const workbook = await readWorkbookPart(parts);
  const dateStyles = await readDateStyles(parts, workbook);
  const shared = await readSharedStrings(parts, workbook);
  const context = { shared, dateStyles, date1904: workbook.date1904 };

  const sheets: XlsxSheet[] = [];
  for (const sheet of workbook.declared) {
    const rel = workbook.rels.get(sheet.rid);
    // A chart sheet or a dialog sheet holds no cells.
    if (rel && !rel.type.endsWith("/worksheet")) continue;
    const part = rel?.target ?? `xl/worksheets/sheet${sheets.length + 1}.xml`;
    sheets.push({ name: sheet.name, hidden: sheet.state === "hidden" || sheet.state === "veryHidden", part });
  }

  return {
    sheets,
    async *rows(sheet) {
      for await (const batch of scanSheet(parts, sheet, context)) yield* batch;
    },
    async hasValues(sheet) {
      for await (const batch of scanSheet(parts, sheet, context)) {
        for (const r of batch) {
          if (r.cells.some((c) => c !== null && (typeof c !== "string" || c.trim() !== ""))) return true;
        }
      }
      return false;
    },
  };
}
