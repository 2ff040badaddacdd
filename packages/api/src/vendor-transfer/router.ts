import { queuedTaskOutput } from "../schemas/tasks.js";
import { router, signedInProcedure } from "../trpc.js";
import { VENDOR_EXPORT_ACCESS } from "./access.js";
import { requestVendorExport } from "./export-service.js";
import { exportVendorsInput } from "./public.js";

const tags = ["Vendors"];

/**
 * Export of the register. The import is a multipart upload, so it is a plain Fastify route
 * (apps/server/src/plugins/uploads.ts: POST /api/vendors/import) over startVendorImport.
 */
export const vendorTransferRouter = router({
  export: signedInProcedure
    .meta({
      access: VENDOR_EXPORT_ACCESS,
      rest: {
        method: "POST",
        path: "/api/vendors/export",
        summary:
          "Export the vendor register (the list's filters) as CSV or XLSX; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download",
        tags,
        successStatus: 202,
      },
    })
    .input(exportVendorsInput)
    .output(queuedTaskOutput)
    .mutation(({ ctx, input }) => requestVendorExport(ctx, input)),
});
