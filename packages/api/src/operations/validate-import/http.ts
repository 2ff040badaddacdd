// POST /api/system/validate-import as its route serves it and /api/openapi.json documents it.
import { formatBytes } from "../../files/storage.js";
import { defineHttpOperation } from "../../rest/http-operation.js";
import {
  MAX_PROBLEMS_LISTED,
  MAX_VALIDATE_BYTES,
  VALIDATE_FILE_FIELD,
  VALIDATE_IMPORT_PATH,
  VALIDATE_KIND_FIELD,
  validateImportOutput,
  validateKindField,
} from "./public.js";

export const validateImportOperation = defineHttpOperation({
  method: "POST",
  path: VALIDATE_IMPORT_PATH,
  operationId: "operations.validateImport",
  summary:
    "Check an export-all archive or a vendor, contract or risk assessment register file without writing anything; every problem by file, row and field",
  description:
    "Nothing is written: no task, no stored file, no audit row; a register file is read by its import's own rules " +
    "in a read-only transaction. The check runs while the request waits (at most " +
    `${formatBytes(MAX_VALIDATE_BYTES)}); the answer lists the first ${MAX_PROBLEMS_LISTED.toLocaleString("en")} ` +
    "problems and counts them all.",
  tags: ["System"],
  access: "admin",
  upload: {
    field: VALIDATE_FILE_FIELD,
    fields: { [VALIDATE_KIND_FIELD]: validateKindField },
    accept: ["csv", "xlsx"],
    maxBytes: MAX_VALIDATE_BYTES,
    description:
      "An export-all archive (ZIP with manifest.json), or a register file as its import takes it (CSV or XLSX). " +
      `Send the "${VALIDATE_KIND_FIELD}" field (auto, archive, vendors, contracts, assessments) before the file.`,
    limits: { files: 1, fields: 2, parts: 3, headerPairs: 100 },
  },
  success: { status: 200, description: "What was checked and every problem found", data: validateImportOutput },
  errors: {
    400: "No file, an empty file, a kind that does not exist, or a file whose kind cannot be detected.",
    401: "Not signed in.",
    403: "Signed in, but not an Admin.",
    413: `The file is larger than ${formatBytes(MAX_VALIDATE_BYTES)}, or more than one file was sent.`,
    415: "Not multipart/form-data, or the content is neither an archive, CSV nor an Excel workbook.",
  },
});
