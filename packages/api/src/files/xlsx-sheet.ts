// One worksheet of an .xlsx, streamed (xlsx-reader.ts): its rows as they close, with the row count, the columns of
// a row and the text of a cell capped before they are reached.
import { FileProblem } from "./file-problem.js";
import { columnName, columnOf, count, excelDate } from "./xlsx-cells.js";
import type { WorkbookParts } from "./xlsx-parts.js";
import type { XlsxCell, XlsxRow, XlsxSheet } from "./xlsx-reader.js";
import { type XmlHandler, XmlScanner } from "./xml-scanner.js";

/** What the cells of every worksheet are read with: the shared strings, date styles and date system. */
export interface CellContext {
  shared: string[];
  dateStyles: boolean[];
  date1904: boolean;
}

interface OpenCell {
  col: number;
  type: string;
  style: number;
  text: string;
}

function cellValue(c: OpenCell, context: CellContext): XlsxCell {
  const text = c.text;
  switch (c.type) {
    case "s": {
      const index = Number.parseInt(text, 10);
      return context.shared[index] ?? null;
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
      return context.dateStyles[c.style] ? excelDate(n, context.date1904) : n;
    }
  }
}

/** Streams a sheet's rows, in batches: those that closed in one piece of the part's text. */
export async function* scanSheet(
  parts: WorkbookParts,
  sheet: XlsxSheet,
  context: CellContext,
): AsyncGenerator<XlsxRow[]> {
  const { limits } = parts;
  const entry = parts.find(sheet.part);
  if (!entry) throw new FileProblem(`the workbook is damaged: its worksheet "${sheet.name}" is missing`);
  let inData = false;
  let rowCount = 0;
  let row: XlsxRow | null = null;
  let lastRow = 0;
  let lastCol = 0;
  let cell: OpenCell | null = null;
  let capture = false;
  let inline = false;
  let phonetic = false;
  const done: XlsxRow[] = [];

  const where = () => (cell ? `cell ${columnName(cell.col)}${row?.row ?? ""}` : `row ${row?.row ?? lastRow}`);

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
        const v = cellValue(cell, context);
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
  for await (const piece of parts.pieces(entry)) {
    scanner.write(piece);
    if (done.length) yield done.splice(0, done.length);
  }
  scanner.end();
  if (done.length) yield done.splice(0, done.length);
}
