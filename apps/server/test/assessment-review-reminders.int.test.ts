// The daily reassessment reminders (issue 13, item 6): each vendor's latest completed risk assessment whose next
// review is overdue or due within 30 days is told to its lead assessor and the Risk Managers, at most once a week;
// assessments not yet due, superseded, not completed or of an offboarded vendor are not.
import { BUILT_IN_SCHEDULES, notifyAssessmentReviewsDue, seedBuiltInSchedules } from "@tprm/api";
import { ALL_JOBS } from "@tprm/api/jobs";
import { createPrismaClient, type PrismaClient } from "@tprm/db";
import { createUser, createVendor } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase } from "./helpers.js";

// A database of its own: the Risk Managers are told by role, so the file must know every active one.
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

const DAY = 86_400_000;
const todayUtc = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};
const day = (offset: number) => new Date(todayUtc().getTime() + offset * DAY);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const at = (offset: number) => new Date(Date.now() + offset * DAY);

let sequence = 0;
async function assessment(
  vendorId: string,
  leadAssessorId: string,
  fields: { nextReview: number; assessed?: number; status?: "draft" | "in_progress" | "completed" },
) {
  sequence += 1;
  const status = fields.status ?? "completed";
  return db.riskAssessment.create({
    data: {
      reference: `RA-2099-${String(sequence).padStart(4, "0")}`,
      vendorId,
      leadAssessorId,
      status,
      type: "periodic_review",
      assessmentDate: day(fields.assessed ?? -300),
      nextReviewDate: day(fields.nextReview),
      overallScore: "6.50",
      overallRisk: "high",
      domainsCompleted: 9,
      submittedAt: status === "completed" ? at((fields.assessed ?? -300) + 5) : null,
    },
  });
}

describe("the reassessment reminders (daily job)", () => {
  it("is a built-in daily schedule, seeded as a Schedule row", async () => {
    expect(BUILT_IN_SCHEDULES).toContainEqual(
      expect.objectContaining({ key: "assessment-review-reminders", jobName: "assessment-review-reminders" }),
    );
    expect(ALL_JOBS.map((j) => j.name)).toContain("assessment-review-reminders");
    await seedBuiltInSchedules(db, ALL_JOBS);
    const row = await db.schedule.findUniqueOrThrow({ where: { key: "assessment-review-reminders" } });
    expect(row).toMatchObject({ builtIn: true, cron: "15 6 * * *", paused: false });
  });

  it("tells the lead assessor and the Risk Managers once a week of reviews overdue or due within 30 days", async () => {
    const lead = await createUser(db, { role: "IT Security" });
    const riskManagers = (
      await db.user.findMany({ where: { role: "Risk Manager", status: "active" }, select: { id: true } })
    ).map((u) => u.id);
    expect(riskManagers.length).toBeGreaterThan(0);
    const told = [lead.id, ...riskManagers].sort();
    const vendor = async (status: "active" | "offboarded" = "active") =>
      createVendor(db, { name: `Harbour Analytics ${++sequence}`, status });

    const dueVendor = await vendor();
    const due = await assessment(dueVendor.id, lead.id, { nextReview: 12 });
    const overdueVendor = await vendor();
    const overdue = await assessment(overdueVendor.id, lead.id, { nextReview: -4 });
    const dueToday = await assessment((await vendor()).id, lead.id, { nextReview: 0 });
    const edge = await assessment((await vendor()).id, lead.id, { nextReview: 30 });
    const notYet = await assessment((await vendor()).id, lead.id, { nextReview: 45 });
    // Superseded: the vendor's older assessment is overdue, its latest completed one is not due.
    const supersededVendor = await vendor();
    const superseded = await assessment(supersededVendor.id, lead.id, { nextReview: -40, assessed: -400 });
    const current = await assessment(supersededVendor.id, lead.id, { nextReview: 200, assessed: -20 });
    // A reassessment under way does not supersede the completed one, and is not told itself.
    const open = await assessment(dueVendor.id, lead.id, { nextReview: -10, assessed: -2, status: "in_progress" });
    const offboarded = await assessment((await vendor("offboarded")).id, lead.id, { nextReview: -4 });
    const before = await db.riskAssessment.findMany({ where: { id: { in: [due.id, overdue.id] } } });

    const rowsOf = (entityId: string) =>
      db.notification.findMany({ where: { eventType: "assessment.reviewDue", entityId }, orderBy: { userId: "asc" } });
    // Pages of two, so the run reads several pages.
    const first = await notifyAssessmentReviewsDue(db, { timeZone: "UTC", batchSize: 2 });
    expect(first).toMatchObject({ today: iso(todayUtc()), overdue: 1, due: 3, notified: 4 * told.length });

    const dueRows = await rowsOf(due.id);
    expect(dueRows.map((r) => r.userId)).toEqual(told);
    expect(dueRows[0]).toMatchObject({
      type: "assessment",
      priority: "medium",
      entityType: "RiskAssessment",
      entityName: due.reference,
      link: `/risk-assessment?assessment=${due.id}`,
      title: `${dueVendor.name}: reassessment due (${due.reference})`,
    });
    expect(dueRows[0]!.eventKey).toMatch(
      new RegExp(`^assessment\\.reviewDue:${due.id}:${iso(day(12))}:\\d{4}-W\\d{2}$`),
    );
    expect(dueRows[0]!.message).toContain(`is due on ${iso(day(12))} (in 12 days)`);
    const overdueRows = await rowsOf(overdue.id);
    expect(overdueRows.map((r) => r.userId)).toEqual(told);
    expect(overdueRows[0]).toMatchObject({
      priority: "high",
      title: `${overdueVendor.name}: reassessment overdue (${overdue.reference})`,
    });
    expect(overdueRows[0]!.message).toContain(`was due on ${iso(day(-4))} (4 days ago)`);
    expect(await rowsOf(dueToday.id)).toHaveLength(told.length);
    expect(await rowsOf(edge.id)).toHaveLength(told.length);
    for (const quiet of [notYet, superseded, current, open, offboarded]) expect(await rowsOf(quiet.id)).toEqual([]);

    // The day is recorded; the row's last edit is not moved by a reminder.
    const after = await db.riskAssessment.findMany({ where: { id: { in: [due.id, overdue.id] } } });
    for (const row of after) {
      expect(iso(row.reminderSentOn!)).toBe(iso(todayUtc()));
      expect(row.updatedAt).toEqual(before.find((b) => b.id === row.id)!.updatedAt);
    }

    // Again the same day and on the next days of the week: nothing more.
    const mine = {
      eventType: "assessment.reviewDue",
      entityId: { in: [due, overdue, dueToday, edge].map((a) => a.id) },
    };
    const counted = await db.notification.count({ where: mine });
    expect((await notifyAssessmentReviewsDue(db, { timeZone: "UTC" })).notified).toBe(0);
    for (const later of [1, 3, 6]) {
      expect((await notifyAssessmentReviewsDue(db, { timeZone: "UTC", now: at(later) })).notified).toBe(0);
    }
    expect(await db.notification.count({ where: mine })).toBe(counted);

    // A week later the reviews still due are told again: the one due today is overdue by then.
    const nextWeek = await notifyAssessmentReviewsDue(db, { timeZone: "UTC", now: at(7) });
    expect(nextWeek).toMatchObject({ overdue: 2, due: 2, notified: 4 * told.length });
    expect(await rowsOf(due.id)).toHaveLength(2 * told.length);
    expect((await rowsOf(dueToday.id)).filter((r) => r.priority === "high")).toHaveLength(told.length);
    expect(await rowsOf(notYet.id)).toEqual([]);
  });
});
