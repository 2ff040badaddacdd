// The two figures of the Document Repository tab (001 §2.2), computed as the spec defines them: average document
// compliance = the mean of the categories' compliance rates (categories without documents left out); policy
// compliance = the approved share of policies (not archived; approved = status approved or active).
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../../context.js";
import type { GovernanceSummary } from "../../schemas/governance-documents.js";
import { listDocumentCategories } from "./categories.js";
import { averageCompliance, policyComplianceRate } from "./rules.js";

const POLICY_COUNTS = Prisma.sql`
  SELECT count(*)::int AS policies,
    count(*) FILTER (WHERE p."status" IN ('approved', 'active'))::int AS approved
  FROM "Policy" p WHERE NOT p."archived"`;

export async function governanceSummary(ctx: Pick<Context, "sql">): Promise<GovernanceSummary> {
  const [categories, [counts]] = await Promise.all([
    listDocumentCategories(ctx),
    sqlRows<{ policies: number; approved: number }>(ctx.sql, POLICY_COUNTS),
  ]);
  const rates = categories.map((c) => c.complianceRate);
  const policies = counts?.policies ?? 0;
  const approved = counts?.approved ?? 0;
  return {
    averageDocumentCompliance: averageCompliance(rates),
    categoriesWithRate: rates.filter((r) => r !== null).length,
    policyCompliance: policyComplianceRate(approved, policies),
    policies,
    approvedPolicies: approved,
  };
}
