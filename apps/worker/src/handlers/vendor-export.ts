import { vendorExportJob } from "@tprm/api/jobs";
import { runVendorExport } from "@tprm/api/vendor-transfer/service";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const vendorExportHandler = handle(
  vendorExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runVendorExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("vendor-export"),
);
