import { hashPassword, type PrismaClient, type User, verifyPassword } from "@tprm/db";
import type { z } from "zod";
import { writeAudit } from "../audit/write-audit.js";
import type { Context } from "../context.js";
import { forbidden, tooManyRequests, unauthorized } from "../lib/errors.js";
import { underRateLimit } from "../lib/rate-limit.js";
import type { loginInput } from "../schemas/auth.js";
import { LOCKOUT_DURATION_MS, LOCKOUT_MAX_FAILURES, LOCKOUT_WINDOW_MS, LOGIN_MESSAGES } from "./constants.js";
import { toSessionUser } from "./session-user.js";
import { createSession } from "./sessions.js";

// Verifying against a real hash when the e-mail is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  return dummyHash;
};

async function recordAttempt(
  db: PrismaClient,
  email: string,
  user: User | null,
  ip: string | null,
  success: boolean,
  reason: string,
) {
  await db.loginAttempt.create({ data: { email, userId: user?.id ?? null, ipAddress: ip, success, reason } });
}

/** Failures since the later of: the window start, the last successful sign-in or unlock. */
async function recentFailures(db: PrismaClient, userId: string) {
  const windowStart = new Date(Date.now() - LOCKOUT_WINDOW_MS);
  const lastReset = await db.loginAttempt.findFirst({
    where: { userId, success: true, createdAt: { gt: windowStart } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return db.loginAttempt.count({
    where: { userId, success: false, reason: "bad-password", createdAt: { gt: lastReset?.createdAt ?? windowStart } },
  });
}

export async function login(ctx: Context, input: z.infer<typeof loginInput>) {
  const { db, redis, env } = ctx;
  const ip = ctx.ipAddress;
  if (!(await underRateLimit(redis, `login:${ip ?? "unknown"}`, env.LOGIN_RATE_LIMIT_PER_MINUTE, 60))) {
    throw tooManyRequests(LOGIN_MESSAGES.rateLimited);
  }

  const user = await db.user.findUnique({ where: { email: input.email } });
  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    await recordAttempt(db, input.email, null, ip, false, "unknown-email");
    throw unauthorized(LOGIN_MESSAGES.invalid);
  }

  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    await recordAttempt(db, input.email, user, ip, false, "locked");
    throw forbidden(LOGIN_MESSAGES.locked);
  }

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordAttempt(db, input.email, user, ip, false, "bad-password");
    if ((await recentFailures(db, user.id)) >= LOCKOUT_MAX_FAILURES) {
      const lockedUntil = new Date(Date.now() + LOCKOUT_DURATION_MS);
      await db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { lockedUntil } });
        await writeAudit(tx, {
          actorId: null,
          action: "LOCK",
          entityType: "User",
          entityId: user.id,
          before: { lockedUntil: user.lockedUntil },
          after: { lockedUntil, reason: `${LOCKOUT_MAX_FAILURES} failed passwords within 15 minutes` },
          ipAddress: ip,
        });
      });
    }
    throw unauthorized(LOGIN_MESSAGES.invalid);
  }

  if (user.status === "deactivated") {
    await recordAttempt(db, input.email, user, ip, false, "deactivated");
    throw forbidden(LOGIN_MESSAGES.deactivated);
  }
  if (user.status === "pending" || !user.role) {
    await recordAttempt(db, input.email, user, ip, false, "pending");
    throw forbidden(LOGIN_MESSAGES.pending);
  }

  const { token, session } = await db.$transaction(async (tx) => {
    const created = await createSession(tx, user.id, ctx);
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), lockedUntil: null } });
    await tx.loginAttempt.create({
      data: { email: input.email, userId: user.id, ipAddress: ip, success: true, reason: "ok" },
    });
    await writeAudit(tx, {
      actorId: user.id,
      action: "LOGIN",
      entityType: "Session",
      entityId: null,
      after: { userAgent: ctx.userAgent },
      ipAddress: ip,
    });
    return created;
  });
  ctx.cookies.setSession(token, session.expiresAt);
  return { accessToken: token, expiresAt: session.expiresAt.toISOString(), user: toSessionUser(user) };
}
