import { createTestDatabase, dropOrphanedTestDatabases } from "@tprm/db/testing";
import { Redis } from "ioredis";
import type { TestProject } from "vitest/node";
import "./provided-context.js";

/**
 * One fresh, migrated PostgreSQL database per test run, dropped afterwards, and a Redis logical database of its
 * own (flushed first) so runs never see each other's rows, queues or rate-limit counters.
 */
export default async function setup(project: TestProject) {
  const base = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  // Databases 1–14: 15 belongs to the browser tests' server (scripts/e2e-server.ts), whose worker would otherwise
  // take this run's jobs when the two run at once on one machine.
  const redisUrl = `${base.replace(/\/\d*$/, "")}/${1 + (process.pid % 14)}`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();

  await dropOrphanedTestDatabases();
  const database = await createTestDatabase();
  project.provide("databaseUrl", database.url);
  project.provide("redisUrl", redisUrl);
  return async () => {
    await database.drop();
  };
}
