// Reads the worksheets of an uploaded .xlsx (ECMA-376 SpreadsheetML) held in memory, row by row, with every size
// that could exhaust memory limited before it is reached: what the parts inflate to (checked while inflating,
// zip-inspect.ts), the text of one cell or shared string (Excel's own cap, 32,767 characters), the number and total
// length of shared strings (the one list that must be kept whole), the rows of a sheet and the columns of a row,
// and the length of an XML tag (xml-scanner.ts). Any of them reached is a FileProblem saying so, never a crash.
// The ZIP's central directory gives random access to its parts: the workbook, its relationships, styles (which
// number formats are dates) and shared strings are read first, then a worksheet streams; nothing goes to disk.
import { StringDecoder } from "node:string_decoder";
import { replaceUnstorable } from "../lib/storable-text.js";
import { FileProblem } from "./file-problem.js";
import { type XmlHandler, XmlScanner } from "./xml-scanner.js";
import { type InflateBudget, inflateBudget, inflateEntry, readZipDirectory, type ZipEntry } from "./zip-inspect.js";

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

const count = (n: number) => n.toLocaleString("en");

/** "A" → 1, "XFD" → 16384; 0 when the reference has no letters. */
function columnOf(ref: string | undefined, max: number): number {
  if (!ref) return 0;
  let col = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    col = col * 26 + (code - 0x60);
    if (col > max) return max + 1;
  }
  return col;
}

export function columnName(col: number): string {
  let name = "";
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

// Built-in number formats that are dates or times (ECMA-376 18.8.30, with the East Asian ones).
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

/** A custom format is a date when, outside quotes and [colour/condition] brackets, it has date or time letters. */
export function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, "").replace(/"[^"]*"/g, ""));
}

/** Excel's serial day number as a Date (1900 system; 1904 when the workbook says so). */
export function excelDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** A part's path as the ZIP names it, from a relationship target relative to `base` (e.g. "xl/"). */
function resolvePart(base: string, target: string): string {
  const parts = (target.startsWith("/") ? target.slice(1) : base + target).split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part !== "." && part !== "") out.push(part);
  }
  return out.join("/");
}

