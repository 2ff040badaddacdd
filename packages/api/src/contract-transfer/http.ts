// POST /api/contracts/import and GET /api/contracts/import-template/{format} as their routes serve them and
// /api/openapi.json documents them (rest/http-operation.ts).
import { defineHttpOperation } from "../rest/http-operation.js";
import {
  importErrors,
  importUpload,
  maxImportRows,
  maxImportSize,
  templateErrors,
  templateSuccess,
} from "../transfer/http.js";
import { importTemplateFormatParam, startedImportOutput } from "../transfer/public.js";
import { CONTRACT_IMPORT_ACCESS } from "./access.js";
import {
  CONTRACT_IMPORT_COLUMNS_HELP,
  CONTRACT_IMPORT_PATH,
  CONTRACT_IMPORT_TEMPLATE_PATH,
  contractImportTemplateFilename,
} from "./public.js";

const FORBIDDEN = "Signed in, without the permission to create contracts.";
const tags = ["Contracts"];

export const contractImportOperation = defineHttpOperation({
  method: "POST",
  path: CONTRACT_IMPORT_PATH,
  operationId: "contractTransfer.import",
  summary:
    "Import contracts from a CSV or XLSX file (multipart/form-data); answers 202 with the task to poll (GET /api/tasks/{id})",
  description:
    "The permission is checked before the body is read. The file is stored with its task, then the worker checks " +
    "every row with the contract form's rules — the vendor by its name (exactly one vendor, capitals aside) or id, " +
    "the owner by the e-mail of an active user, type and stage by label or value, any stage (from Execution on, " +
    "the approval is recorded as given before the import), never an expired or terminated contract — and imports " +
    "all of them or none: the task's result says what was imported, or lists every problem (row, column, value, " +
    "reason) with a CSV report of them all as its output file (GET /api/files/{id}/download). A row keeps its own " +
    "reference when it is not in use, else gets the next CT-<year>-<number>. " +
    `Columns: ${CONTRACT_IMPORT_COLUMNS_HELP}.`,
  tags,
  access: CONTRACT_IMPORT_ACCESS,
  upload: importUpload("contracts"),
  success: { status: 202, description: "The file is stored and its import queued", data: startedImportOutput },
  errors: importErrors(FORBIDDEN),
});

export const contractImportTemplateOperation = defineHttpOperation({
  method: "GET",
  path: CONTRACT_IMPORT_TEMPLATE_PATH,
  operationId: "contractTransfer.importTemplate",
  summary: "Download the contract import template: the columns an import reads and one example row (CSV or XLSX)",
  description:
    "Built from the same column table the import reads (the export's headers, but Reference and Status), with one " +
    "example row naming a demo vendor and the demo Procurement account. Replace the example with your contracts " +
    `and upload it to POST ${CONTRACT_IMPORT_PATH}. Columns: ${CONTRACT_IMPORT_COLUMNS_HELP}. Limits: ${maxImportSize} and ${maxImportRows} rows per file.`,
  tags,
  access: CONTRACT_IMPORT_ACCESS,
  params: { format: importTemplateFormatParam },
  success: templateSuccess(contractImportTemplateFilename),
  errors: templateErrors(FORBIDDEN),
});
