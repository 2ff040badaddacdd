// The governance centre's procedures (docs/GOVERNANCE.md, Procedures). Access rules: GOVERNANCE_ACCESS in permissions/access.ts.
import { GOVERNANCE_ACCESS } from "../../permissions/access.js";
import {
  archivedProceduresInput,
  createProcedureInput,
  listProceduresInput,
  procedureAlignmentOutput,
  procedureIdInput,
  procedureListOutput,
  procedureOutput,
  updateProcedureInput,
} from "../../schemas/governance-procedures.js";
import { router, signedInProcedure } from "../../trpc.js";
import { PROCEDURE_NOT_FOUND } from "./dto.js";
import { getProcedure, listArchivedProcedures, listProcedures, procedureAlignmentSummary } from "./procedure-read.js";
import {
  ALREADY_ARCHIVED,
  ARCHIVED_NOT_CHANGED,
  createProcedure,
  NOT_ARCHIVED,
  setProcedureArchived,
  updateProcedure,
} from "./procedure-write.js";

const tags = ["Governance procedures"];
const BASE = "/api/governance/procedures";
const UNKNOWN_POLICY = "policyId names no policy, or ownerId no user (`issues` names the field).";

export const proceduresRouter = router({
  list: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: BASE,
        summary:
          "List procedures not archived (paged, searched, filtered by status, complexity, category, policy, sorted)",
        tags,
      },
    })
    .input(listProceduresInput)
    .output(procedureListOutput)
    .query(({ ctx, input }) => listProcedures(ctx, input)),

  archived: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: { method: "GET", path: `${BASE}/archived`, summary: "Archived procedures, last archived first", tags },
    })
    .input(archivedProceduresInput)
    .output(procedureListOutput)
    .query(({ ctx, input }) => listArchivedProcedures(ctx, input)),

  alignment: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/alignment`,
        summary:
          "The monitoring card: procedures not archived whose policy is missing, archived or expired (status Expired or review date passed), counted and listed",
        tags,
      },
    })
    .output(procedureAlignmentOutput)
    .query(({ ctx }) => procedureAlignmentSummary(ctx)),

  get: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{id}`,
        summary: "A procedure with its policy and document",
        tags,
        errors: { 404: PROCEDURE_NOT_FOUND },
      },
    })
    .input(procedureIdInput)
    .output(procedureOutput)
    .query(({ ctx, input }) => getProcedure(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.createProcedure,
      rest: {
        method: "POST",
        path: BASE,
        summary: "Add a procedure (Draft, numbered PRO-<year>-NNNN, complexity moderate unless given)",
        tags,
        successStatus: 201,
        errors: { 400: UNKNOWN_POLICY },
      },
    })
    .input(createProcedureInput)
    .output(procedureOutput)
    .mutation(({ ctx, input }) => createProcedure(ctx, input)),

  update: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.editProcedure,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary: "Change a procedure's details, its status or its policy",
        tags,
        errors: { 400: UNKNOWN_POLICY, 404: PROCEDURE_NOT_FOUND, 409: ARCHIVED_NOT_CHANGED },
      },
    })
    .input(updateProcedureInput)
    .output(procedureOutput)
    .mutation(({ ctx, input }) => updateProcedure(ctx, input)),

  archive: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.archiveProcedure,
      rest: {
        method: "PATCH",
        path: `${BASE}/{id}/archive`,
        summary: "Archive a procedure (hidden from the list; the date and the acting user are recorded)",
        tags,
        errors: { 404: PROCEDURE_NOT_FOUND, 409: ALREADY_ARCHIVED },
      },
    })
    .input(procedureIdInput)
    .output(procedureOutput)
    .mutation(({ ctx, input }) => setProcedureArchived(ctx, input.id, true)),

  restore: signedInProcedure
    .meta({
      access: GOVERNANCE_ACCESS.archiveProcedure,
      rest: {
        method: "PATCH",
        path: `${BASE}/{id}/restore`,
        summary: "Restore an archived procedure (its archive date and user are cleared)",
        tags,
        errors: { 404: PROCEDURE_NOT_FOUND, 409: NOT_ARCHIVED },
      },
    })
    .input(procedureIdInput)
    .output(procedureOutput)
    .mutation(({ ctx, input }) => setProcedureArchived(ctx, input.id, false)),
});
