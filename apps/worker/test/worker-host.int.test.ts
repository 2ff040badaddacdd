import "../../../test/provided-context.js";
import { defineJob, JobClient } from "@tprm/api/jobs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import type { JobHandler } from "../src/handlers/types.js";
import { handle } from "../src/handlers/types.js";
import type { Mailer } from "../src/mailer.js";
import { startWorkers } from "../src/worker-host.js";

// Test-only contracts on the e-mail queue, so the real worker host runs them with its real settings.
const slowJob = defineJob({ name: "test-slow", queue: "email", schema: z.object({ ms: z.number() }) });
const flakyJob = defineJob({
  name: "test-flaky",
  queue: "email",
  schema: z.object({ failTimes: z.number() }),
  options: { attempts: 4, backoff: { type: "exponential", delay: 50 } },
});

const finished: string[] = [];
const attemptTimes: number[] = [];
const handlers = [
  handle(slowJob, async (payload, job) => {
    await new Promise((r) => setTimeout(r, payload.ms));
    finished.push(String(job.id));
  }),
  handle(flakyJob, async (payload, job) => {
    attemptTimes.push(Date.now());
    if (job.attemptsMade < payload.failTimes) throw new Error(`planned failure ${job.attemptsMade + 1}`);
    return "ok";
  }),
] as unknown as JobHandler[];

const noMailer: Mailer = { send: async () => ({ messageId: "none" }), close: () => {} };
let producerRedis: Redis;
let jobs: JobClient;

beforeAll(() => {
  producerRedis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  jobs = new JobClient(producerRedis);
});
afterAll(async () => {
  await jobs.close();
  producerRedis.disconnect();
});

function newWorker() {
  const redis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const host = startWorkers(redis, handlers, { mailer: noMailer, log: () => {} });
  return {
    host,
    async close() {
      await host.close();
      redis.disconnect();
    },
  };
}

describe("worker host", () => {
  it("rejects a payload that breaks the contract before it reaches the queue", async () => {
    await expect(jobs.enqueue(slowJob, { ms: "soon" } as never)).rejects.toThrow();
  });

  it("graceful shutdown waits for the running job to finish", async () => {
    const worker = newWorker();
    const job = await jobs.enqueue(slowJob, { ms: 1_500 });
    const start = Date.now();
    while (!(await job.isActive()) && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 20));
    await worker.close();
    expect(finished).toContain(String(job.id));
    expect(await jobs.queue("email").getJobState(job.id!)).toBe("completed");
  });

  it("retries a failing job with exponential backoff until it succeeds", async () => {
    const worker = newWorker();
    const job = await jobs.enqueue(flakyJob, { failTimes: 2 });
    const start = Date.now();
    while ((await jobs.queue("email").getJobState(job.id!)) !== "completed" && Date.now() - start < 15_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await worker.close();
    expect(attemptTimes).toHaveLength(3);
    const gaps = [attemptTimes[1]! - attemptTimes[0]!, attemptTimes[2]! - attemptTimes[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
  });
});
