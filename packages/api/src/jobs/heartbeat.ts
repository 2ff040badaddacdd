import type { Redis } from "ioredis";

const HEARTBEAT_KEY = "tprm:worker:heartbeats";
/** How often a worker writes its heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 1_000;
/**
 * A worker that has not beaten for this long counts as gone: GET /api/system/health says the worker is down within
 * 5 s of a worker's death (a killed worker cannot remove its heartbeat), while four missed beats in a row — a
 * garbage collection, a slow Redis — are still tolerated. The jobs never hold the event loop for seconds: they
 * await the database, the file store and the parser piece by piece.
 */
export const HEARTBEAT_STALE_MS = 5_000;

export async function beat(redis: Redis, workerId: string) {
  await redis.zadd(HEARTBEAT_KEY, Date.now(), workerId);
}

export async function removeHeartbeat(redis: Redis, workerId: string) {
  await redis.zrem(HEARTBEAT_KEY, workerId);
}

/** Workers alive now, and the time of the latest beat. */
export async function readHeartbeats(redis: Redis) {
  const now = Date.now();
  await redis.zremrangebyscore(HEARTBEAT_KEY, 0, now - 24 * 3600_000);
  const alive = await redis.zrangebyscore(HEARTBEAT_KEY, now - HEARTBEAT_STALE_MS, "+inf", "WITHSCORES");
  const workers: { id: string; lastBeatAt: string }[] = [];
  for (let i = 0; i < alive.length; i += 2) {
    workers.push({ id: alive[i]!, lastBeatAt: new Date(Number(alive[i + 1])).toISOString() });
  }
  return workers;
}
