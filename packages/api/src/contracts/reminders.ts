// The daily contract job (issue 14; docs/CONTRACTS.md, "Dates"): for each running contract (not expired or
// terminated) with an end date, on the organisation's calendar:
// 1. an automatically renewing contract whose end date has passed renews tacitly (rules.ts renewedEndDate): its end
//    date moves on by whole terms, a `renewed` event and an audit row record it;
// 2. any other contract whose end date has passed expires: expiredAt, status Expired (rules.ts contractStatus), an
//    `expired` event, an audit row, and the owner, Legal, Legal Counsel and Procurement are told;
// 3. a reminder goes out 90, 60 and 30 days before the end date and, for a contract renewing automatically, before
//    the notice deadline (rules.ts dueReminder). Inserting its ContractReminder row decides: a run repeated the same
//    day inserts nothing and sends nothing, and a new deadline (after a renewal) starts a new series.
// Everything is read in pages and written set-based per page, and only contracts with something due are read: ended
// ones and those with a deadline within 90 days (the partial index Contract_running_end_idx).
import { Prisma, type PrismaClient } from "@tprm/db";
import { recordChanges, SYSTEM } from "../audit/record-change.js";
import { addDays, type IsoDate, todayIn } from "../lib/dates.js";
import { notify } from "../notifications/notify.js";
import { CONTRACT_ENTITY, contractLink } from "./dto.js";
import { expiryText, type ReminderKind, reminderPriority, reminderText, renewalNote } from "./reminder-messages.js";
import {
  type ContractStageValue,
  type ContractStatusValue,
  contractStatus,
  dueReminder,
  expiresOn,
  noticeDeadline,
  REMINDER_THRESHOLDS,
  type ReminderThreshold,
  renewedEndDate,
} from "./rules.js";

/** Contracts read per query, and written per transaction. */
export const CONTRACT_JOB_BATCH = 500;

/** Reminders sent per transaction, and transactions at once (a share of the connection pool of 10). */
const REMINDER_SHARE = 50;
const REMINDER_CONCURRENCY = 4;

/** Who hears of reminders and expiries besides the contract's owner. */
export const CONTRACT_REMINDER_ROLES = ["Legal", "Legal Counsel", "Procurement"];

const HORIZON = Math.max(...REMINDER_THRESHOLDS);
const RUNNING = Prisma.sql`c."status" NOT IN ('expired', 'terminated') AND c."endDate" IS NOT NULL`;
/** Inside a transaction that sends one notification per contract of a page. */
const WRITE_TX = { timeout: 120_000, maxWait: 10_000 } as const;

export interface ContractJobRun {
  today: IsoDate;
  renewed: number;
  expired: number;
  /** Reminders sent now (0 on a rerun the same day). */
  reminders: number;
  /** Notification rows written now. */
  notified: number;
}

interface Subject {
  id: string;
  reference: string;
  name: string;
  vendorName: string;
  ownerId: string | null;
  endDate: IsoDate;
  renewalTermMonths: number | null;
}

interface Ended extends Subject {
  autoRenewal: boolean;
  stage: ContractStageValue;
  approved: boolean;
}

interface Candidate extends Subject {
  kind: ReminderKind;
  noticePeriodDays: number | null;
  deadline: IsoDate;
  sent: number[];
}

const SUBJECT_COLUMNS = Prisma.sql`c."id", c."reference", c."name", v."name" AS "vendorName", c."ownerId",
  to_char(c."endDate", 'YYYY-MM-DD') AS "endDate", c."renewalTermMonths"`;

const audience = (ownerId: string | null) => ({
  users: ownerId ? [ownerId] : [],
  roles: CONTRACT_REMINDER_ROLES,
});

