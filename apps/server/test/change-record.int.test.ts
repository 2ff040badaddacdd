import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import {
  type Context,
  drainOutbox,
  emailPayload,
  outboxEvent,
  passwordResetEmail,
  recordChange,
  requestPasswordReset,
  SYSTEM,
} from "@tprm/api";
import { ALL_JOBS, sendEmailJob } from "@tprm/api/jobs";
import { createUser } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepFixedSchedules } from "../../worker/src/schedules.js";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function startRedis(port: number) {
  return spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
}

async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outboxRowsTo = (t: TestApp, to: string) =>
  t.services.db.outboxEvent.findMany({ where: { type: sendEmailJob.name, payload: { path: ["to"], equals: to } } });

describe("the change record", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("writes the audit row with the actor, IP address and user agent of the request", async () => {
    const { user, token } = await signIn(t, "Admin");
    const ip = freshIp();
    const userAgent = "Mozilla/5.0 (change-record test) Firefox/140.0";
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vendors",
      headers: { ...bearer(token), "user-agent": userAgent },
      remoteAddress: ip,
      payload: { name: `Audit Agent ${Date.now()}` },
    });
    expect(res.statusCode).toBe(201);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityType: "Vendor", entityId: res.json().data.id, action: "CREATE" },
    });
    expect(audit).toMatchObject({ actorId: user.id, ipAddress: ip, userAgent });
  });

  it("a change that rolls back leaves no outbox row and no job; one that commits becomes exactly one job", async () => {
    const email = uniqueEmail("rollback");
    const event = outboxEvent(
      sendEmailJob,
      emailPayload(passwordResetEmail, email, {
        firstName: "Ann",
        link: "https://tprm.example/reset-password?token=x",
      }),
    );
    const change = { action: "UPDATE" as const, entityType: "User", entityId: null, event };
    await expect(
      t.services.db.$transaction(async (tx) => {
        await recordChange(tx, SYSTEM, change);
        throw new Error("the change fails after recording itself");
      }),
    ).rejects.toThrow("fails after recording");
    expect(await outboxRowsTo(t, email)).toEqual([]);
    await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    const queue = t.services.jobs.queue(sendEmailJob.queue);
    const jobsTo = async () =>
      (await queue.getJobs(["waiting", "delayed", "active", "completed", "failed"])).filter((j) => j.data.to === email);
    expect(await jobsTo()).toEqual([]);

    // The same change committed: one row, one job whose id is the row's, and a second dispatch adds nothing.
    await t.services.db.$transaction((tx) => recordChange(tx, SYSTEM, change));
    const [row] = await outboxRowsTo(t, email);
    expect(row?.dispatchedAt).toBeNull();
    await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    await t.services.db.outboxEvent.update({ where: { id: row!.id }, data: { dispatchedAt: null } });
    await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    const jobs = await jobsTo();
    expect(jobs.map((j) => j.id)).toEqual([row!.id]);
    expect((await outboxRowsTo(t, email))[0]?.dispatchedAt).toBeInstanceOf(Date);
    await Promise.all(jobs.map((j) => j.remove()));
  });
});

describe("Redis away during a change", () => {
  it("the e-mail of a password reset requested while Redis was stopped is sent once Redis is back", async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    let redis = startRedis(port);
    const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    probe.on("error", () => {});
    await until(() => probe.ping(), "redis-server to start", 10_000);
    const t = await startTestApp({ REDIS_URL: redisUrl });
    // The worker: e-mail and outbox handlers on this Redis, its drain repeatable kept as the worker process does.
    const mail = await startMailHarness({ redisUrl });
    const fixed = keepFixedSchedules(mail.redis, mail.jobs, () => {}, { outboxDrainEveryMs: 300 });
    // Rate limits live in the run's own Redis: only the queue's Redis goes away here.
    const limits = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    try {
      const user = await createUser(t.services.db, { email: uniqueEmail("outage"), role: "Admin" });
      await stopRedis(redis);
      await until(async () => t.services.redis.status !== "ready", "the server to see Redis gone", 5_000);

      const ctx: Context = {
        ...t.services,
        redis: limits,
        ipAddress: freshIp(),
        userAgent: "outage test",
        auth: null,
        cookies: { setSession: () => {}, clearSession: () => {} },
      };
      await requestPasswordReset(ctx, { email: user.email });
      const [waiting] = await outboxRowsTo(t, user.email);
      expect(waiting?.dispatchedAt).toBeNull();
      expect(mail.inbox.filter((m) => m.to.includes(user.email))).toEqual([]);

      redis = startRedis(port);
      const received = await mail.waitFor(user.email, 30_000);
      expect(received.text).toContain("/reset-password?token=");
      await until(
        async () => (await outboxRowsTo(t, user.email))[0]?.dispatchedAt,
        "the event to be marked dispatched",
      );
      // The job is done and the row dispatched: nothing is left to send it a second time.
      expect(mail.inbox.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      fixed.stop();
      limits.disconnect();
      probe.disconnect();
      await mail.close();
      await t.close();
      await stopRedis(redis);
    }
  }, 60_000);
});
