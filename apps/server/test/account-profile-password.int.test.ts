// The signed-in user's own profile (GET/PUT /api/users/profile) and password change (PUT /api/users/account/password),
// spec 001 §2.8, §3, §5, §8.
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailHarness>>;

beforeAll(async () => {
  mail = await startMailHarness();
  t = await startTestApp();
});

afterAll(async () => {
  await mail.close();
  await t.close();
});

async function call(token: string, method: "GET" | "PUT", url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url, headers: bearer(token), payload: payload as object | undefined });
  return { status: res.statusCode, body: res.json() };
}

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

async function login(email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/public/auth/login",
    payload: { email, password },
    remoteAddress: freshIp(),
  });
}

describe("the user's own profile", () => {
  it("reads the profile with role, permissions, manager and join date", async () => {
    const manager = await createUser(t.services.db, { firstName: "Maria", lastName: "Keller", role: "Risk Manager" });
    const { user, token } = await signIn(t, "Compliance Officer");
    await t.services.db.user.update({
      where: { id: user.id },
      data: {
        managerId: manager.id,
        joinDate: new Date("2021-03-01T00:00:00Z"),
        employeeId: "EMP-0042",
        organization: "Northbank plc",
        jobTitle: "Compliance analyst",
      },
    });
    const res = await call(token, "GET", "/api/users/profile");
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Test",
      lastName: "User",
      role: "Compliance Officer",
      jobTitle: "Compliance analyst",
      employeeId: "EMP-0042",
      organization: "Northbank plc",
      manager: { id: manager.id, name: "Maria Keller" },
      joinDate: "2021-03-01",
      phone: null,
    });
    expect(p.permissions).toContain("view:vendors");
    expect(new Date(p.createdAt).getTime()).toBe(user.createdAt.getTime());
    expect((await t.app.inject({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(401);
  });

  it("updates the editable fields, clears one with an empty text and records the change", async () => {
    const { user, token } = await signIn(t, "Vendor Manager");
    await t.services.db.user.update({ where: { id: user.id }, data: { location: "Leeds" } });
    const res = await call(token, "PUT", "/api/users/profile", {
      firstName: " Aisha ",
      lastName: "Rahman",
      email: user.email.toUpperCase(),
      jobTitle: "Head of vendor management",
      department: "Procurement",
      phone: "+44 20 7946 0018",
      location: "",
      businessUnit: "Retail banking",
      bio: "Twelve years in outsourcing oversight.",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: "Aisha",
      lastName: "Rahman",
      jobTitle: "Head of vendor management",
      department: "Procurement",
      phone: "+44 20 7946 0018",
      location: null,
      businessUnit: "Retail banking",
      bio: "Twelve years in outsourcing oversight.",
    });
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ firstName: "Aisha", department: "Procurement", location: null });
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, entityType: "User", action: "UPDATE" },
    });
    expect(audit.actorId).toBe(user.id);
    expect(audit.before).toMatchObject({ firstName: "Test", location: "Leeds" });
    expect(audit.after).toMatchObject({ firstName: "Aisha", location: null });
  });

  it("validates the editable fields (400 on the field, nothing written)", async () => {
    const { user, token } = await signIn(t, "Vendor Manager");
    const res = await call(token, "PUT", "/api/users/profile", {
      firstName: " ",
      phone: "call me maybe",
      bio: "x".repeat(2001),
    });
    expect(res.status).toBe(400);
    const issues = issuesOf(res.body);
    expect(issues.firstName).toBe("First name is required");
    expect(issues.phone).toMatch(/valid phone number/);
    expect(issues.bio).toBe("Bio must be at most 2000 characters");
    expect((await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Test");
  });

  it("refuses a changed read-only field, naming it, and writes nothing; the same value is accepted", async () => {
    const manager = await createUser(t.services.db, { role: "Risk Manager" });
    const other = await createUser(t.services.db, { role: "Risk Manager" });
    const { user, token } = await signIn(t, "Procurement Specialist");
    await t.services.db.user.update({
      where: { id: user.id },
      data: {
        managerId: manager.id,
        joinDate: new Date("2020-01-15T00:00:00Z"),
        employeeId: "E-7",
        organization: "Northbank plc",
      },
    });
    const auditsBefore = await t.services.db.auditLog.count({ where: { entityId: user.id } });
    const cases: [string, unknown, string][] = [
      ["email", uniqueEmail("other"), "Email cannot be changed"],
      ["organization", "Another bank", "Organization cannot be changed"],
      ["employeeId", "E-8", "Employee ID cannot be changed"],
      ["managerId", other.id, "Reporting manager cannot be changed"],
      ["managerId", user.id, "Reporting manager cannot be changed"],
      ["managerId", null, "Reporting manager cannot be changed"],
      ["joinDate", "2020-01-16", "Join date cannot be changed"],
      ["role", "Admin", "Role cannot be changed here"],
    ];
    for (const [field, value, message] of cases) {
      const res = await call(token, "PUT", "/api/users/profile", { firstName: "Changed", [field]: value });
      expect(res.status, field).toBe(400);
      expect(issuesOf(res.body)[field], field).toBe(message);
    }
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({
      firstName: "Test",
      email: user.email,
      organization: "Northbank plc",
      employeeId: "E-7",
      managerId: manager.id,
      role: "Procurement Specialist",
    });
    expect(await t.services.db.auditLog.count({ where: { entityId: user.id } })).toBe(auditsBefore);

    // A form sends back what it loaded: the same values pass and the editable change is written.
    const same = await call(token, "PUT", "/api/users/profile", {
      firstName: "Changed",
      email: user.email,
      organization: "Northbank plc",
      employeeId: "E-7",
      managerId: manager.id,
      joinDate: "2020-01-15",
      role: "Procurement Specialist",
    });
    expect(same.status).toBe(200);
    expect(same.body.data.firstName).toBe("Changed");
    expect(same.body.data.manager.id).toBe(manager.id);
  });
});

