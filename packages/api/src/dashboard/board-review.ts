// GET /api/dashboard/board-review: what a board pack needs (docs/DASHBOARD.md, "Board review") — the critical
// arrangements, the risk posture, the decisions taken (committees' and workflows') and what is overdue — and the
// Executive report's template, which the review's button generates through the reports domain.
import { Prisma, sqlRows } from "@tprm/db";
import type { SignedInContext } from "../context.js";
import { addDays, isoDate } from "../lib/dates.js";
import { seedBuiltInTemplates } from "../reports/templates.js";
import { BOARD_REVIEW_DECISION_DAYS, BOARD_REVIEW_ITEMS, type BoardReview } from "../schemas/dashboard.js";
import { boardReviewCache } from "./figure-cache.js";
import { poolReader, readRisk } from "./figures-sql.js";
import { organisationDay } from "./snapshot.js";

const OPEN_WORKFLOW = Prisma.sql`w."status" IN ('initiation', 'in_progress', 'pending', 'deferred')`;
const RUNNING_CONTRACT = Prisma.sql`c."status" NOT IN ('expired', 'terminated')`;

interface ArrangementRow {
  id: string;
  reference: string;
  name: string;
  vendorName: string | null;
  kind: "contract" | "workflow";
  status: string;
  endDate: Date | null;
}

function arrangementsStatement() {
  return Prisma.sql`
    (SELECT c."id", c."reference", c."name", v."name" AS "vendorName", 'contract' AS kind, c."status"::text AS status,
       c."endDate" AS "endDate"
     FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
     WHERE c."criticalFunction" AND ${RUNNING_CONTRACT}
     ORDER BY c."endDate" NULLS LAST, c."id" LIMIT ${BOARD_REVIEW_ITEMS})
    UNION ALL
    (SELECT w."id", w."reference", w."name", v."name", 'workflow', w."status"::text, w."targetDate"
     FROM "Workflow" w LEFT JOIN "Vendor" v ON v."id" = w."vendorId"
     WHERE w."materialityClassification" = 'critical' AND ${OPEN_WORKFLOW}
     ORDER BY w."targetDate", w."id" LIMIT ${BOARD_REVIEW_ITEMS})`;
}

function countsStatement(today: string) {
  return Prisma.sql`SELECT
    (SELECT count(*) FROM "Contract" c WHERE c."criticalFunction" AND ${RUNNING_CONTRACT})::int AS "criticalContracts",
    (SELECT count(*) FROM "Workflow" w WHERE w."materialityClassification" = 'critical' AND ${OPEN_WORKFLOW})::int
      AS "criticalWorkflows",
    (SELECT count(*) FROM "Vendor" v WHERE v."criticality" = 'critical' AND v."status" <> 'offboarded')::int
      AS "criticalVendors",
    (SELECT count(*) FROM "KpiBreach" k WHERE k."resolvedAt" IS NULL)::int AS "openKpiBreaches",
    (SELECT count(*) FROM "RiskAssessment" ra WHERE ra."latestCompleted" AND ra."nextReviewDate" < ${today}::date
      AND NOT EXISTS (SELECT 1 FROM "Vendor" ov WHERE ov."id" = ra."vendorId" AND ov."status" = 'offboarded'))::int
      AS "assessmentReviews",
    (SELECT count(*) FROM "Workflow" w WHERE ${OPEN_WORKFLOW} AND w."targetDate" < ${today}::date)::int AS workflows,
    (SELECT count(*) FROM "Policy" p WHERE NOT p."archived" AND p."status" <> 'inactive'
      AND p."reviewDate" < ${today}::date)::int AS "policyReviews",
    (SELECT count(*) FROM "PolicyAcknowledgement" a JOIN "User" u ON u."id" = a."userId"
      WHERE a."acknowledgedAt" IS NULL AND a."dueDate" < ${today}::date AND u."status" = 'active')::int
      AS acknowledgements,
    (SELECT t."id"::text FROM "ReportTemplate" t WHERE t."key" = 'executive' AND t."archivedAt" IS NULL)
      AS "executiveTemplateId",
    EXISTS (SELECT 1 FROM "ReportTemplate" t WHERE t."key" = 'executive') AS "executiveTemplateKnown"`;
}

