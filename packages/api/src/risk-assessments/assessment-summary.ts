// GET /api/risk-assessments/summary: the header's counts and the dashboard view's figures, each computed by
// PostgreSQL over the assessments the list's filters select (list-filters.ts), in three statements run together.
import { type AssessmentStatus, Prisma, type RiskLevel, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { addDays, todayIn } from "../lib/dates.js";
import { RISK_LEVELS } from "../lib/risk-levels.js";
import type { RiskAssessmentDashboard, riskAssessmentDashboardInput } from "../schemas/risk-assessments.js";
import { assessmentFilterSql, latestCompletedSql, reviewScopeSql } from "./list-filters.js";
import { ASSESSMENT_DOMAINS, ASSESSMENT_STATUSES, meanOfScores, REVIEW_DUE_BUCKETS } from "./rules.js";

/** How many vendors the heat map shows: those whose latest completed assessment scores highest. */
export const HEAT_MAP_VENDORS = 25;

type Filters = z.infer<typeof riskAssessmentDashboardInput>;

/** The column holding a copy of a domain's score on the assessment row (kept by triggers; null: not scored). */
const scoreColumn = (domain: string) => Prisma.raw(`ra."${domain}Score"`);

/**
 * One pass over the selected assessments: the count per overall risk and status, and per group each domain's sum and
 * count of scores (the copies on the row), from which the averages are worked out exactly.
 */
function countsStatement(where: Prisma.Sql) {
  const columns = ASSESSMENT_DOMAINS.map(
    (domain) => Prisma.sql`coalesce(sum(${scoreColumn(domain)}), 0)::int, count(${scoreColumn(domain)})::int`,
  );
  return Prisma.sql`
    SELECT ra."overallRisk" AS risk, ra."status" AS status, count(*)::int AS n,
      json_build_array(${Prisma.join(columns)}) AS figures
    FROM "RiskAssessment" ra WHERE ${where} GROUP BY 1, 2`;
}

/** Each vendor's latest completed assessment, if the filters select it, the highest weighted scores first. */
function heatMapStatement(where: Prisma.Sql) {
  return Prisma.sql`
    SELECT ra."id", ra."reference", ra."vendorId", v."name" AS "vendorName",
      json_build_array(${Prisma.join(ASSESSMENT_DOMAINS.map(scoreColumn))}) AS scores
    FROM "RiskAssessment" ra JOIN "Vendor" v ON v."id" = ra."vendorId"
    WHERE ${where} AND ${latestCompletedSql()}
    ORDER BY ra."overallScore" DESC NULLS LAST, v."name" ASC, ra."id" ASC
    LIMIT ${HEAT_MAP_VENDORS}`;
}

/**
 * Reviews due, each bucket after the earlier: overdue, then within 30, 60 and 90 days of today, over the assessments
 * whose review counts (reviewScopeSql: the vendor's latest completed one, the vendor not offboarded).
 */
function reviewsDueStatement(where: Prisma.Sql, today: string) {
  const [b30, b60, b90] = REVIEW_DUE_BUCKETS.map((days) => addDays(today, days));
  return Prisma.sql`
    SELECT
      count(*) FILTER (WHERE ra."nextReviewDate" < ${today}::date)::int AS overdue,
      count(*) FILTER (WHERE ra."nextReviewDate" BETWEEN ${today}::date AND ${b30}::date)::int AS within30,
      count(*) FILTER (WHERE ra."nextReviewDate" > ${b30}::date AND ra."nextReviewDate" <= ${b60}::date)::int AS within60,
      count(*) FILTER (WHERE ra."nextReviewDate" > ${b60}::date AND ra."nextReviewDate" <= ${b90}::date)::int AS within90
    FROM "RiskAssessment" ra
    WHERE ${where} AND ra."nextReviewDate" <= ${b90}::date AND ${reviewScopeSql()}`;
}

export async function riskAssessmentSummary(ctx: Context, filters: Filters): Promise<RiskAssessmentDashboard> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where = assessmentFilterSql(filters ?? {}, today);
  const [counts, heat, [due]] = await Promise.all([
    sqlRows<{ risk: RiskLevel | null; status: AssessmentStatus; n: number; figures: number[] }>(
      ctx.sql,
      countsStatement(where),
    ),
    sqlRows<{
      id: string;
      reference: string;
      vendorId: string;
      vendorName: string;
      scores: (number | null)[];
    }>(ctx.sql, heatMapStatement(where)),
    sqlRows<{ overdue: number; within30: number; within60: number; within90: number }>(
      ctx.sql,
      reviewsDueStatement(where, today),
    ),
  ]);
  const sum = (rows: typeof counts) => rows.reduce((total, row) => total + row.n, 0);
  const domainTotal = (i: number) => counts.reduce((total, row) => total + (row.figures[i] ?? 0), 0);
  return {
    total: sum(counts),
    highRisk: sum(counts.filter((c) => c.risk === "high" || c.risk === "critical")),
    byRisk: [...RISK_LEVELS, null].map((risk) => ({ risk, count: sum(counts.filter((c) => c.risk === risk)) })),
    byStatus: ASSESSMENT_STATUSES.map((status) => ({ status, count: sum(counts.filter((c) => c.status === status)) })),
    domainAverages: ASSESSMENT_DOMAINS.map((domain, i) => {
      const [total, scored] = [domainTotal(2 * i), domainTotal(2 * i + 1)];
      return { domain, average: scored ? meanOfScores(total, scored) : null, scored };
    }),
    heatMap: {
      vendors: heat.map((h) => ({
        vendor: { id: h.vendorId, name: h.vendorName },
        assessmentId: h.id,
        reference: h.reference,
        scores: ASSESSMENT_DOMAINS.map((domain, i) => ({ domain, score: h.scores[i] ?? null })),
      })),
    },
    reviewsDue: due ?? { overdue: 0, within30: 0, within60: 0, within90: 0 },
  };
}
