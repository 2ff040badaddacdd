// The deliverable calendar and the iCalendar feed (issue 20 item 5) on records this file makes, dated from today in
// the organisation's time zone (UTC here): each kind of dated item with the status 000 §4 gives it, the kinds
// filter, and the feed's URL working until it is replaced or revoked, or its user deactivated.
import { randomUUID } from "node:crypto";
import { parseIcs } from "@tprm/api";
import { addDays, todayIn } from "@tprm/api/dates";
import { createContract, createPolicy, createRiskAssessment, createUser, createVendor } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp } from "./helpers.js";

let t: TestApp;
let admin: string;
const today = todayIn("UTC");
const day = (offset: number) => new Date(`${addDays(today, offset)}T00:00:00.000Z`);
const at = (offset: number, hour: number) =>
  new Date(`${addDays(today, offset)}T${String(hour).padStart(2, "0")}:00:00.000Z`);
const tag = randomUUID().slice(0, 8);

/** Expected: item id → [status, overdue]. */
const expected = new Map<string, [string, boolean]>();

async function makeRecords() {
  const db = t.services.db;
  const vendor = await createVendor(db, { name: `Calendar vendor ${tag}` });
  const owner = await createUser(db, {
    email: `cal.owner.${tag}@bank.example`,
    role: "Business User",
    status: "active",
  });

  // Contracts: notice 45 days before an end 60 days ahead (notice Pending, end Not started); terminated (na);
  // expired (Completed); in its renewal/termination stage (In progress).
  const renewing = await createContract(db, {
    vendorId: vendor.id,
    name: `Renewing ${tag}`,
    endDate: day(60),
    autoRenewal: true,
    renewalTermMonths: 12,
    noticePeriodDays: 45,
  });
  expected.set(`contract_notice:${renewing.id}`, ["pending", false]);
  expected.set(`contract_end:${renewing.id}`, ["not_started", false]);
  const terminated = await createContract(db, {
    vendorId: vendor.id,
    status: "terminated",
    endDate: day(5),
    terminatedAt: new Date(),
  });
  expected.set(`contract_end:${terminated.id}`, ["na", false]);
  const expired = await createContract(db, {
    vendorId: vendor.id,
    status: "expired",
    startDate: day(-400),
    endDate: day(-3),
  });
  expected.set(`contract_end:${expired.id}`, ["completed", false]);
  const renewal = await createContract(db, { vendorId: vendor.id, endDate: day(10) });
  await db.contract.update({ where: { id: renewal.id }, data: { stage: "renewal_termination" } });
  expected.set(`contract_end:${renewal.id}`, ["in_progress", false]);
  const overdueEnd = await createContract(db, { vendorId: vendor.id, startDate: day(-400), endDate: day(-1) });
  expected.set(`contract_end:${overdueEnd.id}`, ["pending", true]);

  // Assessments: an older completed one superseded by a newer (Completed), the newer one (Not started, 40 days
  // ahead); another vendor's latest with an assessment open (In progress).
  const older = await createRiskAssessment(db, {
    vendorId: vendor.id,
    leadAssessorId: owner.id,
    status: "completed",
    assessmentDate: day(-400),
    nextReviewDate: day(20),
  });
  const newer = await createRiskAssessment(db, {
    vendorId: vendor.id,
    leadAssessorId: owner.id,
    status: "completed",
    assessmentDate: day(-10),
    nextReviewDate: day(40),
  });
  expected.set(`assessment_review:${older.id}`, ["completed", false]);
  expected.set(`assessment_review:${newer.id}`, ["not_started", false]);
  const vendor2 = await createVendor(db, { name: `Calendar vendor two ${tag}` });
  const due = await createRiskAssessment(db, {
    vendorId: vendor2.id,
    leadAssessorId: owner.id,
    status: "completed",
    assessmentDate: day(-300),
    nextReviewDate: day(5),
  });
  await createRiskAssessment(db, { vendorId: vendor2.id, leadAssessorId: owner.id, status: "in_progress" });
  expected.set(`assessment_review:${due.id}`, ["in_progress", false]);

  // Policies: expired with its review 2 days ago (Pending, overdue), under review (In progress), withdrawn (na);
  // an archived one is not in the calendar.
  const lapsed = await createPolicy(db, { name: `Lapsed ${tag}`, status: "expired", reviewDate: day(-2) });
  expected.set(`policy_review:${lapsed.id}`, ["pending", true]);
  const reviewing = await createPolicy(db, { status: "under_review", reviewDate: day(100) });
  expected.set(`policy_review:${reviewing.id}`, ["in_progress", false]);
  const withdrawn = await createPolicy(db, { status: "inactive", reviewDate: day(7) });
  expected.set(`policy_review:${withdrawn.id}`, ["na", false]);
  const archived = await createPolicy(db, { reviewDate: day(7), archived: true, archivedAt: new Date() });

  // Meetings: held (Completed), scheduled in 3 days (Pending), cancelled (na).
  const committee = await db.committee.create({ data: { name: `Committee ${tag}`, type: "Steering", chair: "Chair" } });
  const held = await db.committeeMeeting.create({
    data: { committeeId: committee.id, scheduledAt: at(-7, 10), status: "held" },
  });
  const next = await db.committeeMeeting.create({ data: { committeeId: committee.id, scheduledAt: at(3, 14) } });
  const cancelled = await db.committeeMeeting.create({
    data: { committeeId: committee.id, scheduledAt: at(4, 9), status: "cancelled" },
  });
  expected.set(`committee_meeting:${held.id}`, ["completed", false]);
  expected.set(`committee_meeting:${next.id}`, ["pending", false]);
  expected.set(`committee_meeting:${cancelled.id}`, ["na", false]);

  // Workflows: running (In progress), completed (Completed), cancelled (na).
  const workflow = (status: "in_progress" | "completed" | "cancelled", target: number) =>
    db.workflow.create({
      data: {
        reference: `WF-1999-${randomUUID().slice(0, 8)}`,
        type: "vendor_onboarding",
        name: `Onboarding ${status} ${tag}`,
        status,
        currentStep: "due_diligence",
        ownerId: owner.id,
        startDate: day(-30),
        targetDate: day(target),
      },
    });
  for (const [status, target, want] of [
    ["in_progress", 12, "in_progress"],
    ["completed", -5, "completed"],
    ["cancelled", 8, "na"],
  ] as const) {
    const w = await workflow(status, target);
    expected.set(`workflow_target:${w.id}`, [want, false]);
  }

  // A scheduled report running in 2 days (Pending) and a paused one (na).
  const template = await db.reportTemplate.create({
    data: { name: `Template ${tag}`, type: "executive", sections: [] },
  });
  for (const [paused, want] of [
    [false, "pending"],
    [true, "na"],
  ] as const) {
    const report = await db.report.create({
      data: {
        name: `Board pack ${paused ? "paused" : "live"} ${tag}`,
        type: "executive",
        frequency: "monthly",
        templateId: template.id,
      },
    });
    const schedule = await db.schedule.create({
      data: {
        key: `report:${report.id}`,
        name: report.name,
        jobName: "report-schedule",
        cron: "0 6 1 * *",
        nextRunAt: at(2, 6),
        paused,
      },
    });
    await db.report.update({ where: { id: report.id }, data: { scheduleId: schedule.id } });
    expected.set(`report_run:${report.id}:${addDays(today, 2)}`, [want, false]);
  }
  return { archived, renewing, lapsed };
}

