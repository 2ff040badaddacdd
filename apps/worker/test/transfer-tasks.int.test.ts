// What a task says when its worker died and the job runs again. The stall is noticed (BullMQ's "stalled" event,
// handled by the handler's onStalled, if it has one) at about the moment the job is back in the queue, where an idle
// worker takes it at once: the rerun's start and the stall's handling race. Here the two are called in the racy
// order, deterministically: the rerun starts its task, then the stall is handled, as worker-host.ts would.
import "../../../test/provided-context.js";
import { randomUUID } from "node:crypto";
import { createTask } from "@tprm/api/tasks";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser } from "@tprm/db/factories";
import type { Job } from "bullmq";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RESUMED } from "../src/handlers/transfer-support.js";
import type { JobHandler, WorkerDeps } from "../src/handlers/types.js";
import { vendorExportHandler } from "../src/handlers/vendor-export.js";

let db: PrismaClient;
let userId: string;

beforeAll(async () => {
  db = createPrismaClient(inject("databaseUrl"), { poolSize: 2 });
  userId = (await createUser(db)).id;
});

afterAll(async () => {
  await db?.$disconnect();
});

/** The job as BullMQ hands it to the rerun: its stalled counter says its worker died once. */
const rerunJob = (taskId: string, stalledCounter: number) =>
  ({ id: "1", name: "vendor-export", data: { taskId }, stalledCounter, attemptsMade: 0, opts: {} }) as unknown as Job;

describe("a task whose worker died", () => {
  it("the rerun shows running with a note, even when the stall is handled after the rerun started", async () => {
    const task = await createTask(db, {
      kind: "vendor-export",
      createdById: userId,
      params: { format: "csv", search: `Nothing ${randomUUID()}` },
    });
    // The first run had started it when its worker was killed.
    await db.backgroundTask.update({ where: { id: task.id }, data: { status: "running", startedAt: new Date() } });

    const job = rerunJob(task.id, 1);
    const handler = vendorExportHandler as unknown as JobHandler;
    const deps: WorkerDeps = { mailer: { send: async () => ({ messageId: "none" }), close: () => {} }, log: () => {} };
    let duringRerun: { status: string; error: string | null } | null = null;
    // The rerun's database: right after its task is marked running, the stall is handled (the racy order).
    const racing = db.$extends({
      query: {
        backgroundTask: {
          async update({ args, query }) {
            const result = await query(args);
            if ((args.data as { status?: string }).status === "running" && duringRerun === null) {
              await handler.onStalled?.(job, { ...deps, db });
              duringRerun = await db.backgroundTask.findUniqueOrThrow({
                where: { id: task.id },
                select: { status: true, error: true },
              });
            }
            return result;
          },
        },
      },
    }) as unknown as PrismaClient;

    await handler.run({ taskId: task.id }, job, { ...deps, db: racing });
    expect(duringRerun).toEqual({ status: "running", error: RESUMED });
    const done = await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } });
    expect(done).toMatchObject({ status: "completed", error: null });
  });

  it("a first run carries no note", async () => {
    const task = await createTask(db, {
      kind: "vendor-export",
      createdById: userId,
      params: { format: "csv", search: `Nothing ${randomUUID()}` },
    });
    let duringRun: string | null | undefined;
    const watching = db.$extends({
      query: {
        backgroundTask: {
          async update({ args, query }) {
            const result = await query(args);
            if ((args.data as { status?: string }).status === "running") {
              duringRun = (await db.backgroundTask.findUniqueOrThrow({ where: { id: task.id } })).error;
            }
            return result;
          },
        },
      },
    }) as unknown as PrismaClient;
    const deps: WorkerDeps = { mailer: { send: async () => ({ messageId: "none" }), close: () => {} }, log: () => {} };
    await (vendorExportHandler as unknown as JobHandler).run({ taskId: task.id }, rerunJob(task.id, 0), {
      ...deps,
      db: watching,
    });
    expect(duringRun).toBeNull();
  });
});
