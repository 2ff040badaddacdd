import { runDoraExport, runEbaExport } from "@tprm/api";
import { doraExportJob, ebaExportJob } from "@tprm/api/jobs";
import { requireDb, runNote, runTask, taskHooks } from "./transfer-support.js";
import { handle } from "./types.js";

/** The DORA register of information package: checks, then the ZIP unless blocking errors refuse it (not forced). */
export const doraExportHandler = handle(
  doraExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runDoraExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("dora-export"),
);

/** The EBA outsourcing register as CSV or XLSX. */
export const ebaExportHandler = handle(
  ebaExportJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    return runTask(db, payload.taskId, job, () =>
      runEbaExport(db, payload.taskId, { log: deps.log, note: runNote(job) }),
    );
  },
  taskHooks("eba-export"),
);
