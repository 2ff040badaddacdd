// Checking a second-factor code against an account: a code of the authenticator app (each time step accepted once)
// or one of its unused recovery codes (spent by this check). The caller holds the account's row (FOR UPDATE) in `tx`.
import type { Prisma } from "@tprm/db";
import { TRPCError } from "@trpc/server";
import type { Redis } from "ioredis";
import { RATE_LIMIT_UNAVAILABLE } from "../lib/rate-limit.js";
import {
  hashRecoveryCode,
  matchTotpStep,
  readTypedCode,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from "./two-factor-codes.js";

export type SecondFactor = "totp" | "recovery-code";

/** A step's code is accepted for (2 × window + 1) steps; its "used" mark outlives that. */
const USED_STEP_TTL_SECONDS = (2 * TOTP_WINDOW_STEPS + 2) * TOTP_PERIOD_SECONDS;

/**
 * Marks the account's TOTP step as used; false when it already was (the same code sent again). Kept in Redis, beside
 * the sign-in rate limit: there is no column for the last step used, and sign-in already needs Redis (it fails closed).
 */
export async function claimTotpStep(redis: Redis, userId: string, step: number) {
  try {
    const set = await redis.set(`tprm:totp-used:${userId}:${step}`, "1", "EX", USED_STEP_TTL_SECONDS, "NX");
    return set === "OK";
  } catch (error) {
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: RATE_LIMIT_UNAVAILABLE, cause: error });
  }
}

/** Which factor `typed` proved for the account, or null (wrong, reused, or two-factor not on). */
export async function checkSecondFactor(
  tx: Prisma.TransactionClient,
  redis: Redis,
  account: { id: string; twoFactorSecret: string | null },
  typed: string,
): Promise<SecondFactor | null> {
  const code = readTypedCode(typed);
  if (!code || !account.twoFactorSecret) return null;
  if (code.kind === "totp") {
    const step = matchTotpStep(account.twoFactorSecret, code.code);
    return step !== null && (await claimTotpStep(redis, account.id, step)) ? "totp" : null;
  }
  const spent = await tx.twoFactorRecoveryCode.updateMany({
    where: { userId: account.id, codeHash: hashRecoveryCode(code.code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return spent.count === 1 ? "recovery-code" : null;
}

export const unusedRecoveryCodes = (tx: Prisma.TransactionClient, userId: string) =>
  tx.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } });
