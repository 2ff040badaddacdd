// GET /api/analytics/compliance: policy compliance (the statuses policies show and the approved share, as the
// governance screen counts them: governance/policies/rules.ts), acknowledgements (of each policy's acknowledged
// major version, as governance/acknowledgements/counts.ts counts them) and gaps (the policies' recorded compliance
// gaps, by framework and by wording, and vendors without a current assessment). Policies archived are left out.
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../context.js";
import {
  POLICY_STATUSES,
  type PolicyStatusValue,
  policyCompliancePercent,
  policyCountsAsApproved,
} from "../governance/policies/rules.js";
import { todayIn } from "../lib/dates.js";
import { latestCompletedSql, UNREVIEWED_VENDOR_STATUS } from "../risk-assessments/list-filters.js";
import { ANALYTICS_TOP_ITEMS, type ComplianceAnalytics } from "../schemas/analytics.js";
import { sharePercent } from "./rules.js";

/** The status a policy shows (effectivePolicyStatus in SQL): past its review date, Expired, unless Inactive. */
const shownStatus = (today: string) => Prisma.sql`CASE WHEN p."status" <> 'inactive' AND p."reviewDate" < ${today}::date
  THEN 'expired' ELSE p."status"::text END`;

function acknowledgementsStatement(today: string) {
  return Prisma.sql`
    SELECT p."id" AS "policyId", p."reference", p."name", count(*)::int AS total,
      count(*) FILTER (WHERE a."acknowledgedAt" IS NOT NULL)::int AS accepted,
      count(*) FILTER (WHERE a."acknowledgedAt" IS NULL AND a."dueDate" >= ${today}::date)::int AS pending,
      count(*) FILTER (WHERE a."acknowledgedAt" IS NULL AND a."dueDate" < ${today}::date)::int AS overdue
    FROM "Policy" p
    JOIN "PolicyVersion" av ON av."id" = p."ackVersionId"
    JOIN "PolicyVersion" v ON v."policyId" = p."id" AND v."major" = av."major"
    JOIN "PolicyAcknowledgement" a ON a."versionId" = v."id"
    JOIN "User" u ON u."id" = a."userId"
    WHERE NOT p."archived" AND (a."acknowledgedAt" IS NOT NULL OR u."status" = 'active')
    GROUP BY 1, 2, 3`;
}

function vendorsStatement(today: string) {
  const offboarded = Prisma.raw(`'${UNREVIEWED_VENDOR_STATUS}'`);
  return Prisma.sql`
    SELECT count(*) FILTER (WHERE ra."id" IS NULL)::int AS "withoutAssessment",
      count(*) FILTER (WHERE ra."nextReviewDate" < ${today}::date)::int AS "reviewOverdue"
    FROM "Vendor" v
    LEFT JOIN "RiskAssessment" ra ON ra."vendorId" = v."id" AND ${latestCompletedSql()}
    WHERE v."status" <> ${offboarded}`;
}

export async function complianceAnalytics(ctx: Context): Promise<ComplianceAnalytics> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const [statuses, acknowledgements, frameworks, gapWords, [vendors]] = await Promise.all([
    sqlRows<{ status: PolicyStatusValue; total: number; withGaps: number }>(
      ctx.sql,
      Prisma.sql`SELECT ${shownStatus(today)} AS status, count(*)::int AS total,
          count(*) FILTER (WHERE cardinality(p."complianceGaps") > 0)::int AS "withGaps"
        FROM "Policy" p WHERE NOT p."archived" GROUP BY 1`,
    ),
    sqlRows<ComplianceAnalytics["acknowledgements"]["byPolicy"][number]>(ctx.sql, acknowledgementsStatement(today)),
    sqlRows<{ framework: string | null; policies: number; gaps: number }>(
      ctx.sql,
      Prisma.sql`SELECT nullif(btrim(p."regulatoryFramework"), '') AS framework, count(*)::int AS policies,
          sum(cardinality(p."complianceGaps"))::int AS gaps
        FROM "Policy" p WHERE NOT p."archived" AND cardinality(p."complianceGaps") > 0
        GROUP BY 1 ORDER BY 3 DESC, 1 NULLS LAST`,
    ),
    sqlRows<{ gap: string; policies: number }>(
      ctx.sql,
      Prisma.sql`SELECT min(btrim(g.gap)) AS gap, count(DISTINCT p."id")::int AS policies
        FROM "Policy" p CROSS JOIN LATERAL unnest(p."complianceGaps") AS g(gap)
        WHERE NOT p."archived" AND btrim(g.gap) <> ''
        GROUP BY lower(btrim(g.gap)) ORDER BY 2 DESC, 1 LIMIT ${ANALYTICS_TOP_ITEMS}`,
    ),
    sqlRows<{ withoutAssessment: number; reviewOverdue: number }>(ctx.sql, vendorsStatement(today)),
  ]);
  const byStatus = new Map(statuses.map((r) => [r.status, r.total]));
  const total = statuses.reduce((sum, r) => sum + r.total, 0);
  const withGaps = statuses.reduce((sum, r) => sum + r.withGaps, 0);
  const approved = statuses.filter((r) => policyCountsAsApproved(r.status)).reduce((sum, r) => sum + r.total, 0);
  const ack = acknowledgements.reduce(
    (sum, r) => ({
      total: sum.total + r.total,
      accepted: sum.accepted + r.accepted,
      pending: sum.pending + r.pending,
      overdue: sum.overdue + r.overdue,
    }),
    { total: 0, accepted: 0, pending: 0, overdue: 0 },
  );
  const outstanding = (r: { pending: number; overdue: number }) => r.pending + r.overdue;
  return {
    policies: {
      total,
      byStatus: POLICY_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      compliancePercent: policyCompliancePercent(approved, total),
      withGaps,
      withoutGaps: total - withGaps,
    },
    acknowledgements: {
      ...ack,
      acceptedPercent: sharePercent(ack.accepted, ack.total),
      byPolicy: acknowledgements
        .filter((r) => outstanding(r) > 0)
        .sort(
          (a, b) => b.overdue - a.overdue || outstanding(b) - outstanding(a) || a.reference.localeCompare(b.reference),
        )
        .slice(0, ANALYTICS_TOP_ITEMS),
    },
    gaps: {
      total: frameworks.reduce((sum, r) => sum + r.gaps, 0),
      byFramework: frameworks,
      top: gapWords,
      vendorsWithoutAssessment: vendors?.withoutAssessment ?? 0,
      vendorsReviewOverdue: vendors?.reviewOverdue ?? 0,
    },
  };
}
