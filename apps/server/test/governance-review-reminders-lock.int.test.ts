// The review job's expiry starts from the policy's status as it is when the job holds the policy, not as the job read
// it before: a status moved meanwhile is the one the history and the audit row name.
import { runPolicyReviewReminders } from "@tprm/api";
import { addDays } from "@tprm/api/dates";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createPolicy, createUser } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase } from "./helpers.js";

let database: TestDatabase;
let db: PrismaClient;
let other: PrismaClient;

beforeAll(async () => {
  database = await createOwnDatabase();
  db = createPrismaClient(database.url, { poolSize: 2 });
  other = createPrismaClient(database.url, { poolSize: 1 });
});
afterAll(async () => {
  await db?.$disconnect();
  await other?.$disconnect();
  await database?.drop();
});

const T = "2031-01-15";

describe("the review job and a status move at the same time", () => {
  it("records the expiry from the status moved meanwhile, after the move", async () => {
    const owner = await createUser(db, { role: "Compliance" });
    const policy = await createPolicy(db, {
      ownerId: owner.id,
      status: "active",
      reviewDate: new Date(`${addDays(T, -1)}T00:00:00.000Z`),
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A person moves the policy back to Under Review, committed only once released.
    const move = other.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Policy" WHERE "id" = ${policy.id}::uuid FOR UPDATE`;
        await tx.policy.update({ where: { id: policy.id }, data: { status: "under_review" } });
        locked();
        await gate;
      },
      { timeout: 20_000 },
    );
    await holding;
    const job = runPolicyReviewReminders(db, { timeZone: "UTC", today: T });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the job has read the candidates and waits
    release();
    await move;
    const run = await job;
    expect(run.expired).toBe(1);
    const event = await db.policyEvent.findFirstOrThrow({ where: { policyId: policy.id, kind: "status_changed" } });
    expect(event).toMatchObject({ fromStatus: "under_review", toStatus: "expired" });
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityType: "Policy", entityId: policy.id } });
    expect(audit.before).toMatchObject({ status: "under_review" });
  });
});
