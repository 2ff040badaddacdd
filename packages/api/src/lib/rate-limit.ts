import type { Redis } from "ioredis";

/**
 * Fixed-window counter in Redis, shared by every server process. Returns true while the caller is under the limit.
 */
export async function underRateLimit(redis: Redis, key: string, limit: number, windowSeconds: number) {
  const bucket = `tprm:ratelimit:${key}:${Math.floor(Date.now() / 1000 / windowSeconds)}`;
  const [[, count]] = (await redis.multi().incr(bucket).expire(bucket, windowSeconds).exec()) as [[null, number]];
  return count <= limit;
}
