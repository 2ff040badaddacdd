// The daily policy review job (issue 15 item 6; docs/GOVERNANCE.md, Review reminders). For each policy neither
// archived nor inactive, on the organisation's calendar: a reminder 30 and 14 days before its review date and one
// once the date has passed (rules.ts dueReviewReminder), to its owner (the ownerId user when active, else the
// Compliance and Compliance Officer roles); when the date has passed, the policy becomes Expired (a status_changed
// PolicyEvent and an audit row). Inserting the PolicyReviewReminder row (policy, review date, threshold) decides: a
// run repeated the same day sends nothing new, and a moved review date starts a new series. Read in pages, only the
// policies whose reached threshold has no reminder yet.
import { Prisma, type PrismaClient } from "@tprm/db";
import { recordChange, SYSTEM } from "../../audit/record-change.js";
import { addDays, daysBetween, type IsoDate, todayIn } from "../../lib/dates.js";
import { clip } from "../../lib/text.js";
import { notify } from "../../notifications/notify.js";
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX } from "../../schemas/notifications.js";
import { dueReviewReminder, REVIEW_PASSED, REVIEW_REMINDER_THRESHOLDS, type ReviewReminderThreshold } from "./rules.js";

/** Policies read per query. */
export const POLICY_REVIEW_BATCH = 200;
/** Who hears when a policy has no active owner user. */
export const POLICY_REVIEW_FALLBACK_ROLES = ["Compliance", "Compliance Officer"];

const HORIZON = Math.max(...REVIEW_REMINDER_THRESHOLDS);
const IN_SCOPE = Prisma.sql`NOT p."archived" AND p."status" <> 'inactive'`;

export interface PolicyReviewRun {
  today: IsoDate;
  /** Reminders sent now (0 on a rerun the same day). */
  reminders: number;
  /** Policies marked Expired now. */
  expired: number;
  /** Notification rows written now. */
  notified: number;
}

interface Candidate {
  id: string;
  reference: string;
  name: string;
  status: string;
  ownerId: string | null;
  ownerActive: boolean;
  reviewDate: IsoDate;
  sent: number[];
}

