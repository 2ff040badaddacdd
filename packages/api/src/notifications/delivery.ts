// Real-time delivery (the worker's notification-deliver job): an e-mail per notification whose recipient wants them
// as they happen, and one per shared mailbox. The e-mails are written as send-email outbox events in the transaction
// that stamps emailedAt: a retried job finds them stamped and sends nothing twice; the e-mail job retries a refusing
// mail server by itself.
import type { PrismaClient } from "@tprm/db";
import type { JobPayload } from "../jobs/define-job.js";
import type { notificationDeliverJob } from "../jobs/notifications.js";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { personName } from "../lib/people.js";
import { notificationEmail } from "../mail/notification-templates.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import { NOTIFICATION_PRIORITIES, type NotificationPriority } from "../schemas/notifications.js";
import { settingsOf } from "../settings/public.js";

export interface DeliveryOptions {
  /** Where the app is reached (APP_URL): an e-mail's link is this plus the notification's path. */
  appUrl: string;
  /** The time zone a shared mailbox reads times in (APP_TIME_ZONE): it has no settings. */
  mailboxTimeZone: string;
}

/** APP_URL + the notification's path, or null when it has none. */
export function absoluteLink(appUrl: string, link: string | null): string | null {
  return link ? `${appUrl.replace(/\/+$/, "")}${link}` : null;
}

export function priorityOf(value: string): NotificationPriority {
  return (NOTIFICATION_PRIORITIES as readonly string[]).includes(value) ? (value as NotificationPriority) : "medium";
}

interface StoredNotification {
  title: string;
  message: string;
  priority: string;
  entityName: string | null;
  link: string | null;
  createdAt: Date;
}

/** A notification as the e-mail templates list it. */
export function mailItem(row: StoredNotification, appUrl: string) {
  return {
    title: row.title,
    message: row.message,
    priority: priorityOf(row.priority),
    entityName: row.entityName,
    url: absoluteLink(appUrl, row.link),
    createdAt: row.createdAt.toISOString(),
  };
}

type DeliverPayload = JobPayload<typeof notificationDeliverJob>;

/** Writes the e-mails one notify call asked for (see the job's contract). Returns how many it wrote. */
export async function deliverNotifications(
  db: PrismaClient,
  payload: DeliverPayload,
  options: DeliveryOptions,
): Promise<{ emailed: number; mailboxes: number }> {
  return db.$transaction(async (tx) => {
    const rows = payload.notificationIds.length
      ? await tx.notification.findMany({
          where: { id: { in: payload.notificationIds }, emailedAt: null },
          include: {
            user: { select: { email: true, firstName: true, lastName: true, status: true, settings: true } },
          },
        })
      : [];
    // Settings as they are now: a user who switched to a digest since is left to the digest.
    const due = rows
      .map((row) => ({ row, settings: settingsOf(row.user.settings) }))
      .filter(
        ({ row, settings }) =>
          row.user.status === "active" && settings.emailNotifications && settings.digestFrequency === "realtime",
      );
    const now = new Date();
    const claimed = due.length
      ? await tx.notification.updateManyAndReturn({
          where: { id: { in: due.map((d) => d.row.id) }, emailedAt: null },
          data: { emailedAt: now },
          select: { id: true },
        })
      : [];
    const taken = new Set(claimed.map((c) => c.id));
    const events = due
      .filter(({ row }) => taken.has(row.id))
      .map(({ row, settings }) =>
        outboxEvent(
          sendEmailJob,
          emailPayload(notificationEmail, row.user.email, {
            name: personName(row.user),
            language: settings.language,
            timeZone: settings.timezone,
            notification: mailItem(row, options.appUrl),
          }),
        ),
      );
    const mail = payload.mail;
    const mailboxEvents = mail
      ? payload.mailboxes.map((to) =>
          outboxEvent(
            sendEmailJob,
            emailPayload(notificationEmail, to, {
              name: null,
              language: "en",
              timeZone: options.mailboxTimeZone,
              notification: mailItem({ ...mail, createdAt: new Date(mail.createdAt) }, options.appUrl),
            }),
          ),
        )
      : [];
    await writeOutboxEvents(tx, [...events, ...mailboxEvents]);
    return { emailed: events.length, mailboxes: mailboxEvents.length };
  });
}
