import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import {
  type Context,
  drainOutbox,
  emailPayload,
  nudgeOutbox,
  OUTBOX_MAX_ATTEMPTS,
  outboxEvent,
  passwordResetEmail,
  recordChange,
  requestPasswordReset,
  SYSTEM,
} from "@tprm/api";
import { ALL_JOBS, outboxDrainJob, QUEUE_PREFIX, sendEmailJob } from "@tprm/api/jobs";
import type { Prisma } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { Worker } from "bullmq";
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
    // A drain that died after enqueueing, before its commit: the row is as it was, and is dispatched again.
    await t.services.db.outboxEvent.update({
      where: { id: row!.id },
      data: { dispatchedAt: null, payload: row!.payload as Prisma.InputJsonValue },
    });
    await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    const jobs = await jobsTo();
    expect(jobs.map((j) => j.id)).toEqual([row!.id]);
    const dispatched = await t.services.db.outboxEvent.findUniqueOrThrow({ where: { id: row!.id } });
    expect(dispatched.dispatchedAt).toBeInstanceOf(Date);
    await Promise.all(jobs.map((j) => j.remove()));
  });

  it("a dispatched event keeps no payload (no reset link in PostgreSQL) and its sent e-mail leaves Redis within minutes", async () => {
    const user = await createUser(t.services.db, { email: uniqueEmail("blanked"), role: "Admin" });
    await requestPasswordReset(contextOf(t), { email: user.email });
    const [row] = await outboxRowsTo(t, user.email);
    expect(JSON.stringify(row?.payload)).toContain("/reset-password?token=");
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    const after = await t.services.db.outboxEvent.findUniqueOrThrow({ where: { id: row!.id } });
    expect(after.dispatchedAt).toBeInstanceOf(Date);
    expect(after.payload).toEqual({});
    // The job in Redis carries the message, and is removed 5 minutes after it is sent, not 7 days.
    const job = await t.services.jobs.queue(sendEmailJob.queue).getJob(row!.id);
    expect(job?.data.to).toBe(user.email);
    expect(job?.opts.removeOnComplete).toEqual({ age: 300 });
    await job?.remove();
  });

  it("a reset e-mail still waiting when its link has expired is dead-lettered, not sent", async () => {
    const email = uniqueEmail("expired");
    const [event] = await t.services.db.outboxEvent.createManyAndReturn({
      data: [
        {
          type: sendEmailJob.name,
          payload: emailPayload(passwordResetEmail, email, {
            firstName: "Ann",
            link: "https://tprm.example/reset-password?token=expired",
          }) as Prisma.InputJsonValue,
          createdAt: new Date(Date.now() - 61 * 60_000),
          expiresAt: new Date(Date.now() - 60_000),
        },
      ],
    });
    const result = await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS });
    expect(result.deadLettered).toBeGreaterThanOrEqual(1);
    const row = await t.services.db.outboxEvent.findUniqueOrThrow({ where: { id: event!.id } });
    expect(row).toMatchObject({ dispatchedAt: null, payload: {} });
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toMatch(/^Expired at /);
    expect(await t.services.jobs.queue(sendEmailJob.queue).getJob(event!.id)).toBeUndefined();
  });

  it("an event with a bad payload or an unknown job is dead-lettered and logged; the events after it are dispatched", async () => {
    const email = uniqueEmail("after-bad");
    const rows = await t.services.db.outboxEvent.createManyAndReturn({
      data: [
        { type: sendEmailJob.name, payload: { to: "not an address", template: "password-reset" } },
        { type: "job-of-a-newer-release", payload: {} },
        {
          type: sendEmailJob.name,
          payload: emailPayload(passwordResetEmail, email, {
            firstName: "Ann",
            link: "https://tprm.example/reset-password?token=y",
          }) as Prisma.InputJsonValue,
        },
      ],
    });
    const logged: string[] = [];
    const result = await drainOutbox(t.services.db, t.services.jobs, {
      jobs: ALL_JOBS,
      log: (line) => logged.push(line),
    });
    expect(result).toMatchObject({ failed: 0 });
    const [bad, unknown, good] = await Promise.all(
      rows.map((r) => t.services.db.outboxEvent.findUniqueOrThrow({ where: { id: r.id } })),
    );
    expect(bad).toMatchObject({ dispatchedAt: null, lastError: expect.stringContaining("does not suit send-email") });
    expect(bad!.failedAt).toBeInstanceOf(Date);
    expect(unknown).toMatchObject({
      dispatchedAt: null,
      lastError: 'No job named "job-of-a-newer-release" in this worker',
    });
    expect(unknown!.failedAt).toBeInstanceOf(Date);
    expect(good!.dispatchedAt).toBeInstanceOf(Date);
    expect(logged.filter((line) => line.includes("dead-lettered"))).toHaveLength(2);
    // Dead-lettered events are not tried again.
    expect(await drainOutbox(t.services.db, t.services.jobs, { jobs: ALL_JOBS })).toEqual({
      dispatched: 0,
      failed: 0,
      deadLettered: 0,
    });
    await (await t.services.jobs.queue(sendEmailJob.queue).getJob(good!.id))?.remove();
  });

  it("Redis refusing an event stops the batch; at the attempts cap the event is dead-lettered", async () => {
    const payload = () =>
      emailPayload(passwordResetEmail, uniqueEmail("refused"), {
        firstName: "Ann",
        link: "https://tprm.example/reset-password?token=z",
      }) as Prisma.InputJsonValue;
    const rows = await t.services.db.outboxEvent.createManyAndReturn({
      data: [
        {
          type: sendEmailJob.name,
          payload: payload(),
          attempts: OUTBOX_MAX_ATTEMPTS - 1,
          createdAt: new Date(Date.now() - 2_000),
        },
        { type: sendEmailJob.name, payload: payload(), createdAt: new Date(Date.now() - 1_000) },
      ],
    });
    const refusing = { queue: () => ({ add: async () => Promise.reject(new Error("Connection is closed.")) }) };
    const result = await drainOutbox(t.services.db, refusing as never, { jobs: ALL_JOBS });
    expect(result).toMatchObject({ dispatched: 0, failed: 1, deadLettered: 1 });
    const [capped, next] = await Promise.all(
      rows.map((r) => t.services.db.outboxEvent.findUniqueOrThrow({ where: { id: r.id } })),
    );
    expect(capped).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, dispatchedAt: null });
    expect(capped!.failedAt).toBeInstanceOf(Date);
    expect(capped!.lastError).toContain("Connection is closed.");
    // The next event was not tried (Redis is away for it too): it waits, untouched, for a later drain.
    expect(next).toMatchObject({ attempts: 0, failedAt: null, lastError: null, dispatchedAt: null });
    await t.services.db.outboxEvent.delete({ where: { id: next!.id } });
  });

  it("a burst of nudges queues one drain, not one per change", async () => {
    const queue = t.services.jobs.queue(outboxDrainJob.queue);
    const nudges = async () =>
      (await queue.getJobs(["waiting", "delayed", "prioritized"])).filter(
        (j) => j.name === outboxDrainJob.name && !j.repeatJobKey,
      );
    expect(await nudges()).toEqual([]);
    await Promise.all(Array.from({ length: 10 }, () => nudgeOutbox(t.services.jobs)));
    const queued = await nudges();
    expect(queued).toHaveLength(1);

    // That drain starts; nudges during its run leave exactly one drain to follow it, none alongside it.
    const connection = t.services.redis.duplicate({ maxRetriesPerRequest: null });
    const worker = new Worker(outboxDrainJob.queue, null, {
      connection,
      prefix: QUEUE_PREFIX,
      autorun: false,
    });
    try {
      const running = await worker.getNextJob("drain-test");
      expect(running?.id).toBe(queued[0]!.id);
      await Promise.all(Array.from({ length: 5 }, () => nudgeOutbox(t.services.jobs)));
      expect(await nudges()).toEqual([]);
      await running!.moveToCompleted({}, "drain-test", false);
      const following = await nudges();
      expect(following).toHaveLength(1);
      await Promise.all(following.map((j) => j.remove()));
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });
});

function contextOf(t: TestApp): Context {
  return {
    ...t.services,
    ipAddress: freshIp(),
    userAgent: "change-record test",
    auth: null,
    cookies: { setSession: () => {}, clearSession: () => {} },
  };
}

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
        async () => (await t.services.db.outboxEvent.findUnique({ where: { id: waiting!.id } }))?.dispatchedAt,
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
