import type { Services } from "@tprm/api";
import { configureAuditKeys, type Env, JobClient } from "@tprm/api";
import type { JobDefinition } from "@tprm/api/jobs";
import { createDatabase, endSqlPool } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import { Redis } from "ioredis";
import type { z } from "zod";

/** What a caller is told when a change needs the job queue and Redis cannot be reached (enqueueOrFail adds it). */
const QUEUE_DOWN = "Redis, which holds the job queue, cannot be reached";

/**
 * The server's Redis connection fails fast and heals by itself: while Redis is unreachable a command is refused at
 * once (no offline queue, one try, a 2 s timeout for a Redis that accepts but does not answer) instead of waiting
 * for a reconnection that may never come; the client keeps reconnecting every second at most, and everything works
 * again as soon as Redis does, without a restart. What needs Redis then answers 503 (rate limits, queueing a job);
 * what does not (reads, sessions in PostgreSQL) is unaffected, and health answers at once that Redis is down.
 */
export function createRedis(url: string, log: (message: string) => void = console.warn) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
  });
  // One line when an outage starts and one when it ends, not one per reconnection attempt; and never an unhandled
  // "error" event (ioredis prints those, every attempt).
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log(`Redis unreachable (${error.message}); rate limits and job queueing answer 503 until it is back`);
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    log("Redis reachable again");
  });
  return redis;
}

/**
 * The producer side, refusing at once while Redis is not connected: BullMQ's queue would otherwise wait for the
 * connection before adding the job (forever, if Redis never returns), and the request with it.
 */
class FailFastJobClient extends JobClient {
  constructor(private readonly redis: Redis) {
    super(redis);
  }

  override async enqueue<TName extends string, TSchema extends z.ZodType>(
    job: JobDefinition<TName, TSchema>,
    payload: z.input<TSchema>,
  ) {
    if (this.redis.status !== "ready") throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: QUEUE_DOWN });
    return super.enqueue(job, payload);
  }
}

/** Creates the process-wide dependencies. The server keeps no other state, so any number can run side by side. */
export function createServices(env: Env): Services & { close(): Promise<void> } {
  configureAuditKeys(env);
  const { db, sql } = createDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  const redis = createRedis(env.REDIS_URL);
  const jobs = new FailFastJobClient(redis);
  // BullMQ re-emits the connection's errors on every queue; the connection's own listener above reports them.
  for (const queue of jobs.allQueues()) queue.on("error", () => {});
  return {
    env,
    db,
    sql,
    redis,
    jobs,
    async close() {
      await jobs.close();
      await db.$disconnect();
      await endSqlPool(sql);
      redis.disconnect();
    },
  };
}
