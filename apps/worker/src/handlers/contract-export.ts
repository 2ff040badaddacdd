import { runContractExport } from "@tprm/api/contract-transfer/service";
import { contractExportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const contractExportHandler = handle(
  contractExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runContractExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("contract-export"),
);
