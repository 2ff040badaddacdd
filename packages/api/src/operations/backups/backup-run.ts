// The worker's half of a backup: take it (snapshot.ts), complete its task, record it in the audit trail, then
// apply the retention rule (retention.ts) and remove what killed backups left behind.
import type { PrismaClient } from "@tprm/db";
import { recordChange, SYSTEM } from "../../audit/record-change.js";
import { completeTask, reportProgress, startTask } from "../../tasks/task-service.js";
import { listBackups, newBackupId, removeBackup, removeLeftovers } from "./archive-format.js";
import { BACKUP_ENTITY, readBackupSettings, toBackupSummary } from "./backup-service.js";
import { backupKey } from "./encryption.js";
import { backupsToKeep } from "./retention.js";
import { takeBackup } from "./snapshot.js";

export interface BackupEnv {
  DATABASE_URL: string;
  BACKUP_DIR: string;
  BACKUP_ENCRYPTION_KEY?: string | undefined;
  APP_TIME_ZONE: string;
}

export interface BackupJobInfo {
  /** When the job was created and its id: the backup's name, the same on every retry. */
  createdAt: Date;
  jobId: string;
  taskId: string | null;
  trigger: "manual" | "scheduled";
  note?: string | null;
  log?: (message: string) => void;
  afterTable?: (name: string) => Promise<void> | void;
}

export async function runBackup(db: PrismaClient, env: BackupEnv, info: BackupJobInfo) {
  const task = info.taskId ? await startTask(db, info.taskId, info.note ?? null) : null;
  if (info.taskId && (!task || task.status === "completed")) return task?.result ?? null;
  const creator = task?.createdById
    ? await db.user.findUnique({
        where: { id: task.createdById },
        select: { id: true, firstName: true, lastName: true, email: true },
      })
    : null;
  const id = newBackupId(info.createdAt, `${info.jobId}:${info.taskId ?? ""}`);
  const manifest = await takeBackup({
    databaseUrl: env.DATABASE_URL,
    dir: env.BACKUP_DIR,
    id,
    key: backupKey(env.BACKUP_ENCRYPTION_KEY),
    trigger: info.trigger,
    createdBy: creator
      ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() || creator.email }
      : null,
    onProgress: info.taskId ? (done, total) => reportProgress(db, info.taskId!, done, total) : undefined,
    afterTable: info.afterTable,
  });
  const summary = toBackupSummary(manifest);
  await db.$transaction(async (tx) => {
    await recordChange(tx, SYSTEM, {
      action: "CREATE",
      actorId: creator?.id ?? null,
      entityType: BACKUP_ENTITY,
      entityId: id,
      after: summary,
      description: `Backup ${id} written (${manifest.tables.length} tables, ${summary.rows} rows, ${summary.bytes} bytes${manifest.archive.encrypted ? ", encrypted" : ""})`,
    });
    if (info.taskId) {
      await completeTask(tx, info.taskId, {
        result: summary,
        progress: manifest.tables.length,
        total: manifest.tables.length,
      });
    }
  });
  const deleted = await applyRetention(db, env);
  if (deleted.length) info.log?.(`backup retention deleted ${deleted.join(", ")}`);
  return summary;
}

/** Deletes the backups the retention rule does not keep (each recorded), and killed backups' leftovers. */
export async function applyRetention(db: PrismaClient, env: BackupEnv, now = Date.now()) {
  const settings = await readBackupSettings(db);
  const { backups } = await listBackups(env.BACKUP_DIR);
  const keep = backupsToKeep(
    backups.map((b) => ({ id: b.id, createdAt: new Date(b.createdAt) })),
    settings,
    env.APP_TIME_ZONE,
  );
  const deleted: string[] = [];
  for (const backup of backups.filter((b) => !keep.has(b.id))) {
    await db.$transaction(async (tx) => {
      await recordChange(tx, SYSTEM, {
        action: "DELETE",
        entityType: BACKUP_ENTITY,
        entityId: backup.id,
        before: toBackupSummary(backup),
        description: `Deleted the backup ${backup.id} under the retention rule (last ${settings.keepLast}, ${settings.keepDaily} daily, ${settings.keepWeekly} weekly)`,
      });
      await removeBackup(env.BACKUP_DIR, backup);
    });
    deleted.push(backup.id);
  }
  await removeLeftovers(env.BACKUP_DIR, now);
  return deleted;
}
