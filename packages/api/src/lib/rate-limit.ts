import { TRPCError } from "@trpc/server";
import type { Redis } from "ioredis";

/** Told when the counter cannot be reached: the limited action is refused (fails closed), never let through. */
export const RATE_LIMIT_UNAVAILABLE =
  "This is temporarily unavailable: the service that limits attempts per address cannot be reached. " +
  "Please try again in a minute.";

/** Seconds until the current fixed window of `windowSeconds` ends: when a refused caller may try again. */
export function secondsLeftInWindow(windowSeconds: number, now = Date.now()) {
  return windowSeconds - (Math.floor(now / 1000) % windowSeconds);
}

/**
 * Fixed-window counter in Redis, shared by every server process. Returns true while the caller is under the limit.
 * Without Redis it throws 503 at once (the connection has no offline queue): sign-in, registration, reset and demo
 * requests fail closed rather than run unlimited (docs/DECISIONS.md, "Without Redis").
 */
export async function underRateLimit(redis: Redis, key: string, limit: number, windowSeconds: number) {
  const bucket = `tprm:ratelimit:${key}:${Math.floor(Date.now() / 1000 / windowSeconds)}`;
  try {
    const [[error, count]] = (await redis.multi().incr(bucket).expire(bucket, windowSeconds).exec()) as [
      [Error | null, number],
    ];
    if (error) throw error;
    return count <= limit;
  } catch (error) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: RATE_LIMIT_UNAVAILABLE, cause: error });
  }
}