export async function openXlsx(bytes: Uint8Array, overrides: Partial<XlsxLimits> = {}): Promise<XlsxWorkbook> {
  const limits = { ...XLSX_LIMITS, ...overrides };
  const entries = readZipDirectory(bytes);
  const byName = new Map<string, ZipEntry>();
  for (const entry of entries) {
    byName.set(entry.name, entry);
    if (!byName.has(entry.name.toLowerCase())) byName.set(entry.name.toLowerCase(), entry);
  }
  const find = (name: string) => byName.get(name) ?? byName.get(name.toLowerCase());
  const budget: InflateBudget = inflateBudget(limits.maxExpandedBytes);

  const listed = (what: string, n: number) => {
    if (n > limits.maxListed) {
      throw new FileProblem(
        `the workbook is damaged or crafted: it lists more than ${count(limits.maxListed)} ${what}`,
      );
    }
  };

  /** The part's text in pieces of at most 4,096 characters (so one piece yields few rows). */
  async function* pieces(entry: ZipEntry): AsyncGenerator<string> {
    const decoder = new StringDecoder("utf8");
    for await (const chunk of inflateEntry(bytes, entry, budget)) {
      const text = decoder.write(chunk);
      for (let i = 0; i < text.length; i += 4096) yield text.slice(i, i + 4096);
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }

  async function scanWhole(entry: ZipEntry, handler: XmlHandler) {
    const scanner = new XmlScanner(handler);
    for await (const piece of pieces(entry)) scanner.write(piece);
    scanner.end();
  }

  const ignore = () => {};

  // The workbook: its sheets (name, visibility, relationship) and its date system.
  const workbookEntry = find("xl/workbook.xml");
  if (!workbookEntry) throw new FileProblem("the file is not an Excel workbook (it has no xl/workbook.xml)");
  const declared: { name: string; state: string; rid: string }[] = [];
  let date1904 = false;
  await scanWhole(workbookEntry, {
    open(name, a) {
      if (name === "workbookPr") date1904 = a.date1904 === "1" || a.date1904 === "true";
      else if (name === "sheet") {
        // A name is only shown (in notices and messages, stored with the import's report): never with a
        // character that cannot be stored.
        declared.push({ name: replaceUnstorable(a.name ?? ""), state: a.state ?? "visible", rid: a.id ?? "" });
        listed("sheets", declared.length);
      }
    },
    close: ignore,
    text: ignore,
  });

  const rels = new Map<string, { target: string; type: string }>();
  const relsEntry = find("xl/_rels/workbook.xml.rels");
  if (relsEntry) {
    await scanWhole(relsEntry, {
      open(name, a) {
        if (name !== "Relationship" || !a.Id || !a.Target) return;
        rels.set(a.Id, { target: resolvePart("xl/", a.Target), type: a.Type ?? "" });
        listed("relationships", rels.size);
      },
      close: ignore,
      text: ignore,
    });
  }
  const partOfType = (suffix: string, fallback: string) =>
    [...rels.values()].find((r) => r.type.endsWith(suffix))?.target ?? fallback;

  // Styles: which cell style (the c element's s) shows its number as a date.
  const dateStyles: boolean[] = [];
  const stylesEntry = find(partOfType("/styles", "xl/styles.xml"));
  if (stylesEntry) {
    const formats = new Map<number, string>();
    const styleFormats: number[] = [];
    let inCellXfs = false;
    await scanWhole(stylesEntry, {
      open(name, a) {
        if (name === "numFmt") {
          formats.set(Number(a.numFmtId), a.formatCode ?? "");
          listed("number formats", formats.size);
        } else if (name === "cellXfs") inCellXfs = true;
        else if (name === "xf" && inCellXfs) {
          styleFormats.push(Number(a.numFmtId ?? 0));
          listed("cell styles", styleFormats.length);
        }
      },
      close(name) {
        if (name === "cellXfs") inCellXfs = false;
      },
      text: ignore,
    });
    for (const id of styleFormats) {
      const custom = formats.get(id);
      dateStyles.push(custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATES.has(id));
    }
  }

  // Shared strings: the one list kept whole, so its count and its total length are capped.
  const shared: string[] = [];
  const sharedEntry = find(partOfType("/sharedStrings", "xl/sharedStrings.xml"));
  if (sharedEntry) {
    let current: string | null = null;
    let capture = false;
    let phonetic = false;
    let total = 0;
    await scanWhole(sharedEntry, {
      open(name) {
        if (name === "si") current = "";
        else if (name === "rPh") phonetic = true;
        else if (name === "t" && current !== null && !phonetic) capture = true;
      },
      close(name) {
        if (name === "t") capture = false;
        else if (name === "rPh") phonetic = false;
        else if (name === "si" && current !== null) {
          shared.push(current);
          current = null;
          if (shared.length > limits.maxSharedStrings) {
            throw new FileProblem(
              `the workbook holds more than ${count(limits.maxSharedStrings)} different texts, more than an import of this size can hold; split it into smaller files`,
            );
          }
        }
      },
      text(piece) {
        if (!capture || current === null) return;
        current += piece;
        total += piece.length;
        if (current.length > limits.maxCellChars) {
          throw new FileProblem(
            `the workbook holds a text of more than ${count(limits.maxCellChars)} characters (the most an Excel cell holds)`,
          );
        }
        if (total > limits.maxSharedStringChars) {
          throw new FileProblem(
            `the workbook's texts add up to more than ${count(limits.maxSharedStringChars)} characters; split it into smaller files`,
          );
        }
      },
    });
  }

  const sheets: XlsxSheet[] = [];
  for (const sheet of declared) {
    const rel = rels.get(sheet.rid);
    // A chart sheet or a dialog sheet holds no cells.
    if (rel && !rel.type.endsWith("/worksheet")) continue;
    const part = rel?.target ?? `xl/worksheets/sheet${sheets.length + 1}.xml`;
    sheets.push({ name: sheet.name, hidden: sheet.state === "hidden" || sheet.state === "veryHidden", part });
  }

  /** Streams a sheet's cells: `onRow` gets each row as it closes; returning true from it stops the reading. */
  async function* scanSheet(sheet: XlsxSheet): AsyncGenerator<XlsxRow[]> {
    const entry = find(sheet.part);
    if (!entry) throw new FileProblem(`the workbook is damaged: its worksheet "${sheet.name}" is missing`);
    let inData = false;
    let rowCount = 0;
    let row: XlsxRow | null = null;
    let lastRow = 0;
    let lastCol = 0;
    let cell: { col: number; type: string; style: number; text: string } | null = null;
    let capture = false;
    let inline = false;
    let phonetic = false;
    const done: XlsxRow[] = [];

    const where = () => (cell ? `cell ${columnName(cell.col)}${row?.row ?? ""}` : `row ${row?.row ?? lastRow}`);
    const value = (c: NonNullable<typeof cell>): XlsxCell => {
      const text = c.text;
      switch (c.type) {
        case "s": {
          const index = Number.parseInt(text, 10);
          return shared[index] ?? null;
        }
        case "inlineStr":
        case "str":
        case "e":
          return text;
        case "b":
          return text.trim() === "" ? null : text.trim() === "0" ? "FALSE" : "TRUE";
        case "d": {
          const date = new Date(text);
          return Number.isNaN(date.getTime()) ? text : date;
        }
        default: {
          if (text.trim() === "") return null;
          const n = Number(text);
          if (!Number.isFinite(n)) return text;
          return dateStyles[c.style] ? excelDate(n, date1904) : n;
        }
      }
    };

    const handler: XmlHandler = {
      open(name, a) {
        if (name === "sheetData") inData = true;
        else if (!inData) return;
        else if (name === "row") {
          const r = a.r ? Number.parseInt(a.r, 10) : lastRow + 1;
          rowCount += 1;
          if (!(r >= 1 && r <= limits.maxRows) || rowCount > limits.maxRows) {
            throw new FileProblem(
              `the worksheet "${sheet.name}" has more than ${count(limits.maxRows)} rows, the most Excel allows`,
            );
          }
          row = { row: r, cells: [] };
          lastRow = r;
          lastCol = 0;
        } else if (name === "c" && row) {
          const col = columnOf(a.r, limits.maxColumns) || lastCol + 1;
          if (col > limits.maxColumns) {
            throw new FileProblem(
              `row ${row.row} of the worksheet "${sheet.name}" has a cell beyond column ${columnName(limits.maxColumns)}, the last one Excel allows`,
              row.row,
            );
          }
          lastCol = col;
          cell = { col, type: a.t ?? "n", style: a.s ? Number.parseInt(a.s, 10) : 0, text: "" };
        } else if (!cell) return;
        else if (name === "v") capture = true;
        else if (name === "is") inline = true;
        else if (name === "rPh") phonetic = true;
        else if (name === "t" && inline && !phonetic) capture = true;
      },
      close(name) {
        if (name === "v" || name === "t") capture = false;
        else if (name === "is") inline = false;
        else if (name === "rPh") phonetic = false;
        else if (name === "c" && cell && row) {
          const v = value(cell);
          if (v !== null) {
            while (row.cells.length < cell.col - 1) row.cells.push(null);
            row.cells[cell.col - 1] = v;
          }
          cell = null;
        } else if (name === "row" && row) {
          done.push(row);
          row = null;
        } else if (name === "sheetData") inData = false;
      },
      text(piece) {
        if (!capture || !cell) return;
        cell.text += piece;
        if (cell.text.length > limits.maxCellChars) {
          throw new FileProblem(
            `${where()} of the worksheet "${sheet.name}" holds more than ${count(limits.maxCellChars)} characters (the most an Excel cell holds)`,
            row?.row ?? null,
          );
        }
      },
    };
    const scanner = new XmlScanner(handler);
    for await (const piece of pieces(entry)) {
      scanner.write(piece);
      if (done.length) {
        yield done.splice(0, done.length);
      }
    }
    scanner.end();
    if (done.length) yield done.splice(0, done.length);
  }

  return {
    sheets,
    async *rows(sheet) {
      for await (const batch of scanSheet(sheet)) yield* batch;
    },
    async hasValues(sheet) {
      for await (const batch of scanSheet(sheet)) {
        for (const r of batch) {
          if (r.cells.some((c) => c !== null && (typeof c !== "string" || c.trim() !== ""))) return true;
        }
      }
      return false;
    },
  };
}
