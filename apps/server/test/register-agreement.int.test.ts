import type { TestDatabase } from "@tprm/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createOwnDatabase, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

// A database of its own: the first test empties the user table, which the other files' records point at.
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

describe("registration", () => {
  it("the first account of an empty install becomes Admin; later ones wait for a role", async () => {
    await t.services.db.auditLog.deleteMany();
    await t.services.db.user.deleteMany();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: { email: uniqueEmail("first"), password: "Long-enough-1", firstName: "Ada", lastName: "Admin" },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ pendingApproval: false, user: { role: "Admin", status: "active" } });

    const email = uniqueEmail("second");
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: { email, password: "Long-enough-2", firstName: "Ben", lastName: "Later" },
    });
    expect(second.json().data).toMatchObject({ pendingApproval: true, user: { role: null, status: "pending" } });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      remoteAddress: freshIp(),
      payload: { email, password: "Long-enough-2" },
    });
    expect(login.statusCode).toBe(403);

    const dup = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: { email, password: "Long-enough-2", firstName: "Ben", lastName: "Again" },
    });
    expect(dup.statusCode).toBe(409);
  });

  it("rejects a short password with the spec's message and writes nothing", async () => {
    const email = uniqueEmail("short");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshIp(),
      payload: { email, password: "short", firstName: "A", lastName: "B" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: "password", message: "Password must be at least 8 characters" });
    expect(await t.services.db.user.count({ where: { email } })).toBe(0);
  });
});

describe("user agreement", () => {
  it("is pending until accepted; the server records version, time and the caller's IP itself", async () => {
    const { token, user } = await signIn(t, "Compliance Officer");
    const before = await t.app.inject({ method: "GET", url: "/api/users/agreement-status", headers: bearer(token) });
    expect(before.json().data).toMatchObject({ hasAgreed: false, version: "1.0" });

    const accept = await t.app.inject({
      method: "POST",
      url: "/api/auth/accept-agreement",
      headers: bearer(token),
      remoteAddress: "10.9.8.7",
      payload: { userId: "someone-else", acceptedAt: "1999-01-01T00:00:00Z", ipAddress: "1.2.3.4" },
    });
    expect(accept.statusCode).toBe(200);
    const row = await t.services.db.agreementAcceptance.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.version).toBe("1.0");
    expect(row.ipAddress).toBe("10.9.8.7");
    expect(Math.abs(row.acceptedAt.getTime() - Date.now())).toBeLessThan(60_000);

    const after = await t.app.inject({ method: "GET", url: "/api/users/agreement-status", headers: bearer(token) });
    expect(after.json().data.hasAgreed).toBe(true);
    const audit = await t.services.db.auditLog.findFirst({ where: { actorId: user.id, action: "ACCEPT_AGREEMENT" } });
    expect(audit?.ipAddress).toBe("10.9.8.7");
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/users/agreement-status" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});
