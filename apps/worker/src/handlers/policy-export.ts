import { runPolicyExport } from "@tprm/api";
import { policyExportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const policyExportHandler = handle(
  policyExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runPolicyExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("policy-export"),
);
