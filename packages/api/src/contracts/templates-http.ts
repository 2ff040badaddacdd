// The uploads of contract templates as their routes serve them and /api/openapi.json documents them
// (rest/http-operation.ts). The routes: apps/server/src/plugins/contract-uploads.ts.
import { z } from "zod";
import { CONTRACT_ACCESS } from "../permissions/access.js";
import { defineHttpOperation } from "../rest/http-operation.js";
import {
  CONTRACT_FILE_KINDS,
  CONTRACT_TEMPLATE_VERSIONS_PATH,
  CONTRACT_TEMPLATES_PATH,
  CONTRACT_UPLOAD_FILE_FIELD,
  contractTemplateMetaInput,
  contractTemplateOutput,
  fileVersionNoteInput,
  MAX_CONTRACT_FILE_BYTES,
} from "../schemas/contract-files.js";
import { contractFileDescription, contractFileErrors } from "./documents-http.js";

/** The template's id in the URL; anything else is answered as an unknown template (404). */
export const contractTemplateIdParam = z.guid("Unknown template").describe("The contract template's id");

const meta = contractTemplateMetaInput.shape;

export const contractTemplateUploadOperation = defineHttpOperation({
  method: "POST",
  path: CONTRACT_TEMPLATES_PATH,
  operationId: "contractTemplates.upload",
  summary: "Add a contract template as its version 1 (multipart/form-data: name, type, description, then file)",
  description:
    "The template, its version 1, the stored file and an audit row are written in one transaction. It is listed by " +
    "GET /api/contract-templates; each version is downloaded through GET /api/files/{fileId}/download by anyone " +
    'who may view contracts. POST /api/contracts with templateId copies its latest version onto the new contract as a "draft" document.',
  tags: ["Contract templates"],
  access: CONTRACT_ACCESS.edit,
  upload: {
    field: CONTRACT_UPLOAD_FILE_FIELD,
    fields: { name: meta.name, type: meta.type, description: meta.description },
    accept: CONTRACT_FILE_KINDS,
    maxBytes: MAX_CONTRACT_FILE_BYTES,
    description: `The template: ${contractFileDescription}`,
    limits: { files: 1, fields: 3, parts: 4, headerPairs: 100 },
  },
  success: { status: 201, description: "The template with its version 1", data: contractTemplateOutput },
  errors: contractFileErrors,
});

export const contractTemplateVersionOperation = defineHttpOperation({
  method: "POST",
  path: CONTRACT_TEMPLATE_VERSIONS_PATH,
  operationId: "contractTemplates.uploadVersion",
  summary: "Add the next version of a contract template (multipart/form-data: note, then file)",
  description:
    "The permission and the template (404) are checked before the body is read. The version is numbered after the " +
    "template's last one and stored with its file and an audit row in one transaction; earlier versions are kept, " +
    "and contracts already made from the template keep the copy they started from.",
  tags: ["Contract templates"],
  access: CONTRACT_ACCESS.edit,
  params: { id: contractTemplateIdParam },
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
    description: "The template with its versions, the new one first",
    data: contractTemplateOutput,
  },
  errors: { ...contractFileErrors, 404: "No contract template with this id." },
});
