// POST /api/vendors/import and GET /api/vendors/import-template/{format} as their routes serve them and
// /api/openapi.json documents them (rest/http-operation.ts).
import { z } from "zod";
import { formatBytes, MAX_EXPANDED_BYTES } from "../files/storage.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import { VENDOR_IMPORT_ACCESS } from "./access.js";
import {
  IMPORT_COLUMNS_HELP,
  IMPORT_FILE_FIELD,
  IMPORT_FILE_KINDS,
  IMPORT_TEMPLATE_FORMATS,
  IMPORT_TEMPLATE_PATH,
  importTemplateFilename,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  startedImportOutput,
  VENDOR_IMPORT_PATH,
} from "./public.js";

const maxSize = formatBytes(MAX_IMPORT_BYTES);
const maxRows = MAX_IMPORT_ROWS.toLocaleString("en");

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
  upload: {
    field: IMPORT_FILE_FIELD,
    accept: IMPORT_FILE_KINDS,
    maxBytes: MAX_IMPORT_BYTES,
    description:
      `The vendors to import: CSV (UTF-8; comma, semicolon or tab separated) or an Excel workbook (.xlsx; its first ` +
      `worksheet), at most ${maxSize} and ${maxRows} rows under a header row. The content decides the kind, not the ` +
      `name. One file per request.`,
    limits: { files: 1, fields: 10, parts: 12, headerPairs: 100 },
  },
  success: { status: 202, description: "The file is stored and its import queued", data: startedImportOutput },
  errors: {
    400: `No file was sent, it was sent in another field than "${IMPORT_FILE_FIELD}", it is empty, or the workbook is damaged.`,
    401: "Not signed in.",
    403: "Signed in, without the permission to create vendors.",
    413: `The file is larger than ${maxSize}, the workbook expands to more than ${formatBytes(MAX_EXPANDED_BYTES)} when unzipped, or more than one file was sent.`,
    415: "The body is not multipart/form-data, or the file's content is neither CSV (UTF-8 text) nor an Excel workbook.",
    503: "The background worker queue is unavailable: nothing will be imported (the task is marked failed); try again shortly.",
  },
});

/** The template's format in its URL; anything else is answered as an unknown template (404). */
export const importTemplateFormatParam = z
  .enum(IMPORT_TEMPLATE_FORMATS, { error: 'The template comes as "csv" or "xlsx"' })
  .describe("csv or xlsx");

export const importTemplateOperation = defineHttpOperation({
  method: "GET",
  path: IMPORT_TEMPLATE_PATH,
  operationId: "vendorTransfer.importTemplate",
  summary: "Download the vendor import template: the columns an import reads and one example row (CSV or XLSX)",
  description:
    "Built from the same column table the import reads (the export's headers, but ID), with one example row that " +
    `imports as it is. Replace the example with your vendors and upload it to POST ${VENDOR_IMPORT_PATH}. ` +
    `Columns: ${IMPORT_COLUMNS_HELP}. Limits: ${maxSize} and ${maxRows} rows per file.`,
  tags: ["Vendors"],
  access: VENDOR_IMPORT_ACCESS,
  params: { format: importTemplateFormatParam },
  success: {
    status: 200,
    description: `The template file: ${importTemplateFilename("csv")} or ${importTemplateFilename("xlsx")}`,
    file: {
      kinds: IMPORT_TEMPLATE_FORMATS,
      headers: {
        "Content-Disposition": `attachment; filename="${importTemplateFilename("csv")}" (or .xlsx)`,
        "Content-Length": "The file's size in bytes",
        "Cache-Control": "private, max-age=3600",
      },
    },
  },
  errors: {
    401: "Not signed in.",
    403: "Signed in, without the permission to create vendors.",
    404: 'No template in that format: use "csv" or "xlsx".',
  },
});
