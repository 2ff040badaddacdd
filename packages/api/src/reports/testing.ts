// For tests: what a generated report says — the PDF's text page by page (pdf.js through unpdf, offline) and the
// XLSX's cells sheet by sheet (files/xlsx-reader.ts). Not imported by the product.
import { extractText, getDocumentProxy } from "unpdf";
import { openXlsx, type XlsxCell } from "../files/xlsx-reader.js";

/** Each page's text, its runs joined by single spaces (line breaks and spacing removed). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, " ").trim());
}

/** Every sheet's rows as arrays of cells, by sheet name. */
export async function xlsxCells(bytes: Uint8Array): Promise<Record<string, XlsxCell[][]>> {
  const book = await openXlsx(bytes);
  const out: Record<string, XlsxCell[][]> = {};
  for (const sheet of book.sheets) {
    const rows: XlsxCell[][] = [];
    for await (const r of book.rows(sheet)) rows[r.row - 1] = r.cells;
    out[sheet.name] = Array.from(rows, (r) => r ?? []);
  }
  return out;
}

/** The value beside a label in a sheet (a figure's "Figure | Value" row). */
export function valueBeside(rows: XlsxCell[][], label: string): XlsxCell | undefined {
  return rows.find((r) => r[0] === label && r.length > 1)?.[1];
}

/** The rows of the table titled `title` in a sheet, as objects keyed by its header labels. */
export function tableRows(rows: XlsxCell[][], title: string): Record<string, XlsxCell>[] {
  const start = rows.findIndex((r, i) => r[0] === title && r.length === 1 && (rows[i + 1]?.length ?? 0) > 0);
  if (start < 0) return [];
  const header = (rows[start + 1] ?? []) as string[];
  const out: Record<string, XlsxCell>[] = [];
  for (let i = start + 2; i < rows.length; i++) {
    const r = rows[i] ?? [];
    if (r.length === 0) break;
    out.push(Object.fromEntries(header.map((h, j) => [h, r[j] ?? null])));
  }
  return out;
}
