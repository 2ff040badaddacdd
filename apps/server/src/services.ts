import type { Services } from "@tprm/api";
import { type Env, JobClient } from "@tprm/api";
import { createDatabase, endSqlPool } from "@tprm/db";
import { Redis } from "ioredis";

/** Creates the process-wide dependencies. The server keeps no other state, so any number can run side by side. */
export function createServices(env: Env): Services & { close(): Promise<void> } {
  const { db, sql } = createDatabase(env.DATABASE_URL, { poolSize: env.DATABASE_POOL_SIZE });
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: false });
  const jobs = new JobClient(redis);
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
