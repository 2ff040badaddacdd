// Namespace `contractDocuments`: a contract's documents listed and retitled. Uploading (a new document, a new version)
// is a multipart route (documents-http.ts); downloading is GET /api/files/{fileId}/download. There is no delete: a
// contract's record keeps every version of every document.
import { CONTRACT_ACCESS } from "../permissions/access.js";
import { contractDocumentListOutput, updateContractDocumentInput } from "../schemas/contract-files.js";
import { contractDocumentOutput, contractIdInput } from "../schemas/contracts.js";
import { router, signedInProcedure } from "../trpc.js";
import {
  CONTRACT_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  listContractDocuments,
  TERMINATED_DOCUMENTS,
  updateContractDocument,
} from "./documents-service.js";

const tags = ["Contract documents"];

export const contractDocumentsRouter = router({
  list: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contracts/{id}/documents",
        summary: "A contract's documents, oldest first, each with every version (newest first)",
        tags,
        errors: { 404: CONTRACT_NOT_FOUND },
      },
    })
    .input(contractIdInput)
    .output(contractDocumentListOutput)
    .query(({ ctx, input }) => listContractDocuments(ctx, input.id)),

  update: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "PUT",
        path: "/api/contracts/{id}/documents/{documentId}",
        summary: "Retitle a contract's document or change its kind (its versions stay; documents are never deleted)",
        tags,
        errors: { 404: `${CONTRACT_NOT_FOUND} Or ${DOCUMENT_NOT_FOUND}`, 409: TERMINATED_DOCUMENTS },
      },
    })
    .input(updateContractDocumentInput)
    .output(contractDocumentOutput)
    .mutation(({ ctx, input }) => updateContractDocument(ctx, input)),
});
