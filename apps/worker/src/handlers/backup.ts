import { calendarDateIn } from "@tprm/api/dates";
import { backupRunJob, backupScheduleCheckJob } from "@tprm/api/jobs";
import {
  type BackupEnv,
  listBackups,
  readBackupSettings,
  runBackup,
  scheduledBackupDate,
} from "@tprm/api/operations/backups";
import { failTask } from "@tprm/api/tasks";
import { UnrecoverableError } from "bullmq";
import { requireDb, runNote } from "./transfer-support.js";
import { handle, type WorkerDeps } from "./types.js";

export function backupEnv(deps: WorkerDeps): BackupEnv {
  const env = deps.env;
  if (!env?.DATABASE_URL || !env.BACKUP_DIR) throw new UnrecoverableError("This worker was started without BACKUP_DIR");
  return {
    DATABASE_URL: env.DATABASE_URL,
    BACKUP_DIR: env.BACKUP_DIR,
    BACKUP_ENCRYPTION_KEY: env.BACKUP_ENCRYPTION_KEY,
    APP_TIME_ZONE: env.APP_TIME_ZONE ?? "UTC",
  };
}

const BACKUP_FAILED = "The backup failed; no backup was listed. Please try again, or check BACKUP_DIR's free space.";

/** Takes a backup (on demand or scheduled). A retry after a killed worker writes the same backup from the start. */
export const backupRunHandler = handle(
  backupRunJob,
  async (payload, job, deps) => {
    const db = requireDb(deps);
    try {
      return await runBackup(db, backupEnv(deps), {
        createdAt: new Date(job.timestamp),
        jobId: String(job.id),
        taskId: payload.taskId,
        trigger: payload.trigger,
        note: runNote(job),
        log: deps.log,
      });
    } catch (error) {
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (payload.taskId) {
        await failTask(
          db,
          payload.taskId,
          final ? BACKUP_FAILED : "The backup failed and will be retried",
          final,
        ).catch(() => undefined);
      }
      throw error;
    }
  },
  {
    async onFailed(job, _error, deps) {
      const taskId = (job.data as { taskId?: unknown }).taskId;
      if (typeof taskId === "string" && deps.db) await failTask(deps.db, taskId, BACKUP_FAILED).catch(() => undefined);
    },
  },
);

/**
 * Every five minutes: once the day's time of day has come (BackupSettings, APP_TIME_ZONE), enqueues the day's
 * scheduled backup with the date as its job id, so however many workers check, it is taken once.
 */
export const backupScheduleCheckHandler = handle(backupScheduleCheckJob, async (_payload, _job, deps) => {
  const db = requireDb(deps);
  if (!deps.jobs) throw new UnrecoverableError("This worker was started without its job client");
  const env = backupEnv(deps);
  const settings = await readBackupSettings(db);
  if (!settings.enabled) return { due: null };
  const date = scheduledBackupDate(new Date(), settings.timeOfDay, env.APP_TIME_ZONE);
  if (!date) return { due: null };
  const { backups } = await listBackups(env.BACKUP_DIR);
  // Also by the backups themselves: a Redis that lost the day's job id does not bring a second one.
  const today = backups.some(
    (b) => b.trigger === "scheduled" && calendarDateIn(new Date(b.createdAt), env.APP_TIME_ZONE) === date,
  );
  if (today) return { due: date, taken: true };
  await deps.jobs
    .queue(backupRunJob.queue)
    .add(backupRunJob.name, backupRunJob.schema.parse({ trigger: "scheduled" }), {
      ...backupRunJob.options,
      jobId: `backup-scheduled-${date}`,
    });
  return { due: date };
});