async function endedPage(db: PrismaClient, today: IsoDate, after: { endDate: IsoDate; id: string } | null) {
  return db.$queryRaw<Ended[]>`
    SELECT ${SUBJECT_COLUMNS}, c."autoRenewal", c."stage"::text AS "stage", c."approvedAt" IS NOT NULL AS "approved"
    FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
    WHERE ${RUNNING} AND c."endDate" < ${today}::date
      ${after ? Prisma.sql`AND (c."endDate", c."id") > (${after.endDate}::date, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY c."endDate", c."id"
    LIMIT ${CONTRACT_JOB_BATCH}`;
}

/** Renews or expires one page of contracts whose end date has passed, in one transaction. */
async function settleEnded(db: PrismaClient, page: Ended[], today: IsoDate, run: ContractJobRun) {
  const renewals = page.flatMap((c) => {
    const renewal = renewedEndDate(c, today);
    return renewal ? [{ c, ...renewal }] : [];
  });
  const expiries = page
    .filter((c) => !renewedEndDate(c, today) && expiresOn(c.endDate, today))
    .map((c) => ({
      c,
      status: contractStatus({ stage: c.stage, approved: c.approved, expired: true, terminated: false }),
    }));
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Each update checks the row still is what was read: a contract edited meanwhile is left to tomorrow's run.
    const renewed = renewals.length
      ? await tx.$queryRaw<{ id: string }[]>`
          UPDATE "Contract" c SET "endDate" = u."newEnd", "updatedAt" = ${now}
          FROM unnest(${renewals.map((r) => r.c.id)}::uuid[], ${renewals.map((r) => r.c.endDate)}::date[],
                      ${renewals.map((r) => r.endDate)}::date[]) AS u("id", "oldEnd", "newEnd")
          WHERE c."id" = u."id" AND c."endDate" = u."oldEnd" AND ${RUNNING} AND c."autoRenewal"
            AND c."renewalTermMonths" IS NOT NULL
          RETURNING c."id"`
      : [];
    const expired = expiries.length
      ? await tx.$queryRaw<{ id: string }[]>`
          UPDATE "Contract" c SET "status" = u."status"::"ContractStatus", "expiredAt" = ${now}, "updatedAt" = ${now}
          FROM unnest(${expiries.map((e) => e.c.id)}::uuid[], ${expiries.map((e) => e.c.endDate)}::date[],
                      ${expiries.map((e) => e.status)}::text[]) AS u("id", "endDate", "status")
          WHERE c."id" = u."id" AND c."endDate" = u."endDate" AND ${RUNNING}
            AND NOT (c."autoRenewal" AND c."renewalTermMonths" IS NOT NULL)
          RETURNING c."id"`
      : [];
    const renewedIds = new Set(renewed.map((r) => r.id));
    const expiredIds = new Set(expired.map((r) => r.id));
    const doneRenewals = renewals.filter((r) => renewedIds.has(r.c.id));
    const doneExpiries = expiries.filter((e) => expiredIds.has(e.c.id));
    await tx.contractEvent.createMany({
      data: [
        ...doneRenewals.map((r) => ({ contractId: r.c.id, kind: "renewed" as const, note: renewalNote(r.terms) })),
        ...doneExpiries.map((e) => ({ contractId: e.c.id, kind: "expired" as const })),
      ],
    });
    await recordChanges(tx, SYSTEM, [
      ...doneRenewals.map((r) => ({
        entityType: CONTRACT_ENTITY,
        entityId: r.c.id,
        action: "UPDATE" as const,
        description: `Renewed ${r.c.reference} automatically: end date ${r.c.endDate} → ${r.endDate}`,
        before: { endDate: r.c.endDate },
        after: { endDate: r.endDate, terms: r.terms },
      })),
      ...doneExpiries.map((e) => ({
        entityType: CONTRACT_ENTITY,
        entityId: e.c.id,
        action: "UPDATE" as const,
        description: `${e.c.reference} expired: its end date ${e.c.endDate} passed`,
        after: { status: e.status satisfies ContractStatusValue, expiredAt: now },
      })),
    ]);
    for (const { c } of doneExpiries) {
      const result = await notify(tx, SYSTEM, {
        eventKey: `contract.expired:${c.id}:${c.endDate}`,
        eventType: "contract.expired",
        type: "contract",
        priority: "high",
        ...expiryText(c),
        entity: { type: CONTRACT_ENTITY, id: c.id, name: c.reference },
        link: contractLink(c.id),
        audience: audience(c.ownerId),
      });
      run.notified += result.recipients;
    }
    run.renewed += doneRenewals.length;
    run.expired += doneExpiries.length;
  }, WRITE_TX);
}

/** The threshold a deadline `left` days away has reached, in SQL (rules.ts dueReminder: the tightest one). */
const reachedThresholdSql = (left: Prisma.Sql) =>
  Prisma.sql`CASE ${Prisma.join(
    [...REMINDER_THRESHOLDS].sort((a, b) => a - b).map((t) => Prisma.sql`WHEN ${left} <= ${t}::int THEN ${t}::int`),
    " ",
  )} END`;

/**
 * The deadlines within the horizon (90 days) of running contracts whose reached threshold has no reminder yet, with
 * the thresholds already sent for each: the end date of every contract, the notice deadline of those renewing
 * automatically. On an ordinary day that is the few crossing a threshold, not every deadline within 90 days.
 */
async function candidatePage(
  db: PrismaClient,
  today: IsoDate,
  after: { deadline: IsoDate; id: string; kind: ReminderKind } | null,
) {
  const horizon = addDays(today, HORIZON);
  return db.$queryRaw<Candidate[]>`
    WITH d AS (
      SELECT c."id", 'end'::"ContractReminderKind" AS "kind", c."endDate" AS "deadline"
      FROM "Contract" c WHERE ${RUNNING} AND c."endDate" BETWEEN ${today}::date AND ${horizon}::date
      UNION ALL
      SELECT c."id", 'notice'::"ContractReminderKind", c."endDate" - c."noticePeriodDays"
      FROM "Contract" c
      WHERE ${RUNNING} AND c."autoRenewal" AND c."noticePeriodDays" IS NOT NULL AND c."endDate" >= ${today}::date
        AND c."endDate" - c."noticePeriodDays" BETWEEN ${today}::date AND ${horizon}::date
    ), due AS (
      SELECT d.*, ${reachedThresholdSql(Prisma.sql`d."deadline" - ${today}::date`)} AS "threshold" FROM d
    )
    SELECT ${SUBJECT_COLUMNS}, c."noticePeriodDays", due."kind"::text AS "kind",
      to_char(due."deadline", 'YYYY-MM-DD') AS "deadline",
      ARRAY(SELECT r."threshold" FROM "ContractReminder" r
            WHERE r."contractId" = due."id" AND r."kind" = due."kind" AND r."deadline" = due."deadline") AS "sent"
    FROM due JOIN "Contract" c ON c."id" = due."id" JOIN "Vendor" v ON v."id" = c."vendorId"
    WHERE NOT EXISTS (SELECT 1 FROM "ContractReminder" r WHERE r."contractId" = due."id" AND r."kind" = due."kind"
                        AND r."deadline" = due."deadline" AND r."threshold" = due."threshold")
    ${
      after
        ? Prisma.sql`AND (due."deadline", due."id", due."kind"::text) > (${after.deadline}::date, ${after.id}::uuid, ${after.kind})`
        : Prisma.empty
    }
    ORDER BY due."deadline", due."id", due."kind"::text
    LIMIT ${CONTRACT_JOB_BATCH}`;
}

/** Sends a share of a page's due reminders in one transaction: only those whose ContractReminder row is inserted now. */
async function sendShare(
  db: PrismaClient,
  due: { c: Candidate; threshold: ReminderThreshold }[],
  today: IsoDate,
  run: ContractJobRun,
) {
  await db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ id: string; kind: ReminderKind; threshold: number }[]>`
      INSERT INTO "ContractReminder" ("contractId", "kind", "deadline", "threshold")
      SELECT * FROM unnest(${due.map((d) => d.c.id)}::uuid[], ${due.map((d) => d.c.kind)}::"ContractReminderKind"[],
                           ${due.map((d) => d.c.deadline)}::date[], ${due.map((d) => d.threshold)}::int[])
      ON CONFLICT DO NOTHING
      RETURNING "contractId" AS "id", "kind"::text AS "kind", "threshold"`;
    const sent = new Set(inserted.map((r) => `${r.id}:${r.kind}:${r.threshold}`));
    for (const { c, threshold } of due) {
      if (!sent.has(`${c.id}:${c.kind}:${threshold}`)) continue;
      const result = await notify(tx, SYSTEM, {
        eventKey: `contract.reminder:${c.id}:${c.kind}:${c.deadline}:${threshold}`,
        eventType: c.kind === "notice" ? "contract.noticeDeadline" : "contract.endDate",
        type: "contract",
        priority: reminderPriority(threshold),
        ...reminderText(c, c.kind, c.deadline, today),
        entity: { type: CONTRACT_ENTITY, id: c.id, name: c.reference },
        link: contractLink(c.id),
        audience: audience(c.ownerId),
      });
      run.reminders += 1;
      run.notified += result.recipients;
    }
  }, WRITE_TX);
}

/**
 * Runs the day's renewals, expiries and reminders. `today` (a calendar day) overrides the organisation's date
 * computed from `timeZone` and `now`, for tests and catch-up runs.
 */
export async function runContractReminders(
  db: PrismaClient,
  options: { timeZone: string; now?: Date; today?: IsoDate },
): Promise<ContractJobRun> {
  const today = options.today ?? todayIn(options.timeZone, options.now);
  const run: ContractJobRun = { today, renewed: 0, expired: 0, reminders: 0, notified: 0 };

  let ended: { endDate: IsoDate; id: string } | null = null;
  for (;;) {
    const page = await endedPage(db, today, ended);
    if (page.length) await settleEnded(db, page, today, run);
    const last = page[page.length - 1];
    if (!last || page.length < CONTRACT_JOB_BATCH) break;
    ended = { endDate: last.endDate, id: last.id };
  }

  let after: { deadline: IsoDate; id: string; kind: ReminderKind } | null = null;
  for (;;) {
    const page = await candidatePage(db, today, after);
    const due = page.flatMap((c) => {
      // The SQL found the deadline; the rules (the ones the screens show) decide what it is and what is due.
      const deadline = c.kind === "notice" ? noticeDeadline({ ...c, autoRenewal: true }) : c.endDate;
      const threshold = dueReminder(deadline, today, c.sent);
      return deadline === null || threshold === null ? [] : [{ c: { ...c, deadline }, threshold }];
    });
    // In shares sent side by side: each reminder costs a few statements, and a transaction waits on each in turn.
    const shares = Array.from({ length: Math.ceil(due.length / REMINDER_SHARE) }, (_, i) =>
      due.slice(i * REMINDER_SHARE, (i + 1) * REMINDER_SHARE),
    );
    for (let i = 0; i < shares.length; i += REMINDER_CONCURRENCY) {
      await Promise.all(shares.slice(i, i + REMINDER_CONCURRENCY).map((share) => sendShare(db, share, today, run)));
    }
    const last = page[page.length - 1];
    if (!last || page.length < CONTRACT_JOB_BATCH) break;
    after = { deadline: last.deadline, id: last.id, kind: last.kind };
  }
  return run;
}
