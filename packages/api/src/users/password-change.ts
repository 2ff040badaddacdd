// The signed-in password change (spec 001 §2.9, §5, §8): the current password is checked on the account's held row,
// and a wrong one counts toward the sign-in lockout exactly like a failed sign-in. On success the other sessions are
// signed out (the one making the request stays), and the user is told by e-mail once the change commits.
import { hashPassword, verifyPassword } from "@tprm/db";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { LOGIN_MESSAGES } from "../auth/constants.js";
import { countPasswordFailure, isLocked } from "../auth/login.js";
import type { SignedInContext } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { forbidden, invalidField, tooManyRequests } from "../lib/errors.js";
import { secondsLeftInWindow, underRateLimit } from "../lib/rate-limit.js";
import { passwordChangedEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import type { changePasswordInput } from "../schemas/profile.js";
import { checkPasswordLength } from "../settings/public.js";
import { notifySecurityChange } from "./security-notifications.js";

export const PASSWORD_CHANGED_MESSAGE = "Password changed successfully!";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

export async function changePassword(ctx: SignedInContext, input: z.infer<typeof changePasswordInput>) {
  const { user, sessionId } = ctx.auth;
  await checkPasswordLength(ctx.db, input.newPassword, "newPassword");
  if (!(await underRateLimit(ctx.redis, `password-change:${user.id}`, ctx.env.PUBLIC_FORM_RATE_LIMIT_PER_HOUR, 3600))) {
    throw tooManyRequests("Too many password changes. Please try again later.", secondsLeftInWindow(3600));
  }
  const passwordHash = await hashPassword(input.newPassword);

  const outcome = await ctx.db.$transaction(
    async (tx) => {
      const [held] = await tx.$queryRaw<
        { email: string; firstName: string; passwordHash: string; lockedUntil: Date | null }[]
      >`
        SELECT "email", "firstName", "passwordHash", "lockedUntil" FROM "User" WHERE "id" = ${user.id}::uuid FOR UPDATE`;
      if (!held || isLocked(held.lockedUntil)) return "locked" as const;
      if (!(await verifyPassword(held.passwordHash, input.currentPassword))) {
        await countPasswordFailure(tx, ctx, { id: user.id, email: held.email, lockedUntil: held.lockedUntil });
        return "wrong-password" as const;
      }
      const changedAt = new Date();
      await tx.user.update({ where: { id: user.id }, data: { passwordHash, lastPasswordChange: changedAt } });
      const revoked = await tx.session.deleteMany({
        where: { userId: user.id, ...(sessionId ? { id: { not: sessionId } } : {}) },
      });
      // A sign-in half done with the old password (its code still owed) must not complete either.
      await tx.twoFactorChallenge.deleteMany({ where: { userId: user.id } });
      await recordChange(tx, ctx, {
        action: "PASSWORD_CHANGE",
        entityType: "User",
        entityId: user.id,
        description: "Changed own password",
        after: { otherSessionsSignedOut: revoked.count },
        event: outboxEvent(
          sendEmailJob,
          emailPayload(passwordChangedEmail, held.email, {
            firstName: held.firstName,
            changedAt: changedAt.toISOString().slice(0, 16).replace("T", " "),
            ipAddress: ctx.ipAddress,
          }),
        ),
      });
      await notifySecurityChange(tx, ctx, { userId: user.id, kind: "passwordChanged", at: changedAt });
      return "changed" as const;
    },
    { maxWait: 10_000, timeout: 20_000 },
  );

  // Thrown after the transaction so that the failed attempt it counted is kept.
  if (outcome === "locked") throw forbidden(LOGIN_MESSAGES.locked);
  if (outcome === "wrong-password") throw invalidField("currentPassword", WRONG_CURRENT_PASSWORD);
  return { message: PASSWORD_CHANGED_MESSAGE };
}
