// The reports' REST API (issue 17; 001 §2.5, §3–§5; 000 §7): create, read, edit and delete with the computed fields,
// the search over name, type and recipients, the counters, the templates (built-in ones seeded once), external
// recipients only in the domains the organisation allows, and 400 on bad bodies with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestApp, type TestApp } from "./helpers.js";
import { BASE, call, reportBody, tag } from "./reports-support.js";

let t: TestApp;
let rm: { token: string; user: { id: string } };
let admin: { token: string };
let api: ReturnType<typeof call>;
const ORGANISATION = {
  name: "Northbank plc",
  passwordMinLength: 8,
  twoFactorRequirement: "none",
  twoFactorRoles: [],
  sessionLifetimeHours: 720,
};

beforeAll(async () => {
  t = await startTestApp();
  api = call(t);
  rm = await signIn(t, "Risk Manager");
  admin = await signIn(t, "Admin");
  // The worker's database is shared with the files it ran before: start from the defaults' time zone.
  await t.services.db.organisationSettings.updateMany({ data: { timeZone: "UTC" } });
});
afterAll(() => t.close());

describe("reports: create, read, edit, delete", () => {
  it("creates a monthly Executive report for the Board: the built-in template, a schedule at 07:00, status computed", async () => {
    const body = reportBody({ lastGenerated: "2020-01-01", nextDue: "", status: "Current", format: "PDF" });
    const res = await api(rm.token, "POST", BASE, body);
    expect(res.status).toBe(201);
    const r = res.body.data;
    expect(r).toMatchObject({
      name: body.name,
      type: "executive",
      frequency: "monthly",
      recipientGroups: ["Board"],
      format: "PDF",
      template: { name: "Executive: risk posture", builtIn: true },
      status: "never_generated",
      lastGeneratedAt: null,
      latestRun: null,
      createdBy: { id: rm.user.id },
      can: { edit: true, delete: true, generate: true },
      schedule: { cron: "0 7 1 * *", paused: false, timeZone: "UTC" },
    });
    // Next due is the schedule's next run: the 1st of a month at 07:00 UTC, in the future.
    const due = new Date(r.nextDue);
    expect(due.getTime()).toBeGreaterThan(Date.now());
    expect([due.getUTCDate(), due.getUTCHours(), due.getUTCMinutes()]).toEqual([1, 7, 0]);
    expect(r.schedule.nextRunAt).toBe(r.nextDue);

    const row = await t.services.db.schedule.findUniqueOrThrow({ where: { key: `report:${r.id}` } });
    expect(row).toMatchObject({ jobName: "report-schedule", payload: { reportId: r.id }, cron: "0 7 1 * *" });
    const stored = await t.services.db.report.findUniqueOrThrow({ where: { id: r.id } });
    expect(stored.scheduleId).toBe(row.id);
    expect(stored.lastGeneratedAt).toBeNull();
    const audit = await t.services.db.auditLog.findMany({ where: { entityId: { in: [r.id, row.id] } } });
    expect(audit.map((a) => [a.entityType, a.action]).sort()).toEqual([
      ["Report", "CREATE"],
      ["Schedule", "CREATE"],
    ]);

    const got = await api(rm.token, "GET", `${BASE}/${r.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(r);
  });

  it("an Ad-hoc report has no schedule and no next due; no recipients needed", async () => {
    const res = await api(rm.token, "POST", BASE, reportBody({ frequency: "Ad-hoc", recipientGroups: [] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ frequency: "ad_hoc", schedule: null, nextDue: null });
    expect(await t.services.db.schedule.count({ where: { key: `report:${res.body.data.id}` } })).toBe(0);
  });

  it("edit: a new frequency re-schedules it; Ad-hoc removes the schedule; delete keeps the row and its runs", async () => {
    const created = (await api(rm.token, "POST", BASE, reportBody({ frequency: "Weekly" }))).body.data;
    expect(created.schedule.cron).toBe("0 7 * * 1");
    const quarterly = await api(rm.token, "PUT", `${BASE}/${created.id}`, {
      ...reportBody({ name: created.name, frequency: "Quarterly", recipientGroups: ["Board", "Audit"] }),
    });
    expect(quarterly.status).toBe(200);
    expect(quarterly.body.data).toMatchObject({
      frequency: "quarterly",
      recipientGroups: ["Board", "Audit"],
      schedule: { id: created.schedule.id, cron: "0 7 1 1,4,7,10 *" },
    });
    const adHoc = await api(rm.token, "PUT", `${BASE}/${created.id}`, reportBody({ frequency: "Ad-hoc" }));
    expect(adHoc.body.data).toMatchObject({ frequency: "ad_hoc", schedule: null, nextDue: null });
    expect(await t.services.db.schedule.count({ where: { id: created.schedule.id } })).toBe(0);

    const del = await api(rm.token, "DELETE", `${BASE}/${created.id}`);
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ id: created.id, deleted: true });
    expect((await api(rm.token, "GET", `${BASE}/${created.id}`)).status).toBe(404);
    const kept = await t.services.db.report.findUniqueOrThrow({ where: { id: created.id } });
    expect(kept.deletedAt).not.toBeNull();
    const list = await api(rm.token, "GET", `${BASE}?search=${encodeURIComponent(created.name)}`);
    expect(list.body.data).toEqual([]);
  });

  it("a deleted scheduled report takes its Schedule row with it", async () => {
    const created = (await api(rm.token, "POST", BASE, reportBody())).body.data;
    await api(rm.token, "DELETE", `${BASE}/${created.id}`);
    expect(await t.services.db.schedule.count({ where: { key: `report:${created.id}` } })).toBe(0);
  });
});

describe("the list: search, filters, counters", () => {
  it("searches name, type and recipients case-insensitively", async () => {
    const word = tag("Q");
    const mailbox = tag("m").toLowerCase();
    const external = `${mailbox}@regulator.example`;
    await api(admin.token, "PUT", "/api/settings/organisation", {
      ...ORGANISATION,
      reportExternalDomains: ["regulator.example"],
    });
    const a = (await api(rm.token, "POST", BASE, reportBody({ name: `${word} Alpha`, type: "Regulatory" }))).body.data;
    const b = (
      await api(rm.token, "POST", BASE, reportBody({ name: `Vendor KPIs ${word}`, externalRecipients: [external] }))
    ).body.data;
    const names = async (q: string, extra = "") =>
      (await api(rm.token, "GET", `${BASE}?limit=200&search=${encodeURIComponent(q)}${extra}`)).body.data.map(
        (r: { id: string }) => r.id,
      );
    expect(await names(`${word.toUpperCase()} alpha`)).toEqual([a.id]);
    expect((await names(word.toLowerCase())).sort()).toEqual([a.id, b.id].sort());
    expect(await names(mailbox.toUpperCase())).toEqual([b.id]);
    expect(await names(`${mailbox}@REGULATOR`)).toEqual([b.id]);
    // The type by its spec name, a recipient group by its name: found among everything else of that kind.
    expect(await names("regulat", "&type=regulatory")).toContain(a.id);
    expect(await names("bOaRd")).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await names(word, "&type=executive")).toEqual([b.id]);
  });

  it("counts Total Reports and Scheduled, and the paused and failed ones", async () => {
    const before = (await api(rm.token, "GET", `${BASE}/counters`)).body.data;
    const scheduled = (await api(rm.token, "POST", BASE, reportBody())).body.data;
    await api(rm.token, "POST", BASE, reportBody({ frequency: "Ad-hoc" }));
    await api(rm.token, "PUT", `${BASE}/scheduled/${scheduled.id}`, { paused: true });
    const after = (await api(rm.token, "GET", `${BASE}/counters`)).body.data;
    expect(after).toEqual({
      total: before.total + 2,
      scheduled: before.scheduled + 1,
      paused: before.paused + 1,
      failed: before.failed,
    });
    const page = await api(rm.token, "GET", `${BASE}?scheduled=true&limit=200`);
    expect(page.body.data.every((r: { frequency: string }) => r.frequency !== "ad_hoc")).toBe(true);
    expect(page.body.pagination.total).toBe(after.scheduled);
  });
});

describe("external recipients and the organisation's report settings", () => {
  it("takes an address only in an allowed domain (or its subdomain)", async () => {
    await api(admin.token, "PUT", "/api/settings/organisation", {
      ...ORGANISATION,
      timeZone: "Europe/Berlin",
      reportExternalDomains: ["@Regulator.example", "audit.example"],
    });
    const settings = (await api(admin.token, "GET", "/api/settings/organisation")).body.data;
    expect(settings).toMatchObject({
      timeZone: "Europe/Berlin",
      reportExternalDomains: ["regulator.example", "audit.example"],
    });
    const ok = await api(
      rm.token,
      "POST",
      BASE,
      reportBody({ externalRecipients: ["Supervisor@Regulator.example", "lead@eu.audit.example"] }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.externalRecipients).toEqual(["supervisor@regulator.example", "lead@eu.audit.example"]);
    expect(ok.body.data.schedule.timeZone).toBe("Europe/Berlin");

    const refused = await api(rm.token, "POST", BASE, reportBody({ externalRecipients: ["someone@gmail.example"] }));
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      {
        path: "externalRecipients",
        message: "Only addresses in regulator.example, audit.example may receive reports: someone@gmail.example",
      },
    ]);
  });

  it("a new organisation time zone moves the report schedules' next runs (07:00 there)", async () => {
    await api(admin.token, "PUT", "/api/settings/organisation", { ...ORGANISATION, timeZone: "Asia/Tokyo" });
    const r = (await api(rm.token, "POST", BASE, reportBody({ frequency: "Daily" }))).body.data;
    // 07:00 in Tokyo is 22:00 UTC the day before.
    expect(new Date(r.nextDue).getUTCHours()).toBe(22);
    await api(admin.token, "PUT", "/api/settings/organisation", { ...ORGANISATION, timeZone: "America/New_York" });
    const moved = (await api(rm.token, "GET", `${BASE}/${r.id}`)).body.data;
    expect(moved.schedule.timeZone).toBe("America/New_York");
    expect([11, 12]).toContain(new Date(moved.nextDue).getUTCHours()); // 07:00 EDT or EST
    // Left out of the body, the report settings keep their values.
    await api(admin.token, "PUT", "/api/settings/organisation", ORGANISATION);
    expect((await api(admin.token, "GET", "/api/settings/organisation")).body.data.timeZone).toBe("America/New_York");
    await api(admin.token, "PUT", "/api/settings/organisation", { ...ORGANISATION, timeZone: "UTC" });
  });

  it("refuses an unknown time zone and a malformed domain", async () => {
    const res = await api(admin.token, "PUT", "/api/settings/organisation", {
      ...ORGANISATION,
      timeZone: "Mars/Olympus",
      reportExternalDomains: ["not a domain"],
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "reportExternalDomains.0",
      "timeZone",
    ]);
  });
});

describe("bad bodies: 400 and nothing changed", () => {
  const BAD: [string, object][] = [
    ["no name", reportBody({ name: "  " })],
    ["unknown type", reportBody({ type: "Quarterly" })],
    ["unknown frequency", reportBody({ frequency: "Hourly" })],
    ["unknown group", reportBody({ recipientGroups: ["Everyone"] })],
    ["scheduled without recipients", reportBody({ recipientGroups: [] })],
    ["not an address", reportBody({ externalRecipients: ["board"] })],
    ["template of another type", reportBody({ templateId: "00000000-0000-7000-8000-000000000000" })],
  ];
  for (const [name, body] of BAD) {
    it(`POST ${name}`, async () => {
      const db = t.services.db;
      const before = await Promise.all([db.report.count(), db.schedule.count(), db.auditLog.count()]);
      const res = await api(rm.token, "POST", BASE, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(await Promise.all([db.report.count(), db.schedule.count(), db.auditLog.count()])).toEqual(before);
    });
  }

  it("PUT with a bad body leaves the report as it was; a template of another type is refused on its field", async () => {
    const created = (await api(rm.token, "POST", BASE, reportBody())).body.data;
    const regulatory = (await api(rm.token, "GET", `${BASE}/templates`)).body.data.items.find(
      (x: { key: string }) => x.key === "regulatory",
    );
    const wrong = await api(rm.token, "PUT", `${BASE}/${created.id}`, reportBody({ templateId: regulatory.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "templateId", message: "The template is of another report type" }]);
    const blank = await api(rm.token, "PUT", `${BASE}/${created.id}`, reportBody({ name: "" }));
    expect(blank.status).toBe(400);
    expect((await api(rm.token, "GET", `${BASE}/${created.id}`)).body.data).toEqual(created);
  });
});