describe("changing one's own password", () => {
  it("refuses a mismatch first, then a short password, with the spec's texts", async () => {
    const { token } = await signIn(t, "Vendor Manager");
    const both = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "short",
      confirmPassword: "different",
    });
    expect(both.status).toBe(400);
    expect(issuesOf(both.body)).toEqual({ confirmPassword: "Passwords do not match" });
    const short = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "seven77",
      confirmPassword: "seven77",
    });
    expect(short.status).toBe(400);
    expect(issuesOf(short.body)).toEqual({ newPassword: "Password must be at least 8 characters" });
  });

  it("refuses a wrong current password on its field and counts it toward the lockout", async () => {
    const { user, token } = await signIn(t, "Vendor Manager");
    for (let i = 0; i < 5; i++) {
      const res = await call(token, "PUT", "/api/users/account/password", {
        currentPassword: `wrong-password-${i}`,
        newPassword: "A-new-password-9",
      });
      expect(res.status).toBe(400);
      expect(issuesOf(res.body).currentPassword).toBe("Current password is incorrect");
    }
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordHash).toBe(user.passwordHash);
    expect(stored.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(
      await t.services.db.loginAttempt.count({ where: { userId: user.id, success: false, reason: "bad-password" } }),
    ).toBe(5);
    // Locked: even the right current password is refused, and so is signing in.
    const locked = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "A-new-password-9",
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/locked/);
    expect((await login(user.email, DEMO_PASSWORD)).statusCode).toBe(403);
  });

  it("changes the password, keeps this session, signs out the others and e-mails the user", async () => {
    const email = uniqueEmail("pwchange");
    const { user, token } = await signIn(t, "Finance Manager", { email });
    const other = (await login(email, DEMO_PASSWORD)).json().data.accessToken as string;
    const res = await call(token, "PUT", "/api/users/account/password", {
      currentPassword: DEMO_PASSWORD,
      newPassword: "A-brand-new-password-1",
      confirmPassword: "A-brand-new-password-1",
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Password changed successfully!");

    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(other) })).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, "A-brand-new-password-1")).statusCode).toBe(200);

    const received = await mail.waitFor(email);
    expect(received.text).toContain("Your password was changed");
    expect(received.text).not.toContain("A-brand-new-password-1");

    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "PASSWORD_CHANGE" },
    });
    expect(audit.actorId).toBe(user.id);
    expect(audit.after).toEqual({ otherSessionsSignedOut: 1 });
    expect(JSON.stringify(audit)).not.toMatch(/password-1|argon2/i);
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.lastPasswordChange!.getTime()).toBeGreaterThan(user.lastPasswordChange!.getTime());
  });
});
