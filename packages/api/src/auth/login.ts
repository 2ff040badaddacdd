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
import { createTwoFactorChallenge } from "./two-factor-challenge.js";

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

/** A wrong second-factor code counts toward the lockout exactly as a wrong password does. */
type FailureReason = "bad-password" | "bad-two-factor-code";
const FAILURE_REASONS: FailureReason[] = ["bad-password", "bad-two-factor-code"];

/** Failures since the later of: the window start, the last successful sign-in or unlock. */
async function recentFailures(db: Prisma.TransactionClient, userId: string) {
  const windowStart = new Date(Date.now() - LOCKOUT_WINDOW_MS);
  const lastReset = await db.loginAttempt.findFirst({
    where: { userId, success: true, createdAt: { gt: windowStart } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return db.loginAttempt.count({
    where: {
      userId,
      success: false,
      reason: { in: FAILURE_REASONS },
      createdAt: { gt: lastReset?.createdAt ?? windowStart },
    },
  });
}

/**
 * Counts a wrong password against the account and locks it on the fifth failure within the window. The caller holds
 * the account's row (SELECT … FOR UPDATE) in `tx`, so the count and the lock are one step; used by sign-in and by
 * the signed-in password change (a wrong current password counts like a failed sign-in), and for a wrong
 * two-factor code (`reason`) by the sign-in's second step and the signed-in two-factor changes.
 */
export async function countPasswordFailure(
  tx: Prisma.TransactionClient,
  ctx: Pick<Context, "ipAddress" | "userAgent" | "auth">,
  account: { id: string; email: string; lockedUntil: Date | null },
  reason: FailureReason = "bad-password",
) {
  await tx.loginAttempt.create({
    data: {
      email: account.email,
      userId: account.id,
      ipAddress: ctx.ipAddress,
      success: false,
      reason,
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
    after: { lockedUntil, reason: `${LOCKOUT_MAX_FAILURES} failed passwords or codes within 15 minutes` },
  });
}

export const isLocked = (lockedUntil: Date | null) => lockedUntil !== null && lockedUntil.getTime() > Date.now();

/** What the account's row says while it is held (FOR UPDATE): read again, never taken from before the wait. */
interface HeldAccount {
  passwordHash: string;
  status: User["status"];
  role: string | null;
  lockedUntil: Date | null;
  twoFactorEnabled: boolean;
}

type Outcome =
  | { kind: "locked" | "bad-password" | "deactivated" | "pending" }
  | { kind: "two-factor"; challengeToken: string; expiresAt: Date }
  | { kind: "ok"; token: string; session: { expiresAt: Date } };

/**
 * The end of a successful sign-in (after the password, or after the second factor): the session, the last sign-in
 * time, a successful attempt (which restarts the lockout count) and the LOGIN audit row. The caller holds the
 * account's row and has checked it is not locked, so clearing a lock that has run out cannot undo a concurrent
 * failure's lock.
 */
export async function openSession(
  tx: Prisma.TransactionClient,
  ctx: Context,
  account: { id: string; email: string },
  detail: Record<string, unknown> = {},
) {
  const created = await createSession(tx, account.id, ctx);
  await tx.user.update({ where: { id: account.id }, data: { lastLoginAt: new Date(), lockedUntil: null } });
  await tx.loginAttempt.create({
    data: { email: account.email, userId: account.id, ipAddress: ctx.ipAddress, success: true, reason: "ok" },
  });
  await recordChange(tx, ctx, {
    actorId: account.id,
    action: "LOGIN",
    entityType: "Session",
    entityId: null,
    after: { userAgent: ctx.userAgent, ...detail },
  });
  return created;
}

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
        SELECT "passwordHash", "status"::text AS "status", "role", "lockedUntil", "twoFactorEnabled"
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
      // The password was right but a code is owed: no session yet, and nothing that restarts the lockout count.
      if (held.twoFactorEnabled) {
        await record(false, "two-factor-required");
        return { kind: "two-factor" as const, ...(await createTwoFactorChallenge(tx, user.id, ctx)) };
      }

      const created = await openSession(tx, ctx, { id: user.id, email: input.email });
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
  if (outcome.kind === "two-factor") {
    return {
      twoFactorRequired: true as const,
      challengeToken: outcome.challengeToken,
      expiresAt: outcome.expiresAt.toISOString(),
    };
  }
  if (outcome.kind !== "ok") {
    throw outcome.kind === "bad-password"
      ? unauthorized(LOGIN_MESSAGES.invalid)
      : forbidden(LOGIN_MESSAGES[outcome.kind]);
  }
  const { token, session } = outcome;
  ctx.cookies.setSession(token, session.expiresAt);
  return {
    twoFactorRequired: false as const,
    accessToken: token,
    expiresAt: session.expiresAt.toISOString(),
    user: toSessionUser(user),
  };
}
