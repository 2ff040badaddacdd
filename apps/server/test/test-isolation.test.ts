import { describe, expect, it } from "vitest";
import {
  assertNotDemoDatabase,
  claimIsStale,
  claimValue,
  demoRedisDb,
  integrationRedisCandidates,
  isDemoDatabase,
  testRedisUrl,
} from "../../../test/isolation.js";

// The guards that keep test runs (vitest, the browser tests' server, the vendor bench) off the demo's database and
// Redis database, whatever the shell that starts them has in DATABASE_URL and REDIS_URL.

describe("the demo database is recognised however its URL is written", () => {
  it("the embedded PostgreSQL of npm start, by host, port and database name", () => {
    for (const url of [
      "postgres://postgres:postgres@127.0.0.1:5439/tprm",
      "postgresql://someone@localhost:5439/tprm?sslmode=disable",
      "postgres://[::1]:5439/tprm",
    ]) {
      expect(isDemoDatabase(url, {}), url).toBe(true);
    }
    expect(isDemoDatabase("postgres://postgres@127.0.0.1:5439/tprm_bench", {})).toBe(false);
    expect(isDemoDatabase("postgres://postgres@127.0.0.1:5432/tprm", {})).toBe(false);
  });

  it("DATABASE_URL of the shell, when it points npm start elsewhere", () => {
    const env = { DATABASE_URL: "postgres://app:secret@db.bank.example/tprm_demo" };
    expect(isDemoDatabase("postgres://bench@db.bank.example:5432/tprm_demo", env)).toBe(true);
    expect(isDemoDatabase("postgres://postgres@127.0.0.1:5432/tprm_test_1_ab12cd34", env)).toBe(false);
    expect(() => assertNotDemoDatabase("postgres://x@db.bank.example/tprm_demo", "BENCH_DATABASE_URL", env)).toThrow(
      /BENCH_DATABASE_URL refuses db\.bank\.example:5432\/tprm_demo: that is the demo database/,
    );
    expect(() => assertNotDemoDatabase("postgres://x@127.0.0.1/other", "BENCH_DATABASE_URL", env)).not.toThrow();
  });
});

describe("Redis: never the demo's database", () => {
  it("the demo's is REDIS_URL's database, 0 by default", () => {
    expect(demoRedisDb({})).toBe(0);
    expect(demoRedisDb({ REDIS_URL: "redis://127.0.0.1:6379" })).toBe(0);
    expect(demoRedisDb({ REDIS_URL: "redis://cache.bank.example:6380/7" })).toBe(7);
  });

  it("a test run may use another database on the same server, not the demo's", () => {
    const env = { REDIS_URL: "redis://cache.bank.example:6380/7" };
    expect(testRedisUrl(15, "The browser tests' server", env)).toBe("redis://cache.bank.example:6380/15");
    expect(() => testRedisUrl(7, "The browser tests' server", env)).toThrow(/refuses Redis database 7/);
    expect(() => testRedisUrl(0, "The browser tests' server", {})).toThrow(/refuses Redis database 0/);
    expect(() => testRedisUrl(Number("x"), "The browser tests' server", {})).toThrow(/not a Redis database/);
  });

  it("integration runs claim among 1–14, skipping the demo's", () => {
    expect(integrationRedisCandidates({ REDIS_URL: "redis://127.0.0.1:6379/3" })).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(integrationRedisCandidates({})).not.toContain(0);
    expect(integrationRedisCandidates({})).not.toContain(15);
  });

  it("a claim is taken over only when its owner, a process of this machine, is gone", () => {
    const alive = claimValue({ host: "bank-ci-1", pid: process.pid, purpose: "The integration tests" });
    expect(claimIsStale(alive, "bank-ci-1")).toBe(false);
    // No process has pid 2^22 + 1 (above Linux's pid_max limit).
    const gone = claimValue({ host: "bank-ci-1", pid: 4_194_305, purpose: "The integration tests" });
    expect(claimIsStale(gone, "bank-ci-1")).toBe(true);
    // Another machine's process cannot be checked from here: its claim stands until it lapses.
    expect(claimIsStale(gone, "bank-ci-2")).toBe(false);
    expect(claimIsStale("not a claim", "bank-ci-1")).toBe(true);
    expect(claimIsStale(null, "bank-ci-1")).toBe(false);
  });
});
