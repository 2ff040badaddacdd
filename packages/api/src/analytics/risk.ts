// GET /api/analytics/risk: assessment results by domain (each vendor's latest completed assessment: the mean score
// and how many fall in each band) and over time (assessments completed per month of the period, by assessment date,
// with their mean overall score and overall risk). The domain scores are the copies on the assessment row, so one
// pass over the latest assessments gives all nine domains.
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { RISK_LEVELS, type RiskLevelValue } from "../lib/risk-levels.js";
import { latestCompletedSql } from "../risk-assessments/list-filters.js";
import { ASSESSMENT_DOMAINS, DOMAIN_WEIGHTS, meanOfScores } from "../risk-assessments/rules.js";
import type { RiskAnalytics } from "../schemas/analytics.js";
import { analyticsPeriod, monthsOf } from "./rules.js";

const scoreColumn = (domain: string) => Prisma.raw(`ra."${domain}Score"`);

/** A score's band in SQL, as domainRiskLevel draws it: 0–2 Low, 3–5 Medium, 6–7 High, 8–10 Critical. */
function bands(column: Prisma.Sql) {
  return Prisma.sql`count(*) FILTER (WHERE ${column} < 3)::int, count(*) FILTER (WHERE ${column} >= 3 AND ${column} < 6)::int,
    count(*) FILTER (WHERE ${column} >= 6 AND ${column} < 8)::int, count(*) FILTER (WHERE ${column} >= 8)::int`;
}

/** Per domain: sum and count of scores, then the four band counts (six figures each, in the domains' order). */
function domainsStatement() {
  const columns = ASSESSMENT_DOMAINS.map((domain) => {
    const column = scoreColumn(domain);
    return Prisma.sql`coalesce(sum(${column}), 0)::int, count(${column})::int, ${bands(column)}`;
  });
  return Prisma.sql`
    SELECT json_build_array(${Prisma.join(columns)}) AS figures
    FROM "RiskAssessment" ra WHERE ${latestCompletedSql()}`;
}

interface MonthRow {
  month: string;
  completed: number;
  average: string | null;
  low: number;
  medium: number;
  high: number;
  critical: number;
}

export async function riskAnalytics(ctx: Context): Promise<RiskAnalytics> {
  const period = analyticsPeriod(todayIn(ctx.env.APP_TIME_ZONE));
  const [[domains], byRisk, months] = await Promise.all([
    sqlRows<{ figures: number[] }>(ctx.sql, domainsStatement()),
    sqlRows<{ risk: RiskLevelValue | null; count: number }>(
      ctx.sql,
      Prisma.sql`SELECT ra."overallRisk"::text AS risk, count(*)::int AS count
        FROM "RiskAssessment" ra WHERE ${latestCompletedSql()} GROUP BY 1`,
    ),
    sqlRows<MonthRow>(
      ctx.sql,
      Prisma.sql`SELECT to_char(ra."assessmentDate", 'YYYY-MM') AS month, count(*)::int AS completed,
          round(avg(ra."overallScore"), 2)::text AS average,
          count(*) FILTER (WHERE ra."overallRisk" = 'low')::int AS low,
          count(*) FILTER (WHERE ra."overallRisk" = 'medium')::int AS medium,
          count(*) FILTER (WHERE ra."overallRisk" = 'high')::int AS high,
          count(*) FILTER (WHERE ra."overallRisk" = 'critical')::int AS critical
        FROM "RiskAssessment" ra
        WHERE ra."status" = 'completed' AND ra."assessmentDate" BETWEEN ${period.from}::date AND ${period.to}::date
        GROUP BY 1`,
    ),
  ]);
  const figures = domains?.figures ?? [];
  const riskCount = new Map(byRisk.map((r) => [r.risk, r.count]));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return {
    assessed: byRisk.reduce((sum, r) => sum + r.count, 0),
    byOverallRisk: [...RISK_LEVELS, null].map((risk) => ({ risk, count: riskCount.get(risk) ?? 0 })),
    byDomain: ASSESSMENT_DOMAINS.map((domain, i) => {
      const [sum = 0, scored = 0, low = 0, medium = 0, high = 0, critical = 0] = figures.slice(i * 6, i * 6 + 6);
      return {
        domain,
        weightPercent: DOMAIN_WEIGHTS[domain],
        scored,
        average: scored > 0 ? meanOfScores(sum, scored) : null,
        levels: { low, medium, high, critical },
      };
    }),
    overTime: monthsOf(period).map((month) => {
      const row = byMonth.get(month);
      return {
        month,
        completed: row?.completed ?? 0,
        averageScore: row?.average ? Number(row.average) : null,
        levels: { low: row?.low ?? 0, medium: row?.medium ?? 0, high: row?.high ?? 0, critical: row?.critical ?? 0 },
      };
    }),
    period,
  };
}
