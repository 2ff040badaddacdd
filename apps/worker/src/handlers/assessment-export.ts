import { runAssessmentExport } from "@tprm/api/assessment-transfer/service";
import { assessmentExportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const assessmentExportHandler = handle(
  assessmentExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runAssessmentExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("assessment-export"),
);
