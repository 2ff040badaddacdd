// Each user's private iCalendar feed of the deliverable calendar. The URL carries a random token; only its SHA-256
// is stored (CalendarFeed.tokenHash), so the URL is shown once, when made. Making, replacing and revoking a feed are
// audited. The feed answers with what its user may view at the moment it is read: a deactivated user, or a role
// without the dashboard, gets nothing (404, as for an unknown token).
import type { PrismaClient, SqlPool } from "@tprm/db";
import { recordChange } from "../../audit/record-change.js";
import { generateToken, hashToken } from "../../auth/tokens.js";
import type { SignedInContext } from "../../context.js";
import { addDays, todayIn } from "../../lib/dates.js";
import { notFound } from "../../lib/errors.js";
import { allows } from "../../permissions/access.js";
import { CALENDAR_ACCESS } from "./access.js";
import { renderIcs } from "./ical.js";
import { calendarItems } from "./service.js";

export const FEED_PATH_PREFIX = "/feeds/calendar/";
/** The feed covers from 90 days back to a year ahead of today. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
/** A calendar client polls often: the last use is written at most once an hour. */
const LAST_USED_EVERY_MS = 60 * 60 * 1000;

export const feedPath = (token: string) => `${FEED_PATH_PREFIX}${token}.ics`;

export async function feedStatus(ctx: SignedInContext) {
  const feed = await ctx.db.calendarFeed.findUnique({ where: { userId: ctx.auth.user.id } });
  return { active: !!feed, createdAt: feed?.createdAt ?? null, lastUsedAt: feed?.lastUsedAt ?? null };
}

/** Makes the caller's feed, or replaces it (the old URL stops at once). Answers the new URL's path, once. */
export async function createFeed(ctx: SignedInContext) {
  const token = `${generateToken()}${generateToken()}`;
  const userId = ctx.auth.user.id;
  const createdAt = new Date();
  return ctx.db.$transaction(async (tx) => {
    const existing = await tx.calendarFeed.findUnique({ where: { userId }, select: { id: true } });
    const row = await tx.calendarFeed.upsert({
      where: { userId },
      create: { userId, tokenHash: hashToken(token), createdAt },
      update: { tokenHash: hashToken(token), createdAt, lastUsedAt: null },
    });
    await recordChange(tx, ctx, {
      entityType: "CalendarFeed",
      entityId: row.id,
      action: existing ? "UPDATE" : "CREATE",
      description: existing
        ? "Replaced their private calendar feed URL (the previous URL no longer works)"
        : "Created a private calendar feed URL",
      after: { userId, createdAt },
    });
    return { path: feedPath(token), createdAt };
  });
}

export async function revokeFeed(ctx: SignedInContext) {
  const userId = ctx.auth.user.id;
  return ctx.db.$transaction(async (tx) => {
    const feed = await tx.calendarFeed.findUnique({ where: { userId } });
    if (!feed) throw notFound("You have no calendar feed.");
    await tx.calendarFeed.delete({ where: { id: feed.id } });
    await recordChange(tx, ctx, {
      entityType: "CalendarFeed",
      entityId: feed.id,
      action: "DELETE",
      description: "Revoked their private calendar feed URL",
      before: { userId, createdAt: feed.createdAt },
    });
    return { revoked: true };
  });
}

/** The feed's document for a token, or null when the token names no feed its user may still read. */
export async function feedDocument(
  { db, sql }: { db: PrismaClient; sql: SqlPool },
  options: { token: string; timeZone: string; origin: string; now?: Date },
): Promise<string | null> {
  if (!/^[a-z2-7]{32,128}$/.test(options.token)) return null;
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashToken(options.token) },
    select: { id: true, lastUsedAt: true, user: { select: { status: true, role: true } } },
  });
  if (feed?.user.status !== "active" || !allows(feed.user.role, CALENDAR_ACCESS)) return null;
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone, now);
  const calendar = await calendarItems(sql, {
    from: addDays(today, -FEED_DAYS_BACK),
    to: addDays(today, FEED_DAYS_AHEAD),
    role: feed.user.role,
    timeZone: options.timeZone,
    now,
  });
  if (!feed.lastUsedAt || now.getTime() - feed.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db.calendarFeed.update({ where: { id: feed.id }, data: { lastUsedAt: now } });
  }
  return renderIcs(calendar.items, { origin: options.origin, calendarName: "TPRM deliverables", now });
}
