// A change to an account's security is told to its owner in the app as well as by the security e-mail (docs/ACTIVITY.md,
// "Notifications of events"): one notify() call in the change's transaction. The owner is told even when they made
// the change themselves: a session someone else took over looks like the owner.
import type { Prisma } from "@tprm/db";
import type { ChangeContext } from "../audit/record-change.js";
import { notify } from "../notifications/index.js";

export type SecurityChange = "passwordChanged" | "twoFactorDisabled" | "twoFactorReset";

const TEXTS: Readonly<Record<SecurityChange, { title: string; message: (from: string) => string }>> = {
  passwordChanged: {
    title: "Your password was changed",
    message: (from) =>
      `Your password was changed${from}; your other sessions were signed out. If this was not you, reset your password and tell your administrator.`,
  },
  twoFactorDisabled: {
    title: "Two-factor authentication was turned off",
    message: (from) =>
      `Two-factor authentication was turned off for your account${from}. If this was not you, change your password and tell your administrator.`,
  },
  twoFactorReset: {
    title: "Two-factor authentication was reset",
    message: () =>
      "An administrator reset the two-factor authentication of your account: you sign in with your password alone until you set it up again from your account page.",
  },
};

/** Tells the account's owner of a security change, in the change's transaction. */
export async function notifySecurityChange(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  change: { userId: string; kind: SecurityChange; at: Date },
) {
  const text = TEXTS[change.kind];
  // An Admin's reset comes from the Admin's address, not the owner's: it says who did it instead.
  const from = ctx.ipAddress && change.kind !== "twoFactorReset" ? ` from ${ctx.ipAddress}` : "";
  return notify(tx, ctx, {
    eventKey: `security.${change.kind}:${change.userId}:${change.at.toISOString()}`,
    eventType: `security.${change.kind}`,
    type: "security",
    priority: "high",
    title: text.title,
    message: text.message(from),
    link: "/account",
    audience: { users: [change.userId] },
  });
}
