// Digests (the worker's notification-digest job, run every hour per frequency by built-in schedules): one e-mail per
// user whose digest is due (rules.ts digestDue), listing what arrived since their last digest, in their language and
// time zone. Each digest is claimed by moving NotificationDigest.lastSentAt from the value read, in the transaction
// that stamps the listed notifications and writes the e-mail's outbox event: two runs at once send it once.
import { Prisma, type PrismaClient } from "@tprm/db";
import { emailPayload, sendEmailJob } from "../jobs/send-email.js";
import { personName } from "../lib/people.js";
import { DIGEST_MAX_ITEMS, notificationDigestEmail } from "../mail/notification-templates.js";
import { outboxEvent, writeOutboxEvents } from "../outbox/events.js";
import { DIGEST_FREQUENCIES } from "../schemas/settings.js";
import { settingsOf } from "../settings/public.js";
import { mailItem } from "./delivery.js";
import { type DigestSchedule, digestDue } from "./rules.js";

/**
 * A notification committed a little after it was written (a long transaction) can carry a createdAt before the last
 * digest's time: the next digest looks back this far before lastSentAt for such late ones (emailedAt tells what was
 * already sent).
 */
export const DIGEST_LATE_MARGIN_MS = 10 * 60_000;

const LATE_MARGIN = Prisma.raw(`interval '${DIGEST_LATE_MARGIN_MS} milliseconds'`);
const BATCH = 500;
const NO_USER = "00000000-0000-0000-0000-000000000000";

interface Candidate {
  userId: string;
}

/** Users who may have a digest of this frequency waiting: active, e-mail on, something not yet e-mailed. */
function candidates(db: PrismaClient, frequency: DigestSchedule, after: string) {
  const known = Prisma.join([...DIGEST_FREQUENCIES]);
  return db.$queryRaw<Candidate[]>(Prisma.sql`
    SELECT DISTINCT n."userId"::text AS "userId"
    FROM "Notification" n
    JOIN "User" u ON u."id" = n."userId" AND u."status" = 'active'
    LEFT JOIN "UserSettings" s ON s."userId" = n."userId"
    LEFT JOIN "NotificationDigest" d ON d."userId" = n."userId"
    WHERE n."emailedAt" IS NULL
      AND n."userId" > ${after}::uuid
      AND (d."lastSentAt" IS NULL
           OR n."createdAt" > d."lastSentAt" - ${LATE_MARGIN})
      AND COALESCE(s."emailNotifications", true)
      AND (CASE WHEN s."digestFrequency" IN (${known}) THEN s."digestFrequency" ELSE 'daily' END) = ${frequency}
    ORDER BY "userId"
    LIMIT ${BATCH}`);
}

/** Sends every digest of `frequency` that is due now. Returns how many e-mails it wrote. */
export async function sendDueDigests(
  db: PrismaClient,
  frequency: DigestSchedule,
  options: { appUrl: string; now?: Date },
): Promise<{ sent: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  let after = NO_USER;
  for (;;) {
    const batch = await candidates(db, frequency, after);
    for (const { userId } of batch) {
      if (await sendDigest(db, userId, frequency, now, options.appUrl)) sent += 1;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.userId;
  }
  return { sent };
}

async function sendDigest(db: PrismaClient, userId: string, frequency: DigestSchedule, now: Date, appUrl: string) {
  return db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { email: true, firstName: true, lastName: true, status: true, settings: true, notificationDigest: true },
    });
    if (user?.status !== "active") return false;
    const settings = settingsOf(user.settings);
    if (!settings.emailNotifications || settings.digestFrequency !== frequency) return false;
    const lastSentAt = user.notificationDigest?.lastSentAt ?? null;
    const pending: Prisma.NotificationWhereInput = {
      userId,
      emailedAt: null,
      createdAt: { lte: now, ...(lastSentAt ? { gt: new Date(lastSentAt.getTime() - DIGEST_LATE_MARGIN_MS) } : {}) },
    };
    const oldest = await tx.notification.findFirst({ where: pending, orderBy: { createdAt: "asc" } });
    const due = digestDue({
      frequency,
      lastSentAt,
      oldestPendingAt: oldest?.createdAt ?? null,
      now,
      timeZone: settings.timezone,
    });
    if (!due) return false;
    const claimed = lastSentAt
      ? await tx.notificationDigest.updateMany({ where: { userId, lastSentAt }, data: { lastSentAt: now } })
      : await tx.notificationDigest.createMany({ data: [{ userId, lastSentAt: now }], skipDuplicates: true });
    if (claimed.count !== 1) return false; // another run sent it
    const listed = await tx.notification.findMany({
      where: pending,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: DIGEST_MAX_ITEMS,
    });
    const { count } = await tx.notification.updateMany({ where: pending, data: { emailedAt: now } });
    await writeOutboxEvents(tx, [
      outboxEvent(
        sendEmailJob,
        emailPayload(notificationDigestEmail, user.email, {
          name: personName(user),
          language: settings.language,
          timeZone: settings.timezone,
          frequency,
          items: listed.map((row) => mailItem(row, appUrl)),
          more: Math.max(0, count - listed.length),
        }),
      ),
    ]);
    return true;
  });
}
