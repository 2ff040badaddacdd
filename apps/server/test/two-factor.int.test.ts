// Two-factor authentication (TOTP): enrolment on the account (GET/PUT /api/users/account/2fa, POST …/setup,
// POST …/recovery-codes), the two-step sign-in (POST /api/public/auth/login, then …/login/2fa) and an Admin's reset
// (POST /api/users/{id}/2fa/reset).
import { randomUUID } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP, generateTOTP } from "@oslojs/otp";
import { DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, freshIp, signIn, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailHarness>>;

beforeAll(async () => {
  mail = await startMailHarness();
  t = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "100" });
});

afterAll(async () => {
  await mail.close();
  await t.close();
});

type Method = "GET" | "POST" | "PUT";

async function call(token: string | null, method: Method, url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
    remoteAddress: freshIp(),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

const key = (secret: string) => decodeBase32IgnorePadding(secret);

/**
 * A code of the app for the current step (generateTOTP) or a neighbouring one (each step is accepted once per
 * account). Waits out the last 2 seconds of a step so the server checks it in the same step it was made for.
 */
async function codeOf(secret: string, offset = 0) {
  if (30_000 - (Date.now() % 30_000) < 2_000) await new Promise((r) => setTimeout(r, 2_100));
  if (offset === 0) return generateTOTP(key(secret), 30, 6);
  return generateHOTP(key(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);
}

/** A six-digit code that is none of the account's valid ones right now. */
async function wrongCodeOf(secret: string) {
  const valid = [await codeOf(secret, -1), await codeOf(secret), await codeOf(secret, 1)];
  for (let n = 100_000; ; n++) if (!valid.includes(String(n))) return String(n);
}

const login = (email: string, password = DEMO_PASSWORD) =>
  call(null, "POST", "/api/public/auth/login", { email, password });
const secondStep = (challengeToken: string, code: string) =>
  call(null, "POST", "/api/public/auth/login/2fa", { challengeToken, code });

/** A signed-in user with two-factor on: its token, secret and recovery codes (the confirming code used step 0). */
async function enrolled(role = "Risk Manager") {
  const email = uniqueEmail("twofa");
  const { user, token } = await signIn(t, role, { email });
  const setup = await call(token, "POST", "/api/users/account/2fa/setup", { password: DEMO_PASSWORD });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const on = await call(token, "PUT", "/api/users/account/2fa", { enabled: true, code: await codeOf(secret) });
  expect(on.status).toBe(200);
  return { user, email, token, secret, recoveryCodes: on.body.data.recoveryCodes as string[] };
}

async function mailTo(to: string, text: string, timeoutMs = 15_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const found = mail.inbox.find((m) => m.to.includes(to) && m.text.includes(text));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} saying "${text}"`);
}

describe("enrolment", () => {
  it("set-up gives a secret and QR code; a wrong code is refused; the right one turns it on with ten recovery codes", async () => {
    const email = uniqueEmail("enrol");
    const { user, token } = await signIn(t, "Compliance Officer", { email });
    expect((await call(token, "GET", "/api/users/account/2fa")).body.data).toEqual({
      enabled: false,
      enabledAt: null,
      setupPending: false,
      recoveryCodesLeft: 0,
    });

    // The password comes first: a wrong one is refused on its field and nothing is set up.
    const noPassword = await call(token, "POST", "/api/users/account/2fa/setup", {});
    expect(noPassword.status).toBe(400);
    const wrongPassword = await call(token, "POST", "/api/users/account/2fa/setup", { password: "not-my-password" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.issues?.[0]?.path).toBe("password");
    expect((await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorPendingSecret).toBeNull();

    const setup = await call(token, "POST", "/api/users/account/2fa/setup", { password: DEMO_PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCodeDataUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`otpauth://totp/TPRM:${encodeURIComponent(email)}?`);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(",")[1], "base64").toString()).toContain("<svg");
    let stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ twoFactorPendingSecret: secret, twoFactorSecret: null, twoFactorEnabled: false });

    const wrong = await call(token, "PUT", "/api/users/account/2fa", {
      enabled: true,
      code: await wrongCodeOf(secret),
    });
    expect(wrong.status).toBe(400);
    expect(issuesOf(wrong.body).code).toMatch(/does not match/);
    const badFormat = await call(token, "PUT", "/api/users/account/2fa", { enabled: true, code: "abcd-efgh" });
    expect(issuesOf(badFormat.body).code).toBe("Enter the 6-digit code from your authenticator app");
    expect((await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(false);

    const on = await call(token, "PUT", "/api/users/account/2fa", { enabled: true, code: await codeOf(secret) });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ enabled: true, setupPending: false, recoveryCodesLeft: 10 });
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ twoFactorEnabled: true, twoFactorSecret: secret, twoFactorPendingSecret: null });
    expect(stored.twoFactorEnabledAt).not.toBeNull();
    const rows = await t.services.db.twoFactorRecoveryCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.codeHash).some((h) => codes.includes(h) || h.includes("-"))).toBe(false);

    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "TWO_FACTOR_ENABLE" },
    });
    expect(audit.actorId).toBe(user.id);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(codes[0]);
    expect(await t.services.db.auditLog.count({ where: { entityId: user.id, action: "TWO_FACTOR_SETUP" } })).toBe(1);
    expect((await mailTo(email, "Two-factor authentication was turned on")).text).not.toContain(secret);

    expect((await call(token, "PUT", "/api/users/account/2fa", { enabled: true, code: "123456" })).status).toBe(409);
    expect((await call(token, "POST", "/api/users/account/2fa/setup", { password: DEMO_PASSWORD })).status).toBe(409);
    expect((await call(token, "GET", "/api/users/account/2fa")).body.data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it("confirming without a set-up started is a conflict; the account page's paths need a session", async () => {
    const { token } = await signIn(t, "Finance");
    const res = await call(token, "PUT", "/api/users/account/2fa", { enabled: true, code: "123456" });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Start the set-up first/);
    expect((await call(null, "GET", "/api/users/account/2fa")).status).toBe(401);
    expect((await call(null, "POST", "/api/users/account/2fa/setup", { password: DEMO_PASSWORD })).status).toBe(401);
  });
});

