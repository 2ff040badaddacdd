/**
 * Starts the built app for the browser tests: a fresh database (migrated and seeded with the demo users),
 * the server on E2E_PORT serving apps/web/dist, and one worker. Everything is torn down on SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createPrismaClient } from "@tprm/db";
import { seedDemoUsers } from "@tprm/db/factories";
import { createTestDatabase } from "@tprm/db/testing";
import { assertNotDemoDatabase, claimRedisDatabases, testRedisUrl } from "../test/isolation.js";

const port = process.env.E2E_PORT ?? "3100";
// Redis database 15 unless E2E_REDIS_DB picks another, so two browser runs on one machine keep their jobs apart;
// never the demo's (REDIS_URL's), whose worker would take the tests' jobs. It is claimed (test/isolation.ts) and
// emptied: an integration run never picks it meanwhile, and one that holds it already is refused here.
const redisDb = Number(process.env.E2E_REDIS_DB ?? "15");
const redisUrl = testRedisUrl(redisDb, "The browser tests' server");
const redisClaim = await claimRedisDatabases(1, "The browser tests' server", { candidates: [redisDb], waitMs: 0 });

const database = await createTestDatabase();
assertNotDemoDatabase(database.url, "The browser tests' server");
const db = createPrismaClient(database.url);
await seedDemoUsers(db);
await db.$disconnect();
// Where a browser test that needs records no screen can make in a few steps writes them (e2e/db.ts): this run's
// database, in a file named after the port.
const databaseFile = `.data/e2e-database-${port}.url`;
mkdirSync(".data", { recursive: true });
writeFileSync(databaseFile, database.url);

const env = {
  ...process.env,
  NODE_ENV: "production",
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  PORT: port,
  HOST: "127.0.0.1",
  APP_URL: `http://127.0.0.1:${port}`,
  OUTBOX_DIR: ".data/e2e-outbox",
  // Each run its own backup directory (the backup browser test lists and restores its own backups).
  BACKUP_DIR: `.data/e2e-backups-${port}`,
  LOGIN_RATE_LIMIT_PER_MINUTE: "1000",
  LOG_LEVEL: "warn",
};
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "apps/server/src/main.ts"], { env, stdio: "inherit" }),
  spawn("npx", ["tsx", "apps/worker/src/main.ts"], { env, stdio: "inherit" }),
];

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  rmSync(databaseFile, { force: true });
  await database.drop().catch((e: Error) => console.error(`could not drop ${database.url}: ${e.message}`));
  await redisClaim.release();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
for (const child of children) child.on("exit", (code) => !stopping && code !== 0 && void stop());