interface CountsRow {
  criticalContracts: number;
  criticalWorkflows: number;
  criticalVendors: number;
  openKpiBreaches: number;
  assessmentReviews: number;
  workflows: number;
  policyReviews: number;
  acknowledgements: number;
  executiveTemplateId: string | null;
  executiveTemplateKnown: boolean;
}

interface DecisionRow {
  id: string;
  source: "committee" | "workflow";
  title: string;
  outcome: string;
  body: string | null;
  decidedAt: Date;
}

function decisionsStatement(since: string) {
  return Prisma.sql`
    (SELECT d."id", 'committee' AS source, cm."name" || ': ' || d."title" AS title, d."outcome"::text AS outcome,
       d."note" AS body, d."createdAt" AS "decidedAt"
     FROM "CommitteeDecision" d JOIN "CommitteeMeeting" m ON m."id" = d."meetingId"
     JOIN "Committee" cm ON cm."id" = m."committeeId"
     WHERE d."createdAt" >= ${since}::date ORDER BY d."createdAt" DESC LIMIT ${BOARD_REVIEW_ITEMS})
    UNION ALL
    (SELECT d."id", 'workflow', w."reference" || ' ' || w."name", d."decision"::text, d."reason", d."decidedAt"
     FROM "WorkflowDecision" d JOIN "Workflow" w ON w."id" = d."workflowId"
     WHERE d."decidedAt" >= ${since}::date ORDER BY d."decidedAt" DESC LIMIT ${BOARD_REVIEW_ITEMS})`;
}

async function executiveTemplate(ctx: SignedInContext): Promise<string | null> {
  await seedBuiltInTemplates(ctx.db);
  const row = await ctx.db.reportTemplate.findFirst({
    where: { key: "executive", archivedAt: null },
    select: { id: true },
  });
  return row?.id ?? null;
}

/** The board review is the same for every caller who may read it: measured once per process briefly (figure-cache.ts). */
export async function boardReview(ctx: SignedInContext): Promise<BoardReview> {
  const today = await organisationDay(ctx.db);
  const measured = await boardReviewCache.read(ctx.sql, today, () => measureBoardReview(ctx, today));
  return { ...measured.value, measuredAt: measured.measuredAt.toISOString() };
}

async function measureBoardReview(ctx: SignedInContext, today: string): Promise<Omit<BoardReview, "measuredAt">> {
  const [arrangements, [counts], decisions, risk] = await Promise.all([
    sqlRows<ArrangementRow>(ctx.sql, arrangementsStatement()),
    sqlRows<CountsRow>(ctx.sql, countsStatement(today)),
    sqlRows<DecisionRow>(ctx.sql, decisionsStatement(addDays(today, -BOARD_REVIEW_DECISION_DAYS))),
    readRisk(poolReader(ctx.sql)),
  ]);
  const c = counts as CountsRow;
  // The reports domain seeds its built-in templates when its screens first read them; the review may come first.
  const executiveTemplateId = c.executiveTemplateKnown ? c.executiveTemplateId : await executiveTemplate(ctx);
  const items = arrangements
    .map((a) => ({ ...a, endDate: a.endDate ? isoDate(a.endDate) : null }))
    .sort((a, b) => (a.endDate ?? "9999").localeCompare(b.endDate ?? "9999"))
    .slice(0, BOARD_REVIEW_ITEMS);
  return {
    asOf: today,
    criticalArrangements: { total: c.criticalContracts + c.criticalWorkflows, items },
    riskPosture: {
      riskScore: risk.riskScore,
      assessed: risk.assessed,
      byLevel: risk.riskByLevel,
      criticalVendors: c.criticalVendors,
      openKpiBreaches: c.openKpiBreaches,
    },
    decisions: decisions
      .sort((a, b) => b.decidedAt.getTime() - a.decidedAt.getTime())
      .slice(0, BOARD_REVIEW_ITEMS)
      .map((d) => ({ ...d, decidedAt: d.decidedAt.toISOString() })),
    overdue: {
      assessmentReviews: c.assessmentReviews,
      workflows: c.workflows,
      policyReviews: c.policyReviews,
      acknowledgements: c.acknowledgements,
    },
    executiveTemplateId,
  };
}
