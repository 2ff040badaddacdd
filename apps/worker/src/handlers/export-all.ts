import { exportAllJob } from "@tprm/api/jobs";
import { runExportAll } from "@tprm/api/operations/export-all/service";
import { failTask } from "@tprm/api/tasks";
import { requireDb, runNote } from "./transfer-support.js";
import { handle } from "./types.js";

const FAILED =
  "The export of everything failed; nothing was kept of it. Please try again, or contact support if it keeps failing.";

export const exportAllHandler = handle(
  exportAllJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    try {
      return await runExportAll(db, payload.taskId, { log: deps.log, note: runNote(job) });
    } catch (error) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await failTask(db, payload.taskId, final ? FAILED : "The export failed and will be retried", final).catch(
        () => undefined,
      );
      throw error;
    }
  },
  {
    async onFailed(job, error, deps) {
      const taskId = (job.data as { taskId?: unknown })?.taskId;
      if (typeof taskId !== "string" || !deps.db) return;
      const task = await deps.db.backgroundTask.findUnique({ where: { id: taskId }, select: { status: true } });
      if (task && (task.status === "queued" || task.status === "running")) {
        await failTask(deps.db, taskId, FAILED, true);
        deps.log(`task ${taskId} (export-all) marked failed: ${error.message}`);
      }
    },
  },
);
