// The contract's documents and templates: their inputs, answers and upload limits (issue 14), beside the contract's
// own schemas (contracts.ts).
import { z } from "zod";
import { describeKinds, FILE_KINDS, type FileKind } from "../files/content-type.js";
import {
  contractDocumentKindField,
  contractDocumentOutput,
  contractTypeField,
  fileVersionOutput,
} from "./contracts.js";
import { optionalText } from "./fields.js";
import { idOutput, timestamp, userRefOutput } from "./output.js";
import { MAX_EVIDENCE_BYTES } from "./risk-assessment-evidence.js";

const noteField = optionalText("Note", 2000);

// ---- Templates ----

export const contractTemplateOutput = z.object({
  id: idOutput,
  name: z.string(),
  type: contractTypeField,
  description: z.string().nullable(),
  versions: z.array(fileVersionOutput).describe("Newest first"),
  contracts: z.number().int().describe("Contracts made from it"),
  createdAt: timestamp,
  updatedAt: timestamp,
  updatedBy: userRefOutput.nullable(),
});
export type ContractTemplateItem = z.infer<typeof contractTemplateOutput>;

export const contractTemplateMetaInput = z.object({
  name: z
    .string({ error: "Template name is required" })
    .trim()
    .min(1, "Template name is required")
    .max(200, "Template name must be at most 200 characters"),
  type: contractTypeField,
  description: optionalText("Description", 2000),
});

export const contractDocumentMetaInput = z.object({
  kind: contractDocumentKindField,
  title: z
    .string({ error: "Document title is required" })
    .trim()
    .min(1, "Document title is required")
    .max(200, "Document title must be at most 200 characters"),
  note: noteField,
});

export const fileVersionNoteInput = z.object({ note: noteField });

// ---- Documents and templates: the uploads (multipart routes), the lists and the changes ----

/** What a contract document or template may be, decided by its content (the name must agree with it). */
export const CONTRACT_FILE_KINDS = ["pdf", "doc", "docx", "text"] as const satisfies readonly FileKind[];
/** The same limit as an assessment's evidence. */
export const MAX_CONTRACT_FILE_BYTES = MAX_EVIDENCE_BYTES;
/** "PDF, Word 97–2003 document (.doc), Word document (.docx) or text" for help texts and messages. */
export const CONTRACT_FILE_KINDS_TEXT = describeKinds(CONTRACT_FILE_KINDS);
/** The names a contract file may have: .pdf, .doc, .docx, .txt (the content must be what the name says). */
const fileExtensions = CONTRACT_FILE_KINDS.map((k) => `.${FILE_KINDS[k].extension}`);
/** The `accept` attribute of the file picker (the server checks the content). */
export const CONTRACT_FILE_ACCEPT_ATTRIBUTE = fileExtensions.join(",");
/** The multipart field of the file; the other fields are sent before it. */
export const CONTRACT_UPLOAD_FILE_FIELD = "file";

export const CONTRACT_DOCUMENTS_PATH = "/api/contracts/{id}/documents";
export const CONTRACT_DOCUMENT_VERSIONS_PATH = "/api/contracts/{id}/documents/{documentId}/versions";
export const CONTRACT_TEMPLATES_PATH = "/api/contract-templates";
export const CONTRACT_TEMPLATE_VERSIONS_PATH = "/api/contract-templates/{id}/versions";
export const contractDocumentsUrl = (contractId: string) =>
  CONTRACT_DOCUMENTS_PATH.replace("{id}", encodeURIComponent(contractId));
export const contractDocumentVersionsUrl = (contractId: string, documentId: string) =>
  CONTRACT_DOCUMENT_VERSIONS_PATH.replace("{id}", encodeURIComponent(contractId)).replace(
    "{documentId}",
    encodeURIComponent(documentId),
  );
export const contractTemplateVersionsUrl = (templateId: string) =>
  CONTRACT_TEMPLATE_VERSIONS_PATH.replace("{id}", encodeURIComponent(templateId));

export const contractDocumentListOutput = z.array(contractDocumentOutput);

export const updateContractDocumentInput = contractDocumentMetaInput.pick({ kind: true, title: true }).extend({
  id: z.uuid("Unknown contract"),
  documentId: z.uuid("Unknown document"),
});

export const contractTemplateIdInput = z.object({ id: z.uuid("Unknown template") });

export const listContractTemplatesInput = z
  .object({
    search: z.string().trim().max(200, "Search must be at most 200 characters").optional().describe("Part of the name"),
    type: contractTypeField.optional(),
  })
  .optional()
  .default({});

export const contractTemplateListOutput = z.array(contractTemplateOutput).describe("By name");

export const updateContractTemplateInput = contractTemplateMetaInput.extend({ id: z.uuid("Unknown template") });
