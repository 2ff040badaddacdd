import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/**
 * Written out by hand from the issue, not read from the permission module: who may call the REST paths of the
 * platform foundation. Users administration: Admin only. Audit logs: Admin, Internal Auditor, External Auditor.
 */
const EXPECTED: Record<string, { users: number; auditLogs: number }> = {
  Admin: { users: 200, auditLogs: 200 },
  "Business User": { users: 403, auditLogs: 403 },
  "Risk Manager": { users: 403, auditLogs: 403 },
  Compliance: { users: 403, auditLogs: 403 },
  "Compliance Officer": { users: 403, auditLogs: 403 },
  Finance: { users: 403, auditLogs: 403 },
  "Finance Manager": { users: 403, auditLogs: 403 },
  Legal: { users: 403, auditLogs: 403 },
  "Legal Counsel": { users: 403, auditLogs: 403 },
  "IT Security": { users: 403, auditLogs: 403 },
  Procurement: { users: 403, auditLogs: 403 },
  "Vendor Manager": { users: 403, auditLogs: 403 },
  Executive: { users: 403, auditLogs: 403 },
  "Board Member": { users: 403, auditLogs: 403 },
  "Internal Auditor": { users: 403, auditLogs: 200 },
  "External Auditor": { users: 403, auditLogs: 200 },
  "Regulatory Body": { users: 403, auditLogs: 403 },
};

describe("REST access per role", () => {
  for (const [role, expected] of Object.entries(EXPECTED)) {
    it(`${role}: users ${expected.users}, audit logs ${expected.auditLogs}`, async () => {
      const { token } = await signIn(t, role);
      const users = await t.app.inject({ method: "GET", url: "/api/users", headers: bearer(token) });
      expect(users.statusCode).toBe(expected.users);
      const logs = await t.app.inject({ method: "GET", url: "/api/audit-logs", headers: bearer(token) });
      expect(logs.statusCode).toBe(expected.auditLogs);
      if (expected.auditLogs === 403)
        expect(logs.json()).toEqual({ success: false, message: "You don't have permission to do this." });
      const create = await t.app.inject({
        method: "POST",
        url: "/api/users",
        headers: bearer(token),
        payload: {
          email: uniqueEmail("made"),
          password: "Long-enough-9",
          firstName: "New",
          lastName: "Person",
          role: "Finance",
        },
      });
      expect(create.statusCode).toBe(role === "Admin" ? 201 : 403);
    });
  }

  it("a role outside the table has no access at all", async () => {
    const { token, response } = await signIn(t, "Vendor");
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/audit-logs", headers: bearer(token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/users", headers: bearer(token) })).statusCode).toBe(403);
  });

  it("no session answers 401 everywhere but public paths", async () => {
    for (const url of ["/api/users", "/api/audit-logs", "/api/auth/me", "/api/users/agreement-status"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});

describe("user administration", () => {
  it("gives a waiting account a role, deactivates and unlocks — each change audited in the same transaction", async () => {
    const admin = await signIn(t, "Admin");
    const waiting = await t.services.db.user.create({
      data: { email: uniqueEmail("wait"), passwordHash: "x", firstName: "Wait", lastName: "Ing", status: "pending" },
    });
    const setRole = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${waiting.id}/role`,
      headers: bearer(admin.token),
      payload: { role: "Legal Counsel" },
    });
    expect(setRole.statusCode).toBe(200);
    expect(setRole.json().data).toMatchObject({ role: "Legal Counsel", status: "active" });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${waiting.id}/role`,
      headers: bearer(admin.token),
      payload: { role: "Emperor" },
    });
    expect(bad.statusCode).toBe(400);

    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${waiting.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(off.json().data.status).toBe("deactivated");
    await t.services.db.user.update({
      where: { id: waiting.id },
      data: { lockedUntil: new Date(Date.now() + 600_000) },
    });
    const unlock = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${waiting.id}/unlock`,
      headers: bearer(admin.token),
    });
    expect(unlock.json().data.lockedUntil).toBeNull();

    const trail = await t.app.inject({
      method: "GET",
      url: `/api/audit-logs?entityType=User&entityId=${waiting.id}`,
      headers: bearer(admin.token),
    });
    const body = trail.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 50 });
    expect(body.data.map((r: { action: string }) => r.action)).toEqual(["UNLOCK", "DEACTIVATE", "ROLE_CHANGE"]);
    const roleChange = body.data[2];
    expect(roleChange.actor.email).toBe(admin.user.email);
    expect(roleChange.before.role).toBeNull();
    expect(roleChange.after.role).toBe("Legal Counsel");
    expect(JSON.stringify(body)).not.toContain("passwordHash");

    const self = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${admin.user.id}/deactivate`,
      headers: bearer(admin.token),
    });
    expect(self.statusCode).toBe(400);
  });

  it("an e-mail already in use answers 409 with the issue on the email field, and creates nothing", async () => {
    const admin = await signIn(t, "Admin");
    const existing = await signIn(t, "Finance");
    const before = await t.services.db.user.count();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users",
      headers: bearer(admin.token),
      payload: {
        email: existing.user.email,
        password: "Another-Password-1",
        firstName: "A",
        lastName: "B",
        role: "Legal",
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: "An account with this email already exists.",
      issues: [{ path: "email", message: "An account with this email already exists." }],
    });
    expect(await t.services.db.user.count()).toBe(before);
  });

  it("audit logs filter by actor and date", async () => {
    const admin = await signIn(t, "Admin");
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/audit-logs?actorId=${admin.user.id}&from=${encodeURIComponent(future)}`,
      headers: bearer(admin.token),
    });
    expect(res.json().data).toEqual([]);
    const mine = await t.app.inject({
      method: "GET",
      url: `/api/audit-logs?actorId=${admin.user.id}&limit=5`,
      headers: bearer(admin.token),
    });
    expect(mine.json().data.every((r: { actor: { id: string } }) => r.actor.id === admin.user.id)).toBe(true);
    const invalid = await t.app.inject({ method: "GET", url: "/api/audit-logs?limit=0", headers: bearer(admin.token) });
    expect(invalid.statusCode).toBe(400);
  });
});
