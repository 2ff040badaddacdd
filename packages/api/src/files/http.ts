// GET /api/files/{id}/download as the route serves it and /api/openapi.json documents it (rest/http-operation.ts).
import { z } from "zod";
import { defineHttpOperation } from "../rest/http-operation.js";
import { FILE_KINDS, type FileKind } from "./content-type.js";

/** A stored file's id in a URL; anything else is answered as an unknown file (404). */
export const fileIdParam = z.guid("Unknown file id").describe("The stored file's id (a task's outputFile.id)");

export const fileDownloadOperation = defineHttpOperation({
  method: "GET",
  path: "/api/files/{id}/download",
  operationId: "files.download",
  summary: "Download a stored file: an export, or the problem report of a rejected import",
  description:
    "Streams the file as an attachment, with the type its content was stored as. Only the person who created the " +
    "file, the person who started the task it belongs to, or an Admin may download it, except where the file's " +
    "purpose opens it wider: a risk assessment's evidence to everyone who may view risk assessments, a contract's " +
    "documents and the contract templates to everyone who may view contracts. Exports and " +
    "import files are kept for a number of days (the task's outputFile.expiresAt says until when), then deleted: 410.",
  tags: ["Tasks"],
  access: "signed-in",
  params: { id: fileIdParam },
  success: {
    status: 200,
    description: "The file's bytes",
    file: {
      kinds: Object.keys(FILE_KINDS) as FileKind[],
      headers: {
        "Content-Disposition": "attachment; filename=\"…\" (ASCII) and filename*=UTF-8''… (the exact name)",
        "Content-Length": "The file's size in bytes",
        ETag: "The SHA-256 of the bytes, in quotes",
        "Cache-Control": "private, no-store",
      },
    },
  },
  errors: {
    401: "Not signed in.",
    403: "The file is someone else's.",
    404: "There is no such file.",
    410: 'The file was deleted under its retention rule (EXPORT_RETENTION_DAYS, IMPORT_RETENTION_DAYS): the message says so, e.g. "This export has expired (exports are kept for 7 days). Run the export again."',
  },
});
