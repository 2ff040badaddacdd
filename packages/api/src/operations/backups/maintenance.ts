// The maintenance state and a restore's status, in Redis (a restore replaces every table, task rows included).
// While the maintenance key exists every server answers the API with 503 and the web app shows its banner
// (apps/server/src/plugins/backup-routes.ts). The key expires unless the restore keeps renewing it, so a worker
// killed mid-restore (its transaction rolled back) does not hold the platform down.
import type { Redis } from "ioredis";
import { z } from "zod";

export const MAINTENANCE_KEY = "tprm:maintenance";
export const RESTORE_STATUS_KEY = "tprm:restore:status";
const MAINTENANCE_TTL_S = 90;
const RENEW_EVERY_MS = 20_000;
const STATUS_TTL_S = 7 * 24 * 3600;

export const MAINTENANCE_MESSAGE =
  "A restore from a backup is in progress: the platform is unavailable until it finishes. Sign in again afterwards.";

export const maintenanceState = z.object({
  active: z.boolean(),
  reason: z.enum(["restore"]).nullable(),
  message: z.string().nullable(),
  since: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceState>;

export async function readMaintenance(redis: Redis): Promise<MaintenanceState> {
  const raw = await redis.get(MAINTENANCE_KEY);
  if (!raw) return { active: false, reason: null, message: null, since: null };
  const since = (JSON.parse(raw) as { since?: string }).since ?? null;
  return { active: true, reason: "restore", message: MAINTENANCE_MESSAGE, since };
}

/** Enters the maintenance state and keeps it while `work` runs; leaves it afterwards, whatever happened. */
export async function underMaintenance<T>(redis: Redis, work: () => Promise<T>): Promise<T> {
  const value = JSON.stringify({ since: new Date().toISOString() });
  await redis.set(MAINTENANCE_KEY, value, "EX", MAINTENANCE_TTL_S);
  const timer = setInterval(
    () => void redis.expire(MAINTENANCE_KEY, MAINTENANCE_TTL_S).catch(() => undefined),
    RENEW_EVERY_MS,
  );
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await redis.del(MAINTENANCE_KEY);
  }
}

export const restoreStatus = z.object({
  id: z.string(),
  state: z.enum(["queued", "checking", "restoring", "completed", "failed"]),
  /** The backup's name (a listed one) or the uploaded file's name. */
  source: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type RestoreStatus = z.infer<typeof restoreStatus>;

export async function readRestoreStatus(redis: Redis): Promise<RestoreStatus | null> {
  const raw = await redis.get(RESTORE_STATUS_KEY);
  if (!raw) return null;
  const parsed = restoreStatus.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

export async function writeRestoreStatus(redis: Redis, status: RestoreStatus) {
  await redis.set(RESTORE_STATUS_KEY, JSON.stringify(status), "EX", STATUS_TTL_S);
}

export async function updateRestoreStatus(redis: Redis, id: string, change: Partial<RestoreStatus>) {
  const current = await readRestoreStatus(redis);
  if (!current || current.id !== id) return;
  await writeRestoreStatus(redis, { ...current, ...change });
}

/** Whether a restore is queued or running (a second one is refused meanwhile). */
export async function restoreUnderWay(redis: Redis): Promise<boolean> {
  const current = await readRestoreStatus(redis);
  return (
    current !== null && (current.state === "queued" || current.state === "checking" || current.state === "restoring")
  );
}