/** The threshold `left` days reach, in SQL: the same steps as rules.ts, to skip policies already reminded. */
const reachedSql = (left: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${left} < 0 THEN ${REVIEW_PASSED}::int ${Prisma.join(
    [...REVIEW_REMINDER_THRESHOLDS]
      .sort((a, b) => a - b)
      .map((t) => Prisma.sql`WHEN ${left} <= ${t}::int THEN ${t}::int`),
    " ",
  )} END`;

function candidatePage(db: PrismaClient, today: IsoDate, after: { reviewDate: IsoDate; id: string } | null) {
  const left = Prisma.sql`(p."reviewDate" - ${today}::date)`;
  return db.$queryRaw<Candidate[]>`
    SELECT p."id", p."reference", p."name", p."status"::text AS "status", p."ownerId",
      COALESCE(u."status" = 'active', false) AS "ownerActive", to_char(p."reviewDate", 'YYYY-MM-DD') AS "reviewDate",
      ARRAY(SELECT r."threshold" FROM "PolicyReviewReminder" r
            WHERE r."policyId" = p."id" AND r."reviewDate" = p."reviewDate") AS "sent"
    FROM "Policy" p LEFT JOIN "User" u ON u."id" = p."ownerId"
    WHERE ${IN_SCOPE} AND p."reviewDate" <= ${addDays(today, HORIZON)}::date
      AND NOT EXISTS (SELECT 1 FROM "PolicyReviewReminder" r WHERE r."policyId" = p."id"
                        AND r."reviewDate" = p."reviewDate" AND r."threshold" = ${reachedSql(left)})
      ${after ? Prisma.sql`AND (p."reviewDate", p."id") > (${after.reviewDate}::date, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY p."reviewDate", p."id"
    LIMIT ${POLICY_REVIEW_BATCH}`;
}

function reminderText(p: Candidate, threshold: ReviewReminderThreshold, today: IsoDate) {
  const left = daysBetween(today, p.reviewDate);
  if (threshold === REVIEW_PASSED) {
    return {
      title: clip(`${p.name}: review date passed, policy expired (${p.reference})`, NOTIFICATION_TITLE_MAX),
      message: clip(
        `The review date of ${p.reference} ${p.name} was ${p.reviewDate}. The policy is now Expired: review it and ` +
          "set a new review date.",
        NOTIFICATION_MESSAGE_MAX,
      ),
    };
  }
  const when = left === 0 ? "today" : `in ${left} day${left === 1 ? "" : "s"}`;
  return {
    title: clip(`${p.name}: review due ${when} (${p.reference})`, NOTIFICATION_TITLE_MAX),
    message: clip(
      `The policy ${p.reference} ${p.name} is due for review on ${p.reviewDate} (${when}). Review it before then, or ` +
        "it will show as Expired.",
      NOTIFICATION_MESSAGE_MAX,
    ),
  };
}

/** Sends one policy's reminder and, once passed, expires it: in one transaction, only if its row is inserted now. */
async function remind(
  db: PrismaClient,
  p: Candidate,
  threshold: ReviewReminderThreshold,
  today: IsoDate,
  run: PolicyReviewRun,
) {
  await db.$transaction(async (tx) => {
    // The policy's row locked and its status read now, not the candidate query's: a status moved meanwhile is the one
    // the expiry starts from (the history and the audit row name it), and no move slips in between.
    const [locked] = await tx.$queryRaw<{ status: string }[]>`
      SELECT "status"::text AS "status" FROM "Policy" WHERE "id" = ${p.id}::uuid FOR UPDATE`;
    if (!locked) return;
    const inserted = await tx.$executeRaw`
      INSERT INTO "PolicyReviewReminder" ("policyId", "reviewDate", "threshold")
      SELECT p."id", p."reviewDate", ${threshold}::int FROM "Policy" p
      WHERE p."id" = ${p.id}::uuid AND p."reviewDate" = ${p.reviewDate}::date AND ${IN_SCOPE}
      ON CONFLICT DO NOTHING`;
    if (inserted !== 1) return;
    const status = locked.status;
    if (threshold === REVIEW_PASSED && status !== "expired") {
      const now = new Date();
      await tx.policy.update({
        where: { id: p.id },
        data: { status: "expired", statusChangedAt: now, statusChangedById: null },
      });
      await tx.policyEvent.create({
        data: {
          policyId: p.id,
          kind: "status_changed",
          fromStatus: status as never,
          toStatus: "expired",
          note: `Review date ${p.reviewDate} passed`,
        },
      });
      await recordChange(tx, SYSTEM, {
        entityType: "Policy",
        entityId: p.id,
        action: "UPDATE",
        description: `${p.reference} ${p.name} expired: its review date ${p.reviewDate} passed`,
        before: { status },
        after: { status: "expired", statusChangedAt: now },
      });
      run.expired += 1;
    }
    const result = await notify(tx, SYSTEM, {
      eventKey: `policy.review:${p.id}:${p.reviewDate}:${threshold}`,
      eventType: threshold === REVIEW_PASSED ? "policy.reviewPassed" : "policy.reviewDue",
      type: "governance",
      priority: threshold === REVIEW_PASSED ? "high" : threshold === 14 ? "high" : "medium",
      ...reminderText(p, threshold, today),
      entity: { type: "Policy", id: p.id, name: p.reference },
      link: `/governance?tab=policies&policy=${encodeURIComponent(p.id)}`,
      audience: p.ownerId && p.ownerActive ? { users: [p.ownerId] } : { roles: POLICY_REVIEW_FALLBACK_ROLES },
    });
    run.reminders += 1;
    run.notified += result.recipients;
  });
}

/**
 * Runs the day's policy review reminders and expiries. `today` (a calendar day) overrides the organisation's date
 * computed from `timeZone` and `now`, for tests and catch-up runs.
 */
export async function runPolicyReviewReminders(
  db: PrismaClient,
  options: { timeZone: string; now?: Date; today?: IsoDate },
): Promise<PolicyReviewRun> {
  const today = options.today ?? todayIn(options.timeZone, options.now);
  const run: PolicyReviewRun = { today, reminders: 0, expired: 0, notified: 0 };
  let after: { reviewDate: IsoDate; id: string } | null = null;
  for (;;) {
    const page = await candidatePage(db, today, after);
    for (const p of page) {
      // The SQL found the candidates; the rule decides what is due.
      const threshold = dueReviewReminder(p.reviewDate, today, p.sent);
      if (threshold !== null) await remind(db, p, threshold, today, run);
    }
    const last = page[page.length - 1];
    if (!last || page.length < POLICY_REVIEW_BATCH) break;
    after = { reviewDate: last.reviewDate, id: last.id };
  }
  return run;
}
