// Backups as the API offers them to an Admin: the schedule and retention (BackupSettings), running one now, the
// list (the manifests in BACKUP_DIR), deleting one, and asking for a restore. The work itself is the worker's
// (backup-run.ts, restore-run.ts).
import type { PrismaClient } from "@tprm/db";
import { recordChange } from "../../audit/record-change.js";
import type { SignedInContext } from "../../context.js";
import { backupRestoreJob, backupRunJob } from "../../jobs/backups.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { outboxEvent } from "../../outbox/events.js";
import { createTask } from "../../tasks/task-service.js";
import { type BackupManifest, listBackups, readBackup, removeBackup } from "./archive-format.js";
import { backupKey } from "./encryption.js";
import { restoreUnderWay, writeRestoreStatus } from "./maintenance.js";
import type { BackupSettingsInput } from "./schemas.js";

export const BACKUP_ENTITY = "Backup";
export const DEFAULT_BACKUP_SETTINGS = { enabled: true, timeOfDay: "02:00", keepLast: 7, keepDaily: 7, keepWeekly: 4 };

export async function readBackupSettings(db: Pick<PrismaClient, "backupSettings">) {
  const row = await db.backupSettings.findUnique({ where: { id: 1 } });
  return row
    ? {
        enabled: row.enabled,
        timeOfDay: row.timeOfDay,
        keepLast: row.keepLast,
        keepDaily: row.keepDaily,
        keepWeekly: row.keepWeekly,
      }
    : DEFAULT_BACKUP_SETTINGS;
}

export async function saveBackupSettings(ctx: SignedInContext, input: BackupSettingsInput) {
  return ctx.db.$transaction(async (tx) => {
    const before = await readBackupSettings(tx);
    const data = { ...input, updatedById: ctx.auth.user.id };
    await tx.backupSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
    await recordChange(tx, ctx, {
      action: "UPDATE",
      entityType: "BackupSettings",
      entityId: "1",
      before,
      after: input,
      description: input.enabled
        ? `Set nightly backups at ${input.timeOfDay} (${ctx.env.APP_TIME_ZONE}), keeping the last ${input.keepLast}, ${input.keepDaily} daily and ${input.keepWeekly} weekly`
        : "Turned scheduled backups off",
    });
    return input;
  });
}

export function toBackupSummary(m: BackupManifest) {
  return {
    id: m.id,
    createdAt: m.createdAt,
    createdBy: m.createdBy?.name ?? null,
    trigger: m.trigger,
    bytes: m.archive.bytes,
    encrypted: m.archive.encrypted,
    migration: m.migration,
    tables: m.tables.length,
    rows: m.tables.reduce((sum, t) => sum + t.rows, 0),
    sha256: m.archive.sha256,
  };
}

export async function backupOverview(ctx: SignedInContext) {
  const { backups, unreadable } = await listBackups(ctx.env.BACKUP_DIR);
  return {
    backups: backups.map(toBackupSummary),
    unreadable,
    settings: await readBackupSettings(ctx.db),
    timeZone: ctx.env.APP_TIME_ZONE,
    encryption: backupKey(ctx.env.BACKUP_ENCRYPTION_KEY) !== null,
  };
}

/** Records the task and queues the backup (through the outbox, with the task's audit row). */
export async function requestBackup(ctx: SignedInContext) {
  const task = await ctx.db.$transaction(async (tx) => {
    const created = await createTask(tx, { kind: "backup", createdById: ctx.auth.user.id });
    await recordChange(tx, ctx, {
      action: "CREATE",
      entityType: BACKUP_ENTITY,
      entityId: null,
      after: { taskId: created.id },
      description: "Started a backup",
      event: outboxEvent(backupRunJob, { taskId: created.id, trigger: "manual" }),
    });
    return created;
  });
  return { taskId: task.id, status: task.status };
}

export async function deleteBackup(ctx: SignedInContext, id: string) {
  const manifest = await readBackup(ctx.env.BACKUP_DIR, id);
  if (!manifest) throw notFound("No backup with this name.");
  // The audit row commits only if the files are gone.
  await ctx.db.$transaction(async (tx) => {
    await recordChange(tx, ctx, {
      action: "DELETE",
      entityType: BACKUP_ENTITY,
      entityId: id,
      before: toBackupSummary(manifest),
      description: `Deleted the backup ${id}`,
    });
    await removeBackup(ctx.env.BACKUP_DIR, manifest);
  });
  return { id };
}

/** The schema levels this database has applied (a backup of one it lacks is from a newer schema). */
export async function appliedMigrationNames(db: PrismaClient): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  return new Set(rows.map((r) => r.name));
}

export interface RestoreRequest {
  backupId: string | null;
  /** The uploaded archive's file name in BACKUP_DIR/uploads (the upload route saved it). */
  uploadFile: string | null;
  /** What the Admin typed: the backup's name, or the uploaded file's name. */
  confirmation: string;
  sourceName: string;
}

/** Checks what can be checked at once (4xx), records the restore's status in Redis and queues it. */
export async function requestRestore(ctx: SignedInContext, request: RestoreRequest, restoreId: string) {
  if (request.confirmation.trim() !== request.sourceName) {
    throw badRequest(`Type the backup's name (${request.sourceName}) exactly to confirm the restore.`);
  }
  if (request.backupId) {
    const manifest = await readBackup(ctx.env.BACKUP_DIR, request.backupId);
    if (!manifest) throw notFound("No backup with this name.");
    if (!(await appliedMigrationNames(ctx.db)).has(manifest.migration)) {
      throw badRequest(
        `The backup was taken at schema level ${manifest.migration}, which this platform has not reached: a backup of a newer schema cannot be restored here.`,
      );
    }
    if (manifest.archive.encrypted && !backupKey(ctx.env.BACKUP_ENCRYPTION_KEY)) {
      throw badRequest("This backup is encrypted and BACKUP_ENCRYPTION_KEY is not set.");
    }
  }
  if (await restoreUnderWay(ctx.redis)) throw conflict("A restore is already under way.");
  const user = ctx.auth.user;
  const requestedBy = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const status = {
    id: restoreId,
    state: "queued" as const,
    source: request.sourceName,
    requestedBy,
    requestedAt: new Date().toISOString(),
    finishedAt: null,
    progress: 0,
    total: null,
    message: null,
  };
  await writeRestoreStatus(ctx.redis, status);
  // Straight to the queue, not through the outbox: the outbox's table is among those the restore replaces.
  await ctx.jobs.enqueue(backupRestoreJob, {
    restoreId,
    backupId: request.backupId,
    uploadFile: request.uploadFile,
    actor: { id: user.id, name: requestedBy, ipAddress: ctx.ipAddress },
  });
  return status;
}
