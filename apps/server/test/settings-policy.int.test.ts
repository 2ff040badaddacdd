// The organisation's settings in force: the minimum password length (change, reset, registration, admin-created
// accounts), the session lifetime (new sessions, renewal) and required two-factor (the current-user flag and the
// 403 on the rest of the platform until the user turns it on).
import { hashToken } from "@tprm/api/auth-tokens";
import { DEMO_PASSWORD } from "@tprm/db/factories";
import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

// A database of its own: the organisation's settings are one row, which other files' sign-ins would read.
let database: TestDatabase;
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  database = await createOwnDatabase();
  t = await startTestApp({ DATABASE_URL: database.url });
  admin = await signIn(t, "Admin");
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

const ORGANISATION = {
  name: "Northbank plc",
  passwordMinLength: 8,
  twoFactorRequirement: "none",
  twoFactorRoles: [] as string[],
  sessionLifetimeHours: 720,
};

async function call(token: string, method: "GET" | "PUT" | "POST", url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function organisation(change: Partial<typeof ORGANISATION>) {
  const res = await call(admin.token, "PUT", "/api/settings/organisation", { ...ORGANISATION, ...change });
  expect(res.status).toBe(200);
}

afterEach(() => organisation({}));

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

const HOUR = 3_600_000;

describe("the organisation's minimum password length", () => {
  it("refuses a shorter new password on change, reset, registration and account creation, with its number", async () => {
    await organisation({ passwordMinLength: 12 });
    const tooShort = "Eleven-ch1!"; // 11 characters
    const message = { newPassword: "Password must be at least 12 characters" };

    const { user, token } = await signIn(t, "Vendor Manager");
    const change = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: tooShort,
      confirmPassword: tooShort,
    });
    expect(change.status).toBe(400);
    expect(issuesOf(change.body)).toEqual(message);
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toBe(user.passwordHash);
    const accepted = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "Twelve-chars",
    });
    expect(accepted.status).toBe(200);

    const resetToken = `reset-${Date.now()}-token`;
    await t.services.db.passwordResetToken.create({
      data: { id: hashToken(resetToken), userId: user.id, expiresAt: new Date(Date.now() + HOUR) },
    });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      remoteAddress: freshIp(),
      payload: { token: resetToken, password: tooShort },
    });
    expect(reset.statusCode).toBe(400);
    expect(issuesOf(reset.json())).toEqual({ password: message.newPassword });
    // The link was not spent by the refused attempt.
    expect((await t.services.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } })).usedAt).toBeNull();

    const register = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: { email: uniqueEmail("short"), password: tooShort, firstName: "Sam", lastName: "Short" },
    });
    expect(register.statusCode).toBe(400);
    expect(issuesOf(register.json())).toEqual({ password: message.newPassword });

    const email = uniqueEmail("made");
    const created = await call(admin.token, "POST", "/api/users", {
      email,
      password: tooShort,
      firstName: "New",
      lastName: "Person",
      role: "Finance",
    });
    expect(created.status).toBe(400);
    expect(issuesOf(created.body)).toEqual({ password: message.newPassword });
    expect(await t.services.db.user.count({ where: { email } })).toBe(0);
  });

  it("keeps the spec's message at the minimum of 8", async () => {
    const { token } = await signIn(t, "Vendor Manager");
    const res = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "seven77",
    });
    expect(issuesOf(res.body)).toEqual({ newPassword: "Password must be at least 8 characters" });
  });
});

