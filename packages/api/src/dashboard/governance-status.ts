// GET /api/dashboard/governance-status (000 §2 "Governance Status", §3 dashboard data "governance"): policies,
// procedures and documents with their totals and a count per status, committees with their total and the active
// ones — counted now from the governance centre. A count of zero is a measured figure: the spec's default of 18
// documents is never shown (docs/DASHBOARD.md).
import type { PrismaClient } from "@tprm/db";
import { z } from "zod";

export const GOVERNANCE_AREAS = ["policies", "procedures", "documents", "committees"] as const;
export type GovernanceArea = (typeof GOVERNANCE_AREAS)[number];

const count = z.number().int().min(0);

export const governanceStatusOutput = z.object({
  rows: z.array(
    z.object({
      area: z.enum(GOVERNANCE_AREAS),
      total: count.describe(
        "Policies and procedures in the library (archived ones left out); every document; every committee",
      ),
      active: count.describe("Those with status Active"),
      byStatus: z
        .record(z.string(), count)
        .describe(
          "Count per status (policies and procedures: draft, under_review, approved, active, expired, inactive; documents: active, draft, archived; committees: active, inactive)",
        ),
      link: z.string().describe("The governance centre's tab"),
    }),
  ),
});
export type GovernanceStatus = z.output<typeof governanceStatusOutput>;

const tab = (area: GovernanceArea) => `/governance?tab=${area}`;

function row(area: GovernanceArea, groups: { status: string; _count: { _all: number } }[]) {
  const byStatus = Object.fromEntries(groups.map((g) => [g.status, g._count._all]));
  const total = groups.reduce((sum, g) => sum + g._count._all, 0);
  return { area, total, active: byStatus.active ?? 0, byStatus, link: tab(area) };
}

export async function governanceStatus(db: PrismaClient): Promise<GovernanceStatus> {
  const [policies, procedures, documents, committees] = await Promise.all([
    db.policy.groupBy({ by: ["status"], where: { archived: false }, _count: { _all: true } }),
    db.procedure.groupBy({ by: ["status"], where: { archived: false }, _count: { _all: true } }),
    db.governanceDocument.groupBy({ by: ["status"], _count: { _all: true } }),
    db.committee.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  return {
    rows: [
      row("policies", policies),
      row("procedures", procedures),
      row("documents", documents),
      row("committees", committees),
    ],
  };
}
