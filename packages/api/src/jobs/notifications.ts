import { z } from "zod";
import { NOTIFICATION_PRIORITIES } from "../schemas/notifications.js";
import { defineJob } from "./define-job.js";

/**
 * E-mails what one notify call wrote (packages/api/src/notifications/delivery.ts): one e-mail per notification whose
 * recipient wants them in real time (e-mail on, digest "realtime", checked when the job runs), stamping emailedAt, and
 * one to each shared mailbox. It writes the e-mails as send-email outbox events in one transaction with the stamps, so
 * a retry sends nothing twice and a failure to send never touches the change that caused the notification.
 */
export const notificationDeliverJob = defineJob({
  name: "notification-deliver",
  queue: "email",
  schema: z.object({
    eventKey: z.string().min(1).max(300),
    notificationIds: z.array(z.uuid()).max(20_000).default([]),
    mailboxes: z.array(z.email()).max(200).default([]),
    /** What the mailboxes are sent (they have no row to read it from). */
    mail: z
      .object({
        title: z.string(),
        message: z.string(),
        priority: z.enum(NOTIFICATION_PRIORITIES),
        entityName: z.string().nullable(),
        link: z.string().nullable(),
        createdAt: z.iso.datetime(),
      })
      .optional(),
  }),
  options: { removeOnComplete: { age: 3600 }, removeOnFail: { age: 7 * 24 * 3600 } },
});

/**
 * Sends the digests of one frequency that are due (each user at their hour in their time zone: notifications/rules.ts
 * digestDue), one e-mail per user listing what arrived since their last digest. Run every hour by a built-in
 * schedule per frequency (DIGEST_SCHEDULES below); each user's digest is claimed with a conditional update of
 * NotificationDigest.lastSentAt, so two runs at once send it once.
 */
export const notificationDigestJob = defineJob({
  name: "notification-digest",
  queue: "email",
  schema: z.object({ frequency: z.enum(["hourly", "daily", "weekly", "monthly"]) }),
  options: { attempts: 3, removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } },
});

/**
 * The digests' built-in schedules (seeded by the dispatcher as Schedule rows: schedules/schedule-service.ts). All run
 * at the top of every hour: a daily digest goes out at 08:00 where each user is, which is a different UTC hour per
 * time zone; the job sends only the digests that are due.
 */
export const NOTIFICATION_DIGEST_SCHEDULES = (["hourly", "daily", "weekly", "monthly"] as const).map((frequency) => ({
  key: `${notificationDigestJob.name}-${frequency}`,
  name: `Send ${frequency} notification digests`,
  jobName: notificationDigestJob.name,
  payload: { frequency },
  cron: "0 * * * *",
  timeZone: "UTC",
}));
