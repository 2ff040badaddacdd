// The new outsourcing wizard's drafts and its submission (spec 001 §2.3, §7; issue 16; docs/WORKFLOWS.md). A draft
// is private to the signed-in user; the submission creates the arrangement in one transaction (submit.ts).
import { z } from "zod";
import { WORKFLOW_ACCESS } from "../../permissions/access.js";
import { deletedOutput } from "../../schemas/output.js";
import {
  draftIdInput,
  draftListOutput,
  draftOutput,
  newOutsourcingInput,
  newOutsourcingOutput,
  saveDraftInput,
} from "../../schemas/workflows.js";
import { router, signedInProcedure } from "../../trpc.js";
import { SUBMIT_ERRORS, submitNewOutsourcing } from "../submit.js";
import { DRAFT_NOT_FOUND, deleteDraft, getDraft, myDrafts, saveDraft } from "./drafts.js";

const tags = ["Workflows"];
const BASE = "/api/workflows";
const UNKNOWN_LINK = "The vendor or committee named does not exist (`issues` names the field).";

export const workflowDraftsRouter = router({
  save: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/save-draft`,
        summary:
          "Save the wizard as the signed-in user's draft: a new one, or with `id` their own (owner and userId are ignored)",
        tags,
        errors: { 400: UNKNOWN_LINK, 404: DRAFT_NOT_FOUND },
      },
    })
    .input(saveDraftInput)
    .output(draftOutput)
    .mutation(({ ctx, input }) => saveDraft(ctx, input)),

  get: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "GET",
        path: `${BASE}/drafts/{id}`,
        summary: "One of the signed-in user's drafts, with the wizard step to resume at",
        tags,
        errors: { 404: DRAFT_NOT_FOUND },
      },
    })
    .input(draftIdInput)
    .output(draftOutput)
    .query(({ ctx, input }) => getDraft(ctx, input.id)),

  mine: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "GET",
        path: `${BASE}/drafts/user`,
        summary: "The signed-in user's drafts, last saved first (a userId in the query is ignored)",
        tags,
      },
    })
    .input(
      z.object({ userId: z.string().max(100).optional().describe("Ignored: always the signed-in user") }).optional(),
    )
    .output(draftListOutput)
    .query(({ ctx }) => myDrafts(ctx)),

  delete: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "DELETE",
        path: `${BASE}/drafts/{id}`,
        summary: "Delete one of the signed-in user's drafts",
        tags,
        errors: { 404: DRAFT_NOT_FOUND },
      },
    })
    .input(draftIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteDraft(ctx, input.id)),

  submit: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "POST",
        path: `${BASE}/new-outsourcing`,
        summary:
          "Submit the wizard: the arrangement, its vendor (found or created), a draft risk assessment and the committee's notice, in one transaction; the draft is removed",
        tags,
        successStatus: 201,
        errors: SUBMIT_ERRORS,
      },
    })
    .input(newOutsourcingInput)
    .output(newOutsourcingOutput)
    .mutation(({ ctx, input }) => submitNewOutsourcing(ctx, input)),
});
