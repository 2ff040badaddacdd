// The upload of a repository document's file as its route serves it and /api/openapi.json documents it
// (rest/http-operation.ts). The route: apps/server/src/plugins/governance-document-uploads.ts.
import { z } from "zod";
import { formatBytes } from "../../files/storage.js";
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import { defineHttpOperation } from "../../rest/http-operation.js";
import { GOVERNANCE_DOCUMENT_FILE_PATH, governanceDocumentOutput } from "../../schemas/governance-documents.js";
import {
  GOVERNANCE_FILE_KINDS,
  GOVERNANCE_FILE_KINDS_TEXT,
  GOVERNANCE_UPLOAD_FILE_FIELD,
  MAX_GOVERNANCE_FILE_BYTES,
} from "../../schemas/governance-files.js";

const maxSize = formatBytes(MAX_GOVERNANCE_FILE_BYTES);

/** The document's id in the URL; anything else is answered as an unknown document (404). */
export const governanceDocumentIdParam = z.guid("Document not found.").describe("The document's id");

export const governanceDocumentFileOperation = defineHttpOperation({
  method: "POST",
  path: GOVERNANCE_DOCUMENT_FILE_PATH,
  operationId: "governanceDocuments.uploadFile",
  summary: "Attach the file of a repository document, replacing the one before (multipart/form-data: file)",
  description:
    "The permission and the document (404) are checked before the body is read. The file's name must end in .pdf, " +
    ".doc, .docx or .txt and its content must be what the name says (checked from the bytes: %PDF, a Word 97–2003 " +
    "compound file, a .docx ZIP, UTF-8 text); an executable named .pdf is refused (415). The file is stored with " +
    "the document's change and an audit row in one transaction; the file before stays stored. Anyone who may view " +
    "the governance centre downloads it through GET /api/files/{fileId}/download.",
  tags: ["Governance documents"],
  access: GOVERNANCE_ACCESS.manageDocuments,
  params: { id: governanceDocumentIdParam },
  upload: {
    field: GOVERNANCE_UPLOAD_FILE_FIELD,
    fields: {},
    accept: GOVERNANCE_FILE_KINDS,
    maxBytes: MAX_GOVERNANCE_FILE_BYTES,
    description: `The document's file: ${GOVERNANCE_FILE_KINDS_TEXT}, at most ${maxSize}. One file per request.`,
    limits: { files: 1, fields: 0, parts: 1, headerPairs: 100 },
  },
  success: { status: 200, description: "The document with its new file", data: governanceDocumentOutput },
  errors: {
    400: "No file was sent, the file is empty, its name cannot be stored, or the document is damaged.",
    401: "Not signed in.",
    403: "Signed in without the permission to manage the document repository.",
    404: "No document with this id.",
    413: `The file is larger than ${maxSize}, a .docx expands too far when unzipped, or more than one file was sent.`,
    415: `The body is not multipart/form-data, the name is not .pdf, .doc, .docx or .txt, or the content is not ${GOVERNANCE_FILE_KINDS_TEXT} (or not what the name says).`,
  },
});
