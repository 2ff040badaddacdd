import "../../../test/provided-context.js";
import { loadEnv } from "@tprm/api";
import { createPrismaClient } from "@tprm/db";
import { DEMO_PASSWORD, demoEmailFor } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import {
  claimRedisDatabases,
  demoRedisDb,
  flushClaimedRedis,
  isDemoDatabase,
  REDIS_CLAIM_KEY,
} from "../../../test/isolation.js";

describe("an integration run works in its own database and Redis database", () => {
  it("its database is a fresh test database, never the demo's", () => {
    const url = inject("databaseUrl");
    expect(new URL(url).pathname).toMatch(/^\/tprm_test_[0-9a-f]{8}_\d+_[0-9a-f]{8}$/);
    // (The setup checked it against the shell's DATABASE_URL before pointing DATABASE_URL at this run's database.)
    expect(isDemoDatabase(url, {})).toBe(false);
  });

  it("code that reads the environment instead of inject() reaches the same database and Redis", () => {
    expect(process.env.DATABASE_URL).toBe(inject("databaseUrl"));
    expect(process.env.REDIS_URL).toBe(inject("redisUrl"));
    expect(loadEnv().DATABASE_URL).toBe(inject("databaseUrl"));
  });

  it("its Redis database is neither the demo's nor the browser tests' (15)", () => {
    const db = Number(/\/(\d+)$/.exec(inject("redisUrl"))![1]);
    expect(db).toBeGreaterThanOrEqual(1);
    expect(db).toBeLessThanOrEqual(14);
    expect(db).not.toBe(demoRedisDb({ REDIS_URL: "redis://127.0.0.1:6379" }));
  });
});

describe("files that run at the same time share neither database nor Redis database", () => {
  it("each worker has a database and a Redis database of its own; this file uses its worker's", () => {
    const databases = inject("workerDatabaseUrls");
    const redisUrls = inject("workerRedisUrls");
    expect(new Set(databases).size).toBe(databases.length);
    expect(new Set(redisUrls).size).toBe(redisUrls.length);
    expect(redisUrls).toHaveLength(databases.length);
    const worker = Number(process.env.VITEST_POOL_ID ?? "1");
    expect(inject("databaseUrl")).toBe(databases[worker - 1]);
    expect(inject("redisUrl")).toBe(redisUrls[worker - 1]);
  });

  it("the worker's database is a copy of the migrated template, with the demo users in it", async () => {
    const db = createPrismaClient(inject("databaseUrl"), { poolSize: 1 });
    try {
      const admin = await db.user.findUniqueOrThrow({ where: { email: demoEmailFor("Admin") } });
      expect(admin).toMatchObject({ role: "Admin", status: "active" });
      expect(DEMO_PASSWORD).toBeTruthy();
    } finally {
      await db.$disconnect();
    }
  });

  it("the run's Redis databases are claimed: another run cannot take one, nor empty it", async () => {
    const mine = Number(/\/(\d+)$/.exec(inject("redisUrl"))![1]);
    // As another run's setup would ask, from a shell whose REDIS_URL is the demo's.
    const env = { REDIS_URL: inject("redisUrl").replace(/\/\d+$/, "/0") };
    await expect(
      claimRedisDatabases(1, "Another integration run", { candidates: [mine], waitMs: 0, env }),
    ).rejects.toThrow(/only 0 of the 1 Redis databases needed are free/);
    await expect(flushClaimedRedis(inject("redisUrl"), '{"host":"elsewhere","pid":1}')).rejects.toThrow(
      /not claimed by this test run/,
    );
    const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: 1 });
    try {
      expect(await redis.get(REDIS_CLAIM_KEY)).toBe(inject("redisClaim"));
      expect(await redis.pttl(REDIS_CLAIM_KEY)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it("a run whose claim lapsed and was taken by another run stops with a clear error", async () => {
    const env = { REDIS_URL: inject("redisUrl").replace(/\/\d+$/, "/0") };
    let reportLost: (error: Error) => void = () => {};
    const lost = new Promise<Error>((resolve) => {
      reportLost = resolve;
    });
    const claim = await claimRedisDatabases(1, "A stalled run", { env, renewMs: 20, onLost: reportLost });
    const redis = new Redis(claim.urls[0]!, { maxRetriesPerRequest: 1 });
    try {
      // Its claim lapsed while it stalled, and another run took the database.
      await redis.set(REDIS_CLAIM_KEY, '{"host":"elsewhere","pid":1,"purpose":"Another run"}');
      const error = await lost;
      expect(error.message).toMatch(
        new RegExp(`^A stalled run: lost its claim on Redis database ${claim.dbs[0]} .*another test run took it`),
      );
      // The other run's claim stands.
      expect(await redis.get(REDIS_CLAIM_KEY)).toContain("Another run");
    } finally {
      await claim.release();
      await redis.del(REDIS_CLAIM_KEY);
      redis.disconnect();
    }
  });
});
