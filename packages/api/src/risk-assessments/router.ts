// The risk assessment centre's procedures (docs/RISK-ASSESSMENTS.md). Access rules: permissions/access.ts, where
// the screen reads them too.
import { RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";
import { deletedOutput } from "../schemas/output.js";
import {
  bulkUpdateRiskAssessmentsInput,
  bulkUpdateRiskAssessmentsOutput,
  createRiskAssessmentInput,
  listRiskAssessmentsInput,
  reopenRiskAssessmentInput,
  riskAssessmentDashboardInput,
  riskAssessmentDashboardOutput,
  riskAssessmentIdInput,
  riskAssessmentListOutput,
  riskAssessmentOutput,
  updateAssessmentDomainInput,
  updateRiskAssessmentInput,
} from "../schemas/risk-assessments.js";
import { router, signedInProcedure } from "../trpc.js";
import { bulkUpdateRiskAssessments } from "./assessment-bulk.js";
import { updateAssessmentDomain } from "./assessment-domain.js";
import { listRiskAssessments } from "./assessment-list.js";
import { getRiskAssessment } from "./assessment-read.js";
import { reopenRiskAssessment, submitRiskAssessment } from "./assessment-submit.js";
import { riskAssessmentSummary } from "./assessment-summary.js";
import { createRiskAssessment, deleteRiskAssessment, updateRiskAssessment } from "./assessment-write.js";

const tags = ["Risk assessments"];
const NOT_FOUND = "No risk assessment with this id.";
const LOCKED = "The assessment is completed: a Risk Manager must reopen it first.";

export const riskAssessmentsRouter = router({
  list: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.view,
      rest: { method: "GET", path: "/api/risk-assessments", summary: "List risk assessments", tags },
    })
    .input(listRiskAssessmentsInput)
    .output(riskAssessmentListOutput)
    .query(({ ctx, input }) => listRiskAssessments(ctx, input)),

  summary: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/risk-assessments/summary",
        summary: "The dashboard view's figures over the assessments the list's filters select",
        tags,
      },
    })
    .input(riskAssessmentDashboardInput)
    .output(riskAssessmentDashboardOutput)
    .query(({ ctx, input }) => riskAssessmentSummary(ctx, input)),

  get: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.view,
      rest: {
        method: "GET",
        path: "/api/risk-assessments/{id}",
        summary: "A risk assessment with its nine domains, evidence, team and the vendor's other assessments",
        tags,
        errors: { 404: NOT_FOUND },
      },
    })
    .input(riskAssessmentIdInput)
    .output(riskAssessmentOutput)
    .query(({ ctx, input }) => getRiskAssessment(ctx, input.id)),

  create: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.create,
      rest: {
        method: "POST",
        path: "/api/risk-assessments",
        summary: "Start a risk assessment of a vendor (a draft; In Progress once a domain is scored)",
        tags,
        successStatus: 201,
      },
    })
    .input(createRiskAssessmentInput)
    .output(riskAssessmentOutput)
    .mutation(({ ctx, input }) => createRiskAssessment(ctx, input)),

  update: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.edit,
      rest: {
        method: "PUT",
        path: "/api/risk-assessments/{id}",
        summary: "Change a risk assessment that is not completed; the weighted score and risk follow its domains",
        tags,
        errors: { 404: NOT_FOUND, 409: LOCKED },
      },
    })
    .input(updateRiskAssessmentInput)
    .output(riskAssessmentOutput)
    .mutation(({ ctx, input }) => updateRiskAssessment(ctx, input)),

  delete: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.delete,
      rest: {
        method: "DELETE",
        path: "/api/risk-assessments/{id}",
        summary: "Delete a draft risk assessment",
        tags,
        errors: {
          404: NOT_FOUND,
          409: "Only drafts are deleted: the assessment is in progress or completed. Or it is linked to an outsourcing arrangement, whose risk review needs it.",
        },
      },
    })
    .input(riskAssessmentIdInput)
    .output(deletedOutput)
    .mutation(({ ctx, input }) => deleteRiskAssessment(ctx, input.id)),

  submit: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/risk-assessments/{id}/submit",
        summary:
          "Submit an assessment with all nine domains scored: completes it, rates the vendor and tells the six stakeholder groups",
        tags,
        errors: { 404: NOT_FOUND, 409: "The assessment is already completed, or some domains have no score yet." },
      },
    })
    .input(riskAssessmentIdInput)
    .output(riskAssessmentOutput)
    .mutation(({ ctx, input }) => submitRiskAssessment(ctx, input.id)),

  reopen: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.edit,
      rest: {
        method: "POST",
        path: "/api/risk-assessments/{id}/reopen",
        summary: "Reopen a completed assessment, giving the reason",
        tags,
        errors: { 404: NOT_FOUND, 409: "The assessment is not completed." },
      },
    })
    .input(reopenRiskAssessmentInput)
    .output(riskAssessmentOutput)
    .mutation(({ ctx, input }) => reopenRiskAssessment(ctx, input)),

  updateDomain: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.securityDomain,
      rest: {
        method: "PUT",
        path: "/api/risk-assessments/{id}/domains/{domain}",
        summary:
          "Score one domain of an assessment (IT Security: the IT & business continuity domain only; 403 for another)",
        tags,
        errors: { 404: NOT_FOUND, 409: LOCKED },
      },
    })
    .input(updateAssessmentDomainInput)
    .output(riskAssessmentOutput)
    .mutation(({ ctx, input }) => updateAssessmentDomain(ctx, input)),

  bulkUpdate: signedInProcedure
    .meta({
      access: RISK_ASSESSMENT_ACCESS.edit,
      rest: {
        method: "PATCH",
        path: "/api/risk-assessments/bulk-update",
        summary: "Change status, lead assessor or next review date of up to 500 assessments, all or nothing",
        tags,
        errors: {
          404: "Some of the ids are no assessment; nothing was changed.",
          409: "Some assessments cannot take the change (completed ones go back only by reopening; submitting needs every domain scored); nothing was changed.",
        },
      },
    })
    .input(bulkUpdateRiskAssessmentsInput)
    .output(bulkUpdateRiskAssessmentsOutput)
    .mutation(({ ctx, input }) => bulkUpdateRiskAssessments(ctx, input)),
});
