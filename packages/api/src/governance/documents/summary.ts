// The two figures of the Document Repository tab (001 §2.2), computed as the spec defines them: average document
// compliance = the mean of the categories' compliance rates (categories without documents left out); policy
// compliance = the approved share of policies, by the policies' own rule (policies/rules.ts: not archived; approved
// = Approved or Active as the policy shows it, so one whose review date has passed counts as expired), the Policy
// rows counted directly. No policies: no figure (null), never a made-up 0.
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../../context.js";
import { todayIn } from "../../lib/dates.js";
import type { GovernanceSummary } from "../../schemas/governance-documents.js";
import { POLICY_APPROVED_STATUSES, policyCompliancePercent } from "../policies/rules.js";
import { listDocumentCategories } from "./categories.js";
import { averageCompliance } from "./rules.js";

const policyCounts = (today: string) => Prisma.sql`
  SELECT count(*)::int AS policies,
    count(*) FILTER (
      WHERE p."status" = ANY (${[...POLICY_APPROVED_STATUSES]}::"PolicyStatus"[]) AND p."reviewDate" >= ${today}::date
    )::int AS approved
  FROM "Policy" p WHERE NOT p."archived"`;

export async function governanceSummary(ctx: Pick<Context, "sql" | "env">): Promise<GovernanceSummary> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const [categories, [counts]] = await Promise.all([
    listDocumentCategories(ctx),
    sqlRows<{ policies: number; approved: number }>(ctx.sql, policyCounts(today)),
  ]);
  const rates = categories.map((c) => c.complianceRate);
  const policies = counts?.policies ?? 0;
  const approved = counts?.approved ?? 0;
  return {
    averageDocumentCompliance: averageCompliance(rates),
    categoriesWithRate: rates.filter((r) => r !== null).length,
    policyCompliance: policies > 0 ? policyCompliancePercent(approved, policies) : null,
    policies,
    approvedPolicies: approved,
  };
}
