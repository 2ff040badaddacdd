// "Review due" means one thing everywhere: the list's filter, the card's and the detail's mark, the dashboard's
// buckets and the daily reminders count each vendor's latest completed assessment, and never an offboarded vendor's
// (reviewScopeSql in list-filters.ts). A database of its own: the dashboard and the reminders count every assessment.
import { notifyAssessmentReviewsDue } from "@tprm/api";
import { addDays, todayIn } from "@tprm/api/dates";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, type TestApp } from "./helpers.js";
import {
  activeVendor,
  allScored,
  assessmentRow,
  type Caller,
  person,
  startAssessmentApp,
} from "./risk-assessments-support.js";

let database: TestDatabase;
let t: TestApp;
let call: Caller;
let token: string;
const a: Record<string, string> = {};

beforeAll(async () => {
  database = await createOwnDatabase();
  const app = await startAssessmentApp("Risk Manager", { DATABASE_URL: database.url });
  ({ t, call } = app);
  token = app.rm.token;
  const lead = await person(t);
  const today = todayIn(t.services.env.APP_TIME_ZONE);
  const day = (offset: number) => new Date(`${addDays(today, offset)}T00:00:00Z`);
  const completed = (vendorId: string, assessed: number, nextReview: number) =>
    assessmentRow(t, {
      vendorId,
      leadAssessorId: lead.id,
      status: "completed",
      assessmentDate: day(assessed),
      nextReviewDate: day(nextReview),
      overallScore: "6.00",
      overallRisk: "high",
      scores: allScored(6),
      submittedAt: day(assessed),
    });
  const current = await activeVendor(t, "Review Current");
  const soon = await activeVendor(t, "Review Soon");
  const gone = await activeVendor(t, "Review Gone", { status: "offboarded" });
  const goneSoon = await activeVendor(t, "Review Gone Soon", { status: "offboarded" });
  a.superseded = (await completed(current.id, -800, -60)).id;
  a.overdue = (await completed(current.id, -400, -5)).id;
  a.due = (await completed(soon.id, -300, 10)).id;
  a.goneOverdue = (await completed(gone.id, -400, -5)).id;
  a.goneDue = (await completed(goneSoon.id, -300, 10)).id;
  Object.assign(a, { current: current.id, gone: gone.id });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function get(url: string) {
  const res = await call(token, "GET", url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const listed = async (query: string) =>
  ((await get(`/api/risk-assessments?${query}`)).data as { id: string; reviewDue: string | null }[]).map((i) => [
    i.id,
    i.reviewDue,
  ]);

describe("review due leaves out offboarded vendors everywhere", () => {
  it("the offboarded vendors' assessments are still their latest completed ones", async () => {
    const rows = await t.services.db.riskAssessment.findMany({ where: { latestCompleted: true } });
    expect(rows.map((r) => r.id).sort()).toEqual([a.overdue, a.due, a.goneOverdue, a.goneDue].sort());
  });

  it("the list's filter", async () => {
    expect(await listed("reviewDue=overdue")).toEqual([[a.overdue, "overdue"]]);
    expect(await listed("reviewDue=due")).toEqual([[a.due, "due"]]);
  });

  it("the card's mark and the detail's", async () => {
    expect(await listed(`vendorId=${a.current}`)).toEqual([
      [a.overdue, "overdue"],
      [a.superseded, null],
    ]);
    expect(await listed(`vendorId=${a.gone}`)).toEqual([[a.goneOverdue, null]]);
    expect((await get(`/api/risk-assessments/${a.goneDue}`)).data.reviewDue).toBeNull();
    expect((await get(`/api/risk-assessments/${a.due}`)).data.reviewDue).toBe("due");
  });

  it("the dashboard's buckets", async () => {
    const s = (await get("/api/risk-assessments/summary")).data;
    expect(s.reviewsDue).toEqual({ overdue: 1, within30: 1, within60: 0, within90: 0 });
    // The offboarded vendors' assessments are still counted and mapped: only their review is not due.
    expect(s.total).toBe(5);
  });

  it("the daily reminders", async () => {
    const run = await notifyAssessmentReviewsDue(t.services.db, { timeZone: t.services.env.APP_TIME_ZONE });
    expect(run).toMatchObject({ overdue: 1, due: 1 });
    const told = await t.services.db.notification.findMany({
      where: { eventType: "assessment.reviewDue" },
      select: { entityId: true },
    });
    expect([...new Set(told.map((n) => n.entityId))].sort()).toEqual([a.overdue, a.due].sort());
  });
});
