// The daily reassessment reminders (issue 13, item 6): the lead assessor and the Risk Managers hear of each vendor's
// latest completed assessment whose next review is overdue or due within 30 days, the vendor not offboarded
// (reviewScopeSql and reviewDue in rules.ts: the same assessments the list shows under "Review due"), at most once a
// week per assessment. RiskAssessment.reminderSentOn holds the day it was last sent; submitting or changing the next
// review date clears it, so a new date is told anew. Each assessment is claimed (reminderSentOn set) and notified in
// one transaction: a rerun, a retried job or a second worker adds nothing that week. Read in pages of
// REVIEW_REMINDER_BATCH, so memory stays bounded whatever the volume.
import { Prisma, type PrismaClient, type RiskLevel } from "@tprm/db";
import { SYSTEM } from "../audit/record-change.js";
import { addDays, daysBetween, type IsoDate, todayIn } from "../lib/dates.js";
import { RISK_LEVEL_LABELS } from "../lib/risk-levels.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { asDay, RISK_ASSESSMENT_ENTITY, riskAssessmentLink } from "./dto.js";
import { reviewScopeSql } from "./list-filters.js";
import { REVIEW_DUE_SOON_DAYS, reviewDue } from "./rules.js";

/** Assessments read per query. */
export const REVIEW_REMINDER_BATCH = 200;

/** A reminder is sent again after this many days while the review is still due. */
export const REVIEW_REMINDER_INTERVAL_DAYS = 7;

/** Who is reminded besides the lead assessor. */
export const REVIEW_REMINDER_ROLES = ["Risk Manager"];

export interface ReviewReminderRun {
  today: IsoDate;
  /** Assessments reminded now (overdue and due within 30 days). */
  overdue: number;
  due: number;
  /** Notifications written now (0 on a rerun the same week). */
  notified: number;
}

interface Candidate {
  id: string;
  reference: string;
  leadAssessorId: string;
  nextReviewDate: IsoDate;
  overallRisk: RiskLevel | null;
  vendorName: string;
}

/** "2026-W48": the ISO 8601 week of a calendar date (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(day: IsoDate): string {
  const date = asDay(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

function candidatesStatement(today: IsoDate, after: { date: IsoDate; id: string } | null, limit: number) {
  const resendBefore = addDays(today, -REVIEW_REMINDER_INTERVAL_DAYS);
  return Prisma.sql`
    SELECT ra."id", ra."reference", ra."leadAssessorId", to_char(ra."nextReviewDate", 'YYYY-MM-DD') AS "nextReviewDate",
      ra."overallRisk", v."name" AS "vendorName"
    FROM "RiskAssessment" ra JOIN "Vendor" v ON v."id" = ra."vendorId"
    WHERE ra."nextReviewDate" <= ${addDays(today, REVIEW_DUE_SOON_DAYS)}::date
      AND ${reviewScopeSql()}
      AND (ra."reminderSentOn" IS NULL OR ra."reminderSentOn" <= ${resendBefore}::date)
      ${after ? Prisma.sql`AND (ra."nextReviewDate", ra."id") > (${after.date}::date, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY ra."nextReviewDate", ra."id"
    LIMIT ${limit}`;
}

function reminderText(a: Candidate, today: IsoDate) {
  const days = daysBetween(today, a.nextReviewDate);
  const risk = a.overallRisk ? `, ${RISK_LEVEL_LABELS[a.overallRisk]} risk` : "";
  const when =
    days < 0
      ? `was due on ${a.nextReviewDate} (${-days} day${days === -1 ? "" : "s"} ago)`
      : days === 0
        ? "is due today"
        : `is due on ${a.nextReviewDate} (in ${days} day${days === 1 ? "" : "s"})`;
  return {
    title: clip(
      `${a.vendorName}: reassessment ${days < 0 ? "overdue" : "due"} (${a.reference})`,
      NOTIFICATION_TITLE_MAX,
    ),
    message: clip(
      `The next review of ${a.vendorName} ${when}. Its latest completed risk assessment is ${a.reference}${risk}: ` +
        "start a new assessment.",
      NOTIFICATION_MESSAGE_MAX,
    ),
  };
}

/** Sends the week's reminders of reviews overdue or due within 30 days of today (organisation's calendar). */
export async function notifyAssessmentReviewsDue(
  db: PrismaClient,
  options: { timeZone: string; now?: Date; batchSize?: number },
): Promise<ReviewReminderRun> {
  const today = todayIn(options.timeZone, options.now);
  const resendBefore = addDays(today, -REVIEW_REMINDER_INTERVAL_DAYS);
  const run: ReviewReminderRun = { today, overdue: 0, due: 0, notified: 0 };
  let after: { date: IsoDate; id: string } | null = null;
  for (;;) {
    const batch: Candidate[] = await db.$queryRaw<Candidate[]>(
      candidatesStatement(today, after, options.batchSize ?? REVIEW_REMINDER_BATCH),
    );
    for (const a of batch) {
      const state = reviewDue(a.nextReviewDate, today);
      if (!state) continue;
      const { title, message } = reminderText(a, today);
      const recipients = await db.$transaction(async (tx) => {
        // The claim: only the run that moves reminderSentOn sends (raw, so the row's updatedAt stays the last edit).
        // Checked again at the claim: a newer submission or an offboarding since the page was read sends nothing.
        const claimed = await tx.$executeRaw`
          UPDATE "RiskAssessment" ra SET "reminderSentOn" = ${today}::date
          WHERE ra."id" = ${a.id}::uuid AND ra."nextReviewDate" = ${a.nextReviewDate}::date AND ${reviewScopeSql()}
            AND (ra."reminderSentOn" IS NULL OR ra."reminderSentOn" <= ${resendBefore}::date)`;
        if (claimed !== 1) return null;
        const result = await notify(tx, SYSTEM, {
          eventKey: `assessment.reviewDue:${a.id}:${a.nextReviewDate}:${isoWeek(today)}`,
          eventType: "assessment.reviewDue",
          type: "assessment",
          priority: state === "overdue" ? "high" : "medium",
          title,
          message,
          entity: { type: RISK_ASSESSMENT_ENTITY, id: a.id, name: a.reference },
          link: riskAssessmentLink(a.id),
          audience: { users: [a.leadAssessorId], roles: REVIEW_REMINDER_ROLES },
        });
        return result.recipients;
      });
      if (recipients === null) continue;
      run[state] += 1;
      run.notified += recipients;
    }
    const last = batch[batch.length - 1];
    if (!last || batch.length < (options.batchSize ?? REVIEW_REMINDER_BATCH)) break;
    after = { date: last.nextReviewDate, id: last.id };
  }
  return run;
}
