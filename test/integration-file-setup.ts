// Runs before each integration test file, in the vitest worker that runs it: points the file at its worker's
// database and Redis database (test/integration-setup.ts made one pair per worker), and empties that Redis database
// so the file starts with no job, heartbeat or rate-limit counter left by the file the worker ran before.
import "./provided-context.js";
import { inject } from "vitest";
import { flushClaimedRedis } from "./isolation.js";

const databases = inject("workerDatabaseUrls");
const redisUrls = inject("workerRedisUrls");
// 1 … maxWorkers: which worker runs this file. Files on the same worker run one after another.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: vitest sets it in each of its workers, no shell passes it
const worker = Number(process.env.VITEST_POOL_ID ?? "1");
const databaseUrl = databases[worker - 1];
const redisUrl = redisUrls[worker - 1];
if (!databaseUrl || !redisUrl) {
  throw new Error(
    `Integration worker ${worker} has no database of its own (the setup made ${databases.length}): ` +
      "maxWorkers changed after the global setup ran?",
  );
}

await flushClaimedRedis(redisUrl, inject("redisClaim"));

// inject("databaseUrl") and inject("redisUrl") answer the worker's pair from here on. Vitest reads inject() from
// its worker state's provided context; if an upgrade moves it, this fails here rather than sharing data.
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } }).__vitest_worker__;
if (!state?.providedContext)
  throw new Error("Vitest's provided context was not found: see test/integration-file-setup.ts");
state.providedContext.databaseUrl = databaseUrl;
state.providedContext.redisUrl = redisUrl;
if (inject("databaseUrl") !== databaseUrl || inject("redisUrl") !== redisUrl) {
  throw new Error("inject() did not take this worker's database: see test/integration-file-setup.ts");
}
process.env.DATABASE_URL = databaseUrl;
process.env.REDIS_URL = redisUrl;
