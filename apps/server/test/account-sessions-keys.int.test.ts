import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

// The signed-in user's own sessions and API keys (issue 11, items 4 and 5).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs the same account in again from another device: a second session of the same user. */
async function signInAgain(email: string, userAgent = FIREFOX) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/public/auth/login",
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: freshIp(),
    headers: { "user-agent": userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.accessToken as string;
}

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const del = (url: string, token: string) => t.app.inject({ method: "DELETE", url, headers: bearer(token) });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function createKey(token: string, payload: object = { name: "Reporting script" }) {
  const res = await post("/api/users/api-keys", token, payload);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; key: string; maskedKey: string; name: string };
}

describe("sessions", () => {
  it("lists the caller's own sessions with device, IP, times, and the current one marked", async () => {
    const { user, token } = await signIn(t, "Finance");
    const other = await signInAgain(user.email);
    const res = await get("/api/users/sessions", token);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data as {
      id: string;
      current: boolean;
      device: { label: string };
      ipAddress: string | null;
      createdAt: string;
      lastActivityAt: string;
      expiresAt: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const firefox = sessions.find((s) => !s.current);
    expect(firefox?.device.label).toBe("Firefox on Linux");
    expect(firefox?.ipAddress).toMatch(/^10\./);
    expect(Date.parse(firefox?.expiresAt ?? "")).toBeGreaterThan(Date.now());
    // The other session sees itself as current.
    const fromOther = (await get("/api/users/sessions", other)).json().data as typeof sessions;
    expect(fromOther.find((s) => s.current)?.id).toBe(firefox?.id);
  });

  it("another user's session answers 404 and stays signed in", async () => {
    const a = await signIn(t, "Finance");
    const b = await signIn(t, "Legal");
    const bSessions = (await get("/api/users/sessions", b.token)).json().data as { id: string }[];
    const res = await del(`/api/users/sessions/${bSessions[0]?.id}`, a.token);
    expect(res.statusCode).toBe(404);
    expect((await get("/api/users/sessions", b.token)).statusCode).toBe(200);
    expect(await t.services.db.session.count({ where: { userId: b.user.id } })).toBe(1);
    // The list never shows another user's sessions.
    const aSessions = (await get("/api/users/sessions", a.token)).json().data as { id: string }[];
    expect(aSessions.map((s) => s.id)).not.toContain(bSessions[0]?.id);
  });

  it("revoking one session signs that device out and writes an audit row", async () => {
    const { user, token } = await signIn(t, "Finance");
    const other = await signInAgain(user.email);
    const sessions = (await get("/api/users/sessions", token)).json().data as { id: string; current: boolean }[];
    const target = sessions.find((s) => !s.current);
    const res = await del(`/api/users/sessions/${target?.id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: target?.id, revoked: true, signedOut: false });
    expect((await get("/api/users/sessions", other)).statusCode).toBe(401);
    expect((await get("/api/users/sessions", token)).statusCode).toBe(200);
    const audit = await t.services.db.auditLog.findFirst({
      where: { entityType: "Session", entityId: target?.id, action: "DELETE" },
    });
    expect(audit?.actorId).toBe(user.id);
  });

  it("revoking the current session signs the caller out", async () => {
    const { token } = await signIn(t, "Finance");
    const sessions = (await get("/api/users/sessions", token)).json().data as { id: string; current: boolean }[];
    const current = sessions.find((s) => s.current);
    const res = await del(`/api/users/sessions/${current?.id}`, token);
    expect(res.json().data).toMatchObject({ revoked: true, signedOut: true });
    expect((await get("/api/users/sessions", token)).statusCode).toBe(401);
  });

  it("refuses a malformed session id with 400", async () => {
    const { token } = await signIn(t, "Finance");
    expect((await del("/api/users/sessions/not-a-session", token)).statusCode).toBe(400);
  });

  it("signing out other sessions leaves only the current one", async () => {
    const { user, token } = await signIn(t, "Finance");
    const second = await signInAgain(user.email);
    const third = await signInAgain(user.email);
    const res = await post("/api/users/sessions/revoke-others", token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ revoked: 2 });
    const sessions = (await get("/api/users/sessions", token)).json().data as { current: boolean }[];
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await get("/api/users/sessions", second)).statusCode).toBe(401);
    expect((await get("/api/users/sessions", third)).statusCode).toBe(401);
    expect(await t.services.db.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it("answers 401 without a caller", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/users/sessions" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/users/api-keys" })).statusCode).toBe(401);
  });
});

describe("API keys", () => {
  it("is returned once, stored hashed, listed masked, and works as a Bearer token with the owner's role", async () => {
    const { user, token } = await signIn(t, "Admin");
    const created = await createKey(token, { name: "  Nightly export  " });
    expect(created.name).toBe("Nightly export");
    expect(created.key).toMatch(/^tprm_/);
    expect(created.maskedKey).toBe(`${created.key.slice(0, 8)}…${created.key.slice(-4)}`);

    const row = await t.services.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await get("/api/users/api-keys", token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ id: created.id, maskedKey: created.maskedKey })]);
    expect(list.body).not.toContain(created.key);

    // The key acts as its owner: an Admin-only path answers.
    const users = await get("/api/users", created.key);
    expect(users.statusCode).toBe(200);
    const used = await t.services.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(used.lastUsedAt).not.toBeNull();
    // A second use within the minute does not write lastUsedAt again.
    await get("/api/users", created.key);
    const again = await t.services.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(again.lastUsedAt).toEqual(used.lastUsedAt);

    const audit = await t.services.db.auditLog.findFirst({ where: { entityType: "ApiKey", entityId: created.id } });
    expect(audit).toMatchObject({ action: "CREATE", actorId: user.id });
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  it("a key of a role without access is refused like its owner (403)", async () => {
    const { token } = await signIn(t, "Finance");
    const { key } = await createKey(token);
    expect((await get("/api/users", key)).statusCode).toBe(403);
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(200);
  });

  it("stops working once deleted, and the deletion is audited", async () => {
    const { token } = await signIn(t, "Finance");
    const { id, key } = await createKey(token);
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(200);
    const res = await del(`/api/users/api-keys/${id}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, revoked: true });
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(401);
    expect((await get("/api/users/api-keys", token)).json().data).toEqual([]);
    expect((await del(`/api/users/api-keys/${id}`, token)).statusCode).toBe(404);
    expect(
      await t.services.db.auditLog.count({ where: { entityType: "ApiKey", entityId: id, action: "DELETE" } }),
    ).toBe(1);
  });

  it("stops working after its expiry", async () => {
    const { token } = await signIn(t, "Finance");
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { id, key } = await createKey(token, { name: "Short-lived", expiresAt });
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(200);
    await t.services.db.apiKey.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(401);
  });

  it("stops working when its owner is deactivated", async () => {
    const { user, token } = await signIn(t, "Finance");
    const { key } = await createKey(token);
    await t.services.db.user.update({ where: { id: user.id }, data: { status: "deactivated" } });
    expect((await get("/api/users/api-keys", key)).statusCode).toBe(401);
  });

  it("another user's key answers 404 and keeps working", async () => {
    const a = await signIn(t, "Finance");
    const b = await signIn(t, "Legal");
    const bKey = await createKey(b.token);
    expect((await del(`/api/users/api-keys/${bKey.id}`, a.token)).statusCode).toBe(404);
    expect((await get("/api/users/api-keys", a.token)).json().data).toEqual([]);
    expect((await get("/api/users/api-keys", bKey.key)).statusCode).toBe(200);
  });

  it("refuses a missing name, a too-long name and a past expiry with field issues, writing nothing", async () => {
    const owner = await createUser(t.services.db, { email: uniqueEmail("keys"), role: "Finance" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email: owner.email, password: DEMO_PASSWORD },
      remoteAddress: freshIp(),
    });
    const token = login.json().data.accessToken as string;
    for (const payload of [
      { name: "   " },
      { name: "x".repeat(101) },
      { name: "Old", expiresAt: "2020-01-01T00:00:00Z" },
      { name: "Bad", expiresAt: "next week" },
    ]) {
      const res = await post("/api/users/api-keys", token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues?.length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
    expect(await t.services.db.apiKey.count({ where: { userId: owner.id } })).toBe(0);
    expect(await t.services.db.auditLog.count({ where: { actorId: owner.id, entityType: "ApiKey" } })).toBe(0);
  });
});
