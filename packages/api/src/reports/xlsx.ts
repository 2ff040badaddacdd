// The report as an XLSX workbook: a first sheet "Report" (organisation, title, type, generated-at, period, who asked),
// then one sheet per section holding, one under the other, its figures, each chart's data and each table — numbers
// as numbers, dates as dates. Tables are read row by row from `rows()` and deflated about every megabyte of XML
// (files/zip-writer.ts), so a register of any length never sits in memory as cells.
import { columnLetter, escapeXml } from "../files/xlsx-writer.js";
import { ZipWriter } from "../files/zip-writer.js";
import type { ReportBlock, ReportCell, ReportColumn, ReportDocument } from "./document.js";
import { formatGeneratedAt, formatPeriod } from "./pdf/index.js";
import { REPORT_TYPE_SPEC_NAMES } from "./rules.js";
import {
  APP_PROPERTIES,
  contentTypes,
  coreProperties,
  NS,
  REL_NS,
  ROOT_RELS,
  STYLE,
  STYLES,
  workbook,
  workbookRels,
  XML_HEAD,
} from "./xlsx-parts.js";

const FLUSH_CHARS = 1 << 20;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

type Cell = { value: ReportCell; style?: number; date?: boolean };

/** "2026-11-28" → its Excel serial day (45989), or null when the text is not a date. */
export function excelSerial(iso: string): number | null {
  const ms = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}/.test(iso) && Number.isFinite(ms) ? Math.round((ms - EXCEL_EPOCH) / 86_400_000) : null;
}

/** Sheet names: at most 31 characters, none of []:*?/\, unique in the workbook (case-insensitive). */
export function sheetNames(titles: string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const base =
      title
        .replace(/[[\]:*?/\\]/g, " ")
        .trim()
        .slice(0, 31) || "Sheet";
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
    used.add(name.toLowerCase());
    return name;
  });
}

class SheetWriter {
  private pending: string[] = [];
  private chars = 0;
  private row = 0;

  constructor(
    private readonly entry: { write(data: string): void; close(): void },
    widths: number[],
  ) {
    const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("");
    this.emit(
      `${XML_HEAD}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>`,
    );
  }

  private emit(xml: string) {
    this.pending.push(xml);
    this.chars += xml.length;
    if (this.chars >= FLUSH_CHARS) this.flush();
  }

  private flush() {
    if (this.pending.length) this.entry.write(this.pending.join(""));
    this.pending = [];
    this.chars = 0;
  }

  add(cells: Cell[]): void {
    this.row += 1;
    let xml = `<row r="${this.row}">`;
    cells.forEach((cell, i) => {
      const ref = `${columnLetter(i)}${this.row}`;
      const { value } = cell;
      if (value === null || value === undefined || value === "") return;
      const serial = cell.date && typeof value === "string" ? excelSerial(value) : null;
      if (serial !== null) xml += `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
      else if (typeof value === "number") {
        if (Number.isFinite(value)) xml += `<c r="${ref}"${cell.style ? ` s="${cell.style}"` : ""}><v>${value}</v></c>`;
      } else {
        const preserve = /^\s|\s$|\n/.test(value) ? ' xml:space="preserve"' : "";
        xml += `<c r="${ref}"${cell.style ? ` s="${cell.style}"` : ""} t="inlineStr"><is><t${preserve}>${escapeXml(value)}</t></is></c>`;
      }
    });
    this.emit(`${xml}</row>`);
  }

  blank(): void {
    this.row += 1;
  }

  close(): void {
    this.emit("</sheetData></worksheet>");
    this.flush();
    this.entry.close();
  }
}

const header = (labels: string[]): Cell[] => labels.map((value) => ({ value, style: STYLE.header }));
const title = (text: string): Cell[] => [{ value: text, style: STYLE.title }];

function tableCell(value: ReportCell, column: ReportColumn): Cell {
  if (column.format === "date") return { value, date: true };
  if (column.format === "number" && typeof value === "number") return { value, style: STYLE.number };
  return { value };
}

async function writeBlock(sheet: SheetWriter, block: ReportBlock): Promise<void> {
  switch (block.kind) {
    case "text":
      sheet.add([{ value: block.text }]);
      break;
    case "figures":
      sheet.add(header(["Figure", "Value"]));
      for (const item of block.items) sheet.add([{ value: item.label }, { value: item.value }]);
      break;
    case "chart":
      sheet.add([{ value: block.title, style: STYLE.header }]);
      sheet.add(header(["", block.unit ? `Value (${block.unit})` : "Value"]));
      for (const point of block.series)
        sheet.add([{ value: point.label }, { value: point.value, style: STYLE.number }]);
      break;
    case "table": {
      sheet.add([{ value: block.title, style: STYLE.header }]);
      sheet.add(header(block.columns.map((c) => c.label)));
      let rows = 0;
      for await (const row of block.rows()) {
        sheet.add(block.columns.map((c) => tableCell(row[c.key] ?? null, c)));
        rows++;
      }
      if (rows === 0) sheet.add([{ value: block.empty }]);
      break;
    }
  }
  sheet.blank();
}

export async function renderReportXlsx(doc: ReportDocument): Promise<Buffer> {
  const zip = new ZipWriter(6);
  const names = sheetNames(["Report", ...doc.sections.map((s) => s.title)]);
  zip.add("[Content_Types].xml", contentTypes(names.length));
  zip.add("_rels/.rels", ROOT_RELS);
  zip.add("docProps/core.xml", coreProperties(doc.title, doc.organisationName, doc.generatedAt));
  zip.add("docProps/app.xml", APP_PROPERTIES);

  const cover = new SheetWriter(zip.open("xl/worksheets/sheet1.xml"), [22, 70]);
  cover.add(title(doc.title));
  cover.blank();
  const facts: [string, string][] = [
    ["Organisation", doc.organisationName],
    ["Type", REPORT_TYPE_SPEC_NAMES[doc.type]],
    ["Generated", formatGeneratedAt(doc.generatedAt, doc.timeZone)],
    ["Period", formatPeriod(doc)],
    ...(doc.scope ? ([["Scope", doc.scope]] as [string, string][]) : []),
    ["Requested by", doc.requestedBy],
    ["Sections", doc.sections.map((s) => s.title).join(", ")],
  ];
  for (const [label, value] of facts) cover.add([{ value: label, style: STYLE.header }, { value }]);
  cover.close();

  for (const [i, section] of doc.sections.entries()) {
    const widths = [34, ...Array.from({ length: 15 }, () => 16)];
    const sheet = new SheetWriter(zip.open(`xl/worksheets/sheet${i + 2}.xml`), widths);
    sheet.add(title(section.title));
    sheet.blank();
    for (const block of section.blocks) await writeBlock(sheet, block);
    sheet.close();
  }

  zip.add("xl/workbook.xml", workbook(names));
  zip.add("xl/_rels/workbook.xml.rels", workbookRels(names.length));
  zip.add("xl/styles.xml", STYLES);
  return zip.finish();
}
