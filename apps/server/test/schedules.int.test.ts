import "../../../test/provided-context.js";
import { createSchedule, dispatchDueSchedules, JobClient } from "@tprm/api";
import { ALL_JOBS, defineJob, fileRetentionJob, outboxDrainJob, scheduleDispatchJob } from "@tprm/api/jobs";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { HANDLERS } from "../../worker/src/handlers/index.js";
import { handle, type JobHandler } from "../../worker/src/handlers/types.js";
import type { Mailer } from "../../worker/src/mailer.js";
import { keepFixedSchedules } from "../../worker/src/schedules.js";
import { startWorkers } from "../../worker/src/worker-host.js";
import { uniqueEmail } from "./helpers.js";

/** A job a user might schedule (a report, a backup): here it only counts its runs. */
const probeJob = defineJob({ name: "schedule-probe", queue: "maintenance", schema: z.object({ tag: z.string() }) });
const runs: string[] = [];
const probeHandler = handle(probeJob, async (payload) => {
  runs.push(payload.tag);
});
const CONTRACTS = [...ALL_JOBS, probeJob];
const noMailer: Mailer = { send: async () => ({ messageId: "none" }), close: () => {} };

/**
 * What the worker process does at start-up (process.ts), with the probe job and fast fixed schedules. It seeds
 * nothing itself: the dispatcher seeds the built-in schedules at each run.
 */
async function startWorker() {
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const db = createPrismaClient(inject("databaseUrl"), { poolSize: 3 });
  const jobs = new JobClient(redis);
  const log = () => {};
  const handlers = [...HANDLERS, probeHandler as unknown as JobHandler];
  const host = startWorkers(redis, handlers, { mailer: noMailer, log, db, jobs, outboxJobs: CONTRACTS });
  const fixed = keepFixedSchedules(redis, jobs, log, { outboxDrainEveryMs: 200, scheduleDispatchEveryMs: 200 });
  return {
    db,
    jobs,
    async close() {
      fixed.stop();
      await host.close();
      await jobs.close();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("schedules in PostgreSQL", () => {
  let db: PrismaClient;
  beforeAll(() => {
    db = createPrismaClient(inject("databaseUrl"), { poolSize: 2 });
  });
  afterAll(async () => {
    const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
    const jobs = new JobClient(redis);
    for (const job of [outboxDrainJob, scheduleDispatchJob]) await jobs.queue(job.queue).removeJobScheduler(job.name);
    await jobs.close();
    redis.disconnect();
    await db.$disconnect();
  });

  it("a schedule a user added survives a worker restart and each due run happens once with two workers", async () => {
    const user = await createUser(db, { email: uniqueEmail("scheduler"), role: "Admin" });
    const tag = `board-report-${Date.now()}`;
    const first = await startWorker();
    const schedule = await createSchedule(
      first.db,
      { ipAddress: "10.0.0.7", userAgent: "schedules test", auth: { user, sessionId: null, apiKeyId: null } },
      {
        key: tag,
        name: "Board report",
        jobName: probeJob.name,
        payload: { tag },
        cron: "0 6 1 1 *",
        timeZone: "Europe/Berlin",
      },
      CONTRACTS,
      new Date("2026-06-15T12:00:00Z"),
    );
    // 06:00 in Berlin on 1 January is 05:00 UTC (winter time).
    expect(schedule.nextRunAt.toISOString()).toBe("2027-01-01T05:00:00.000Z");
    expect(await db.auditLog.count({ where: { entityType: "Schedule", entityId: schedule.id } })).toBe(1);

    // The worker restarts: its start-up (seeding, fixed schedulers) leaves the user's schedule as it was.
    await first.close();
    const workers = [await startWorker(), await startWorker()];
    try {
      const kept = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
      expect(kept).toMatchObject({ paused: false, nextRunAt: schedule.nextRunAt, cron: "0 6 1 1 *" });

      // Its time comes: both workers' dispatchers poll every 200 ms; the run happens once.
      const due = new Date(Date.now() - 1_000);
      await db.schedule.update({ where: { id: schedule.id }, data: { nextRunAt: due } });
      await until(async () => runs.includes(tag), "the scheduled job to run");
      const after = await until(async () => {
        const row = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
        return row.nextRunAt > new Date() && row;
      }, "the next run to be set");
      expect(after.lastRunAt).not.toBeNull();
      expect(after.nextRunAt.getUTCHours()).toBe(5);
      // One event for the run (its payload is blanked once dispatched: the probe job's type tells it).
      const events = await db.outboxEvent.findMany({ where: { type: probeJob.name } });
      expect(events).toHaveLength(1);
      await until(
        async () => events[0] && (await db.outboxEvent.findUnique({ where: { id: events[0].id } }))?.dispatchedAt,
        "the run to be dispatched",
      );
      expect(runs.filter((r) => r === tag)).toHaveLength(1);

      // Dispatchers racing over the same due run — these two and the two workers' own, which poll every 200 ms and may
      // take it first: whoever claims it, it is enqueued once.
      const enqueued = () => db.outboxEvent.count({ where: { type: probeJob.name } });
      const before = await enqueued();
      await db.schedule.update({ where: { id: schedule.id }, data: { nextRunAt: due } });
      const claimed = await Promise.all(workers.map((w) => dispatchDueSchedules(w.db, CONTRACTS)));
      expect(claimed.flat().filter((id) => id === schedule.id).length).toBeLessThanOrEqual(1);
      await until(async () => {
        const row = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
        return row.nextRunAt > new Date();
      }, "the raced run to be claimed");
      expect(await enqueued()).toBe(before + 1);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
      await db.schedule.delete({ where: { id: schedule.id } });
    }
  });

  it("a built-in schedule missing (PostgreSQL not ready when the worker started) is seeded by the next dispatcher run", async () => {
    await db.schedule.deleteMany({ where: { key: fileRetentionJob.name } });
    const worker = await startWorker();
    try {
      const seeded = await until(
        () => db.schedule.findUnique({ where: { key: fileRetentionJob.name } }),
        "the dispatcher to seed the file retention schedule",
        5_000,
      );
      expect(seeded).toMatchObject({ builtIn: true, paused: false, cron: "0 * * * *", timeZone: "UTC" });
    } finally {
      await worker.close();
    }
  });

  it("a schedule whose job this worker does not know (a newer release) is left due for a worker that knows it", async () => {
    const newerJob = defineJob({ name: `newer-report-${Date.now()}`, queue: "maintenance", schema: z.object({}) });
    const due = new Date(Date.now() - 60_000);
    const schedule = await db.schedule.create({
      data: { key: newerJob.name, name: "Newer report", jobName: newerJob.name, cron: "0 6 * * *", nextRunAt: due },
    });
    try {
      expect(await dispatchDueSchedules(db, ALL_JOBS)).not.toContain(schedule.id);
      const untouched = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
      expect(untouched).toMatchObject({ paused: false, nextRunAt: due, lastError: null, lastRunAt: null });
      expect(await db.auditLog.count({ where: { entityType: "Schedule", entityId: schedule.id } })).toBe(0);

      // A worker of the newer release dispatches it.
      expect(await dispatchDueSchedules(db, [...ALL_JOBS, newerJob])).toContain(schedule.id);
      const run = await db.schedule.findUniqueOrThrow({ where: { id: schedule.id } });
      expect(run.nextRunAt > new Date()).toBe(true);
    } finally {
      await db.outboxEvent.deleteMany({ where: { type: newerJob.name } });
      await db.schedule.delete({ where: { id: schedule.id } });
    }
  });
});
