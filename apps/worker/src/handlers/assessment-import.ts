import { runAssessmentImport } from "@tprm/api/assessment-transfer/service";
import { assessmentImportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const assessmentImportHandler = handle(
  assessmentImportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runAssessmentImport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("assessment-import"),
);
