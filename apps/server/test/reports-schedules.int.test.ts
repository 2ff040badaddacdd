// The Scheduled Reports tab's API (issue 17 §3): a report's Schedule row made, paused, resumed, re-timed and removed
// with it, run now, and dispatched at 07:00 in the organisation's time zone (the clock advanced through
// dispatchDueSchedules). Its own database: it sets the organisation's time zone and dispatches every due schedule.
import { dispatchDueSchedules } from "@tprm/api";
import { ALL_JOBS } from "@tprm/api/jobs";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";
import { BASE, call, reportBody, tag } from "./reports-support.js";

let database: TestDatabase;
let t: TestApp;
let api: ReturnType<typeof call>;
let token: string;

beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  api = call(t);
  token = (await signIn(t, "Compliance Officer")).token;
  await t.services.db.organisationSettings.upsert({
    where: { id: 1 },
    create: { id: 1, name: "Northbank plc", timeZone: "Europe/Berlin" },
    update: { timeZone: "Europe/Berlin" },
  });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

const scheduleRow = (reportId: string) => t.services.db.schedule.findUnique({ where: { key: `report:${reportId}` } });
const parts = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(d);

describe("a report's schedule", () => {
  it("schedule, pause, resume, change the time and the frequency, run now, stop", async () => {
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    expect(await scheduleRow(report.id)).toBeNull();

    // Scheduled weekly: Mondays at 07:00 in Berlin.
    const weekly = await api(token, "POST", `${BASE}/scheduled`, { reportId: report.id, frequency: "Weekly" });
    expect(weekly.status).toBe(201);
    expect(weekly.body.data).toMatchObject({ frequency: "weekly", status: "never_generated" });
    let row = (await scheduleRow(report.id))!;
    expect(row).toMatchObject({
      cron: "0 7 * * 1",
      timeZone: "Europe/Berlin",
      paused: false,
      jobName: "report-schedule",
    });
    expect(parts(row.nextRunAt, "Europe/Berlin")).toMatch(/^Mon \d+, 07:00$/);
    expect(weekly.body.data.nextDue).toBe(row.nextRunAt.toISOString());
    const listed = (await api(token, "GET", `${BASE}/scheduled?limit=200`)).body.data;
    expect(listed.map((r: { id: string }) => r.id)).toContain(report.id);

    // Paused: no next due, status paused, and the dispatcher passes it by even when it is long due.
    const paused = await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ status: "paused", nextDue: null, schedule: { paused: true } });
    const later = new Date(row.nextRunAt.getTime() + 14 * 86_400_000);
    expect(await dispatchDueSchedules(t.services.db, ALL_JOBS, later)).not.toContain(row.id);
    expect(await t.services.db.outboxEvent.count({ where: { type: "report-schedule" } })).toBe(0);

    // Resumed: runs next at the pattern's next time from now, not the missed one.
    const resumed = await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { paused: false });
    expect(resumed.body.data).toMatchObject({ status: "never_generated", schedule: { paused: false } });
    row = (await scheduleRow(report.id))!;
    expect(row.nextRunAt.getTime()).toBeGreaterThan(Date.now());

    // Another time: weekdays at 06:30 Berlin.
    const retimed = await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { cron: "30 6 * * 1-5" });
    expect(retimed.body.data.schedule).toMatchObject({ cron: "30 6 * * 1-5", timeZone: "Europe/Berlin" });
    expect(parts(new Date(retimed.body.data.nextDue), "Europe/Berlin")).toMatch(/^(Mon|Tue|Wed|Thu|Fri) \d+, 06:30$/);

    // Another frequency: its own 07:00 default.
    const monthly = await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { frequency: "Monthly" });
    expect(monthly.body.data).toMatchObject({ frequency: "monthly", schedule: { cron: "0 7 1 * *" } });
    expect(parts(new Date(monthly.body.data.nextDue), "Europe/Berlin")).toMatch(/^\w+ 1, 07:00$/);

    // Bad patterns: 400 on cron, nothing changed.
    const before = await scheduleRow(report.id);
    for (const cron of ["61 7 * * *", "0 7 * * * *", "every monday"]) {
      const bad = await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { cron });
      expect(bad.status, cron).toBe(400);
    }
    expect((await api(token, "PUT", `${BASE}/scheduled/${report.id}`, {})).status).toBe(400);
    expect(await scheduleRow(report.id)).toEqual(before);

    // Run now: a run that delivers (trigger run_now), its task and its job; a second one waits for the first.
    const now = await api(token, "POST", `${BASE}/scheduled/${report.id}/run`);
    expect(now.status).toBe(202);
    const run = await t.services.db.reportRun.findUniqueOrThrow({ where: { id: now.body.data.runId } });
    expect(run).toMatchObject({
      reportId: report.id,
      trigger: "run_now",
      status: "queued",
      taskId: now.body.data.taskId,
    });
    const event = await t.services.db.outboxEvent.findFirst({
      where: { type: "report-generate", payload: { equals: { runId: run.id } } },
    });
    expect(event).not.toBeNull();
    expect((await api(token, "POST", `${BASE}/scheduled/${report.id}/run`)).status).toBe(409);
    const got = (await api(token, "GET", `${BASE}/${report.id}`)).body.data;
    expect(got).toMatchObject({ status: "generating", latestRun: { id: run.id, trigger: "run_now" } });

    // Stopped: the report stays, Ad-hoc, without its Schedule row.
    const stopped = await api(token, "DELETE", `${BASE}/scheduled/${report.id}`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ frequency: "ad_hoc", schedule: null, nextDue: null });
    expect(await scheduleRow(report.id)).toBeNull();
    expect((await api(token, "DELETE", `${BASE}/scheduled/${report.id}`)).status).toBe(409);
    expect((await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { paused: true })).status).toBe(409);

    const audits = await t.services.db.auditLog.findMany({
      where: { entityType: "Schedule", entityId: row.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["CREATE", "UPDATE", "UPDATE", "UPDATE", "UPDATE", "DELETE"]);
  });

  it("is dispatched at 07:00 in the organisation's time zone, once, and then moves to the next day", async () => {
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Daily" }))).body.data;
    const row = (await scheduleRow(report.id))!;
    expect(parts(row.nextRunAt, "Europe/Berlin")).toMatch(/07:00$/);
    const db = t.services.db;

    const minuteBefore = new Date(row.nextRunAt.getTime() - 60_000);
    expect(await dispatchDueSchedules(db, ALL_JOBS, minuteBefore)).not.toContain(row.id);
    expect(await dispatchDueSchedules(db, ALL_JOBS, row.nextRunAt)).toContain(row.id);
    expect(await dispatchDueSchedules(db, ALL_JOBS, row.nextRunAt)).not.toContain(row.id);

    const events = await db.outboxEvent.findMany({
      where: { type: "report-schedule", payload: { equals: { reportId: report.id } } },
    });
    expect(events).toHaveLength(1);
    const moved = (await scheduleRow(report.id))!;
    expect(moved.lastRunAt).toEqual(row.nextRunAt);
    expect(moved.nextRunAt.getTime() - row.nextRunAt.getTime()).toBe(86_400_000);
    expect(parts(moved.nextRunAt, "Europe/Berlin")).toMatch(/07:00$/);
  });

  it("scheduling a report without recipients is refused; another's report is not the caller's to schedule", async () => {
    const lonely = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc", recipientGroups: [] }))).body.data;
    const res = await api(token, "POST", `${BASE}/scheduled`, { reportId: lonely.id, frequency: "Daily" });
    expect(res.status).toBe(400);
    expect(await scheduleRow(lonely.id)).toBeNull();
    expect((await api(token, "POST", `${BASE}/scheduled`, { reportId: lonely.id, frequency: "Ad-hoc" })).status).toBe(
      400,
    );
    const other = await signIn(t, "Vendor Manager");
    const mine = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    const refused = await api(other.token, "POST", `${BASE}/scheduled`, { reportId: mine.id, frequency: "Daily" });
    expect(refused.status).toBe(403);
    expect(await scheduleRow(mine.id)).toBeNull();
  });

  it("scheduling a report and stopping its schedule each leave the report's own audit row (its frequency)", async () => {
    const report = (await api(token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }))).body.data;
    expect((await api(token, "POST", `${BASE}/scheduled`, { reportId: report.id, frequency: "Weekly" })).status).toBe(
      201,
    );
    expect((await api(token, "PUT", `${BASE}/scheduled/${report.id}`, { frequency: "Monthly" })).status).toBe(200);
    expect((await api(token, "DELETE", `${BASE}/scheduled/${report.id}`)).status).toBe(200);
    const audits = await t.services.db.auditLog.findMany({
      where: { entityType: "Report", entityId: report.id, action: "UPDATE" },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(audits.map((a) => [a.before, a.after])).toEqual([
      [{ frequency: "ad_hoc" }, { frequency: "weekly" }],
      [{ frequency: "weekly" }, { frequency: "monthly" }],
      [{ frequency: "monthly" }, { frequency: "ad_hoc" }],
    ]);
  });

  it("the list sorts by next due (soonest first, Ad-hoc and paused last) and by last generated", async () => {
    const word = tag("S");
    const make = async (frequency: string) =>
      (await api(token, "POST", BASE, reportBody({ name: `${word} ${frequency}`, frequency }))).body.data;
    const monthly = await make("Monthly");
    const daily = await make("Daily");
    const adHoc = await make("Ad-hoc");
    const paused = await make("Weekly");
    await api(token, "PUT", `${BASE}/scheduled/${paused.id}`, { paused: true });
    // Fixed times, so a month's last day (when both fall on the 1st at 07:00) does not tie them.
    const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
    await t.services.db.schedule.update({ where: { id: daily.schedule.id }, data: { nextRunAt: inDays(1) } });
    await t.services.db.schedule.update({ where: { id: monthly.schedule.id }, data: { nextRunAt: inDays(10) } });
    const ids = async (query: string) =>
      (await api(token, "GET", `${BASE}?search=${word}&${query}`)).body.data.map((r: { id: string }) => r.id);
    // Ad-hoc and paused have no next due: last either way, by name.
    expect(await ids("sort=nextDue&order=asc")).toEqual([daily.id, monthly.id, adHoc.id, paused.id]);
    expect(await ids("sort=nextDue&order=desc")).toEqual([monthly.id, daily.id, adHoc.id, paused.id]);
    expect(await ids("sort=nextDue&order=asc&limit=1&page=2")).toEqual([monthly.id]);

    await t.services.db.report.update({
      where: { id: adHoc.id },
      data: { lastGeneratedAt: new Date(Date.now() - 1000) },
    });
    await t.services.db.report.update({ where: { id: daily.id }, data: { lastGeneratedAt: new Date() } });
    const byLast = await ids("sort=lastGeneratedAt&order=desc");
    expect(byLast.slice(0, 2)).toEqual([daily.id, adHoc.id]);
  });
});
