import { createTestDatabase, dropOrphanedTestDatabases } from "@tprm/db/testing";
import { Redis } from "ioredis";
import type { TestProject } from "vitest/node";
import { assertNotDemoDatabase, integrationRedisDb, testRedisUrl } from "./isolation.js";
import "./provided-context.js";

/**
 * One fresh, migrated PostgreSQL database per test run, dropped afterwards, and a Redis logical database of its
 * own (flushed first) so runs never see each other's rows, queues or rate-limit counters — and never the demo's
 * (test/isolation.ts).
 */
export default async function setup(project: TestProject) {
  // Databases 1–14 but the demo's: 15 belongs to the browser tests' server (scripts/e2e-server.ts), whose worker
  // would otherwise take this run's jobs when the two run at once on one machine.
  const redisUrl = testRedisUrl(integrationRedisDb(process.pid), "The integration tests");
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();

  await dropOrphanedTestDatabases();
  const database = await createTestDatabase();
  assertNotDemoDatabase(database.url, "The integration tests");
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", redisUrl);
  // Anything that reads the environment rather than inject() (a script a test starts, a stray loadEnv()) reaches
  // this run's database and Redis, never the demo's in the shell's DATABASE_URL and REDIS_URL.
  process.env.DATABASE_URL = database.url;
  process.env.REDIS_URL = redisUrl;
  return async () => {
    await database.drop();
  };
}
