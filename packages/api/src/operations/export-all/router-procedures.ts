// The export of everything's procedures, spread into the `operations` router (../router.ts).
import { queuedTaskOutput } from "../../schemas/tasks.js";
import { signedInProcedure } from "../../trpc.js";
import { EXPORT_ALL_LIST_PATH, EXPORT_ALL_PATH, exportAllListOutput } from "./public.js";
import { listExportAll, requestExportAll } from "./service.js";

const tags = ["System"];

export const exportAllProcedures = {
  exportAll: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "POST",
        path: EXPORT_ALL_PATH,
        summary:
          "Export every record (one CSV and one JSON Lines file per table), every stored file and a manifest as one ZIP; answers 202 with the task to poll (GET /api/tasks/{id}), whose output file downloads from GET /api/files/{id}/download. Secrets (password hashes, 2FA secrets, session and reset tokens, API key and calendar feed hashes, webhook secrets) are left out; the manifest lists them",
        tags,
        successStatus: 202,
      },
    })
    .output(queuedTaskOutput)
    .mutation(({ ctx }) => requestExportAll(ctx)),
  exportAllList: signedInProcedure
    .meta({
      access: "admin",
      rest: {
        method: "GET",
        path: EXPORT_ALL_LIST_PATH,
        summary: "The 20 newest exports of everything: status, progress, who started them, and the archive while kept",
        tags,
      },
    })
    .output(exportAllListOutput)
    .query(({ ctx }) => listExportAll(ctx.db)),
};
