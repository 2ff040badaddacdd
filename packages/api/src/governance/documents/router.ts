// The governance centre's document repository and its categories (docs/GOVERNANCE.md, Documents). Access rules:
// GOVERNANCE_ACCESS in permissions/access.ts. The file upload is a multipart route (documents-http.ts); downloads go
// through GET /api/files/{fileId}/download. Documents are archived (status archived), never deleted.
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import {
  createDocumentCategoryInput,
  createGovernanceDocumentInput,
  documentCategoryListOutput,
  documentCategoryOutput,
  governanceDocumentIdInput,
  governanceDocumentListOutput,
  governanceDocumentOutput,
  governanceSummaryOutput,
  listGovernanceDocumentsInput,
  updateDocumentCategoryInput,
  updateGovernanceDocumentInput,
} from "../../schemas/governance-documents.js";
import { router, signedInProcedure } from "../../trpc.js";
import {
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  createDocumentCategory,
  listDocumentCategories,
  updateDocumentCategory,
} from "./categories.js";
import { DOCUMENT_NOT_FOUND, getGovernanceDocument, listGovernanceDocuments } from "./documents-read.js";
import {
  archiveGovernanceDocument,
  createGovernanceDocument,
  UNKNOWN_CATEGORY,
  updateGovernanceDocument,
} from "./documents-write.js";
import { governanceSummary } from "./summary.js";

const tags = ["Governance documents"];
const NO_CATEGORY = `${UNKNOWN_CATEGORY} (no category has this id).`;

export const governanceDocumentsRouter = router({
  categories: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/document-categories",
        summary:
          "The repository's categories by name, each with its count, compliance rate and last update computed from its documents",
        tags,
      },
    })
    .output(documentCategoryListOutput)
    .query(({ ctx }) => listDocumentCategories(ctx)),

  createCategory: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageDocuments,
      rest: {
        method: "POST",
        path: "/api/governance/document-categories",
        summary: "Add a document category (name unique)",
        tags,
        successStatus: 201,
        errors: { 409: CATEGORY_NAME_TAKEN },
      },
    })
    .input(createDocumentCategoryInput)
    .output(documentCategoryOutput)
    .mutation(({ ctx, input }) => createDocumentCategory(ctx, input)),

  updateCategory: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageDocuments,
      rest: {
        method: "PUT",
        path: "/api/governance/document-categories/{id}",
        summary: "Rename a document category or change its owner or description",
        tags,
        errors: { 404: CATEGORY_NOT_FOUND, 409: CATEGORY_NAME_TAKEN },
      },
    })
    .input(updateDocumentCategoryInput)
    .output(documentCategoryOutput)
    .mutation(({ ctx, input }) => updateDocumentCategory(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/summary",
        summary: "Average document compliance and policy compliance, as spec 001 §2.2 defines them",
        tags,
      },
    })
    .output(governanceSummaryOutput)
    .query(({ ctx }) => governanceSummary(ctx)),

  list: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/documents",
        summary:
          "The repository's documents (paged, filtered by category, status and compliance, searched, sorted; newest change first by default)",
        tags,
      },
    })
    .input(listGovernanceDocumentsInput)
    .output(governanceDocumentListOutput)
    .query(({ ctx, input }) => listGovernanceDocuments(ctx, input)),

  get: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/governance/documents/{id}",
        summary: "A document with its category and file",
        tags,
        errors: { 404: DOCUMENT_NOT_FOUND },
      },
    })
    .input(governanceDocumentIdInput)
    .output(governanceDocumentOutput)
    .query(({ ctx, input }) => getGovernanceDocument(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageDocuments,
      rest: {
        method: "POST",
        path: "/api/governance/documents",
        summary:
          "Add a document to the repository (its file is attached through POST /api/governance/documents/{id}/file)",
        tags,
        successStatus: 201,
        errors: { 400: NO_CATEGORY },
      },
    })
    .input(createGovernanceDocumentInput)
    .output(governanceDocumentOutput)
    .mutation(({ ctx, input }) => createGovernanceDocument(ctx, input)),

  update: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageDocuments,
      rest: {
        method: "PUT",
        path: "/api/governance/documents/{id}",
        summary: "Change a document's details (status archived archives it)",
        tags,
        errors: { 400: NO_CATEGORY, 404: DOCUMENT_NOT_FOUND },
      },
    })
    .input(updateGovernanceDocumentInput)
    .output(governanceDocumentOutput)
    .mutation(({ ctx, input }) => updateGovernanceDocument(ctx, input)),

  archive: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.manageDocuments,
      rest: {
        method: "PATCH",
        path: "/api/governance/documents/{id}/archive",
        summary: "Archive a document: its status becomes archived; it stays listed and out of its category's figures",
        tags,
        errors: { 404: DOCUMENT_NOT_FOUND },
      },
    })
    .input(governanceDocumentIdInput)
    .output(governanceDocumentOutput)
    .mutation(({ ctx, input }) => archiveGovernanceDocument(ctx, input.id)),
});
