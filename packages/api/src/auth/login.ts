import { hashPassword, type Prisma, type PrismaClient, type User, verifyPassword } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context } from "../context.js";
import { forbidden, tooManyRequests, unauthorized } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
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
async function recentFailures(db: Prisma.TransactionClient, userId: string) {
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

/**
 * Counts a wrong password against the account and locks it on the fifth failure within the window. The caller holds
 * the account's row (SELECT … FOR UPDATE) in `tx`, so the count and the lock are one step; used by sign-in and by
 * the signed-in password change (a wrong current password counts like a failed sign-in).
 */
export async function countPasswordFailure(
  tx: Prisma.TransactionClient,
  ctx: Pick<Context, "ipAddress" | "userAgent" | "auth">,
  account: { id: string; email: string; lockedUntil: Date | null },
) {
  await tx.loginAttempt.create({
    data: {
      email: account.email,
      userId: account.id,
      ipAddress: ctx.ipAddress,
      success: false,
      reason: "bad-password",
    },
  });
  if ((await recentFailures(tx, account.id)) < LOCKOUT_MAX_FAILURES) return;
  const lockedUntil = new Date(Date.now() + LOCKOUT_DURATION_MS);
  await tx.user.update({ where: { id: account.id }, data: { lockedUntil } });
  await recordChange(tx, ctx, {
    actorId: null,
    action: "LOCK",
    entityType: "User",
    entityId: account.id,
    before: { lockedUntil: account.lockedUntil },
    after: { lockedUntil, reason: `${LOCKOUT_MAX_FAILURES} failed passwords within 15 minutes` },
  });
}

export const isLocked = (lockedUntil: Date | null) => lockedUntil !== null && lockedUntil.getTime() > Date.now();

/** What the account's row says while it is held (FOR UPDATE): read again, never taken from before the wait. */
interface HeldAccount {
  passwordHash: string;
  status: User["status"];
  role: string | null;
  lockedUntil: Date | null;
}

type Outcome =
  | { kind: "locked" | "bad-password" | "deactivated" | "pending" }
  | { kind: "ok"; token: string; session: { expiresAt: Date } };

/**
 * The lockout decision and the failure count are one step: the account's row is held (SELECT … FOR UPDATE) from
 * before the lock is read until the attempt is recorded and, on the fifth failure, the lock is set. Sign-ins of one
 * account therefore run one after another: a locked account is refused before its password is verified, the
 * attempt after the fifth failure sees the lock, and a right password never clears a lock a concurrent failure set.
 * Other accounts are not held up (the row of one user is locked, nothing else).
 */
async function attempt(ctx: Context, user: User, input: z.infer<typeof loginInput>): Promise<Outcome> {
  const ip = ctx.ipAddress;
  return ctx.db.$transaction(
    async (tx) => {
      const [held] = await tx.$queryRaw<HeldAccount[]>`
        SELECT "passwordHash", "status"::text AS "status", "role", "lockedUntil"
        FROM "User" WHERE "id" = ${user.id}::uuid FOR UPDATE`;
      if (!held) return { kind: "bad-password" as const };
      const record = (success: boolean, reason: string) =>
        tx.loginAttempt.create({ data: { email: input.email, userId: user.id, ipAddress: ip, success, reason } });

      if (isLocked(held.lockedUntil)) {
        await record(false, "locked");
        return { kind: "locked" as const };
      }
      if (!(await verifyPassword(held.passwordHash, input.password))) {
        await countPasswordFailure(tx, ctx, { id: user.id, email: input.email, lockedUntil: held.lockedUntil });
        return { kind: "bad-password" as const };
      }
      if (held.status === "deactivated") {
        await record(false, "deactivated");
        return { kind: "deactivated" as const };
      }
      if (held.status === "pending" || !held.role) {
        await record(false, "pending");
        return { kind: "pending" as const };
      }

      const created = await createSession(tx, user.id, ctx);
      // The row is held and not locked, so clearing a lock that has run out cannot undo a concurrent failure's lock.
      await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), lockedUntil: null } });
      await record(true, "ok");
      await recordChange(tx, ctx, {
        actorId: user.id,
        action: "LOGIN",
        entityType: "Session",
        entityId: null,
        after: { userAgent: ctx.userAgent },
      });
      return { kind: "ok" as const, ...created };
    },
    // Sign-ins of one account queue on its row: wait for a turn rather than fail a burst with a timeout.
    { maxWait: 10_000, timeout: 20_000 },
  );
}

export async function login(ctx: Context, input: z.infer<typeof loginInput>) {
  const { db, redis, env } = ctx;
  const ip = ctx.ipAddress;
  if (!(await underRateLimit(redis, `login:${ip ?? "unknown"}`, env.LOGIN_RATE_LIMIT_PER_MINUTE, 60))) {
    throw tooManyRequests(LOGIN_MESSAGES.rateLimited, secondsLeftInWindow(60));
  }

  const user = await db.user.findUnique({ where: { email: input.email } });
  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    await recordAttempt(db, input.email, null, ip, false, "unknown-email");
    throw unauthorized(LOGIN_MESSAGES.invalid);
  }

  // Already locked: refused without queueing on the account's row (attempt() checks again while holding it).
  if (isLocked(user.lockedUntil)) {
    await recordAttempt(db, input.email, user, ip, false, "locked");
    throw forbidden(LOGIN_MESSAGES.locked);
  }

  const outcome = await attempt(ctx, user, input);
  if (outcome.kind !== "ok") {
    throw outcome.kind === "bad-password"
      ? unauthorized(LOGIN_MESSAGES.invalid)
      : forbidden(LOGIN_MESSAGES[outcome.kind]);
  }
  const { token, session } = outcome;
  ctx.cookies.setSession(token, session.expiresAt);
  return { accessToken: token, expiresAt: session.expiresAt.toISOString(), user: toSessionUser(user) };
}