describe("the organisation's session lifetime", () => {
  it("applies to a new session, to renewal, and brings a longer session down to it", async () => {
    await organisation({ sessionLifetimeHours: 2 });
    const { user, token, response } = await signIn(t, "Risk Manager");
    const answered = new Date(response.json().data.expiresAt).getTime();
    expect(Math.abs(answered - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);
    const session = await t.services.db.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(session.expiresAt.getTime()).toBe(answered);

    // Less than half of its 2 hours left: renewed to 2 hours from now.
    await t.services.db.session.update({
      where: { id: session.id },
      data: { expiresAt: new Date(Date.now() + 30 * 60_000) },
    });
    expect((await call(token, "GET", "/api/auth/me")).status).toBe(200);
    const renewed = await t.services.db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(Math.abs(renewed.expiresAt.getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);

    // A session from before the lifetime was shortened (29 days left) ends 2 hours from now.
    await t.services.db.session.update({
      where: { id: session.id },
      data: { expiresAt: new Date(Date.now() + 29 * 24 * HOUR) },
    });
    expect((await call(token, "GET", "/api/auth/me")).status).toBe(200);
    const shortened = await t.services.db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(Math.abs(shortened.expiresAt.getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(60_000);
  });
});

describe("required two-factor", () => {
  const TWO_FACTOR_MESSAGE =
    "Your organisation requires two-factor authentication for your account. Turn it on under Account security to continue.";

  it("flags a user of a required role until two-factor is on, and holds back the rest of the platform", async () => {
    await organisation({ twoFactorRequirement: "roles", twoFactorRoles: ["Finance"] });
    const finance = await signIn(t, "Finance");
    const procurement = await signIn(t, "Procurement");

    const me = await call(finance.token, "GET", "/api/auth/me");
    expect(me.body.data.user.twoFactorEnrolmentRequired).toBe(true);
    const vendors = await call(finance.token, "GET", "/api/vendors");
    expect(vendors.status).toBe(403);
    expect(vendors.body).toEqual({ success: false, message: TWO_FACTOR_MESSAGE });
    for (const url of ["/api/users/profile", "/api/users/settings", "/api/users/sessions", "/api/users/api-keys"]) {
      expect((await call(finance.token, "GET", url)).status, url).toBe(200);
    }
    expect(
      (await call(finance.token, "PUT", "/api/users/settings", { ...(me.body.data.user.settings as object) })).status,
    ).toBe(200);

    // Another role is not concerned.
    expect((await call(procurement.token, "GET", "/api/auth/me")).body.data.user.twoFactorEnrolmentRequired).toBe(
      false,
    );
    expect((await call(procurement.token, "GET", "/api/vendors")).status).toBe(200);

    // Turned on: the flag goes and the platform answers.
    await t.services.db.user.update({ where: { id: finance.user.id }, data: { twoFactorEnabled: true } });
    expect((await call(finance.token, "GET", "/api/auth/me")).body.data.user.twoFactorEnrolmentRequired).toBe(false);
    expect((await call(finance.token, "GET", "/api/vendors")).status).toBe(200);
  });

  it("required of everyone: each role without two-factor is flagged; none: nobody is", async () => {
    await organisation({ twoFactorRequirement: "all" });
    const procurement = await signIn(t, "Procurement");
    expect((await call(procurement.token, "GET", "/api/auth/me")).body.data.user.twoFactorEnrolmentRequired).toBe(true);
    expect((await call(procurement.token, "GET", "/api/vendors")).status).toBe(403);
    // The server's own routes hold back too: the import template, file downloads (before any lookup), the queue board.
    for (const url of [
      "/api/vendors/import-template/csv",
      "/api/files/0193a1b2-0000-7000-8000-000000000000/download",
    ]) {
      const held = await call(procurement.token, "GET", url);
      expect(held.status, url).toBe(403);
      expect(held.body, url).toEqual({ success: false, message: TWO_FACTOR_MESSAGE });
    }
    expect((await call(admin.token, "GET", "/admin/queues")).status).toBe(403);
    // The Admin may still undo it (the settings stay open) and sign out.
    const adminMe = await call(admin.token, "GET", "/api/auth/me");
    expect(adminMe.body.data.user.twoFactorEnrolmentRequired).toBe(true);
    expect((await call(admin.token, "GET", "/api/users")).status).toBe(403);
    await organisation({ twoFactorRequirement: "none" });
    expect((await call(procurement.token, "GET", "/api/auth/me")).body.data.user.twoFactorEnrolmentRequired).toBe(
      false,
    );
    expect((await call(procurement.token, "GET", "/api/vendors")).status).toBe(200);
    const logout = await call(procurement.token, "POST", "/api/auth/logout");
    expect(logout.status).toBe(200);
  });
});
