// The second step of a sign-in owed by an account with two-factor on: a short-lived challenge handed out once the
// password was right. The client holds the token; the database only its SHA-256 (the row's id).
import type { Prisma } from "@tprm/db";
import type { RequestMeta } from "./sessions.js";
import { generateToken, hashToken } from "./tokens.js";

export const TWO_FACTOR_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a challenge takes before it dies (each one also counts toward the account's lockout). */
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;

export async function createTwoFactorChallenge(tx: Prisma.TransactionClient, userId: string, meta: RequestMeta) {
  const challengeToken = generateToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE_TTL_MS);
  // Challenges that are over (used, expired or spent) have nothing left to say: each sign-in clears its account's.
  await tx.twoFactorChallenge.deleteMany({
    where: {
      userId,
      OR: [
        { usedAt: { not: null } },
        { expiresAt: { lte: new Date() } },
        { attempts: { gte: TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS } },
      ],
    },
  });
  await tx.twoFactorChallenge.create({
    data: {
      id: hashToken(challengeToken),
      userId,
      expiresAt,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    },
  });
  return { challengeToken, expiresAt };
}

/** A challenge that can still be answered: unused, unexpired and with attempts left. */
export const isLiveChallenge = (c: { usedAt: Date | null; expiresAt: Date; attempts: number }) =>
  c.usedAt === null && c.expiresAt.getTime() > Date.now() && c.attempts < TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS;
