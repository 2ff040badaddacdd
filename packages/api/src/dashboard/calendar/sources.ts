// Where each kind of calendar item comes from: one bounded query per kind on an index of its date, the rows read as
// items with their progress (status.ts decides the status). Dates are the organisation's calendar days; meetings and
// report runs are instants, placed on the day they fall on in the organisation's time zone.
import { TZDate } from "@date-fns/tz";
import type { PrismaClient } from "@tprm/db";
import { recordLink } from "../../comments/links.js";
import { addDays, calendarDateIn, type IsoDate, isoDate } from "../../lib/dates.js";
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
  /** Rows read per kind at most (the answer's cap plus one, to know it was cut). */
  take: number;
}

type Db = Pick<
  PrismaClient,
  "contract" | "riskAssessment" | "policy" | "committeeMeeting" | "workflow" | "schedule" | "report" | "$queryRaw"
>;

const day = (date: IsoDate) => new Date(`${date}T00:00:00.000Z`);

/** The instant a calendar day starts in a time zone. */
function startOf(date: IsoDate, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(TZDate.tz(timeZone, y, m - 1, d).getTime());
}

/** Instants from the first day's start to the day after the last (half-open). */
const instants = (r: Range) => ({ gte: startOf(r.from, r.timeZone), lt: startOf(addDays(r.to, 1), r.timeZone) });

function contractProgress(c: { status: string; stage: string }): CalendarProgress {
  if (c.status === "terminated") return "void";
  if (c.status === "expired") return "done";
  return c.stage === "renewal_termination" ? "started" : "open";
}

/** End dates of contracts with one in the range. */
async function contractEnds(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.contract.findMany({
    where: { endDate: { gte: day(r.from), lte: day(r.to) } },
    select: { id: true, name: true, reference: true, endDate: true, status: true, stage: true },
    orderBy: [{ endDate: "asc" }, { id: "asc" }],
    take: r.take,
  });
  return rows.map((c) => ({
    id: `contract_end:${c.id}`,
    kind: "contract_end",
    date: isoDate(c.endDate as Date),
    at: null,
    title: c.name,
    reference: c.reference,
    recordId: c.id,
    link: recordLink("contract", c.id),
    progress: contractProgress(c),
  }));
}

/**
 * Notice deadlines (contracts/rules.ts noticeDeadline: the end date less the notice period, for contracts that renew
 * automatically). The deadline is not stored, so the end date bounds the scan: it lies on or after the deadline.
 */
async function contractNotices(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.$queryRaw<
    { id: string; name: string; reference: string; notice: Date; status: string; stage: string }[]
  >`SELECT id, name, reference, ("endDate" - "noticePeriodDays") AS notice, status::text AS status, stage::text AS stage
    FROM "Contract"
    WHERE "autoRenewal" AND "noticePeriodDays" IS NOT NULL AND "endDate" >= ${day(r.from)}::date
      AND ("endDate" - "noticePeriodDays") BETWEEN ${day(r.from)}::date AND ${day(r.to)}::date
    ORDER BY notice, id
    LIMIT ${r.take}`;
  return rows.map((c) => ({
    id: `contract_notice:${c.id}`,
    kind: "contract_notice",
    date: isoDate(c.notice),
    at: null,
    title: c.name,
    reference: c.reference,
    recordId: c.id,
    link: recordLink("contract", c.id),
    progress: contractProgress(c),
  }));
}

/**
 * Next review dates of completed assessments. One no longer the vendor's latest completed assessment was superseded
 * by a newer one (the review took place); the latest is under way when the vendor has an assessment open.
 */
async function assessmentReviews(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.riskAssessment.findMany({
    where: { nextReviewDate: { gte: day(r.from), lte: day(r.to) }, status: "completed" },
    select: {
      id: true,
      reference: true,
      nextReviewDate: true,
      latestCompleted: true,
      vendorId: true,
      vendor: { select: { name: true } },
    },
    orderBy: [{ nextReviewDate: "asc" }, { id: "asc" }],
    take: r.take,
  });
  const latest = rows.filter((a) => a.latestCompleted).map((a) => a.vendorId);
  const open = latest.length
    ? await db.riskAssessment.findMany({
        where: { vendorId: { in: [...new Set(latest)] }, status: { in: ["draft", "in_progress"] } },
        select: { vendorId: true },
        distinct: ["vendorId"],
      })
    : [];
  const underWay = new Set(open.map((a) => a.vendorId));
  return rows.map((a) => ({
    id: `assessment_review:${a.id}`,
    kind: "assessment_review",
    date: isoDate(a.nextReviewDate as Date),
    at: null,
    title: a.vendor.name,
    reference: a.reference,
    recordId: a.id,
    link: recordLink("assessment", a.id),
    progress: !a.latestCompleted ? "done" : underWay.has(a.vendorId) ? "started" : "open",
  }));
}

