// The one way a domain tells people something: notify(tx, ctx, { event, audience }) inside the transaction of the
// change that caused it. It writes one row per recipient (unique per event: a retried event adds nothing) and one
// outbox event for the worker's delivery job, so the rows and the e-mails exist only if the change commits, and a
// failure to send an e-mail never undoes the change (docs/NOTIFICATIONS.md).
import type { Prisma } from "@tprm/db";
import { z } from "zod";
import type { ChangeContext } from "../audit/record-change.js";
import { notificationDeliverJob } from "../jobs/notifications.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_TYPES,
  notificationLinkField,
  STAKEHOLDER_TYPES,
} from "../schemas/notifications.js";
import { resolveRecipients } from "./recipients.js";

const notifyInput = z.object({
  /** The event, unique per recipient: "vendor.review:<reviewId>", "invoice.overdue:<id>:<day>". */
  eventKey: z.string().trim().min(1).max(300),
  /** The kind of event: "vendor.riskChanged", "kpiBreach.recorded", "security.passwordChanged". */
  eventType: z.string().trim().min(1).max(100),
  /** The area it is filed under (the list's filter). */
  type: z.enum(NOTIFICATION_TYPES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  title: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX),
  message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
  entity: z
    .object({
      type: z.string().trim().min(1).max(100),
      id: z.string().trim().min(1).max(100),
      name: z.string().trim().max(200).nullish(),
    })
    .optional(),
  /** A path inside the app ("/vendor-management?vendor=<id>"); e-mails put APP_URL in front of it. */
  link: notificationLinkField.nullish(),
  audience: z.object({
    users: z.array(z.uuid()).optional(),
    roles: z.array(z.string()).optional(),
    stakeholders: z.array(z.enum(STAKEHOLDER_TYPES)).optional(),
    emails: z.array(z.email()).optional(),
  }),
  /** Leave out the user making the change (ctx's): they know what they just did. */
  skipActor: z.boolean().optional(),
});

export type NotifyInput = z.input<typeof notifyInput>;

export interface NotifyResult {
  eventKey: string;
  /** The rows written now (none for recipients who already had this event). */
  notificationIds: string[];
  /** Users given a row now. */
  recipients: number;
  /** Shared mailboxes to be e-mailed. */
  mailboxes: string[];
}

/**
 * Notifies an audience of an event, in the caller's transaction `tx`. Recipients are active users only, each once;
 * a user with in-app notifications off gets a row kept for e-mail only (inApp false, never listed), a user with
 * both in-app and e-mail off gets nothing. Shared mailboxes get the e-mail only. Throws (rolling the change back)
 * when the input is malformed: a programming error, not the user's.
 */
export async function notify(
  tx: Prisma.TransactionClient,
  ctx: ChangeContext,
  input: NotifyInput,
): Promise<NotifyResult> {
  const event = notifyInput.parse(input);
  const found = await resolveRecipients(tx, event.audience);
  const actorId = ctx.auth?.user.id;
  const users = found.users.filter(
    (u) => !(event.skipActor && u.id === actorId) && (u.settings.inAppNotifications || u.settings.emailNotifications),
  );
  const created = users.length
    ? await tx.notification.createManyAndReturn({
        data: users.map((u) => ({
          userId: u.id,
          eventKey: event.eventKey,
          eventType: event.eventType,
          type: event.type,
          priority: event.priority,
          title: event.title,
          message: event.message,
          entityType: event.entity?.type ?? null,
          entityId: event.entity?.id ?? null,
          entityName: event.entity?.name ?? null,
          link: event.link ?? null,
          inApp: u.settings.inAppNotifications,
        })),
        skipDuplicates: true,
        select: { id: true, createdAt: true },
      })
    : [];
  // Every user already had it: the event is a repeat, and its mailboxes were e-mailed the first time.
  const mailboxes = users.length > 0 && created.length === 0 ? [] : found.mailboxes;
  const notificationIds = created.map((row) => row.id);
  if (notificationIds.length || mailboxes.length) {
    const payload = {
      eventKey: event.eventKey,
      notificationIds,
      mailboxes,
      ...(mailboxes.length
        ? {
            mail: {
              title: event.title,
              message: event.message,
              priority: event.priority,
              entityName: event.entity?.name ?? null,
              link: event.link ?? null,
              createdAt: (created[0]?.createdAt ?? new Date()).toISOString(),
            },
          }
        : {}),
    };
    await writeOutboxEvents(tx, [outboxEvent(notificationDeliverJob, payload)]);
  }
  return { eventKey: event.eventKey, notificationIds, recipients: notificationIds.length, mailboxes };
}
