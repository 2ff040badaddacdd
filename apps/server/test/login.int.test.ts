import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "20" });
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/public/auth/login", payload: { email, password }, remoteAddress });

describe("POST /api/public/auth/login — the spec's catalogue", () => {
  it("answers {success, data:{accessToken, user}} and sets an httpOnly SameSite=Lax cookie", async () => {
    const email = uniqueEmail("ok");
    await createUser(t.services.db, { email, role: "Risk Manager" });
    const res = await login(email.toUpperCase(), DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.accessToken).toMatch(/^[a-z2-7]{32}$/);
    expect(body.data.user).toMatchObject({ email, role: "Risk Manager" });
    expect(body.data.user.passwordHash).toBeUndefined();
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain("tprm_session=");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("401 with the catalogue message for a wrong password and for an unknown address", async () => {
    const email = uniqueEmail("wrong");
    await createUser(t.services.db, { email, role: "Finance" });
    for (const res of [await login(email, "not-the-password"), await login(uniqueEmail("nobody"), "whatever1")]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: "Invalid email or password. Please check your credentials and try again.",
      });
    }
  });

  it("400 with field messages when email or password is missing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email: "" },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(["email", "password"]);
  });

  it("403 for an account still waiting for a role, and for a deactivated one", async () => {
    const pending = uniqueEmail("pending");
    await createUser(t.services.db, { email: pending, role: null, status: "pending" });
    const a = await login(pending, DEMO_PASSWORD);
    expect(a.statusCode).toBe(403);
    expect(a.json().message).toMatch(/administrator/);
    const gone = uniqueEmail("gone");
    await createUser(t.services.db, { email: gone, role: "Legal", status: "deactivated" });
    expect((await login(gone, DEMO_PASSWORD)).statusCode).toBe(403);
  });

  it("locks the account for 15 minutes after five failed passwords; login then answers 403", async () => {
    const email = uniqueEmail("lock");
    const user = await createUser(t.services.db, { email, role: "Procurement" });
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}-password`)).statusCode).toBe(401);
    const locked = await login(email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe("Access denied. Your account may be locked. Please contact support.");
    const row = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    const minutes = (row.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const audit = await t.services.db.auditLog.findFirst({ where: { entityId: user.id, action: "LOCK" } });
    expect(audit).not.toBeNull();
  });

  it("four failures do not lock; a success resets the count", async () => {
    const email = uniqueEmail("four");
    await createUser(t.services.db, { email, role: "Procurement" });
    for (let i = 0; i < 4; i++) await login(email, "bad-password");
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(email, "bad-password");
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 429 once an address exceeds the per-IP rate limit", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await login(uniqueEmail("rl"), "whatever-1", ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const other = await login(uniqueEmail("rl"), "whatever-1");
    expect(other.statusCode).toBe(401);
  });
});

describe("sessions", () => {
  it("cookie and bearer both authenticate; logout revokes the session for both", async () => {
    const email = uniqueEmail("sess");
    await createUser(t.services.db, { email, role: "Vendor Manager" });
    const res = await login(email, DEMO_PASSWORD);
    const token = res.json().data.accessToken as string;
    const viaBearer = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().data.user.email).toBe(email);
    const viaCookie = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { tprm_session: token } });
    expect(viaCookie.statusCode).toBe(200);

    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(401);
    const stale = await t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { tprm_session: token } });
    expect(stale.statusCode).toBe(401);
    expect(String(stale.headers["set-cookie"])).toMatch(/tprm_session=;/);
  });

  it("a deactivated user's sessions stop working at once", async () => {
    const email = uniqueEmail("deact");
    const user = await createUser(t.services.db, { email, role: "Finance" });
    const token = (await login(email, DEMO_PASSWORD)).json().data.accessToken;
    await t.services.db.user.update({ where: { id: user.id }, data: { status: "deactivated" } });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode).toBe(401);
  });

  it("the cookie is sent again only when the session slides forward, never on every answer", async () => {
    const email = uniqueEmail("slide");
    const user = await createUser(t.services.db, { email, role: "Executive" });
    const token = (await login(email, DEMO_PASSWORD)).json().data.accessToken as string;
    const me = () => t.app.inject({ method: "GET", url: "/api/auth/me", cookies: { tprm_session: token } });
    const fresh = await me();
    expect(fresh.statusCode).toBe(200);
    // An answer that arrives after the user cleared cookies or signed out elsewhere must not bring the cookie back.
    expect(fresh.headers["set-cookie"]).toBeUndefined();
    // Less than half of its 30 days left: the session is renewed and the cookie carries the new expiry.
    await t.services.db.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() + 5 * 24 * 3600_000) },
    });
    const renewed = await me();
    const cookie = String(renewed.headers["set-cookie"]);
    expect(cookie).toContain(`tprm_session=${token}`);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("tRPC over the cookie works like REST", async () => {
    const email = uniqueEmail("trpc");
    await createUser(t.services.db, { email, role: "Executive" });
    const token = (await login(email, DEMO_PASSWORD)).json().data.accessToken;
    const res = await t.app.inject({ method: "GET", url: "/trpc/auth.me", cookies: { tprm_session: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.user.role).toBe("Executive");
    expect((await t.app.inject({ method: "GET", url: "/trpc/auth.me" })).statusCode).toBe(401);
  });
});
