// An Admin resets another account's two-factor authentication (a lost phone and no recovery code left): the secret,
// a pending set-up, the recovery codes and open sign-in challenges go; the account signs in with its password alone
// until its owner sets two-factor up again. Audited with the Admin as actor; the owner is told by e-mail.
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { badRequest, conflict, notFound } from "../lib/errors.js";
import { twoFactorChangedEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import { listFields } from "./admin-users.js";
import { notifySecurityChange } from "./security-notifications.js";

export const RESET_OWN_TWO_FACTOR =
  "You cannot reset your own two-factor authentication: turn it off from your account page (password and code).";
export const NO_TWO_FACTOR = "This account does not use two-factor authentication.";

export async function resetTwoFactor(ctx: SignedInContext, id: string) {
  // An Admin's session alone must not strip the Admin's own second factor.
  if (ctx.auth.user.id === id) throw badRequest(RESET_OWN_TWO_FACTOR);
  return ctx.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id },
      select: { ...listFields, twoFactorEnabledAt: true, twoFactorPendingSecret: true },
    });
    if (!user) throw notFound("User not found.");
    const codes = await tx.twoFactorRecoveryCode.count({ where: { userId: id } });
    if (!user.twoFactorEnabled && user.twoFactorPendingSecret === null && codes === 0) throw conflict(NO_TWO_FACTOR);

    const after = await tx.user.update({
      where: { id },
      data: {
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
      },
      select: listFields,
    });
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId: id } });
    await tx.twoFactorChallenge.deleteMany({ where: { userId: id } });
    await recordChange(tx, ctx, {
      action: "TWO_FACTOR_RESET",
      entityType: "User",
      entityId: id,
      description: `Reset the two-factor authentication of ${user.email}`,
      before: {
        twoFactorEnabled: user.twoFactorEnabled,
        twoFactorEnabledAt: user.twoFactorEnabledAt,
        setupPending: user.twoFactorPendingSecret !== null,
        recoveryCodes: codes,
      },
      after: { twoFactorEnabled: false, setupPending: false, recoveryCodes: 0 },
      event: outboxEvent(
        sendEmailJob,
        emailPayload(twoFactorChangedEmail, user.email, {
          firstName: user.firstName,
          change: "reset",
          changedAt: new Date().toISOString().slice(0, 16).replace("T", " "),
          ipAddress: null,
        }),
      ),
    });
    await notifySecurityChange(tx, ctx, { userId: id, kind: "twoFactorReset", at: new Date() });
    return after;
  });
}