describe("signing in with two-factor", () => {
  it("REST: password → challenge (no session) → code → accessToken that works; a challenge works once", async () => {
    const { user, email, secret } = await enrolled();
    const sessionsBefore = await t.services.db.session.count({ where: { userId: user.id } });

    const first = await login(email);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data).sort()).toEqual(["challengeToken", "expiresAt", "twoFactorRequired"]);
    expect(first.body.data.twoFactorRequired).toBe(true);
    const minutes = (new Date(first.body.data.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect(await t.services.db.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);
    const challengeToken = first.body.data.challengeToken as string;
    const row = await t.services.db.twoFactorChallenge.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.id).not.toBe(challengeToken);

    expect((await secondStep("not-a-challenge", await codeOf(secret, 1))).status).toBe(401);

    const second = await secondStep(challengeToken, await codeOf(secret, 1));
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ twoFactorRequired: false, user: { id: user.id, email } });
    expect(second.body.data.accessToken).toMatch(/^[a-z2-7]{32}$/);
    expect(String(second.headers["set-cookie"])).toContain("tprm_session=");
    const me = await call(second.body.data.accessToken, "GET", "/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(user.id);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { actorId: user.id, action: "LOGIN" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit.after).toMatchObject({ secondFactor: "totp" });

    const again = await secondStep(challengeToken, await codeOf(secret, -1));
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/sign in again/);

    // The same code of the app, sent again on a new challenge, is refused: each step works once.
    const replay = await secondStep((await login(email)).body.data.challengeToken, await codeOf(secret, 1));
    expect(replay.status).toBe(400);
  });

  it("the browser signs in over tRPC in the same two steps and gets its session cookie at the second", async () => {
    const { email, secret } = await enrolled();
    const trpc = (path: string, input: object) =>
      t.app.inject({
        method: "POST",
        url: `/trpc/${path}`,
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        payload: input,
        remoteAddress: freshIp(),
      });
    const first = await trpc("auth.login", { email, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.data.twoFactorRequired).toBe(true);
    expect(first.headers["set-cookie"]).toBeUndefined();
    const second = await trpc("auth.loginTwoFactor", {
      challengeToken: first.json().result.data.challengeToken,
      code: await codeOf(secret, 1),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().result.data.twoFactorRequired).toBe(false);
    const cookie = String(second.headers["set-cookie"]);
    expect(cookie).toContain("tprm_session=");
    expect(cookie).toContain("HttpOnly");
  });

  it("a recovery code signs in once; the same code is refused the next time; the user is told", async () => {
    const { user, email, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0]!;
    const first = await secondStep((await login(email)).body.data.challengeToken, code.toUpperCase());
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken).toBeTruthy();
    const used = await t.services.db.twoFactorRecoveryCode.count({ where: { userId: user.id, usedAt: { not: null } } });
    expect(used).toBe(1);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "TWO_FACTOR_RECOVERY_CODE_USED" },
    });
    expect(audit.after).toEqual({ recoveryCodesLeft: 9 });
    expect((await mailTo(email, "recovery codes was used to sign in")).text).toContain("Recovery codes left: 9");

    const reused = await secondStep((await login(email)).body.data.challengeToken, code);
    expect(reused.status).toBe(400);
    expect(Object.keys(issuesOf(reused.body))).toEqual(["code"]);
    const status = await call(first.body.data.accessToken, "GET", "/api/users/account/2fa");
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it("wrong codes count toward the lockout like wrong passwords; a challenge dies after five", async () => {
    const { user, email, secret } = await enrolled();
    const challengeToken = (await login(email)).body.data.challengeToken as string;
    for (let i = 0; i < 5; i++) {
      const res = await secondStep(challengeToken, await wrongCodeOf(secret));
      expect(res.status).toBe(400);
      expect(issuesOf(res.body).code).toMatch(/not valid/);
    }
    expect(await t.services.db.loginAttempt.count({ where: { userId: user.id, reason: "bad-two-factor-code" } })).toBe(
      5,
    );
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(await t.services.db.auditLog.count({ where: { entityId: user.id, action: "LOCK" } })).toBe(1);
    // The challenge is spent, and the account is locked: the right password is refused.
    expect((await secondStep(challengeToken, await codeOf(secret, 1))).status).toBe(401);
    const locked = await login(email);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe("Access denied. Your account may be locked. Please contact support.");
  });

  it("wrong passwords and wrong codes add up: four of one and one of the other lock the account", async () => {
    const { user, email, secret } = await enrolled();
    for (let i = 0; i < 4; i++) expect((await login(email, `wrong-password-${i}`)).status).toBe(401);
    // The right password does not restart the count: the sign-in is not complete until the code.
    const challengeToken = (await login(email)).body.data.challengeToken as string;
    expect((await secondStep(challengeToken, await wrongCodeOf(secret))).status).toBe(400);
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await secondStep(challengeToken, await codeOf(secret, 1))).status).toBe(403);
  });

  it("the second step is rate limited per address like the sign-in", async () => {
    const limited = await startTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: "2" });
    try {
      const remoteAddress = freshIp();
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/public/auth/login/2fa",
          payload: { challengeToken: randomUUID(), code: "123456" },
          remoteAddress,
        });
      expect((await send()).statusCode).toBe(401);
      expect((await send()).statusCode).toBe(401);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it("the API reference documents both answers of the sign-in, and the real ones match it", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const schemaOf = (path: string) => doc.paths[path].post.responses["200"].content["application/json"].schema;
    const data = schemaOf("/api/public/auth/login").properties.data;
    const options = (data.oneOf ?? data.anyOf) as { properties: Record<string, { const?: unknown }> }[];
    expect(options.map((o) => o.properties.twoFactorRequired?.const).sort()).toEqual([false, true]);
    expect(options.find((o) => o.properties.challengeToken)).toBeDefined();
    expect(options.find((o) => o.properties.accessToken)).toBeDefined();

    const { email, secret } = await enrolled();
    const first = await login(email);
    const second = await secondStep(first.body.data.challengeToken, await codeOf(secret, 1));
    const plain = await signIn(t, "Legal");
    for (const [path, body] of [
      ["/api/public/auth/login", first.body],
      ["/api/public/auth/login/2fa", second.body],
      ["/api/public/auth/login", plain.response.json()],
    ] as const) {
      const result = z.fromJSONSchema(schemaOf(path)).safeParse(body);
      expect(result.success ? [] : result.error.issues, path).toEqual([]);
    }
  });
});

