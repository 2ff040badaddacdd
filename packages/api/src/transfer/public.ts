// What every export and import (vendors, risk assessments) shares and the web may know: formats, limits, the 202
// answer of an upload and the shape of a rejected row. Pure (zod and types): the web imports it through
// "@tprm/api/transfer".
import { z } from "zod";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The form field that carries an import file (multipart/form-data). */
export const IMPORT_FILE_FIELD = "file";
/** The kinds of file an import takes, by content. */
export const IMPORT_FILE_KINDS = ["csv", "xlsx"] as const;
/** Largest import file accepted (bytes). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Most data rows one import may carry; bigger files are imported in several parts. */
export const MAX_IMPORT_ROWS = 200_000;
/** For the file picker; the server decides by content, not by name. */
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What an import upload answers (202): the task to poll and the file as stored. */
export const startedImportOutput = z.object({
  taskId: z.uuid().describe("The background task; poll GET /api/tasks/{id} until it is completed or failed"),
  status: z.literal("queued"),
  file: z.object({
    id: z.uuid(),
    filename: z.string().describe("The uploaded name, without any path or control characters"),
    size: z.number().int().nonnegative().describe("Bytes"),
    kind: z.enum(IMPORT_FILE_KINDS).describe("What the content is (not what the name says)"),
  }),
});
export type StartedImport = z.output<typeof startedImportOutput>;

/** One reason a row (or the whole file, row null) was rejected. `row` is the spreadsheet row: the header is row 1. */
export interface ImportProblem {
  row: number | null;
  column: string | null;
  value: string | null;
  reason: string;
}

export interface WorksheetInfo {
  name: string;
  /** Hidden (or "very hidden") in the workbook: people may not know it is there. */
  hidden: boolean;
}

/** What an XLSX workbook held besides the worksheet that was read. */
export interface WorkbookSummary {
  /** The worksheet read: the first one of the workbook; null when the workbook has none. */
  worksheet: WorksheetInfo | null;
  /** The other worksheets with at least one value, in the workbook's order. None of their rows were read. */
  ignoredWorksheets: WorksheetInfo[];
}

/** Said by both outcomes of an import. */
export interface ImportResultNotes {
  /** Columns of the file the import does not know (not read). */
  ignoredColumns: string[];
  /**
   * What the person importing should know that did not by itself stop the import, in words (e.g. 'Only the first
   * worksheet, "Vendors", was read; 2 other worksheets were ignored: …'). Absent from the results of imports that
   * ran before the import reported them.
   */
  notices?: string[];
  /** XLSX: the worksheet read and the other worksheets holding values (not read); null for CSV. */
  workbook?: WorkbookSummary | null;
}

/** The result of a rejected import: nothing was written. */
export type RejectedImportResult = {
  outcome: "rejected";
  filename: string;
  rows: number;
  inserted: 0;
  rejectedRows: number;
  problemCount: number;
  /** The first problems (all of them are in the downloadable report, the task's output file). */
  problems: ImportProblem[];
  problemsTruncated: boolean;
} & ImportResultNotes;

/** One column an import reads, as the import dialog and the API reference explain it (from a column table). */
export interface ImportColumnHelp {
  header: string;
  required: boolean;
  help: string;
  /** In the import template (every column an import reads but the one that names an existing record). */
  inTemplate: boolean;
}

/** "Name (required), Legal Name, LEI, …": the headers an import reads, for one-line descriptions. */
export function importColumnsHelpText(columns: readonly ImportColumnHelp[]): string {
  return columns.map((c) => (c.required ? `${c.header} (required)` : c.header)).join(", ");
}

/** The import template: the headers an import reads and one example row, as CSV or XLSX. */
export const IMPORT_TEMPLATE_FORMATS = IMPORT_FILE_KINDS;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];

/** The template's format in its URL; anything else is answered as an unknown template (404). */
export const importTemplateFormatParam = z
  .enum(IMPORT_TEMPLATE_FORMATS, { error: 'The template comes as "csv" or "xlsx"' })
  .describe("csv or xlsx");

/** The `format` of an export request. */
export const exportFormatField = z.enum(EXPORT_FORMATS, { error: 'format must be "csv" or "xlsx"' }).default("xlsx");

/** What a finished export's task holds: the file's rows, format and name (the file is the task's output). */
export interface ExportResult {
  rows: number;
  format: ExportFormat;
  filename: string;
}

/** What a completed import's task holds; `Extra`: the domain's own figures. */
export type ImportedResult<Extra> = {
  outcome: "imported";
  filename: string;
  rows: number;
  inserted: number;
  /** The inserted rows' ids are exactly those from firstId to lastId (see the audit row of the import). */
  batch: { taskId: string; firstId: string; lastId: string };
} & Extra &
  ImportResultNotes;

/** An import's columns as its help shows them; every one but `keyField` (naming an existing record) is in the template. */
export function importColumnHelp(
  columns: readonly { header: string; required?: true; help?: string; field?: string }[],
  keyField: string,
): ImportColumnHelp[] {
  return columns.map((column) => ({
    header: column.header,
    required: column.required === true,
    help: column.help ?? "",
    inTemplate: column.field !== keyField,
  }));
}

/** A template's URL: its path with the format in it. */
export const templateUrl = (path: string, format: ImportTemplateFormat) => path.replace("{format}", format);
