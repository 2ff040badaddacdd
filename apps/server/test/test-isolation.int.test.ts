import "../../../test/provided-context.js";
import { loadEnv } from "@tprm/api";
import { describe, expect, inject, it } from "vitest";
import { demoRedisDb, isDemoDatabase } from "../../../test/isolation.js";

describe("an integration run works in its own database and Redis database", () => {
  it("its database is a fresh test database, never the demo's", () => {
    const url = inject("databaseUrl");
    expect(new URL(url).pathname).toMatch(/^\/tprm_test_\d+_[0-9a-f]{8}$/);
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
