// The signed-in user's own two-factor authentication (TOTP): set it up (a secret kept pending until a code of the app
// confirms it), turn it on (ten recovery codes, shown once), turn it off (password and a code), make new recovery
// codes. Each change is audited and told to the user by e-mail. A wrong password or code while turning it off or
// renewing the codes counts toward the sign-in lockout, as in the password change; a wrong code while confirming the
// set-up does not (the secret is not in force yet, and the caller holds it).
import { type Prisma, verifyPassword } from "@tprm/db";
import QRCode from "qrcode";
import type { z } from "zod";
import { recordChange } from "../audit/record-change.js";
import { LOGIN_MESSAGES } from "../auth/constants.js";
import { countPasswordFailure, isLocked } from "../auth/login.js";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  hashRecoveryCode,
  matchTotpStep,
  readTypedCode,
  totpUri,
} from "../auth/two-factor-codes.js";
import { checkSecondFactor, claimTotpStep, unusedRecoveryCodes } from "../auth/two-factor-verify.js";
import type { SignedInContext } from "../context.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { conflict, forbidden, invalidField } from "../lib/errors.js";
import { twoFactorChangedEmail } from "../mail/templates.js";
import { outboxEvent } from "../outbox/events.js";
import {
  type regenerateRecoveryCodesInput,
  type setTwoFactorInput,
  TWO_FACTOR_MESSAGES,
} from "../schemas/two-factor.js";
import { notifySecurityChange } from "./security-notifications.js";

type Db = Prisma.TransactionClient;
type ChangeKind = "enabled" | "disabled" | "recovery-codes";

interface HeldAccount {
  email: string;
  firstName: string;
  passwordHash: string;
  lockedUntil: Date | null;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
  twoFactorPendingSecret: string | null;
}

