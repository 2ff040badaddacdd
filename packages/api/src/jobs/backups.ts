import { z } from "zod";
import { defineJob } from "./define-job.js";

/**
 * Takes one backup (operations/backups). A manual one carries its BackgroundTask (progress, result); a scheduled one
 * its local date, which is also its job id, so two workers' checks enqueue the day's backup once. Retried after a
 * killed worker: the retry writes the same backup again from the beginning (its name comes from the job).
 */
export const backupRunJob = defineJob({
  name: "backup-run",
  queue: "maintenance",
  schema: z.object({
    taskId: z.uuid().nullable().default(null),
    trigger: z.enum(["manual", "scheduled"]).default("manual"),
  }),
  options: {
    attempts: 3,
    backoff: { type: "exponential", delay: 10_000 },
    removeOnComplete: { age: 3 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  },
});

/** Every five minutes: enqueues the day's scheduled backup once its time of day has come (BackupSettings). */
export const backupScheduleCheckJob = defineJob({
  name: "backup-schedule-check",
  queue: "maintenance",
  schema: z.object({}).default({}),
  options: { attempts: 1, removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } },
});

export const BACKUP_SCHEDULE_CHECK_SCHEDULE = {
  key: backupScheduleCheckJob.name,
  name: "Take the scheduled backup when its time of day has come",
  jobName: backupScheduleCheckJob.name,
  cron: "*/5 * * * *",
  timeZone: "UTC",
};

/** Restores a backup (a listed one, or an uploaded archive in BACKUP_DIR/uploads). Never retried on its own. */
export const backupRestoreJob = defineJob({
  name: "backup-restore",
  queue: "maintenance",
  schema: z.object({
    restoreId: z.string().min(1),
    backupId: z.string().nullable(),
    uploadFile: z.string().nullable(),
    actor: z.object({ id: z.uuid().nullable(), name: z.string(), ipAddress: z.string().nullable() }),
  }),
  options: { attempts: 1, removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: { age: 30 * 24 * 3600 } },
});
