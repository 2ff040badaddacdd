import { createUser, DEMO_PASSWORD } from "@tprm/db/factories";
import { Redis } from "ioredis";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HANDLERS } from "../../worker/src/handlers/index.js";
import { createMailer } from "../../worker/src/mailer.js";
import { startWorkers, type WorkerHost } from "../../worker/src/worker-host.js";
import { bearer, freshIp, startTestApp, type TestApp, uniqueEmail } from "./helpers.js";

interface Received {
  to: string[];
  raw: string;
}

let t: TestApp;
let smtp: SMTPServer;
let worker: WorkerHost;
let workerRedis: Redis;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({ APP_URL: "https://tprm.bank.example" });
  workerRedis = new Redis(inject("redisUrl"), { maxRetriesPerRequest: null });
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "TPRM <no-reply@tprm.example>", outboxDir: ".data/unused", log: () => {} });
  worker = startWorkers(workerRedis, HANDLERS, { mailer, log: () => {} });
});

afterAll(async () => {
  await worker.close();
  workerRedis.disconnect();
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitForMail(to: string, timeoutMs = 15_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const mail = inbox.find((m) => m.to.includes(to));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

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

    const known = await t.app.inject({ method: "POST", url: "/api/auth/request-password-reset", payload: { email }, remoteAddress: freshIp() });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: uniqueEmail("ghost") },
      remoteAddress: freshIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await waitForMail(email);
    const unfolded = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = unfolded.match(/https:\/\/tprm\.bank\.example\/reset-password\?token=([a-z2-7]+)/);
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

    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(oldToken) })).statusCode).toBe(401);
    const withNew = await t.app.inject({
      method: "POST",
      url: "/api/public/auth/login",
      payload: { email, password: "A-brand-new-password-1" },
      remoteAddress: freshIp(),
    });
    expect(withNew.statusCode).toBe(200);
    const audit = await t.services.db.auditLog.findFirst({ where: { entityId: user.id, action: "PASSWORD_RESET" } });
    expect(audit).not.toBeNull();
    expect(inbox.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it("an expired link does not work", async () => {
    const email = uniqueEmail("expired");
    const user = await createUser(t.services.db, { email, role: "Legal" });
    const { hashToken } = await import("@tprm/api/auth-tokens");
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
