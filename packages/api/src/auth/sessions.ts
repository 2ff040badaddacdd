import { Prisma, type PrismaClient, type SqlPool, sqlRows, type User } from "@tprm/db";
import { readOrganisationSettings, sessionLifetimeMs } from "../settings/public.js";
import { API_KEY_PREFIX, generateToken, hashToken } from "./tokens.js";

export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface ValidatedSession {
  sessionId: string | null;
  apiKeyId: string | null;
  expiresAt: Date | null;
  /** True when this request moved the session's expiry forward (sliding): the cookie is sent again then only. */
  renewed: boolean;
  user: User;
}

/** A new session lives as long as the organisation's settings say (30 days by default), read with it. */
export async function createSession(
  db: Pick<PrismaClient, "session" | "organisationSettings">,
  userId: string,
  meta: RequestMeta,
) {
  const token = generateToken();
  const lifetimeMs = sessionLifetimeMs((await readOrganisationSettings(db))?.sessionLifetimeHours);
  const session = await db.session.create({
    data: {
      id: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + lifetimeMs),
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    },
  });
  return { token, session };
}

/**
 * Resolves a bearer token or cookie value to its user. Expired sessions are deleted; sessions past half their
 * life are extended to the organisation's lifetime, and one with more left than that lifetime (it was shortened
 * since) is brought down to it. API keys (prefixed) authenticate REST clients the same way, until revoked or expired.
 * Inactive users get nothing.
 */
export async function validateToken(
  { db, sql }: { db: PrismaClient; sql: SqlPool },
  token: string,
): Promise<ValidatedSession | null> {
  if (!token) return null;
  const id = hashToken(token);
  if (token.startsWith(API_KEY_PREFIX)) {
    const key = await db.apiKey.findUnique({ where: { keyHash: id }, include: { user: true } });
    const now = new Date();
    if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now) || key.user.status !== "active") return null;
    // lastUsedAt is written at most once a minute, like a session's lastActivityAt.
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
      await db.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } });
    }
    return { sessionId: null, apiKeyId: key.id, expiresAt: null, renewed: false, user: key.user };
  }
  const session = await findSession(sql, id);
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  if (session.user.status !== "active") return null;
  let expiresAt = session.expiresAt;
  const lifetimeMs = sessionLifetimeMs(session.lifetimeHours);
  const left = expiresAt.getTime() - now;
  const renew = left < lifetimeMs / 2 || left > lifetimeMs;
  if (renew) expiresAt = new Date(now + lifetimeMs);
  // lastActivityAt is written at most once a minute to keep reads cheap.
  if (renew || now - session.lastActivityAt.getTime() > 60_000) {
    await db.session.update({ where: { id }, data: { expiresAt, lastActivityAt: new Date(now) } });
  }
  return { sessionId: id, apiKeyId: null, expiresAt, renewed: renew, user: session.user };
}

/**
 * The session, its user and the organisation's session lifetime in one round trip, on every authenticated request
 * (Prisma's include would take two and cost more than the query in mapping). The User columns are all text, uuid,
 * enum, boolean, timestamp or date, which pg reads as Prisma does (sql.ts fixes timestamps and dates to UTC).
 */
async function findSession(sql: SqlPool, id: string) {
  const [row] = await sqlRows<
    User & { sessionExpiresAt: Date; sessionLastActivityAt: Date; sessionLifetimeHours: number | null }
  >(
    sql,
    Prisma.sql`SELECT s."expiresAt" AS "sessionExpiresAt", s."lastActivityAt" AS "sessionLastActivityAt",
        o."sessionLifetimeHours" AS "sessionLifetimeHours", u.*
      FROM "Session" s JOIN "User" u ON u."id" = s."userId"
      LEFT JOIN "OrganisationSettings" o ON o."id" = 1
      WHERE s."id" = ${id}`,
  );
  if (!row) return null;
  const { sessionExpiresAt, sessionLastActivityAt, sessionLifetimeHours, ...user } = row;
  return {
    expiresAt: sessionExpiresAt,
    lastActivityAt: sessionLastActivityAt,
    lifetimeHours: sessionLifetimeHours,
    user: user as User,
  };
}

export async function revokeSession(db: PrismaClient, sessionId: string) {
  await db.session.deleteMany({ where: { id: sessionId } });
}

export async function revokeUserSessions(db: Pick<PrismaClient, "session">, userId: string, exceptSessionId?: string) {
  await db.session.deleteMany({ where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) } });
}
