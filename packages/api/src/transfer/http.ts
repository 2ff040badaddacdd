// What the import routes of every domain (vendors, risk assessments) say alike in /api/openapi.json
// (rest/http-operation.ts): the upload's limits, the template's file, and when each error status is answered.
import { formatBytes, MAX_EXPANDED_BYTES } from "../files/storage.js";
import type { FileUpload } from "../rest/http-operation.js";
import {
  IMPORT_FILE_FIELD,
  IMPORT_FILE_KINDS,
  IMPORT_TEMPLATE_FORMATS,
  type ImportTemplateFormat,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "./public.js";

export const maxImportSize = formatBytes(MAX_IMPORT_BYTES);
export const maxImportRows = MAX_IMPORT_ROWS.toLocaleString("en");

/** The upload of an import: `what` is what the file holds ("vendors"). */
export function importUpload(what: string): FileUpload {
  return {
    field: IMPORT_FILE_FIELD,
    accept: IMPORT_FILE_KINDS,
    maxBytes: MAX_IMPORT_BYTES,
    description:
      `The ${what} to import: CSV (UTF-8; comma, semicolon or tab separated) or an Excel workbook (.xlsx; its first ` +
      `worksheet), at most ${maxImportSize} and ${maxImportRows} rows under a header row. The content decides the ` +
      `kind, not the name. One file per request.`,
    limits: { files: 1, fields: 10, parts: 12, headerPairs: 100 },
  };
}

/** The import's error statuses; `forbidden`: the 403's words ("Signed in, without the permission to …"). */
export function importErrors(forbidden: string) {
  return {
    400: `No file was sent, it was sent in another field than "${IMPORT_FILE_FIELD}", it is empty, or the workbook is damaged.`,
    401: "Not signed in.",
    403: forbidden,
    413: `The file is larger than ${maxImportSize}, the workbook expands to more than ${formatBytes(MAX_EXPANDED_BYTES)} when unzipped, or more than one file was sent.`,
    415: "The body is not multipart/form-data, or the file's content is neither CSV (UTF-8 text) nor an Excel workbook.",
    503: "The background worker queue is unavailable: nothing will be imported (the task is marked failed); try again shortly.",
  };
}

/** The import template's answer: the file, named by the domain. */
export function templateSuccess(filenameOf: (format: ImportTemplateFormat) => string) {
  return {
    status: 200,
    description: `The template file: ${filenameOf("csv")} or ${filenameOf("xlsx")}`,
    file: {
      kinds: IMPORT_TEMPLATE_FORMATS,
      headers: {
        "Content-Disposition": `attachment; filename="${filenameOf("csv")}" (or .xlsx)`,
        "Content-Length": "The file's size in bytes",
        "Cache-Control": "private, max-age=3600",
      },
    },
  };
}

export function templateErrors(forbidden: string) {
  return {
    401: "Not signed in.",
    403: forbidden,
    404: 'No template in that format: use "csv" or "xlsx".',
  };
}
