// What the web may know about vendor export and import: the request schema, limits, the columns an import reads
// and the shape of a task's result. Pure (zod, types and the column table): the web imports it through
// "@tprm/api/vendor-transfer".
import { z } from "zod";
import { listVendorsInput } from "../schemas/vendors.js";
import { IMPORT_COLUMNS } from "./columns.js";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The vendor list's filters (same names and values as GET /api/vendors), plus the file format. */
export const vendorFiltersInput = listVendorsInput.pick({ tab: true, status: true, riskRating: true, search: true });
export type VendorFilters = z.infer<typeof vendorFiltersInput>;

export const exportVendorsInput = vendorFiltersInput.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be "csv" or "xlsx"' }).default("xlsx"),
});
export type ExportVendorsInput = z.infer<typeof exportVendorsInput>;

/** Where an import file is uploaded (multipart/form-data), and the form field that carries it. */
export const VENDOR_IMPORT_PATH = "/api/vendors/import";
export const IMPORT_FILE_FIELD = "file";
/** The kinds of file an import takes, by content. */
export const IMPORT_FILE_KINDS = ["csv", "xlsx"] as const;
/** Largest import file accepted (bytes). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Most data rows one import may carry; bigger registers are imported in several files. */
export const MAX_IMPORT_ROWS = 200_000;
/** For the file picker; the server decides by content, not by name. */
export const IMPORT_ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** What POST /api/vendors/import answers (202): the task to poll and the file as stored. */
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

export interface VendorExportResult {
  rows: number;
  format: ExportFormat;
  filename: string;
}

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
interface ImportResultNotes {
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

export type VendorImportResult =
  | ({
      outcome: "imported";
      filename: string;
      rows: number;
      inserted: number;
      /** Checklist items created for the vendors imported in onboarding. */
      onboardingTasks: number;
      /** The inserted vendors' ids are exactly those from firstId to lastId (see the audit row of the import). */
      batch: { taskId: string; firstId: string; lastId: string };
    } & ImportResultNotes)
  | ({
      outcome: "rejected";
      filename: string;
      rows: number;
      inserted: 0;
      rejectedRows: number;
      problemCount: number;
      /** The first problems (all of them are in the downloadable report, the task's output file). */
      problems: ImportProblem[];
      problemsTruncated: boolean;
    } & ImportResultNotes);

/** One column an import reads, as the import dialog and the API reference explain it (from columns.ts). */
export interface ImportColumnHelp {
  header: string;
  required: boolean;
  help: string;
  /** In the import template (every column an import reads but ID). */
  inTemplate: boolean;
}

export const IMPORT_COLUMN_HELP: readonly ImportColumnHelp[] = IMPORT_COLUMNS.map((column) => ({
  header: column.header,
  required: column.required === true,
  help: column.help ?? "",
  inTemplate: column.field !== "id",
}));

/** "Name (required), Legal Name, LEI, …": the headers an import reads, for one-line descriptions. */
export const IMPORT_COLUMNS_HELP = IMPORT_COLUMN_HELP.map((c) =>
  c.required ? `${c.header} (required)` : c.header,
).join(", ");

/** The import template: the headers an import reads and one example row, as CSV or XLSX. */
export const IMPORT_TEMPLATE_FORMATS = IMPORT_FILE_KINDS;
export type ImportTemplateFormat = (typeof IMPORT_TEMPLATE_FORMATS)[number];
export const IMPORT_TEMPLATE_PATH = "/api/vendors/import-template/{format}";
export const importTemplateUrl = (format: ImportTemplateFormat) => IMPORT_TEMPLATE_PATH.replace("{format}", format);
export const importTemplateFilename = (format: ImportTemplateFormat) => `vendor-import-template.${format}`;
