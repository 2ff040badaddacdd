// The workflow centre's procedures (docs/WORKFLOWS.md): the instances, their prerequisite reviews and the
// committee's decision. The wizard's drafts and submission are workflowDrafts (drafts/router.ts). Access rules:
// WORKFLOW_ACCESS in permissions/access.ts; the reviews' and the decision's own rules are the services' (rules.ts).
import { WORKFLOW_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  awaitingDecisionInput,
  committeeDecisionInput,
  completeReviewInput,
  completeStepInput,
  createWorkflowInput,
  decisionResultOutput,
  listWorkflowsInput,
  reassignOwnerInput,
  updateTimelineInput,
  updateWorkflowInput,
  withRiskAssessmentOutput,
  workflowAnalyticsOutput,
  workflowDetailOutput,
  workflowIdInput,
  workflowListOutput,
  workflowSummaryOutput,
  workflowTemplatesOutput,
} from "../schemas/workflows.js";
import { router, signedInProcedure } from "../trpc.js";
import { workflowAnalyticsFor } from "./analytics.js";
import { awaitingMyDecision, DECK_NOT_MEMBER } from "./committee-members.js";
import { decideWorkflow } from "./decision.js";
import { M } from "./messages.js";
import { completeReview } from "./reviews.js";
import { withRiskAssessment } from "./risk-deck.js";
import { workflowTemplates } from "./templates.js";
import { completeStep, reassignOwner, updateTimeline } from "./workflow-moves.js";
import { getWorkflow, listWorkflows, workflowSummary } from "./workflow-read.js";
import { createWorkflow, deleteWorkflow, updateWorkflow } from "./workflow-write.js";

const tags = ["Workflows"];
const BASE = "/api/workflows";

