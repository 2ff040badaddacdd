// What the web may know about risk assessment export and import: the request schema, paths, the columns an import
// reads and the shape of a task's result. Pure (zod, types and the column table): the web imports it through
// "@tprm/api/assessment-transfer". The limits and shapes every transfer shares are in "@tprm/api/transfer".
import type { z } from "zod";
import { listRiskAssessmentsInput } from "../schemas/risk-assessments.js";
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

export { ASSESSMENT_EXPORT_ACCESS, ASSESSMENT_IMPORT_ACCESS } from "./access.js";

/** The assessment list's filters (same names and values as GET /api/risk-assessments), without paging and sort. */
export const assessmentFiltersInput = listRiskAssessmentsInput.pick({
  search: true,
  status: true,
  overallRisk: true,
  type: true,
  vendorId: true,
  leadAssessorId: true,
  from: true,
  to: true,
  reviewDue: true,
});
export type AssessmentFilters = z.input<typeof assessmentFiltersInput>;

export const exportRiskAssessmentsInput = assessmentFiltersInput.extend({
  format: exportFormatField,
});
export type ExportRiskAssessmentsInput = z.infer<typeof exportRiskAssessmentsInput>;

export const ASSESSMENT_EXPORT_PATH = "/api/risk-assessments/export";
/** Where an import file is uploaded (multipart/form-data, field IMPORT_FILE_FIELD). */
export const ASSESSMENT_IMPORT_PATH = "/api/risk-assessments/import";

export type AssessmentExportResult = ExportResult;

export type AssessmentImportResult =
  | ImportedResult<{
      /** Of the imported assessments, how many are In Progress (a scored domain) and how many Draft. */
      inProgress: number;
      drafts: number;
      /** The first and last reference given (RA-2026-0042 …), in file order. */
      references: { first: string; last: string };
    }>
  | RejectedImportResult;

export const ASSESSMENT_IMPORT_COLUMN_HELP: readonly ImportColumnHelp[] = importColumnHelp(IMPORT_COLUMNS, "reference");

/** "Reference, Vendor (required), Type, …": the headers an import reads, for one-line descriptions. */
export const ASSESSMENT_IMPORT_COLUMNS_HELP = importColumnsHelpText(ASSESSMENT_IMPORT_COLUMN_HELP);

export const ASSESSMENT_IMPORT_TEMPLATE_PATH = "/api/risk-assessments/import-template/{format}";
export const assessmentImportTemplateUrl = (format: ImportTemplateFormat) =>
  templateUrl(ASSESSMENT_IMPORT_TEMPLATE_PATH, format);
export const assessmentImportTemplateFilename = (format: ImportTemplateFormat) =>
  `risk-assessment-import-template.${format}`;
