// What the web may know about contract export and import: the request schema, paths, the columns an import reads
// and the shape of a task's result. Pure (zod, types and the column table): the web imports it through
// "@tprm/api/contract-transfer". The limits and shapes every transfer shares are in "@tprm/api/transfer".
import type { z } from "zod";
import { listContractsInput } from "../schemas/contracts.js";
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

export { CONTRACT_EXPORT_ACCESS, CONTRACT_IMPORT_ACCESS } from "./access.js";

/** The contract list's filters (same names and values as GET /api/contracts), without paging and sort. */
export const contractFiltersInput = listContractsInput.pick({
  search: true,
  status: true,
  stage: true,
  type: true,
  vendorId: true,
  ownerId: true,
  riskLevel: true,
  currency: true,
  expiring: true,
});
export type ContractFilters = z.output<typeof contractFiltersInput>;

export const exportContractsInput = contractFiltersInput.extend({ format: exportFormatField });
export type ExportContractsInput = z.infer<typeof exportContractsInput>;

export const CONTRACT_EXPORT_PATH = "/api/contracts/export";
/** Where an import file is uploaded (multipart/form-data, field IMPORT_FILE_FIELD). */
export const CONTRACT_IMPORT_PATH = "/api/contracts/import";

export type ContractExportResult = ExportResult;

export type ContractImportResult =
  | ImportedResult<{
      /** Of the imported contracts, how many came signed (Execution or later: Active, approval recorded). */
      executed: number;
      /** How many kept the reference of their row; the others were given CT-<year>-<number>. */
      ownReferences: number;
      /** The first and last reference, in file order. */
      references: { first: string; last: string };
    }>
  | RejectedImportResult;

export const CONTRACT_IMPORT_COLUMN_HELP: readonly ImportColumnHelp[] = importColumnHelp(
  IMPORT_COLUMNS,
  "reference",
).map((c) => (c.header === "Status" ? { ...c, inTemplate: false } : c));

/** "Reference, Name (required), Vendor, …": the headers an import reads, for one-line descriptions. */
export const CONTRACT_IMPORT_COLUMNS_HELP = importColumnsHelpText(CONTRACT_IMPORT_COLUMN_HELP);

export const CONTRACT_IMPORT_TEMPLATE_PATH = "/api/contracts/import-template/{format}";
export const contractImportTemplateUrl = (format: ImportTemplateFormat) =>
  templateUrl(CONTRACT_IMPORT_TEMPLATE_PATH, format);
export const contractImportTemplateFilename = (format: ImportTemplateFormat) => `contract-import-template.${format}`;
