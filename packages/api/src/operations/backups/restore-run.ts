// The worker's half of a restore: check everything (restore-check.ts) before touching anything, then, with the
// platform in maintenance, load it in one transaction (restore-load.ts). Its status lives in Redis.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Redis } from "ioredis";
import { readBackup } from "./archive-format.js";
import { backupKey } from "./encryption.js";
import { RESTORE_STATUS_KEY, underMaintenance, updateRestoreStatus } from "./maintenance.js";
import { checkArchive, RestoreRefused } from "./restore-check.js";
import { loadBackup, type RestoreActor } from "./restore-load.js";

export const UPLOADS_DIR = "uploads";
export const FAILED_UNEXPECTEDLY = "The restore failed and was rolled back: nothing was changed.";

export interface RestoreJob {
  restoreId: string;
  backupId: string | null;
  uploadFile: string | null;
  actor: RestoreActor;
}

export async function runRestore(
  redis: Redis,
  env: { DATABASE_URL: string; BACKUP_DIR: string; BACKUP_ENCRYPTION_KEY?: string | undefined },
  job: RestoreJob,
  log: (message: string) => void = () => undefined,
) {
  const status = (change: Parameters<typeof updateRestoreStatus>[2]) =>
    updateRestoreStatus(redis, job.restoreId, change);
  const workDir = join(env.BACKUP_DIR, `.restore-${job.restoreId}`);
  const uploaded = job.uploadFile ? join(env.BACKUP_DIR, UPLOADS_DIR, job.uploadFile) : null;
  const finished = () => new Date().toISOString();
  try {
    const startedAt = Date.now();
    await status({ state: "checking" });
    let archivePath: string;
    let expectedSha256: string | null = null;
    if (job.backupId) {
      const manifest = await readBackup(env.BACKUP_DIR, job.backupId);
      if (!manifest) throw new RestoreRefused("The backup is no longer listed: it was deleted.");
      archivePath = join(env.BACKUP_DIR, manifest.archive.file);
      expectedSha256 = manifest.archive.sha256;
    } else if (uploaded) {
      archivePath = uploaded;
    } else {
      throw new RestoreRefused("No backup was named.");
    }
    const checked = await checkArchive({
      archivePath,
      workDir,
      key: backupKey(env.BACKUP_ENCRYPTION_KEY),
      databaseUrl: env.DATABASE_URL,
      expectedSha256,
      expectedId: job.backupId ?? undefined,
    });
    const checkedMs = Date.now() - startedAt;
    await status({ state: "restoring", total: checked.manifest.tables.length, progress: 0 });
    const result = await underMaintenance(redis, () =>
      loadBackup({
        databaseUrl: env.DATABASE_URL,
        workDir,
        manifest: checked.manifest,
        actor: job.actor,
        source: job.backupId ? `the backup ${job.backupId}` : `the uploaded backup ${checked.manifest.id}`,
        onProgress: (done, total) => status({ progress: done, total }),
      }),
    );
    const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
    await status({
      state: "completed",
      finishedAt: finished(),
      message: `Restored ${checked.manifest.id} (taken ${checked.manifest.createdAt}): ${rows} rows in ${checked.manifest.tables.length} tables; ${result.sessionsRevoked} sessions ended.`,
    });
    const phases = { check: checkedMs, ...result.phases };
    // The phases beside the status (not in its schema: for the benchmark and whoever reads Redis).
    await redis.set(`${RESTORE_STATUS_KEY}:phases`, JSON.stringify(phases), "EX", 7 * 24 * 3600);
    log(`restore ${job.restoreId} completed from ${checked.manifest.id} (${JSON.stringify(phases)} ms)`);
    return result;
  } catch (error) {
    const refused = error instanceof RestoreRefused;
    log(`restore ${job.restoreId} ${refused ? "refused" : "failed"}: ${(error as Error).message}`);
    await status({
      state: "failed",
      finishedAt: finished(),
      message: refused ? (error as Error).message : FAILED_UNEXPECTEDLY,
    });
    if (refused) return null;
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
    if (uploaded) await rm(uploaded, { force: true });
  }
}
