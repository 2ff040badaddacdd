// Namespace `riskAssessmentEvidence`: removing an evidence file. Uploading is a plain multipart route
// (evidence-http.ts); downloading is GET /api/files/{fileId}/download.
import { RISK_ASSESSMENT_ACCESS } from "../permissions/access.js";
import { deleteEvidenceInput, evidenceDeletedOutput } from "../schemas/risk-assessment-evidence.js";
import { router, signedInProcedure } from "../trpc.js";
import { deleteEvidence } from "./evidence-service.js";

export const riskAssessmentEvidenceRouter = router({
  delete: signedInProcedure
    .meta({
      // Narrowed per domain by the service: IT Security reaches only itBusinessContinuity's evidence.
      access: RISK_ASSESSMENT_ACCESS.securityDomain,
      rest: {
        method: "DELETE",
        path: "/api/risk-assessments/{id}/evidence/{evidenceId}",
        summary: "Remove an evidence file from a risk assessment's domain (the stored file is deleted with it)",
        tags: ["Risk assessments"],
        errors: {
          403: "IT Security may remove evidence of itBusinessContinuity only; other domains need edit on risk-assessment.",
          404: "No risk assessment with this id, or no such evidence file on it.",
          409: "The assessment is completed; a Risk Manager must reopen it before it can be changed.",
        },
      },
    })
    .input(deleteEvidenceInput)
    .output(evidenceDeletedOutput)
    .mutation(({ ctx, input }) => deleteEvidence(ctx, input)),
});
