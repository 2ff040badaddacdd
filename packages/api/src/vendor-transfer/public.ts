// What the web may know about vendor export and import: the request schema, limits, the columns an import reads
// and the shape of a task's result. Pure (zod, types and the column table): the web imports it through
// "@tprm/api/vendor-transfer".
import type { z } from "zod";
import { listVendorsInput } from "../schemas/vendors.js";
import {
  type ExportResult,
  exportFormatField,
  type ImportColumnHelp,
  type ImportedResult,
  type ImportTemplateFormat,
  importColumnHelp,
  importColumnsHelpText,
  type RejectedImportResult,
  templateUrl,
} from "../transfer/public.js";
import { IMPORT_COLUMNS } from "./columns.js";

// The limits, formats and shapes every export and import shares (transfer/public.ts), under their old names too.
export * from "../transfer/public.js";

/** The vendor list's filters (same names and values as GET /api/vendors), plus the file format. */
export const vendorFiltersInput = listVendorsInput.pick({
  tab: true,
  status: true,
  riskRating: true,
  search: true,
  tagId: true,
});
export type VendorFilters = z.infer<typeof vendorFiltersInput>;

export const exportVendorsInput = vendorFiltersInput.extend({
  format: exportFormatField,
});
export type ExportVendorsInput = z.infer<typeof exportVendorsInput>;

/** Where an import file is uploaded (multipart/form-data, field IMPORT_FILE_FIELD). */
export const VENDOR_IMPORT_PATH = "/api/vendors/import";

export type VendorExportResult = ExportResult;

export type VendorImportResult =
  | ImportedResult<{
      /** Checklist items created for the vendors imported in onboarding. */
      onboardingTasks: number;
    }>
  | RejectedImportResult;

export const IMPORT_COLUMN_HELP: readonly ImportColumnHelp[] = importColumnHelp(IMPORT_COLUMNS, "id");

/** "Name (required), Legal Name, LEI, …": the headers an import reads, for one-line descriptions. */
export const IMPORT_COLUMNS_HELP = importColumnsHelpText(IMPORT_COLUMN_HELP);

export const IMPORT_TEMPLATE_PATH = "/api/vendors/import-template/{format}";
export const importTemplateUrl = (format: ImportTemplateFormat) => templateUrl(IMPORT_TEMPLATE_PATH, format);
export const importTemplateFilename = (format: ImportTemplateFormat) => `vendor-import-template.${format}`;
