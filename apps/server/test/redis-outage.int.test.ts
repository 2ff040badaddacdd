import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

/**
 * The server without Redis: it keeps serving what does not need Redis, answers health at once, refuses what needs
 * Redis (sign-in's rate limit, queueing an export) at once with 503, logs no unhandled error events, and recovers
 * by itself when Redis is back. Uses a redis-server of its own on a free port, started, killed and restarted here.
 */

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startRedis(port: number) {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  return child;
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timed<T>(fn: () => Promise<T>) {
  const start = performance.now();
  const result = await fn();
  return { result, ms: performance.now() - start };
}

const health = (t: TestApp) => timed(() => t.app.inject({ method: "GET", url: "/api/system/health" }));
const login = (t: TestApp, email: string) =>
  timed(() =>
    t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: freshIp(),
    }),
  );
const exportVendors = (t: TestApp, token: string) =>
  timed(() =>
    t.app.inject({ method: "POST", url: "/api/vendors/export", headers: bearer(token), payload: { format: "csv" } }),
  );

let consoleLines: string[] = [];
beforeEach(() => {
  consoleLines = [];
  for (const method of ["error", "warn", "log"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

const redisChildren: ChildProcess[] = [];
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const child of redisChildren) await stopRedis(child);
});

async function expectDown(t: TestApp, token: string, email: string) {
  const h = await health(t);
  expect(h.ms).toBeLessThan(1_000);
  expect(h.result.statusCode).toBe(200);
  expect(h.result.json().data).toMatchObject({
    status: "degraded",
    redis: { status: "down" },
    database: { status: "up" },
  });

  const signIn = await login(t, email);
  expect(signIn.ms).toBeLessThan(2_000);
  expect(signIn.result.statusCode).toBe(503);
  expect(signIn.result.json().message).toMatch(/temporarily unavailable/i);

  // An export is accepted at once: its job waits in the outbox (PostgreSQL) until Redis is back.
  const exported = await exportVendors(t, token);
  expect(exported.ms).toBeLessThan(2_000);
  expect(exported.result.statusCode).toBe(202);
  const waiting = await t.services.db.outboxEvent.findMany({
    where: { type: "vendor-export", payload: { equals: { taskId: exported.result.json().data.taskId } } },
  });
  expect(waiting).toMatchObject([{ dispatchedAt: null }]);

  // What needs only PostgreSQL is served as usual.
  const vendors = await t.app.inject({ method: "GET", url: "/api/vendors", headers: bearer(token) });
  expect(vendors.statusCode).toBe(200);
}

async function expectUp(t: TestApp, token: string, email: string) {
  const h = await health(t);
  expect(h.result.json().data.redis.status).toBe("up");
  expect((await login(t, email)).result.statusCode).toBe(200);
  expect((await exportVendors(t, token)).result.statusCode).toBe(202);
}

describe("without Redis", () => {
  it("a server started with Redis unreachable answers at once, refuses with 503 what needs Redis (rate-limited forms), keeps exports for later, and recovers when Redis starts", async () => {
    const port = await freePort();
    const t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    apps.push(t);
    const email = uniqueEmail("no-redis");
    const user = await createUser(t.services.db, { email, role: "Vendor Manager" });
    const { token } = await (async () => {
      const { createSession } = await import("../../../packages/api/src/auth/sessions.js");
      return createSession(t.services.db, user.id, { ipAddress: null, userAgent: null });
    })();

    await expectDown(t, token, email);

    const redis = startRedis(port);
    redisChildren.push(redis);
    await until(() => t.services.redis.status === "ready", "the server to reconnect to Redis");
    await expectUp(t, token, email);
    expect(consoleLines.filter((l) => /Unhandled error event/i.test(l))).toEqual([]);
  });

  it("Redis going away while the server runs: the same fast answers, then recovery without a restart", async () => {
    const port = await freePort();
    let redis = startRedis(port);
    redisChildren.push(redis);
    const t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    apps.push(t);
    await until(() => t.services.redis.status === "ready", "the server to connect to Redis");
    const { token, user } = await signIn(t, "Vendor Manager");
    await expectUp(t, token, user.email);

    await stopRedis(redis);
    await until(() => t.services.redis.status !== "ready", "the server to see Redis gone");
    await expectDown(t, token, user.email);

    redis = startRedis(port);
    redisChildren.push(redis);
    await until(() => t.services.redis.status === "ready", "the server to reconnect to Redis");
    await expectUp(t, token, user.email);

    expect(consoleLines.filter((l) => /Unhandled error event/i.test(l))).toEqual([]);
    // The outage is logged once when it starts and once when it ends, not once per reconnection attempt.
    expect(consoleLines.filter((l) => /Redis/.test(l)).length).toBeLessThanOrEqual(4);
  });
});
