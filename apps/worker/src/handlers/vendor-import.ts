import { vendorImportJob } from "@tprm/api/jobs";
import { runVendorImport } from "@tprm/api/vendor-transfer/service";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const vendorImportHandler = handle(
  vendorImportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runVendorImport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("vendor-import"),
);
