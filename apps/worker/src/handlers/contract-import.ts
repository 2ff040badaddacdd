import { runContractImport } from "@tprm/api/contract-transfer/service";
import { contractImportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const contractImportHandler = handle(
  contractImportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runContractImport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("contract-import"),
);