describe("turning two-factor off and renewing the recovery codes", () => {
  it("off needs the password and a code; wrong ones are refused on their field and counted", async () => {
    const { user, email, token, secret, recoveryCodes } = await enrolled();
    const put = (payload: object) => call(token, "PUT", "/api/users/account/2fa", payload);

    const noPassword = await put({ enabled: false, code: await codeOf(secret, 1) });
    expect(noPassword.status).toBe(400);
    expect(issuesOf(noPassword.body)).toEqual({
      password: "Password is required to turn two-factor authentication off",
    });

    const wrongPassword = await put({ enabled: false, password: "not-the-password", code: await codeOf(secret, 1) });
    expect(wrongPassword.status).toBe(400);
    expect(issuesOf(wrongPassword.body)).toEqual({ password: "Password is incorrect" });
    const wrongCode = await put({ enabled: false, password: DEMO_PASSWORD, code: await wrongCodeOf(secret) });
    expect(wrongCode.status).toBe(400);
    expect(Object.keys(issuesOf(wrongCode.body))).toEqual(["code"]);
    const attempts = await t.services.db.loginAttempt.groupBy({
      by: ["reason"],
      where: { userId: user.id, success: false },
      _count: true,
    });
    expect(Object.fromEntries(attempts.map((a) => [a.reason, a._count]))).toEqual({
      "bad-password": 1,
      "bad-two-factor-code": 1,
    });
    expect((await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(true);

    const off = await put({ enabled: false, password: DEMO_PASSWORD, code: recoveryCodes[3] });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ enabled: false, enabledAt: null, setupPending: false, recoveryCodesLeft: 0 });
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorEnabledAt: null });
    expect(await t.services.db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "TWO_FACTOR_DISABLE" },
    });
    expect(audit.actorId).toBe(user.id);
    await mailTo(email, "Two-factor authentication was turned off");

    const plain = await login(email);
    expect(plain.body.data).toMatchObject({ twoFactorRequired: false, user: { id: user.id } });
    expect((await put({ enabled: false, password: DEMO_PASSWORD, code: "123456" })).status).toBe(409);
  });

  it("new recovery codes need a code; the old ones stop working, the new ones sign in", async () => {
    const { user, email, token, secret, recoveryCodes } = await enrolled();
    const post = (code: string) => call(token, "POST", "/api/users/account/2fa/recovery-codes", { code });
    expect((await post(await wrongCodeOf(secret))).status).toBe(400);
    const renewed = await post(await codeOf(secret, 1));
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    expect(renewed.body.data.recoveryCodesLeft).toBe(10);
    expect(
      await t.services.db.auditLog.count({ where: { entityId: user.id, action: "TWO_FACTOR_RECOVERY_CODES" } }),
    ).toBe(1);
    await mailTo(email, "New recovery codes were made");

    expect((await secondStep((await login(email)).body.data.challengeToken, recoveryCodes[0]!)).status).toBe(400);
    expect((await secondStep((await login(email)).body.data.challengeToken, fresh[0]!)).status).toBe(200);
  });
});

