// POST /api/vendors/import and GET /api/vendors/import-template/{format} as their routes serve them and
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
import { VENDOR_IMPORT_ACCESS } from "./access.js";
import {
  IMPORT_COLUMNS_HELP,
  IMPORT_TEMPLATE_PATH,
  importTemplateFilename,
  importTemplateFormatParam,
  startedImportOutput,
  VENDOR_IMPORT_PATH,
} from "./public.js";

const FORBIDDEN = "Signed in, without the permission to create vendors.";

export const vendorImportOperation = defineHttpOperation({
  method: "POST",
  path: VENDOR_IMPORT_PATH,
  operationId: "vendorTransfer.import",
  summary:
    "Import vendors from a CSV or XLSX file (multipart/form-data); answers 202 with the task to poll (GET /api/tasks/{id})",
  description:
    "The permission is checked before the body is read. The file is stored with its task, then the worker checks " +
    "every row and imports all of them or none: the task's result says what was imported, or lists every problem " +
    "(row, column, value, reason) with a CSV report of them all as its output file (GET /api/files/{id}/download). " +
    `Columns: ${IMPORT_COLUMNS_HELP}.`,
  tags: ["Vendors"],
  access: VENDOR_IMPORT_ACCESS,
  upload: importUpload("vendors"),
  success: { status: 202, description: "The file is stored and its import queued", data: startedImportOutput },
  errors: importErrors(FORBIDDEN),
});

export { importTemplateFormatParam };

export const importTemplateOperation = defineHttpOperation({
  method: "GET",
  path: IMPORT_TEMPLATE_PATH,
  operationId: "vendorTransfer.importTemplate",
  summary: "Download the vendor import template: the columns an import reads and one example row (CSV or XLSX)",
  description:
    "Built from the same column table the import reads (the export's headers, but ID), with one example row that " +
    `imports as it is. Replace the example with your vendors and upload it to POST ${VENDOR_IMPORT_PATH}. ` +
    `Columns: ${IMPORT_COLUMNS_HELP}. Limits: ${maxImportSize} and ${maxImportRows} rows per file.`,
  tags: ["Vendors"],
  access: VENDOR_IMPORT_ACCESS,
  params: { format: importTemplateFormatParam },
  success: templateSuccess(importTemplateFilename),
  errors: templateErrors(FORBIDDEN),
});
