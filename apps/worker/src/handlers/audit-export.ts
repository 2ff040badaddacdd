import { runAuditExport } from "@tprm/api";
import { auditExportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

export const auditExportHandler = handle(
  auditExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runAuditExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("audit-export"),
);