/** Review dates of policies in the library (archived ones left out). */
async function policyReviews(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.policy.findMany({
    where: { archived: false, reviewDate: { gte: day(r.from), lte: day(r.to) } },
    select: { id: true, name: true, reference: true, reviewDate: true, status: true },
    orderBy: [{ reviewDate: "asc" }, { id: "asc" }],
    take: r.take,
  });
  return rows.map((p) => ({
    id: `policy_review:${p.id}`,
    kind: "policy_review",
    date: isoDate(p.reviewDate),
    at: null,
    title: p.name,
    reference: p.reference,
    recordId: p.id,
    link: recordLink("policy", p.id),
    progress: p.status === "inactive" ? "void" : p.status === "under_review" ? "started" : "open",
  }));
}

async function committeeMeetings(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.committeeMeeting.findMany({
    where: { scheduledAt: instants(r) },
    select: { id: true, scheduledAt: true, status: true, committeeId: true, committee: { select: { name: true } } },
    orderBy: [{ scheduledAt: "asc" }, { id: "asc" }],
    take: r.take,
  });
  return rows.map((m) => ({
    id: `committee_meeting:${m.id}`,
    kind: "committee_meeting",
    date: calendarDateIn(m.scheduledAt, r.timeZone),
    at: m.scheduledAt,
    title: m.committee.name,
    reference: null,
    recordId: m.committeeId,
    link: recordLink("committee", m.committeeId),
    progress: m.status === "held" ? "done" : m.status === "cancelled" ? "void" : "open",
  }));
}

/** Target dates of workflows: every workflow is under way from its creation until it ends. */
async function workflowTargets(db: Db, r: Range): Promise<SourceItem[]> {
  const rows = await db.workflow.findMany({
    where: { targetDate: { gte: day(r.from), lte: day(r.to) } },
    select: { id: true, name: true, reference: true, targetDate: true, status: true },
    orderBy: [{ targetDate: "asc" }, { id: "asc" }],
    take: r.take,
  });
  return rows.map((w) => ({
    id: `workflow_target:${w.id}`,
    kind: "workflow_target",
    date: isoDate(w.targetDate),
    at: null,
    title: w.name,
    reference: w.reference,
    recordId: w.id,
    link: recordLink("workflow", w.id),
    progress:
      w.status === "completed" || w.status === "approved"
        ? "done"
        : w.status === "cancelled" || w.status === "rejected"
          ? "void"
          : "started",
  }));
}

/** Scheduled reports' next runs (the report's Schedule row, key "report:<id>"); a paused schedule will not run. */
async function reportRuns(db: Db, r: Range): Promise<SourceItem[]> {
  const schedules = await db.schedule.findMany({
    where: { key: { startsWith: "report:" }, nextRunAt: instants(r) },
    select: { id: true, nextRunAt: true, paused: true },
    orderBy: [{ nextRunAt: "asc" }, { id: "asc" }],
    take: r.take,
  });
  if (schedules.length === 0) return [];
  const reports = await db.report.findMany({
    where: { scheduleId: { in: schedules.map((s) => s.id) }, deletedAt: null },
    select: { id: true, name: true, scheduleId: true },
  });
  const bySchedule = new Map(reports.map((rep) => [rep.scheduleId, rep]));
  return schedules.flatMap((s) => {
    const rep = bySchedule.get(s.id);
    if (!rep) return [];
    const date = calendarDateIn(s.nextRunAt, r.timeZone);
    return [
      {
        id: `report_run:${rep.id}:${date}`,
        kind: "report_run" as const,
        date,
        at: s.nextRunAt,
        title: rep.name,
        reference: null,
        recordId: rep.id,
        link: `/reports?q=${encodeURIComponent(rep.name)}`,
        progress: s.paused ? ("void" as const) : ("open" as const),
      },
    ];
  });
}

export const SOURCES: Readonly<Record<CalendarKind, (db: Db, r: Range) => Promise<SourceItem[]>>> = {
  contract_notice: contractNotices,
  contract_end: contractEnds,
  assessment_review: assessmentReviews,
  policy_review: policyReviews,
  committee_meeting: committeeMeetings,
  workflow_target: workflowTargets,
  report_run: reportRuns,
};
