// Where each kind of calendar item comes from, as one statement: a branch per kind the caller may view, each a range
// on an index of its date, merged in date order and cut at the answer's size — PostgreSQL returns only the rows
// answered, however many fall in the range (at 100,000 vendors a month holds thousands; docs/benchmarks.md). Each
// branch says where its record stands (progress); status.ts decides the status. Dates are the organisation's
// calendar days; meetings and report runs are instants, placed on the day they fall on in its time zone.
import { TZDate } from "@date-fns/tz";
import { Prisma, type SqlPool, sqlRows } from "@tprm/db";
import { recordLink } from "../../comments/links.js";
import { addDays, type IsoDate, isoDate } from "../../lib/dates.js";
import type { CalendarKind } from "./schemas.js";
import type { CalendarProgress } from "./status.js";

export interface SourceItem {
  id: string;
  kind: CalendarKind;
  date: IsoDate;
  at: Date | null;
  title: string;
  reference: string | null;
  recordId: string;
  link: string;
  progress: CalendarProgress;
}

export interface Range {
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
  /** Rows read at most (the answer's cap plus one, to know it was cut). */
  take: number;
}

/** The instant a calendar day starts in a time zone. */
function startOf(date: IsoDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(TZDate.tz(timeZone, y, m - 1, d).getTime());
}

