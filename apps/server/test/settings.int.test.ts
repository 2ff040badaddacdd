// Personal settings (GET/PUT /api/users/settings, spec 001 §2.10, §3, §9) and the organisation's settings
// (GET/PUT /api/settings/organisation). The organisation's policy in force is in settings-policy.int.test.ts.
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, signIn, startTestApp, type TestApp } from "./helpers.js";

// A database of its own: the organisation's settings are one row, which other files' sign-ins would read.
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function call(token: string, method: "GET" | "PUT", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

const DEFAULTS = {
  theme: "light",
  language: "en",
  dateFormat: "MM/DD/YYYY",
  timezone: "America/New_York",
  emailNotifications: true,
  inAppNotifications: true,
  digestFrequency: "daily",
};

describe("personal settings", () => {
  it("a new user has the spec's defaults, in the settings and in the current-user answer", async () => {
    const { token } = await signIn(t, "Procurement");
    const res = await call(token, "GET", "/api/users/settings");
    expect(res).toEqual({ status: 200, body: { success: true, data: DEFAULTS } });
    const me = await call(token, "GET", "/api/auth/me");
    expect(me.body.data.user).toMatchObject({
      role: "Procurement",
      settings: DEFAULTS,
      twoFactorEnrolmentRequired: false,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/users/settings" })).statusCode).toBe(401);
  });

  it("saves the full object, reads it back, records the change and leaves an unchanged save unrecorded", async () => {
    const { user, token } = await signIn(t, "Executive");
    const chosen = {
      theme: "dark",
      language: "fr",
      dateFormat: "DD-MMM-YYYY",
      timezone: "Europe/Paris",
      emailNotifications: false,
      inAppNotifications: true,
      digestFrequency: "weekly",
    };
    const saved = await call(token, "PUT", "/api/users/settings", chosen);
    expect(saved).toEqual({ status: 200, body: { success: true, data: chosen } });
    expect((await call(token, "GET", "/api/users/settings")).body.data).toEqual(chosen);
    expect((await call(token, "GET", "/api/auth/me")).body.data.user.settings).toEqual(chosen);
    const stored = await t.services.db.userSettings.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored).toMatchObject({
      theme: "dark",
      language: "fr",
      timeZone: "Europe/Paris",
      digestFrequency: "weekly",
    });

    const audits = await t.services.db.auditLog.findMany({ where: { entityType: "UserSettings", entityId: user.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: user.id,
      action: "UPDATE",
      before: { theme: "light", language: "en", dateFormat: "MM/DD/YYYY", timezone: "America/New_York" },
      after: { theme: "dark", language: "fr", dateFormat: "DD-MMM-YYYY", timezone: "Europe/Paris" },
    });
    expect(audits[0]!.before).not.toHaveProperty("inAppNotifications");

    expect((await call(token, "PUT", "/api/users/settings", chosen)).status).toBe(200);
    expect(await t.services.db.auditLog.count({ where: { entityType: "UserSettings", entityId: user.id } })).toBe(1);
  });

  it("refuses an unknown language, time zone or date format, or a missing field, naming it; nothing changes", async () => {
    const { user, token } = await signIn(t, "Finance");
    await call(token, "PUT", "/api/users/settings", { ...DEFAULTS, theme: "auto" });
    const cases: [string, unknown][] = [
      ["language", "it"],
      ["timezone", "Europe/Rome"],
      ["timezone", "Mars/Olympus"],
      ["dateFormat", "YYYY/MM/DD"],
      ["theme", "neon"],
      ["digestFrequency", "yearly"],
      ["emailNotifications", "yes"],
    ];
    for (const [field, value] of cases) {
      const res = await call(token, "PUT", "/api/users/settings", { ...DEFAULTS, language: "de", [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(Object.keys(issuesOf(res.body)), `${field}=${value}`).toEqual([field]);
      expect(res.body.message).toContain(field);
    }
    const { digestFrequency: _, ...missing } = DEFAULTS;
    const partial = await call(token, "PUT", "/api/users/settings", missing);
    expect(Object.keys(issuesOf(partial.body))).toEqual(["digestFrequency"]);
    expect((await call(token, "GET", "/api/users/settings")).body.data).toEqual({ ...DEFAULTS, theme: "auto" });
    expect(await t.services.db.auditLog.count({ where: { entityType: "UserSettings", entityId: user.id } })).toBe(1);
  });
});

/**
 * Written out by hand, not read from the permission module: the organisation's settings need `settings` (IT Security;
 * Admin passes everything); personal settings are open to every signed-in account.
 */
const ORGANISATION_ACCESS: Record<string, 200 | 403> = {
  Admin: 200,
  "Business User": 403,
  "Risk Manager": 403,
  Compliance: 403,
  "Compliance Officer": 403,
  Finance: 403,
  "Finance Manager": 403,
  Legal: 403,
  "Legal Counsel": 403,
  "IT Security": 200,
  Procurement: 403,
  "Vendor Manager": 403,
  Executive: 403,
  "Board Member": 403,
  "Internal Auditor": 403,
  "External Auditor": 403,
  "Regulatory Body": 403,
};

const ORGANISATION = {
  name: "Northbank plc",
  passwordMinLength: 8,
  twoFactorRequirement: "none",
  twoFactorRoles: [],
  sessionLifetimeHours: 720,
};

describe("the organisation's settings", () => {
  for (const [role, status] of Object.entries(ORGANISATION_ACCESS)) {
    it(`${role}: organisation settings ${status}, personal settings 200`, async () => {
      const { token } = await signIn(t, role);
      expect((await call(token, "GET", "/api/settings/organisation")).status).toBe(status);
      const put = await call(token, "PUT", "/api/settings/organisation", ORGANISATION);
      expect(put.status).toBe(status);
      if (status === 403)
        expect(put.body).toEqual({ success: false, message: "You don't have permission to do this." });
      expect((await call(token, "GET", "/api/users/settings")).status).toBe(200);
      expect((await call(token, "PUT", "/api/users/settings", DEFAULTS)).status).toBe(200);
    });
  }

  it("answers the defaults before the first save", async () => {
    await t.services.db.organisationSettings.deleteMany();
    const { token } = await signIn(t, "IT Security");
    const res = await call(token, "GET", "/api/settings/organisation");
    expect(res.body.data).toEqual({
      ...ORGANISATION,
      name: "",
      timeZone: "UTC",
      reportExternalDomains: [],
      updatedAt: null,
      updatedBy: null,
    });
  });

  it("saves with IT Security and Admin, each save audited with before and after", async () => {
    await t.services.db.organisationSettings.deleteMany();
    const security = await signIn(t, "IT Security");
    const first = await call(security.token, "PUT", "/api/settings/organisation", {
      ...ORGANISATION,
      name: " Northbank ",
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ ...ORGANISATION, name: "Northbank", updatedBy: { id: security.user.id } });

    const admin = await signIn(t, "Admin");
    const second = await call(admin.token, "PUT", "/api/settings/organisation", {
      ...ORGANISATION,
      name: "Northbank",
      passwordMinLength: 12,
      twoFactorRequirement: "roles",
      twoFactorRoles: ["Finance", "Admin"],
      sessionLifetimeHours: 8,
    });
    expect(second.body.data).toMatchObject({ passwordMinLength: 12, twoFactorRoles: ["Finance", "Admin"] });
    expect((await call(security.token, "GET", "/api/settings/organisation")).body.data).toMatchObject({
      name: "Northbank",
      passwordMinLength: 12,
      twoFactorRequirement: "roles",
      sessionLifetimeHours: 8,
      updatedBy: { id: admin.user.id, name: "Test User" },
    });

    const audits = await t.services.db.auditLog.findMany({
      where: { entityType: "OrganisationSettings", actorId: { in: [security.user.id, admin.user.id] } },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => [a.actorId, a.action, a.before, a.after])).toEqual([
      [security.user.id, "UPDATE", { name: "", defaults: true }, { name: "Northbank" }],
      [
        admin.user.id,
        "UPDATE",
        { passwordMinLength: 8, twoFactorRequirement: "none", twoFactorRoles: [], sessionLifetimeHours: 720 },
        {
          passwordMinLength: 12,
          twoFactorRequirement: "roles",
          twoFactorRoles: ["Finance", "Admin"],
          sessionLifetimeHours: 8,
        },
      ],
    ]);
    await call(admin.token, "PUT", "/api/settings/organisation", ORGANISATION);
  });

  it("refuses a bad value on its field and changes nothing", async () => {
    const { token } = await signIn(t, "Admin");
    await call(token, "PUT", "/api/settings/organisation", ORGANISATION);
    const before = await t.services.db.organisationSettings.findUniqueOrThrow({ where: { id: 1 } });
    const audits = await t.services.db.auditLog.count({ where: { entityType: "OrganisationSettings" } });
    const cases: [string, Record<string, unknown>][] = [
      ["passwordMinLength", { passwordMinLength: 7 }],
      ["passwordMinLength", { passwordMinLength: 8.5 }],
      ["sessionLifetimeHours", { sessionLifetimeHours: 2161 }],
      ["sessionLifetimeHours", { sessionLifetimeHours: 0 }],
      ["name", { name: "  " }],
      ["name", { name: "x".repeat(201) }],
      ["twoFactorRoles", { twoFactorRequirement: "roles", twoFactorRoles: [] }],
      ["twoFactorRoles.0", { twoFactorRequirement: "roles", twoFactorRoles: ["Chief"] }],
      ["twoFactorRequirement", { twoFactorRequirement: "some" }],
    ];
    for (const [field, change] of cases) {
      const res = await call(token, "PUT", "/api/settings/organisation", { ...ORGANISATION, ...change });
      expect(res.status, field).toBe(400);
      expect(Object.keys(issuesOf(res.body)), field).toEqual([field]);
    }
    expect(await t.services.db.organisationSettings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
    expect(await t.services.db.auditLog.count({ where: { entityType: "OrganisationSettings" } })).toBe(audits);
  });

  it("gives the profile its organisation name once set", async () => {
    const admin = await signIn(t, "Admin");
    const { user, token } = await signIn(t, "Legal");
    await t.services.db.user.update({ where: { id: user.id }, data: { organization: "Old name Ltd" } });
    await call(admin.token, "PUT", "/api/settings/organisation", { ...ORGANISATION, name: "Southbank plc" });
    expect((await call(token, "GET", "/api/users/profile")).body.data.organization).toBe("Southbank plc");
    const same = await call(token, "PUT", "/api/users/profile", { firstName: "Lee", organization: "Southbank plc" });
    expect(same.status).toBe(200);
    const other = await call(token, "PUT", "/api/users/profile", { organization: "Old name Ltd" });
    expect(issuesOf(other.body)).toEqual({ organization: "Organization cannot be changed" });
  });
});
