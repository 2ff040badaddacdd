import { queuedTaskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { ASSESSMENT_EXPORT_ACCESS } from "./access.js";
import { requestAssessmentExport } from "./export-service.js";
import { ASSESSMENT_EXPORT_PATH, exportRiskAssessmentsInput } from "./public.js";

/**
 * Export of the risk assessments. The import is a multipart upload, so it is a plain Fastify route
 * (apps/server/src/plugins/uploads.ts: POST /api/risk-assessments/import) over startAssessmentImport.
 */
export const riskAssessmentTransferRouter = router({
  export: signedInProcedure
    .meta({
      access: ASSESSMENT_EXPORT_ACCESS,
      rest: {
        method: "POST",
        path: ASSESSMENT_EXPORT_PATH,
        summary:
          "Export the risk assessments (the list's filters) as CSV or XLSX; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags: ["Risk assessments"],
        successStatus: 202,
      },
    })
    .input(exportRiskAssessmentsInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestAssessmentExport(ctx, input)),
});