let records: Awaited<ReturnType<typeof makeRecords>>;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signIn(t, "Admin")).token;
  records = await makeRecords();
});
afterAll(() => t.close());

const calendar = async (token: string, query: string) =>
  t.app.inject({ method: "GET", url: `/api/dashboard/deliverable-calendar?${query}`, headers: bearer(token) });

const range = `from=${addDays(today, -30)}&to=${addDays(today, 120)}`;

describe("GET /api/dashboard/deliverable-calendar", () => {
  it("lists each kind of dated item with the status of 000 §4", async () => {
    const res = await calendar(admin, range);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.today).toBe(today);
    const mine = new Map<string, [string, boolean]>(
      data.items
        .filter((i: { id: string }) => expected.has(i.id))
        .map((i: { id: string; status: string; overdue: boolean }) => [i.id, [i.status, i.overdue]]),
    );
    expect(Object.fromEntries(mine)).toEqual(Object.fromEntries(expected));
    const kinds = new Set([...expected.keys()].map((id) => id.split(":")[0]));
    expect(kinds.size).toBe(7);
    expect(data.items.some((i: { recordId: string }) => i.recordId === records.archived.id)).toBe(false);
    const notice = data.items.find((i: { id: string }) => i.id === `contract_notice:${records.renewing.id}`);
    expect(notice).toMatchObject({ date: addDays(today, 15), link: `/contracts?contract=${records.renewing.id}` });
    const dates = data.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("filters by kind, and leaves out what lies outside the range", async () => {
    const res = await calendar(admin, `${range}&kinds=policy_review,committee_meeting`);
    const items = res.json().data.items as { kind: string; id: string }[];
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(["policy_review", "committee_meeting"]));
    const narrow = (await calendar(admin, `from=${addDays(today, -2)}&to=${addDays(today, -2)}`)).json().data.items;
    expect(narrow.map((i: { id: string }) => i.id)).toContain(`policy_review:${records.lapsed.id}`);
    expect(narrow.every((i: { date: string }) => i.date === addDays(today, -2))).toBe(true);
  });

  it("refuses bad ranges with a 400 and a message", async () => {
    for (const query of [
      "from=2026-02-30&to=2026-03-01",
      `from=${today}&to=${addDays(today, -1)}`,
      `from=${today}&to=${addDays(today, 401)}`,
      `${range}&kinds=birthdays`,
      "to=2026-03-01",
    ]) {
      const res = await calendar(admin, query);
      expect([query, res.statusCode]).toEqual([query, 400]);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe("the private iCalendar feed", () => {
  const feedUrl = "/api/dashboard/calendar-feed";

  it("is made once, served as text/calendar with the user's items, replaced and revoked (404 after)", async () => {
    const { token, user } = await signIn(t, "Compliance Officer");
    expect((await t.app.inject({ method: "GET", url: feedUrl, headers: bearer(token) })).json().data.active).toBe(
      false,
    );
    const made = await t.app.inject({ method: "POST", url: feedUrl, headers: bearer(token) });
    expect(made.statusCode).toBe(200);
    const path: string = made.json().data.path;
    expect(path).toMatch(/^\/feeds\/calendar\/[a-z2-7]{64}\.ics$/);
    const stored = await t.services.db.calendarFeed.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toContain(path.slice(16, -4));

    const ics = await t.app.inject({ method: "GET", url: path });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const { events } = parseIcs(ics.body);
    const uids = events.map((e) => e.UID);
    expect(new Set(uids).size).toBe(uids.length);
    const lapsed = events.find((e) => e.UID?.startsWith(`policy_review-${records.lapsed.id}@`));
    expect(lapsed?.SUMMARY).toContain(`Policy review: Lapsed ${tag}`);
    expect(lapsed?.DESCRIPTION).toContain("Status: Pending (overdue)");
    // A Compliance Officer does not view risk assessments: none in their feed.
    expect(events.some((e) => e.UID?.startsWith("assessment_review-"))).toBe(false);

    const wrong = await t.app.inject({ method: "GET", url: "/feeds/calendar/abcdefghijklmnopqrstuvwxyz234567.ics" });
    expect(wrong.statusCode).toBe(404);

    const rotated = await t.app.inject({ method: "POST", url: feedUrl, headers: bearer(token) });
    const newPath: string = rotated.json().data.path;
    expect(newPath).not.toBe(path);
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(200);

    const revoked = await t.app.inject({ method: "DELETE", url: feedUrl, headers: bearer(token) });
    expect(revoked.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: newPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: feedUrl, headers: bearer(token) })).statusCode).toBe(404);

    const audit = await t.services.db.auditLog.findMany({
      where: { entityType: "CalendarFeed", actorId: user.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["CREATE", "UPDATE", "DELETE"]);
    expect(JSON.stringify(audit)).not.toContain(stored.tokenHash);
  });

  it("stops when its user is deactivated", async () => {
    const { token, user } = await signIn(t, "Vendor Manager");
    const path: string = (await t.app.inject({ method: "POST", url: feedUrl, headers: bearer(token) })).json().data
      .path;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    await t.services.db.user.update({ where: { id: user.id }, data: { status: "deactivated" } });
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
  });
});
