// The uploads of a contract's documents as their routes serve them and /api/openapi.json documents them
// (rest/http-operation.ts). The routes: apps/server/src/plugins/contract-uploads.ts.
import { z } from "zod";
import { formatBytes } from "../files/storage.js";
import { CONTRACT_ACCESS } from "../permissions/access.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import {
  CONTRACT_DOCUMENT_VERSIONS_PATH,
  CONTRACT_DOCUMENTS_PATH,
  CONTRACT_FILE_KINDS,
  CONTRACT_FILE_KINDS_TEXT,
  CONTRACT_UPLOAD_FILE_FIELD,
  contractDocumentMetaInput,
  fileVersionNoteInput,
  MAX_CONTRACT_FILE_BYTES,
} from "../schemas/contract-files.js";
import { contractDocumentOutput } from "../schemas/contracts.js";
import { TERMINATED_DOCUMENTS } from "./documents-service.js";

const maxSize = formatBytes(MAX_CONTRACT_FILE_BYTES);

/** The contract's id in the URL; anything else is answered as an unknown contract (404). */
export const contractIdParam = z.guid("Unknown contract").describe("The contract's id");
export const contractDocumentIdParam = z.guid("Unknown document").describe("The document's id (on this contract)");

/** What the file part says, for both uploads. */
export const contractFileDescription =
  `${CONTRACT_FILE_KINDS_TEXT}, at most ${maxSize}: the name must end in .pdf, .doc, .docx or .txt and the content ` +
  "must be what the name says (checked from the bytes: %PDF, a Word 97–2003 compound file, a .docx ZIP, UTF-8 " +
  "text). One file per request.";

/** The errors every contract file upload may answer (documents and templates alike). */
export const contractFileErrors = {
  400: "A field is missing or invalid (`issues` names it; fields must come before the file), no file was sent, the file is empty, its name cannot be stored, or the document is damaged.",
  401: "Not signed in.",
  403: "Signed in without the permission to edit contracts.",
  413: `The file is larger than ${maxSize}, a .docx expands too far when unzipped, or more than one file was sent.`,
  415: `The body is not multipart/form-data, the name is not .pdf, .doc, .docx or .txt, or the content is not ${CONTRACT_FILE_KINDS_TEXT} (or not what the name says).`,
} as const;

const documentFields = contractDocumentMetaInput.shape;

export const contractDocumentUploadOperation = defineHttpOperation({
  method: "POST",
  path: CONTRACT_DOCUMENTS_PATH,
  operationId: "contractDocuments.upload",
  summary: "Add a document to a contract as its version 1 (multipart/form-data: kind, title, note, then file)",
  description:
    "The permission and the contract (404) are checked before the body is read. The file is stored with its " +
    "document, version 1 and an audit row on the contract in one transaction. A terminated contract still takes " +
    "amendments and other documents (its record keeps growing), never a new signed contract or draft (409). " +
    "Documents are never deleted: GET /api/contracts/{id}/documents lists every version, and each is downloaded " +
    "through GET /api/files/{fileId}/download by anyone who may view contracts.",
  tags: ["Contract documents"],
  access: CONTRACT_ACCESS.edit,
  params: { id: contractIdParam },
  upload: {
    field: CONTRACT_UPLOAD_FILE_FIELD,
    fields: { kind: documentFields.kind, title: documentFields.title, note: documentFields.note },
    accept: CONTRACT_FILE_KINDS,
    maxBytes: MAX_CONTRACT_FILE_BYTES,
    description: `The document: ${contractFileDescription}`,
    limits: { files: 1, fields: 3, parts: 4, headerPairs: 100 },
  },
  success: { status: 201, description: "The document with its version 1", data: contractDocumentOutput },
  errors: {
    ...contractFileErrors,
    404: "No contract with this id.",
    409: TERMINATED_DOCUMENTS,
  },
});

export const contractDocumentVersionOperation = defineHttpOperation({
  method: "POST",
  path: CONTRACT_DOCUMENT_VERSIONS_PATH,
  operationId: "contractDocuments.uploadVersion",
  summary: "Add the next version of a contract's document (multipart/form-data: note, then file)",
  description:
    "The permission, the contract and the document (404) are checked before the body is read. The version is " +
    "numbered after the document's last one and stored with its file and an audit row on the contract in one " +
    "transaction; earlier versions are kept. A terminated contract's signed contract and drafts take no new version (409).",
  tags: ["Contract documents"],
  access: CONTRACT_ACCESS.edit,
  params: { id: contractIdParam, documentId: contractDocumentIdParam },
  upload: {
    field: CONTRACT_UPLOAD_FILE_FIELD,
    fields: { note: fileVersionNoteInput.shape.note },
    accept: CONTRACT_FILE_KINDS,
    maxBytes: MAX_CONTRACT_FILE_BYTES,
    description: `The new version: ${contractFileDescription}`,
    limits: { files: 1, fields: 1, parts: 2, headerPairs: 100 },
  },
  success: {
    status: 201,
    description: "The document with its versions, the new one first",
    data: contractDocumentOutput,
  },
  errors: {
    ...contractFileErrors,
    404: "No contract with this id, or no such document on it.",
    409: TERMINATED_DOCUMENTS,
  },
});
