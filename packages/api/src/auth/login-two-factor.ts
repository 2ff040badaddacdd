// The sign-in's second step (POST /api/public/auth/login/2fa): the challenge the first step handed out and a code
// of the authenticator app or a recovery code. It completes the sign-in exactly as a password alone does for an
// account without two-factor. A wrong code counts toward the account's lockout like a wrong password, and a
// challenge dies after five wrong codes or once used.
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { forbidden, invalidField, tooManyRequests, unauthorized } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import { twoFactorChangedEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import { type loginTwoFactorInput, TWO_FACTOR_MESSAGES } from "../schemas/two-factor.js";
import { LOGIN_MESSAGES } from "./constants.js";
import { countPasswordFailure, isLocked, openSession } from "./login.js";
import { toSessionUser } from "./session-user.js";
import { hashToken } from "./tokens.js";
import { isLiveChallenge } from "./two-factor-challenge.js";
import { checkSecondFactor, unusedRecoveryCodes } from "./two-factor-verify.js";

const utcMinute = (date: Date) => date.toISOString().slice(0, 16).replace("T", " ");

export async function loginTwoFactor(ctx: Context, input: z.infer<typeof loginTwoFactorInput>) {
  // The same per-address budget as the password step: a code guessed is a sign-in attempt.
  if (
    !(await underRateLimit(ctx.redis, `login:${ctx.ipAddress ?? "unknown"}`, ctx.env.LOGIN_RATE_LIMIT_PER_MINUTE, 60))
  ) {
    throw tooManyRequests(LOGIN_MESSAGES.rateLimited, secondsLeftInWindow(60));
  }
  const challengeId = hashToken(input.challengeToken);
  const found = await ctx.db.twoFactorChallenge.findUnique({ where: { id: challengeId }, select: { userId: true } });
  if (!found) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  const userId = found.userId;

  const outcome = await ctx.db.$transaction(
    async (tx) => {
      // The account's row is held as in the password step: the lock, the code and the count are one step, and two
      // answers to one challenge run one after another.
      await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
      const user = await tx.user.findUnique({ where: { id: userId } });
      const challenge = await tx.twoFactorChallenge.findUnique({ where: { id: challengeId } });
      if (!user || !challenge || !isLiveChallenge(challenge) || !user.twoFactorEnabled) {
        return { kind: "expired" as const };
      }
      const record = (reason: string) =>
        tx.loginAttempt.create({
          data: { email: user.email, userId, ipAddress: ctx.ipAddress, success: false, reason },
        });
      if (isLocked(user.lockedUntil)) {
        await record("locked");
        return { kind: "locked" as const };
      }
      // Before the code is checked, so an account deactivated since the password step does not spend a recovery code
      // (the password step already told whoever knows the password about the account's status).
      if (user.status === "deactivated" || user.status === "pending" || !user.role) {
        const kind = user.status === "deactivated" ? ("deactivated" as const) : ("pending" as const);
        await record(kind);
        return { kind };
      }
      const factor = await checkSecondFactor(tx, ctx.redis, user, input.code);
      if (!factor) {
        await tx.twoFactorChallenge.update({ where: { id: challengeId }, data: { attempts: { increment: 1 } } });
        await countPasswordFailure(tx, ctx, user, "bad-two-factor-code");
        return { kind: "bad-code" as const };
      }
      await tx.twoFactorChallenge.update({ where: { id: challengeId }, data: { usedAt: new Date() } });
      const left = factor === "recovery-code" ? await unusedRecoveryCodes(tx, userId) : undefined;
      const created = await openSession(tx, ctx, user, {
        secondFactor: factor,
        ...(left === undefined ? {} : { recoveryCodesLeft: left }),
      });
      if (left !== undefined) {
        await recordChange(tx, ctx, {
          actorId: userId,
          action: "TWO_FACTOR_RECOVERY_CODE_USED",
          entityType: "User",
          entityId: userId,
          description: `Signed in with a recovery code (${left} left)`,
          after: { recoveryCodesLeft: left },
          event: outboxEvent(
            sendEmailJob,
            emailPayload(twoFactorChangedEmail, user.email, {
              firstName: user.firstName,
              change: "recovery-code-used",
              changedAt: utcMinute(new Date()),
              ipAddress: ctx.ipAddress,
              recoveryCodesLeft: left,
            }),
          ),
        });
      }
      return { kind: "ok" as const, user, ...created };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );

  // Thrown after the transaction, so that a wrong code's count and the challenge's attempt are kept.
  switch (outcome.kind) {
    case "expired":
      throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
    case "bad-code":
      throw invalidField("code", TWO_FACTOR_MESSAGES.wrongCode);
    case "locked":
    case "deactivated":
    case "pending":
      throw forbidden(LOGIN_MESSAGES[outcome.kind]);
  }
  const { token, session, user } = outcome;
  ctx.cookies.setSession(token, session.expiresAt);
  return {
    twoFactorRequired: false as const,
    accessToken: token,
    expiresAt: session.expiresAt.toISOString(),
    user: toSessionUser(user),
  };
}
