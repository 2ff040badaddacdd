// POST /api/vendors/import as the route serves it and /api/openapi.json documents it (rest/http-operation.ts).
import { formatBytes, MAX_EXPANDED_BYTES } from "../files/storage.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import { VENDOR_IMPORT_ACCESS } from "./access.js";
import {
  IMPORT_COLUMNS_HELP,
  IMPORT_FILE_FIELD,
  IMPORT_FILE_KINDS,
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