describe("an Admin's reset", () => {
  it("clears another account's two-factor, audited with the Admin as actor; the user is told and signs in with the password", async () => {
    const { user, email, secret } = await enrolled();
    const admin = await signIn(t, "Admin");
    const other = await signIn(t, "Risk Manager");
    const url = `/api/users/${user.id}/2fa/reset`;

    const refused = await call(other.token, "POST", url);
    expect(refused.status).toBe(403);
    expect((await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorSecret).toBe(secret);

    const listed = await call(admin.token, "GET", `/api/users?search=${encodeURIComponent(email)}`);
    expect(listed.body.data[0]).toMatchObject({ id: user.id, twoFactorEnabled: true });

    const reset = await call(admin.token, "POST", url);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ id: user.id, email, twoFactorEnabled: false });
    const stored = await t.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null });
    expect(await t.services.db.twoFactorRecoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const audit = await t.services.db.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: "TWO_FACTOR_RESET" },
    });
    expect(audit.actorId).toBe(admin.user.id);
    expect(audit.before).toMatchObject({ twoFactorEnabled: true, recoveryCodes: 10 });
    await mailTo(email, "An administrator reset the two-factor authentication");

    expect((await login(email)).body.data).toMatchObject({ twoFactorRequired: false });
    expect((await call(admin.token, "POST", url)).status).toBe(409);
    expect((await call(admin.token, "POST", `/api/users/${admin.user.id}/2fa/reset`)).status).toBe(400);
    expect((await call(admin.token, "POST", `/api/users/${randomUUID()}/2fa/reset`)).status).toBe(404);
  });
});