/** An instant as the columns hold it: timestamp without time zone, in UTC (Prisma's DateTime). */
const utc = (instant: Date) => Prisma.sql`(${instant.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** Contracts: terminated → void, expired → done, in the renewal/termination stage → started. */
const CONTRACT_PROGRESS = Prisma.sql`CASE WHEN c."status" = 'terminated' THEN 'void' WHEN c."status" = 'expired' THEN 'done'
  WHEN c."stage" = 'renewal_termination' THEN 'started' ELSE 'open' END`;

function select(kind: CalendarKind, r: Range): Prisma.Sql {
  const { from, to } = r;
  const startsAt = startOf(r.from, r.timeZone);
  const endsBefore = startOf(addDays(r.to, 1), r.timeZone);
  switch (kind) {
    // The notice deadline (contracts/rules.ts noticeDeadline) is not stored: the end date, on or after it, bounds the scan.
    case "contract_notice":
      return Prisma.sql`SELECT 'contract_notice' AS kind, c."id"::text AS "recordId", (c."endDate" - c."noticePeriodDays") AS day,
          NULL::timestamp AS at, c."name" AS title, c."reference" AS reference, ${CONTRACT_PROGRESS} AS progress
        FROM "Contract" c
        WHERE c."autoRenewal" AND c."noticePeriodDays" IS NOT NULL AND c."endDate" >= ${from}::date
          AND (c."endDate" - c."noticePeriodDays") BETWEEN ${from}::date AND ${to}::date`;
    case "contract_end":
      return Prisma.sql`SELECT 'contract_end', c."id"::text, c."endDate", NULL::timestamp, c."name", c."reference", ${CONTRACT_PROGRESS}
        FROM "Contract" c WHERE c."endDate" BETWEEN ${from}::date AND ${to}::date`;
    // A completed assessment no longer the vendor's latest was superseded (the review took place); the latest is
    // under way when the vendor has an assessment open.
    case "assessment_review":
      return Prisma.sql`SELECT 'assessment_review', a."id"::text, a."nextReviewDate", NULL::timestamp, v."name", a."reference",
          CASE WHEN NOT a."latestCompleted" THEN 'done'
            WHEN EXISTS (SELECT 1 FROM "RiskAssessment" o WHERE o."vendorId" = a."vendorId" AND o."status" IN ('draft', 'in_progress'))
            THEN 'started' ELSE 'open' END
        FROM "RiskAssessment" a JOIN "Vendor" v ON v."id" = a."vendorId"
        WHERE a."status" = 'completed' AND a."nextReviewDate" BETWEEN ${from}::date AND ${to}::date`;
    case "policy_review":
      return Prisma.sql`SELECT 'policy_review', p."id"::text, p."reviewDate", NULL::timestamp, p."name", p."reference",
          CASE WHEN p."status" = 'inactive' THEN 'void' WHEN p."status" = 'under_review' THEN 'started' ELSE 'open' END
        FROM "Policy" p WHERE NOT p."archived" AND p."reviewDate" BETWEEN ${from}::date AND ${to}::date`;
    case "committee_meeting":
      return Prisma.sql`SELECT 'committee_meeting', m."id"::text || ' ' || m."committeeId"::text,
          ((m."scheduledAt" AT TIME ZONE 'UTC') AT TIME ZONE ${r.timeZone})::date, m."scheduledAt", k."name", NULL,
          CASE WHEN m."status" = 'held' THEN 'done' WHEN m."status" = 'cancelled' THEN 'void' ELSE 'open' END
        FROM "CommitteeMeeting" m JOIN "Committee" k ON k."id" = m."committeeId"
        WHERE m."scheduledAt" >= ${utc(startsAt)} AND m."scheduledAt" < ${utc(endsBefore)}`;
    // Every workflow is under way from its creation until it ends.
    case "workflow_target":
      return Prisma.sql`SELECT 'workflow_target', w."id"::text, w."targetDate", NULL::timestamp, w."name", w."reference",
          CASE WHEN w."status" IN ('completed', 'approved') THEN 'done' WHEN w."status" IN ('cancelled', 'rejected') THEN 'void'
            ELSE 'started' END
        FROM "Workflow" w WHERE w."targetDate" BETWEEN ${from}::date AND ${to}::date`;
    // A scheduled report's next run (its Schedule row, key "report:<id>"); a paused schedule will not run.
    case "report_run":
      return Prisma.sql`SELECT 'report_run', rep."id"::text, ((s."nextRunAt" AT TIME ZONE 'UTC') AT TIME ZONE ${r.timeZone})::date, s."nextRunAt",
          rep."name", NULL, CASE WHEN s."paused" THEN 'void' ELSE 'open' END
        FROM "Schedule" s JOIN "Report" rep ON rep."scheduleId" = s."id" AND rep."deletedAt" IS NULL
        WHERE s."key" LIKE 'report:%' AND s."nextRunAt" >= ${utc(startsAt)} AND s."nextRunAt" < ${utc(endsBefore)}`;
  }
}

interface Row {
  kind: CalendarKind;
  recordId: string;
  day: Date;
  at: Date | null;
  title: string;
  reference: string | null;
  progress: CalendarProgress;
}

function toItem(row: Row): SourceItem {
  const date = isoDate(row.day);
  const base = { kind: row.kind, date, at: row.at, title: row.title, reference: row.reference, progress: row.progress };
  switch (row.kind) {
    case "contract_notice":
    case "contract_end":
      return {
        ...base,
        id: `${row.kind}:${row.recordId}`,
        recordId: row.recordId,
        link: recordLink("contract", row.recordId),
      };
    case "assessment_review":
      return {
        ...base,
        id: `${row.kind}:${row.recordId}`,
        recordId: row.recordId,
        link: recordLink("assessment", row.recordId),
      };
    case "policy_review":
      return {
        ...base,
        id: `${row.kind}:${row.recordId}`,
        recordId: row.recordId,
        link: recordLink("policy", row.recordId),
      };
    case "committee_meeting": {
      const [meetingId = "", committeeId = ""] = row.recordId.split(" ");
      return {
        ...base,
        id: `${row.kind}:${meetingId}`,
        recordId: committeeId,
        link: recordLink("committee", committeeId),
      };
    }
    case "workflow_target":
      return {
        ...base,
        id: `${row.kind}:${row.recordId}`,
        recordId: row.recordId,
        link: recordLink("workflow", row.recordId),
      };
    case "report_run":
      return {
        ...base,
        id: `${row.kind}:${row.recordId}:${date}`,
        recordId: row.recordId,
        link: `/reports?q=${encodeURIComponent(row.title)}`,
      };
  }
}

/** ORDER BY each branch's indexed date (and LIMIT): the branch stops after the rows the answer can hold. */
const BRANCH_ORDER: Readonly<Record<CalendarKind, Prisma.Sql>> = {
  contract_notice: Prisma.raw(`(c."endDate" - c."noticePeriodDays"), c."id"`),
  contract_end: Prisma.raw(`c."endDate", c."id"`),
  assessment_review: Prisma.raw(`a."nextReviewDate", a."id"`),
  policy_review: Prisma.raw(`p."reviewDate", p."id"`),
  committee_meeting: Prisma.raw(`m."scheduledAt", m."id"`),
  workflow_target: Prisma.raw(`w."targetDate", w."id"`),
  report_run: Prisma.raw(`s."nextRunAt", rep."id"`),
};

const branch = (kind: CalendarKind, r: Range) =>
  Prisma.sql`${select(kind, r)} ORDER BY ${BRANCH_ORDER[kind]} LIMIT ${r.take}`;

/** The items of `kinds` from `from` to `to`, by day, kind and record, at most `take` of them. */
export async function readItems(sql: SqlPool, kinds: readonly CalendarKind[], r: Range): Promise<SourceItem[]> {
  if (kinds.length === 0) return [];
  const union = Prisma.join(
    kinds.map((kind) => Prisma.sql`(${branch(kind, r)})`),
    " UNION ALL ",
  );
  const rows = await sqlRows<Row>(
    sql,
    Prisma.sql`SELECT kind, "recordId", day, at, title, reference, progress
      FROM (${union}) AS item (kind, "recordId", day, at, title, reference, progress)
      ORDER BY day, kind, "recordId" LIMIT ${r.take}`,
  );
  return rows.map(toItem);
}
