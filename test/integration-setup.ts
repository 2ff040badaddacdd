import { createPrismaClient } from "@tprm/db";
import { seedDemoUsers } from "@tprm/db/factories";
import { cloneTestDatabase, createTestDatabase, dropOrphanedTestDatabases } from "@tprm/db/testing";
import type { TestProject } from "vitest/node";
import { assertNotDemoDatabase, claimRedisDatabases } from "./isolation.js";
import "./provided-context.js";

/**
 * Prepares an integration run whose test files run in parallel, each vitest worker on data of its own:
 * - one database migrated once (the template), with the shared fixtures every file may use (the demo users, one
 *   active account per role), then one copy of it per worker (CREATE DATABASE … TEMPLATE: no migration per worker
 *   or file). All are dropped afterwards.
 * - one Redis database per worker, claimed for the run (test/isolation.ts) so that no other run on this machine —
 *   and no other worker of this run — can take its jobs, flush its queues or count its heartbeats, and never the
 *   demo's. test/integration-file-setup.ts points each file at its worker's pair and empties the Redis database.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const purpose = "The integration tests";
  const redis = claimRedisDatabases(workers, purpose);
  redis.catch(() => undefined);

  await dropOrphanedTestDatabases();
  const template = await createTestDatabase();
  const databases: Awaited<ReturnType<typeof cloneTestDatabase>>[] = [];
  const teardown = async () => {
    for (const database of [...databases, template]) await database.drop().catch(() => undefined);
    await (await redis.catch(() => null))?.release();
  };
  try {
    assertNotDemoDatabase(template.url, purpose);
    const db = createPrismaClient(template.url, { poolSize: 2 });
    try {
      await seedDemoUsers(db);
    } finally {
      await db.$disconnect();
    }
    for (let i = 0; i < workers; i++) databases.push(await cloneTestDatabase(template.name));
    const claim = await redis;
    project.provide("templateDatabase", template.name);
    project.provide(
      "workerDatabaseUrls",
      databases.map((d) => d.url),
    );
    project.provide("workerRedisUrls", claim.urls);
    project.provide("redisClaim", claim.value);
    // Until a file's setup points them at its worker's: anything that reads the environment rather than inject()
    // reaches this run's data, never the demo's in the shell's DATABASE_URL and REDIS_URL.
    project.provide("databaseUrl", databases[0]!.url);
    project.provide("redisUrl", claim.urls[0]!);
    process.env.DATABASE_URL = databases[0]!.url;
    process.env.REDIS_URL = claim.urls[0]!;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