export const workflowsRouter = router({
  list: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.view,
      rest: {
        method: "GET",
        path: BASE,
        summary:
          "List workflows (paged, sorted, searched by name, reference or vendor; filtered by type, display status — overdue: open and past the target date — and owner)",
        tags,
      },
    })
    .input(listWorkflowsInput)
    .output(workflowListOutput)
    .query(({ ctx, input }) => listWorkflows(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/summary`,
        summary:
          "The centre's tiles: workflows in total and in progress, average progress, overdue, critical priority, awaiting the committee, and the caller's drafts",
        tags,
      },
    })
    .output(workflowSummaryOutput)
    .query(({ ctx }) => workflowSummary(ctx)),

  analytics: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/analytics`,
        summary:
          "Cycle time, on-time completion, approval success, step automation and the distribution by type, computed from the workflows",
        tags,
      },
    })
    .output(workflowAnalyticsOutput)
    .query(({ ctx }) => workflowAnalyticsFor(ctx)),

  templates: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/templates`,
        summary:
          "The five types' templates of steps (assignee, estimated days), the governance policies on outsourcing and third parties, and the active committees",
        tags,
      },
    })
    .output(workflowTemplatesOutput)
    .query(({ ctx }) => workflowTemplates(ctx)),

  awaitingMyDecision: signedInProcedure
    .meta({
      // Any role: a committee member decides whatever their role (committee-members.ts).
      access: WORKFLOW_ACCESS.committee,
      rest: {
        method: "GET",
        path: `${BASE}/committee-decisions`,
        summary:
          "The new outsourcing arrangements awaiting the caller's decision: pending or deferred, whose active committee has the caller as an active member, not their own; newest first",
        tags,
      },
    })
    .input(awaitingDecisionInput)
    .output(workflowListOutput)
    .query(({ ctx, input }) => awaitingMyDecision(ctx, input)),

  get: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.view,
      rest: {
        method: "GET",
        path: `${BASE}/{id}`,
        summary:
          "A workflow with its answers, prerequisites, decisions, history, template steps and what the caller may do on it",
        tags,
        errors: { 404: M.notFound },
      },
    })
    .input(workflowIdInput)
    .output(workflowDetailOutput)
    .query(({ ctx, input }) => getWorkflow(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.create,
      rest: {
        method: "POST",
        path: BASE,
        summary:
          "Start a workflow of a type other than new outsourcing (the New Workflow dialog); the owner is the caller unless ownerId names another",
        tags,
        successStatus: 201,
        errors: {
          400: `${M.outsourcingInWizard} Or an owner or vendor that does not qualify (issues name the field).`,
        },
      },
    })
    .input(createWorkflowInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => createWorkflow(ctx, input)),

  update: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.edit,
      rest: {
        method: "PUT",
        path: `${BASE}/{id}`,
        summary: "Change a workflow's details, its committee and the contract drafted for it",
        tags,
        errors: {
          400: "A vendor, committee or contract that does not exist or is not active (issues name the field).",
          404: M.notFound,
          409: `${M.closed} Or ${M.committeeFrozen} Or ${M.vendorFrozen} Or ${M.contractFrozen}`,
        },
      },
    })
    .input(updateWorkflowInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => updateWorkflow(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.delete,
      rest: {
        method: "DELETE",
        path: `${BASE}/{id}`,
        summary: "Delete a workflow (Admin only) while the committee has decided nothing on it",
        tags,
        errors: { 404: M.notFound, 409: M.hasDecision },
      },
    })
    .input(workflowIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteWorkflow(ctx, input.id)),

  reassign: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.edit,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/reassign`,
        summary: "Give the workflow to another owner: an active user who may view workflows",
        tags,
        errors: { 400: M.ownerNotEligible, 404: M.notFound, 409: `${M.closed} Or ${M.sameOwner}` },
      },
    })
    .input(reassignOwnerInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => reassignOwner(ctx, input)),

  updateTimeline: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.edit,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/timeline`,
        summary: "Move the workflow's target date, with the reason (kept in its history)",
        tags,
        errors: { 400: M.targetBeforeStart, 404: M.notFound, 409: M.closed },
      },
    })
    .input(updateTimelineInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => updateTimeline(ctx, input)),

  completeStep: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.edit,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/complete-step`,
        summary:
          "Complete the current step of a workflow other than new outsourcing; the last step completes the workflow",
        tags,
        errors: { 404: M.notFound, 409: `${M.closed} Or ${M.stepsByReviews}` },
      },
    })
    .input(completeStepInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => completeStep(ctx, input)),

  completeReview: signedInProcedure
    .meta({
      access: WORKFLOW_ACCESS.review,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/reviews`,
        summary:
          "Set one of the seven prerequisites with a comment, by the people responsible for it (IT Security, Compliance, Risk Manager once the risk assessment is completed, the owner for operations, Legal, Finance; Admin except on operations), never the owner on any but operations",
        tags,
        errors: {
          403: `${M.reviewNotResponsible} Or ${M.reviewOperationsOwnerOnly} Or ${M.reviewOwnerOther}`,
          404: M.notFound,
          409: `${M.reviewAlreadyDone} Or ${M.riskAssessmentNotCompleted} Or ${M.noContractDraft} Or ${M.closed}`,
        },
      },
    })
    .input(completeReviewInput)
    .output(workflowDetailOutput)
    .mutation(({ ctx, input }) => completeReview(ctx, input)),

  decide: signedInProcedure
    .meta({
      // The service decides (rules.ts decisionRefusal): a member of the arrangement's committee, whatever the role.
      access: WORKFLOW_ACCESS.decide,
      rest: {
        method: "POST",
        path: `${BASE}/{id}/committee-decision`,
        summary:
          "Record the committee's decision (approved, deferred with a reason and review date, rejected with a reason) by a member of the arrangement's committee or an Admin, never its owner, creator, a former owner or one of its reviewers",
        tags,
        errors: {
          400: M.deferralNotFuture,
          403: `${M.decisionOwner} Or ${M.decisionCreator} Or ${M.decisionFormerOwner} Or ${M.decisionReviewer} Or ${M.decisionNotMember}`,
          404: M.notFound,
          409: `${M.decisionPrerequisites} Or ${M.decisionClosed}`,
        },
      },
    })
    .input(committeeDecisionInput)
    .output(decisionResultOutput)
    .mutation(({ ctx, input }) => decideWorkflow(ctx, input)),

  withRiskAssessment: signedInProcedure
    .meta({
      // The service decides (committee-members.ts): the view right, or a member of the arrangement's committee.
      access: WORKFLOW_ACCESS.committee,
      rest: {
        method: "GET",
        path: `${BASE}/{id}/with-risk-assessment`,
        summary:
          "The Committee Approval Deck: the workflow with its linked risk assessment and the vendor's contact (those who may view workflows, and the members of its committee)",
        tags,
        errors: { 403: DECK_NOT_MEMBER, 404: M.notFound },
      },
    })
    .input(workflowIdInput)
    .output(withRiskAssessmentOutput)
    .query(({ ctx, input }) => withRiskAssessment(ctx, input.id)),
});
