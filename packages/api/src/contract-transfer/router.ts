import { queuedTaskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { CONTRACT_EXPORT_ACCESS } from "./access.js";
import { requestContractExport } from "./export-service.js";
import { CONTRACT_EXPORT_PATH, exportContractsInput } from "./public.js";

/**
 * Export of the contracts. The import is a multipart upload, so it is a plain Fastify route
 * (apps/server/src/plugins/uploads.ts: POST /api/contracts/import) over startContractImport.
 */
export const contractTransferRouter = router({
  export: signedInProcedure
    .meta({
      access: CONTRACT_EXPORT_ACCESS,
      rest: {
        method: "POST",
        path: CONTRACT_EXPORT_PATH,
        summary:
          "Export the contracts (the list's filters) as CSV or XLSX; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags: ["Contracts"],
        successStatus: 202,
      },
    })
    .input(exportContractsInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestContractExport(ctx, input)),
});
