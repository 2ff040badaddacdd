// Namespace `contractTemplates`: the Templates tab. Uploading (a new template, a new version) is a multipart route
// (templates-http.ts); downloading a version is GET /api/files/{fileId}/download.
import { CONTRACT_ACCESS } from "../permissions/access.js";
import {
  contractTemplateIdInput,
  contractTemplateListOutput,
  contractTemplateOutput,
  listContractTemplatesInput,
  updateContractTemplateInput,
} from "../schemas/contract-files.js";
import { deletedOutput } from "../schemas/output.js";
import { router, signedInProcedure } from "../trpc.js";
import {
  deleteContractTemplate,
  getContractTemplate,
  listContractTemplates,
  TEMPLATE_NOT_FOUND,
  updateContractTemplate,
} from "./templates-service.js";

const tags = ["Contract templates"];

export const contractTemplatesRouter = router({
  list: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contract-templates",
        summary:
          "Contract templates by name (search: part of the name; type), each with its versions newest first and the number of contracts made from it",
        tags,
      },
    })
    .input(listContractTemplatesInput)
    .output(contractTemplateListOutput)
    .query(({ ctx, input }) => listContractTemplates(ctx, input)),

  get: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/contract-templates/{id}",
        summary: "A contract template with its versions, newest first",
        tags,
        errors: { 404: TEMPLATE_NOT_FOUND },
      },
    })
    .input(contractTemplateIdInput)
    .output(contractTemplateOutput)
    .query(({ ctx, input }) => getContractTemplate(ctx, input.id)),

  update: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "PUT",
        path: "/api/contract-templates/{id}",
        summary: "Change a contract template's name, type and description (its versions stay as they are)",
        tags,
        errors: { 404: TEMPLATE_NOT_FOUND },
      },
    })
    .input(updateContractTemplateInput)
    .output(contractTemplateOutput)
    .mutation(({ ctx, input }) => updateContractTemplate(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: CONTRACT_ACCESS.edit,
      rest: {
        method: "DELETE",
        path: "/api/contract-templates/{id}",
        summary:
          "Delete a contract template with its versions and their files; contracts made from it keep their own copy (their template becomes none)",
        tags,
        errors: { 404: TEMPLATE_NOT_FOUND },
      },
    })
    .input(contractTemplateIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteContractTemplate(ctx, input.id)),
});
