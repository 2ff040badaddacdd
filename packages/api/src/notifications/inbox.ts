// The caller's own notifications: the list, marking read, the Notification Center's four counts (001 §2.7) and the
// notification part of their settings. Only rows shown in the app (inApp) and only the caller's: another user's id
// answers 404, as if it did not exist. Reading is the user's own state: it is not written to the audit trail.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import {
  type listNotificationsInput,
  NOTIFICATION_TYPES,
  type NotificationDto,
  type NotificationType,
  type notificationSettingsInput,
} from "../schemas/notifications.js";
import { getUserSettings, saveUserSettings } from "../settings/public.js";
import { priorityOf } from "./delivery.js";
import { startOfTodayIn } from "./rules.js";

type Row = Prisma.NotificationGetPayload<object>;

const typeOf = (value: string): NotificationType =>
  (NOTIFICATION_TYPES as readonly string[]).includes(value) ? (value as NotificationType) : "system";

export function toNotificationDto(row: Row): NotificationDto {
  return {
    id: row.id,
    eventType: row.eventType,
    type: typeOf(row.type),
    priority: priorityOf(row.priority),
    title: row.title,
    message: row.message,
    status: row.readAt ? "read" : "unread",
    readAt: row.readAt,
    relatedEntity:
      row.entityType && row.entityId ? { type: row.entityType, id: row.entityId, name: row.entityName } : null,
    link: row.link,
    createdAt: row.createdAt,
  };
}

export async function listNotifications(ctx: SignedInContext, input: z.infer<typeof listNotificationsInput>) {
  const where: Prisma.NotificationWhereInput = {
    userId: ctx.auth.user.id,
    inApp: true,
    ...(input.status === "read" ? { readAt: { not: null } } : input.status === "unread" ? { readAt: null } : {}),
    ...(input.priority ? { priority: input.priority } : {}),
    ...(input.type ? { type: input.type } : {}),
  };
  const [rows, total] = await Promise.all([
    ctx.db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.notification.count({ where }),
  ]);
  return { items: rows.map(toNotificationDto), pagination: paginate(input.page, input.limit, total) };
}

/** Marks one of the caller's notifications read (already read: kept as it was, with its first reading time). */
export async function markNotificationRead(ctx: SignedInContext, id: string) {
  const own = { id, userId: ctx.auth.user.id, inApp: true };
  await ctx.db.notification.updateMany({ where: { ...own, readAt: null }, data: { readAt: new Date() } });
  const row = await ctx.db.notification.findFirst({ where: own });
  if (!row) throw notFound("Notification not found.");
  return toNotificationDto(row);
}

export async function markAllNotificationsRead(ctx: SignedInContext) {
  const { count } = await ctx.db.notification.updateMany({
    where: { userId: ctx.auth.user.id, inApp: true, readAt: null },
    data: { readAt: new Date() },
  });
  return { updated: count };
}

/**
 * 001 §2.7: Total Notifications; Unread (status other than read); Critical Alerts (priority critical); Today's
 * Notifications (created today, in the caller's time zone). One statement.
 */
export async function notificationStats(ctx: SignedInContext, now = new Date()) {
  const { timezone } = await getUserSettings(ctx);
  const since = startOfTodayIn(timezone, now);
  const [row] = await ctx.db.$queryRaw<{ total: number; unread: number; critical: number; today: number }[]>(
    Prisma.sql`
      SELECT COUNT(*)::int AS "total",
             COUNT(*) FILTER (WHERE "readAt" IS NULL)::int AS "unread",
             COUNT(*) FILTER (WHERE "priority" = 'critical')::int AS "critical",
             COUNT(*) FILTER (WHERE "createdAt" >= ${since.toISOString()}::timestamp(3))::int AS "today"
      FROM "Notification"
      WHERE "userId" = ${ctx.auth.user.id}::uuid AND "inApp"`,
  );
  return row ?? { total: 0, unread: 0, critical: 0, today: 0 };
}

export async function getNotificationSettings(ctx: SignedInContext) {
  const { emailNotifications, inAppNotifications, digestFrequency } = await getUserSettings(ctx);
  return { emailNotifications, inAppNotifications, digestFrequency };
}

/** Saves the notification part through the settings service (its storage, its audit row), keeping the rest. */
export async function saveNotificationSettings(ctx: SignedInContext, input: z.infer<typeof notificationSettingsInput>) {
  const saved = await saveUserSettings(ctx, { ...(await getUserSettings(ctx)), ...input });
  return {
    emailNotifications: saved.emailNotifications,
    inAppNotifications: saved.inAppNotifications,
    digestFrequency: saved.digestFrequency,
  };
}
