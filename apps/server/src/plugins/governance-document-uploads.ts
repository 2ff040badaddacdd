import {
  checkDocumentForFile,
  governanceDocumentFileOperation,
  governanceDocumentIdParam,
  type Services,
  uploadGovernanceDocumentFile,
} from "@tprm/api";
import type { FastifyInstance } from "fastify";
import { registerUploadRoutes, uploadRoute } from "./upload-routes.js";

/**
 * The upload of a repository document's file (packages/api/src/governance/documents/documents-http.ts):
 *   POST /api/governance/documents/{id}/file    file → 200 { success, data: the document with its new file }
 * The permission and the document (404) are checked before a byte of the body is read; the service caps the size
 * and checks the name and content before storing the file with the document's change and its audit row.
 */
const ROUTES = [
  uploadRoute({
    op: governanceDocumentFileOperation,
    ids: (p) => (governanceDocumentIdParam.safeParse(p.id).success ? { id: p.id! } : null),
    unknown: "Document not found.",
    check: (services, ids) => checkDocumentForFile(services.db, ids.id),
    store: (services, caller, ids, _fields, file) =>
      uploadGovernanceDocumentFile(services, caller, { documentId: ids.id, ...file }),
  }),
];

export function registerGovernanceDocumentUploads(app: FastifyInstance, services: Services) {
  return registerUploadRoutes(app, services, ROUTES, "governance document");
}
