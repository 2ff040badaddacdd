// The daily policy review job (issue 15 item 6; docs/GOVERNANCE.md, Review reminders): the owner hears 30 and 14 days
// before the review date and once it has passed, each once; the policy then shows Expired. `today` is passed in, so
// the days pass within one test.
import { BUILT_IN_SCHEDULES, runPolicyReviewReminders } from "@tprm/api";
import { addDays } from "@tprm/api/dates";
import { ALL_JOBS } from "@tprm/api/jobs";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createPolicy, createUser } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase } from "./helpers.js";

// A database of its own: each run reads every policy, and the Compliance roles are told by role.
let database: TestDatabase;
let db: PrismaClient;

beforeAll(async () => {
  database = await createOwnDatabase();
  db = createPrismaClient(database.url, { poolSize: 2 });
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

const T = "2031-01-15";
const day = (offset: number) => addDays(T, offset);
const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const run = (offset: number) => runPolicyReviewReminders(db, { timeZone: "UTC", today: day(offset) });

async function policy(reviewIn: number, fields: Parameters<typeof createPolicy>[1] = {}) {
  const owner = await createUser(db, { role: "Compliance" });
  const row = await createPolicy(db, { ownerId: owner.id, reviewDate: asDate(day(reviewIn)), ...fields });
  return { owner, row };
}

const told = (policyId: string) =>
  db.notification.findMany({ where: { entityId: policyId }, orderBy: { createdAt: "asc" } });

describe("policy review reminders", () => {
  it("is a built-in daily schedule with a job the worker handles", () => {
    const schedule = BUILT_IN_SCHEDULES.find((s) => s.key === "policy-review-reminders");
    expect(schedule).toMatchObject({ jobName: "policy-review-reminders", cron: "45 6 * * *" });
    expect(ALL_JOBS.some((j) => j.name === "policy-review-reminders")).toBe(true);
  });

  it("reminds the owner at 30 and 14 days and once passed, each once, and marks the policy Expired", async () => {
    const { owner, row } = await policy(31);
    const sent = async (offset: number) => {
      await run(offset);
      return (await told(row.id)).length;
    };
    expect(await sent(0)).toBe(0); // 31 days ahead
    expect(await sent(1)).toBe(1); // 30
    expect(await sent(1)).toBe(1); // the same day again: nothing new
    expect(await sent(16)).toBe(1); // 15 days: the 30-day reminder was sent
    expect(await sent(17)).toBe(2); // 14
    expect(await sent(30)).toBe(2); // 1
    expect(await sent(31)).toBe(2); // the review day itself: not passed yet
    expect((await db.policy.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("active");
    expect(await sent(32)).toBe(3); // passed
    expect(await sent(32)).toBe(3);
    expect(await sent(40)).toBe(3);

    const notes = await told(row.id);
    expect(notes.every((n) => n.userId === owner.id && n.type === "governance")).toBe(true);
    expect(notes.map((n) => n.eventType)).toEqual(["policy.reviewDue", "policy.reviewDue", "policy.reviewPassed"]);
    const reminders = await db.policyReviewReminder.findMany({
      where: { policyId: row.id },
      orderBy: { sentAt: "asc" },
    });
    expect(reminders.map((r) => r.threshold)).toEqual([30, 14, 0]);

    const after = await db.policy.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe("expired");
    expect(after.statusChangedAt).toBeTruthy();
    const events = await db.policyEvent.findMany({ where: { policyId: row.id } });
    expect(events).toMatchObject([{ kind: "status_changed", fromStatus: "active", toStatus: "expired" }]);
    const audit = await db.auditLog.findMany({ where: { entityType: "Policy", entityId: row.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorId).toBeNull();
  });

  it("a policy added 10 days before its review gets the 14-day reminder only", async () => {
    const { row } = await policy(10);
    await run(0);
    expect((await db.policyReviewReminder.findMany({ where: { policyId: row.id } })).map((r) => r.threshold)).toEqual([
      14,
    ]);
  });

  it("a moved review date starts a new series", async () => {
    const { row } = await policy(20);
    await run(0);
    expect(await db.policyReviewReminder.count({ where: { policyId: row.id } })).toBe(1);
    await db.policy.update({ where: { id: row.id }, data: { reviewDate: asDate(day(50)) } });
    await run(0);
    expect(await db.policyReviewReminder.count({ where: { policyId: row.id } })).toBe(1);
    await run(21); // 29 days before the new date
    const reminders = await db.policyReviewReminder.findMany({ where: { policyId: row.id } });
    expect(reminders.map((r) => [r.reviewDate.toISOString().slice(0, 10), r.threshold])).toEqual([
      [day(20), 30],
      [day(50), 30],
    ]);
  });

  it("tells the Compliance roles when the owner is no active user, and leaves archived and inactive policies alone", async () => {
    const gone = await createUser(db, { role: "Compliance", status: "deactivated" });
    const orphan = await createPolicy(db, { ownerId: gone.id, reviewDate: asDate(day(-2)) });
    const archived = await createPolicy(db, { reviewDate: asDate(day(-2)), archived: true, archivedAt: new Date() });
    const inactive = await createPolicy(db, { reviewDate: asDate(day(-2)), status: "inactive" });
    const result = await run(0);
    expect(result.expired).toBeGreaterThanOrEqual(1);

    const compliance = await db.user.findMany({
      where: { role: { in: ["Compliance", "Compliance Officer"] }, status: "active" },
      select: { id: true },
    });
    const notes = await told(orphan.id);
    expect(notes.map((n) => n.userId).sort()).toEqual(compliance.map((u) => u.id).sort());
    expect((await db.policy.findUniqueOrThrow({ where: { id: orphan.id } })).status).toBe("expired");

    for (const left of [archived, inactive]) {
      expect(await told(left.id)).toEqual([]);
      expect(await db.policyReviewReminder.count({ where: { policyId: left.id } })).toBe(0);
      expect((await db.policy.findUniqueOrThrow({ where: { id: left.id } })).status).toBe(left.status);
    }
    // Run again the same day: nothing new anywhere.
    expect(await run(0)).toMatchObject({ reminders: 0, expired: 0, notified: 0 });
  });
});
