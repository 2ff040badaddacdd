// Streaming writers for the export: rows go in one at a time, the finished file comes out as one buffer (it is
// stored in PostgreSQL next). Neither keeps the rows: CSV text is flushed into byte chunks every few hundred rows,
// and the XLSX writer deflates its sheet XML about every megabyte.
import { createXlsxWriter as createWorkbookWriter, type XlsxCell } from "../files/xlsx-writer.js";
import { type CellValue, type ColumnKind, guardFormula, type TransferColumn } from "./cells.js";

export interface SheetWriter<Row> {
  addRow(row: Row): void;
  /** A row given cell by cell, in the columns' order (the import template's example row). */
  addCells(cells: readonly CellValue[]): void;
  finish(): Promise<Buffer>;
}

function csvCell(value: CellValue, kind: ColumnKind): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : kind === "text" ? guardFormula(value) : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV, UTF-8 with a byte order mark (so Excel reads accents right), CRLF line ends. `take` hands on the bytes
 * written so far (the audit export streams them into its ZIP); `finish` returns what was not taken.
 */
export function createCsvWriter<Row>(columns: readonly TransferColumn<Row>[]): SheetWriter<Row> & { take(): Buffer } {
  const chunks: Buffer[] = [];
  let pending: string[] = [`\uFEFF${columns.map((c) => csvCell(c.header, "text")).join(",")}\r\n`];
  const flush = () => {
    if (pending.length) chunks.push(Buffer.from(pending.join(""), "utf8"));
    pending = [];
  };
  return {
    addRow(row) {
      let line = "";
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i]!;
        if (i > 0) line += ",";
        line += csvCell(column.value(row), column.kind);
      }
      pending.push(`${line}\r\n`);
      if (pending.length >= 500) flush();
    },
    addCells(cells) {
      pending.push(`${columns.map((column, i) => csvCell(cells[i] ?? null, column.kind)).join(",")}\r\n`);
    },
    take() {
      flush();
      const out = Buffer.concat(chunks);
      chunks.length = 0;
      return out;
    },
    async finish() {
      flush();
      return Buffer.concat(chunks);
    },
  };
}

/**
 * JSON Lines (one JSON object per row, LF line ends, UTF-8, no byte order mark): `line` makes a row's object, whose
 * key order is the file's. Text is flushed into byte chunks every few hundred rows, as the CSV writer's.
 */
export function createJsonLinesWriter<Row>(line: (row: Row) => object) {
  const chunks: Buffer[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length) chunks.push(Buffer.from(pending.join(""), "utf8"));
    pending = [];
  };
  return {
    addRow(row: Row) {
      pending.push(`${JSON.stringify(line(row))}\n`);
      if (pending.length >= 500) flush();
    },
    /** The bytes written since the last call (the caller may stream them on). */
    take(): Buffer {
      flush();
      const out = Buffer.concat(chunks);
      chunks.length = 0;
      return out;
    },
  };
}

/** Largest amount written as an Excel number: beyond 15 significant digits Excel would round it. */
const EXACT_IN_EXCEL = 1e13;

function xlsxCell(value: CellValue, kind: ColumnKind): XlsxCell {
  if (value === null) return null;
  if ((kind === "money" || kind === "decimal") && typeof value === "string") {
    const n = Number(value);
    // A number when Excel holds it exactly (sums and filters work); text otherwise, never a rounded amount.
    return Math.abs(n) < EXACT_IN_EXCEL && n.toFixed(2) === value ? n : value;
  }
  return value;
}

/**
 * A streaming .xlsx workbook with one sheet (files/xlsx-writer.ts): bold, frozen header row with filters; amounts
 * (and decimals such as scores) as numbers with two decimals; dates as ISO 8601 text (unambiguous, and the import
 * reads them back exactly).
 */
export function createXlsxWriter<Row>(columns: readonly TransferColumn<Row>[], sheetName: string): SheetWriter<Row> {
  const writer = createWorkbookWriter({
    sheetName,
    columns: columns.map((c) => ({
      header: c.header,
      width: c.width,
      format: c.kind === "money" || c.kind === "decimal" ? "money" : c.kind === "int" ? "integer" : undefined,
    })),
  });
  const values = new Array<XlsxCell>(columns.length);
  return {
    addRow(row) {
      for (let i = 0; i < columns.length; i++) {
        const column = columns[i]!;
        values[i] = xlsxCell(column.value(row), column.kind);
      }
      writer.addRow(values);
    },
    addCells(cells) {
      writer.addRow(columns.map((column, i) => xlsxCell(cells[i] ?? null, column.kind)));
    },
    async finish() {
      return writer.finish();
    },
  };
}
