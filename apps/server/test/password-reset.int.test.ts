import { hashToken } from "@tprm/api/auth-tokens";
import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";
import { startMailHarness } from "./mail-harness.js";

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailHarness>>;

beforeAll(async () => {
  mail = await startMailHarness();
  t = await startTestApp({ APP_URL: "https://tprm.bank.example" });
});

afterAll(async () => {
  await mail.close();
  await t.close();
});

describe("password reset through the worker's e-mail job", () => {
  it("answers the same for known and unknown addresses, mails a link that works once and revokes sessions", async () => {
    const email = uniqueEmail("reset");
    const user = await createUser(t.services.db, { email, role: "Finance Manager" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: freshIp(),
    });
    const oldToken = signIn.json().data.accessToken;

    const known = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email },
      remoteAddress: freshIp(),
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: uniqueEmail("ghost") },
      remoteAddress: freshIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const received = await mail.waitFor(email);
    const link = received.text.match(/https:\/\/tprm\.bank\.example\/reset-password\?token=([a-z2-7]+)/);
    expect(link, "reset link in the e-mail").not.toBeNull();
    const token = link![1]!;

    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "A-brand-new-password-1" },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "Another-password-2" },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);

    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(oldToken) })).statusCode).toBe(
      401,
    );
    const withNew = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email, password: "A-brand-new-password-1" },
      remoteAddress: freshIp(),
    });
    expect(withNew.statusCode).toBe(200);
    const audit = await t.services.db.auditLog.findFirst({ where: { entityId: user.id, action: "PASSWORD_RESET" } });
    expect(audit).not.toBeNull();
    expect(mail.inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("an expired link does not work", async () => {
    const email = uniqueEmail("expired");
    const user = await createUser(t.services.db, { email, role: "Legal" });
    await t.services.db.passwordResetToken.create({
      data: { id: hashToken("expiredtokenvalue1234"), userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "expiredtokenvalue1234", password: "A-brand-new-password-1" },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
  });
});
