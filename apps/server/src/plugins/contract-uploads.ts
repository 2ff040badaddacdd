import {
  checkDocumentContract,
  checkDocumentTarget,
  checkTemplateTarget,
  contractDocumentIdParam,
  contractDocumentUploadOperation,
  contractDocumentVersionOperation,
  contractIdParam,
  contractTemplateIdParam,
  contractTemplateUploadOperation,
  contractTemplateVersionOperation,
  type DocumentUpload,
  type Services,
  type TemplateUpload,
  uploadContractDocument,
  uploadContractDocumentVersion,
  uploadContractTemplate,
  uploadContractTemplateVersion,
} from "@tprm/api";
import type { FastifyInstance } from "fastify";
import { registerUploadRoutes, uploadRoute } from "./upload-routes.js";

/**
 * The uploads of contract documents and templates (packages/api/src/contracts/{documents,templates}-http.ts):
 *   POST /api/contracts/{id}/documents                          kind, title, note, file → a document, version 1
 *   POST /api/contracts/{id}/documents/{documentId}/versions    note, file → the document's next version
 *   POST /api/contract-templates                                name, type, description, file → a template, version 1
 *   POST /api/contract-templates/{id}/versions                  note, file → the template's next version
 * Each answers 201 { success, data }. The permission and the record (404) are checked before a byte of the body is
 * read; the fields (sent before the file) by the operation's own schemas; the file's size, name and content by the
 * services, which store it with its rows and the audit row in one transaction.
 */

const ROUTES = [
  uploadRoute({
    op: contractDocumentUploadOperation,
    ids: (p) => (contractIdParam.safeParse(p.id).success ? { contractId: p.id! } : null),
    unknown: "Contract not found.",
    check: (services, ids) => checkDocumentContract(services.db, ids.contractId),
    store: (services, caller, ids, f, file) =>
      uploadContractDocument(services, caller, {
        contractId: ids.contractId,
        kind: f.kind as DocumentUpload["kind"],
        title: f.title as string,
        note: (f.note as string | null | undefined) ?? null,
        ...file,
      }),
  }),
  uploadRoute({
    op: contractDocumentVersionOperation,
    ids: (p) =>
      contractIdParam.safeParse(p.id).success && contractDocumentIdParam.safeParse(p.documentId).success
        ? { contractId: p.id!, documentId: p.documentId! }
        : null,
    unknown: "Document not found on this contract.",
    check: (services, ids) => checkDocumentTarget(services.db, ids.contractId, ids.documentId),
    store: (services, caller, ids, f, file) =>
      uploadContractDocumentVersion(services, caller, {
        ...ids,
        note: (f.note as string | null | undefined) ?? null,
        ...file,
      }),
  }),
  uploadRoute({
    op: contractTemplateUploadOperation,
    ids: () => ({}),
    unknown: "",
    check: async () => undefined,
    store: (services, caller, _ids, f, file) =>
      uploadContractTemplate(services, caller, {
        name: f.name as string,
        type: f.type as TemplateUpload["type"],
        description: (f.description as string | null | undefined) ?? null,
        ...file,
      }),
  }),
  uploadRoute({
    op: contractTemplateVersionOperation,
    ids: (p) => (contractTemplateIdParam.safeParse(p.id).success ? { templateId: p.id! } : null),
    unknown: "Contract template not found.",
    check: (services, ids) => checkTemplateTarget(services.db, ids.templateId),
    store: (services, caller, ids, f, file) =>
      uploadContractTemplateVersion(services, caller, {
        templateId: ids.templateId,
        note: (f.note as string | null | undefined) ?? null,
        ...file,
      }),
  }),
];

export async function registerContractUploads(app: FastifyInstance, services: Services) {
  await registerUploadRoutes(app, services, ROUTES, "contract file");
}
