// The signed-in user's own sessions: list them, sign one out, sign out every other one. Another user's session is
// answered as not found, never as forbidden (its existence is not the caller's to learn).
import { recordChange } from "../audit/record-change.js";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import { describeDevice } from "./device.js";

export async function listOwnSessions(ctx: SignedInContext) {
  const { user, sessionId } = ctx.auth;
  const sessions = await ctx.db.session.findMany({
    where: { userId: user.id, expiresAt: { gt: new Date() } },
    orderBy: [{ lastActivityAt: "desc" }, { createdAt: "desc" }],
    take: 200,
  });
  return sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ipAddress: s.ipAddress,
    createdAt: s.createdAt,
    lastActivityAt: s.lastActivityAt,
    expiresAt: s.expiresAt,
    current: s.id === sessionId,
  }));
}

export async function revokeOwnSession(ctx: SignedInContext, id: string) {
  const { user, sessionId } = ctx.auth;
  const revoked = await ctx.db.$transaction(async (tx) => {
    const session = await tx.session.findFirst({ where: { id, userId: user.id } });
    if (!session) return null;
    await tx.session.delete({ where: { id } });
    await recordChange(tx, ctx, {
      entityType: "Session",
      entityId: id,
      action: "DELETE",
      description: `Signed out a session (${describeDevice(session.userAgent).label})`,
      before: { ipAddress: session.ipAddress, createdAt: session.createdAt, lastActivityAt: session.lastActivityAt },
    });
    return session;
  });
  if (!revoked) throw notFound("No session of yours with this id.");
  const signedOut = id === sessionId;
  if (signedOut) ctx.cookies.clearSession();
  return { id, revoked: true, signedOut };
}

/** Signs out every session of the caller but the one making the request (all of them for an API key). */
export async function revokeOtherSessions(ctx: SignedInContext) {
  const { user, sessionId } = ctx.auth;
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.session.deleteMany({
      where: { userId: user.id, ...(sessionId ? { id: { not: sessionId } } : {}) },
    });
    if (count > 0) {
      await recordChange(tx, ctx, {
        entityType: "Session",
        entityId: null,
        action: "DELETE",
        description: `Signed out ${count} other session${count === 1 ? "" : "s"}`,
        after: { revoked: count },
      });
    }
    return { revoked: count };
  });
}
