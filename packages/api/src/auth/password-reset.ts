import { hashPassword } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import type { Context } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { badRequest, tooManyRequests } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import { passwordResetEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import type { requestPasswordResetInput, resetPasswordInput } from "../schemas/auth.js";
import { checkPasswordLength } from "../settings/public.js";
import { PASSWORD_RESET_MESSAGE, PASSWORD_RESET_TTL_MS } from "./constants.js";
import { revokeUserSessions } from "./sessions.js";
import { generateToken, hashToken } from "./tokens.js";

export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";

/** Always answers the same, whether or not the address belongs to an account. */
export async function requestPasswordReset(ctx: Context, input: z.infer<typeof requestPasswordResetInput>) {
  if (
    !(await underRateLimit(
      ctx.redis,
      `reset:${ctx.ipAddress ?? "unknown"}`,
      ctx.env.PUBLIC_FORM_RATE_LIMIT_PER_HOUR,
      3600,
    ))
  ) {
    throw tooManyRequests(
      "Too many reset requests from your address. Please try again later.",
      secondsLeftInWindow(3600),
    );
  }
  const user = await ctx.db.user.findUnique({ where: { email: input.email } });
  if (user && user.status !== "deactivated") {
    const token = generateToken();
    const link = `${ctx.env.APP_URL.replace(/\/$/, "")}/reset-password?token=${token}`;
    const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
    await ctx.db.$transaction(async (tx) => {
      await tx.passwordResetToken.create({ data: { id: hashToken(token), userId: user.id, expiresAt } });
      await recordChange(tx, ctx, {
        actorId: null,
        action: "PASSWORD_RESET_REQUEST",
        entityType: "User",
        entityId: user.id,
        // The link is sent by the worker once this commits, and even if Redis is away at this moment; a link that
        // would arrive dead (Redis away for over an hour) is not sent at all (the event is dead-lettered).
        event: outboxEvent(
          sendEmailJob,
          emailPayload(passwordResetEmail, user.email, { firstName: user.firstName, link }),
          { expiresAt },
        ),
      });
    });
  }
  return { message: PASSWORD_RESET_MESSAGE };
}

/** Sets the new password, spends the link and signs the user out everywhere. */
export async function resetPassword(ctx: Context, input: z.infer<typeof resetPasswordInput>) {
  await checkPasswordLength(ctx.db, input.password, "password");
  const id = hashToken(input.token);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.$transaction(async (tx) => {
    // The conditional update spends the link atomically: a second use finds nothing to update.
    const spent = await tx.passwordResetToken.updateMany({
      where: { id, usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) throw badRequest(INVALID_RESET_LINK);
    const { userId } = await tx.passwordResetToken.findUniqueOrThrow({ where: { id } });
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, lastPasswordChange: new Date(), lockedUntil: null },
    });
    await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
    await revokeUserSessions(tx, userId);
    // A sign-in half done with the old password (its code still owed) must not complete either.
    await tx.twoFactorChallenge.deleteMany({ where: { userId } });
    await recordChange(tx, ctx, {
      actorId: userId,
      action: "PASSWORD_RESET",
      entityType: "User",
      entityId: userId,
    });
  });
  return { message: "Your password has been changed. Sign in with the new password." };
}