/** The caller's row, held until the transaction ends: the lock, the check and the failure count are one step. */
async function holdAccount(tx: Db, userId: string) {
  const [held] = await tx.$queryRaw<HeldAccount[]>`
    SELECT "email", "firstName", "passwordHash", "lockedUntil", "twoFactorEnabled", "twoFactorSecret",
      "twoFactorPendingSecret"
    FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  if (!held) throw forbidden(LOGIN_MESSAGES.deactivated);
  return held;
}

async function readStatus(db: Db, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { twoFactorEnabled: true, twoFactorEnabledAt: true, twoFactorPendingSecret: true },
  });
  return {
    enabled: user.twoFactorEnabled,
    enabledAt: user.twoFactorEnabledAt,
    setupPending: user.twoFactorPendingSecret !== null,
    recoveryCodesLeft: user.twoFactorEnabled ? await unusedRecoveryCodes(db, userId) : 0,
  };
}

/** Replaces the account's recovery codes with ten new ones; the codes themselves are returned, never stored. */
async function replaceRecoveryCodes(tx: Db, userId: string) {
  const codes = generateRecoveryCodes();
  await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
  await tx.twoFactorRecoveryCode.createMany({ data: codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })) });
  return codes;
}

function tellUser(ctx: SignedInContext, held: HeldAccount, change: ChangeKind) {
  return outboxEvent(
    sendEmailJob,
    emailPayload(twoFactorChangedEmail, held.email, {
      firstName: held.firstName,
      change,
      changedAt: new Date().toISOString().slice(0, 16).replace("T", " "),
      ipAddress: ctx.ipAddress,
    }),
  );
}

export function getTwoFactorStatus(ctx: SignedInContext) {
  return readStatus(ctx.db, ctx.auth.user.id);
}

/**
 * A new pending secret (a set-up started again replaces the last one), its otpauth:// address and QR code. The
 * password is asked first: a session left open must not let someone else put their own phone on the account. A wrong
 * one counts toward the lockout (thrown after the transaction commits, so the count is kept).
 */
export async function startTwoFactorSetup(ctx: SignedInContext, password: string) {
  const userId = ctx.auth.user.id;
  const secret = generateTotpSecret();
  const checked = await ctx.db.$transaction(async (tx): Promise<Checked> => {
    const held = await holdAccount(tx, userId);
    if (held.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    if (isLocked(held.lockedUntil)) return "locked";
    if (!(await verifyPassword(held.passwordHash, password))) {
      await countPasswordFailure(tx, ctx, { id: userId, email: held.email, lockedUntil: held.lockedUntil });
      return "wrong-password";
    }
    await tx.user.update({ where: { id: userId }, data: { twoFactorPendingSecret: secret } });
    await recordChange(tx, ctx, {
      action: "TWO_FACTOR_SETUP",
      entityType: "User",
      entityId: userId,
      description: "Started setting up two-factor authentication",
      after: { setupPending: true },
    });
    return "ok";
  });
  throwUnlessOk(checked);
  const otpauthUri = totpUri(secret, ctx.auth.user.email);
  const svg = await QRCode.toString(otpauthUri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** PUT /api/users/account/2fa: on with a code of the pending secret, or off with the password and a code. */
export async function setTwoFactor(ctx: SignedInContext, input: z.infer<typeof setTwoFactorInput>) {
  if (input.enabled) return enableTwoFactor(ctx, input.code);
  return disableTwoFactor(ctx, input.password ?? "", input.code);
}

async function enableTwoFactor(ctx: SignedInContext, code: string) {
  const userId = ctx.auth.user.id;
  const typed = readTypedCode(code);
  const recoveryCodes = await ctx.db.$transaction(async (tx) => {
    const held = await holdAccount(tx, userId);
    if (held.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = held.twoFactorPendingSecret;
    if (!secret) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
    const step = typed?.kind === "totp" ? matchTotpStep(secret, typed.code) : null;
    if (step === null) throw invalidField("code", TWO_FACTOR_MESSAGES.wrongSetupCode);
    // The confirming code may not sign in a second time.
    await claimTotpStep(ctx.redis, userId, step);
    const enabledAt = new Date();
    await tx.user.update({
      where: { id: userId },
      data: {
        twoFactorEnabled: true,
        twoFactorSecret: secret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: enabledAt,
      },
    });
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordChange(tx, ctx, {
      action: "TWO_FACTOR_ENABLE",
      entityType: "User",
      entityId: userId,
      description: "Turned on two-factor authentication",
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true, twoFactorEnabledAt: enabledAt, recoveryCodes: codes.length },
      event: tellUser(ctx, held, "enabled"),
    });
    return codes;
  });
  return { ...(await readStatus(ctx.db, userId)), recoveryCodes };
}

type Checked = "ok" | "locked" | "wrong-password" | "wrong-code";

/**
 * The checks before turning two-factor off or renewing the codes, on the held row: not locked, the password (when
 * asked for), then the code. A wrong one counts toward the lockout; the caller throws after the transaction commits
 * so that the count is kept.
 */
async function checkAccount(
  tx: Db,
  ctx: SignedInContext,
  held: HeldAccount,
  password: string | null,
  code: string,
): Promise<Checked> {
  const userId = ctx.auth.user.id;
  if (!held.twoFactorEnabled) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  if (isLocked(held.lockedUntil)) return "locked";
  const account = { id: userId, email: held.email, lockedUntil: held.lockedUntil };
  if (password !== null && !(await verifyPassword(held.passwordHash, password))) {
    await countPasswordFailure(tx, ctx, account);
    return "wrong-password";
  }
  if (!(await checkSecondFactor(tx, ctx.redis, { id: userId, twoFactorSecret: held.twoFactorSecret }, code))) {
    await countPasswordFailure(tx, ctx, account, "bad-two-factor-code");
    return "wrong-code";
  }
  return "ok";
}

function throwUnlessOk(checked: Checked) {
  if (checked === "locked") throw forbidden(LOGIN_MESSAGES.locked);
  if (checked === "wrong-password") throw invalidField("password", TWO_FACTOR_MESSAGES.wrongPassword);
  if (checked === "wrong-code") throw invalidField("code", TWO_FACTOR_MESSAGES.wrongCode);
}

async function disableTwoFactor(ctx: SignedInContext, password: string, code: string) {
  const userId = ctx.auth.user.id;
  const checked = await ctx.db.$transaction(
    async (tx) => {
      const held = await holdAccount(tx, userId);
      const result = await checkAccount(tx, ctx, held, password, code);
      if (result !== "ok") return result;
      await tx.user.update({
        where: { id: userId },
        data: {
          twoFactorEnabled: false,
          twoFactorSecret: null,
          twoFactorPendingSecret: null,
          twoFactorEnabledAt: null,
        },
      });
      await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
      await tx.twoFactorChallenge.deleteMany({ where: { userId } });
      await recordChange(tx, ctx, {
        action: "TWO_FACTOR_DISABLE",
        entityType: "User",
        entityId: userId,
        description: "Turned off two-factor authentication",
        before: { twoFactorEnabled: true },
        after: { twoFactorEnabled: false },
        event: tellUser(ctx, held, "disabled"),
      });
      await notifySecurityChange(tx, ctx, { userId, kind: "twoFactorDisabled", at: new Date() });
      return result;
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  throwUnlessOk(checked);
  return readStatus(ctx.db, userId);
}

/** POST /api/users/account/2fa/recovery-codes: ten new codes for a code of the app (or a recovery code). */
export async function regenerateRecoveryCodes(
  ctx: SignedInContext,
  input: z.infer<typeof regenerateRecoveryCodesInput>,
) {
  const userId = ctx.auth.user.id;
  const outcome = await ctx.db.$transaction(
    async (tx) => {
      const held = await holdAccount(tx, userId);
      const checked = await checkAccount(tx, ctx, held, null, input.code);
      if (checked !== "ok") return { checked, codes: [] };
      const codes = await replaceRecoveryCodes(tx, userId);
      await recordChange(tx, ctx, {
        action: "TWO_FACTOR_RECOVERY_CODES",
        entityType: "User",
        entityId: userId,
        description: "Made new two-factor recovery codes",
        after: { recoveryCodes: codes.length },
        event: tellUser(ctx, held, "recovery-codes"),
      });
      return { checked, codes };
    },
    { maxWait: 10_000, timeout: 20_000 },
  );
  throwUnlessOk(outcome.checked);
  return { recoveryCodes: outcome.codes, recoveryCodesLeft: outcome.codes.length };
}
