// The live figures behind the catalogue's evidence (requirements.ts EVIDENCE_METRICS): counts of the records that
// show a requirement is met, from the same conditions the gaps use (gaps.ts WHERE), so a coverage and its gaps agree.
import type { Prisma, PrismaClient } from "@tprm/db";
import { REQUIRED_CLAUSES } from "./gap-kinds.js";
import { WHERE } from "./gap-where.js";
import type { EvidenceMetric } from "./requirements.js";

const YEAR_MS = 365 * 86_400_000;

const mentions = (words: string[]): Prisma.PolicyWhereInput => ({
  archived: false,
  status: { in: ["approved", "active"] },
  OR: words.flatMap((w) => [
    { name: { contains: w, mode: "insensitive" as const } },
    { regulatoryFramework: { contains: w, mode: "insensitive" as const } },
  ]),
});

const contractsWithout = (clauses: readonly (keyof typeof WHERE.clauseMissing)[]): Prisma.ContractWhereInput => ({
  ...WHERE.criticalContracts,
  NOT: { OR: clauses.flatMap((c) => WHERE.clauseMissing[c].OR as Prisma.ContractWhereInput[]) },
});

/** `today` is the organisation's calendar day at 00:00 UTC (dates are compared as calendar days). */
export async function evidenceMetrics(db: PrismaClient, today: Date): Promise<Record<EvidenceMetric, number>> {
  const yearAgo = new Date(today.getTime() - YEAR_MS);
  const counts: Record<EvidenceMetric, Promise<number>> = {
    outsourcingPolicies: db.policy.count({ where: mentions(["outsourc", "EBA/GL/2019/02"]) }),
    ictPolicies: db.policy.count({ where: mentions(["DORA", "ICT", "2022/2554"]) }),
    arrangements: db.workflow.count({ where: WHERE.arrangements }),
    arrangementsClassified: db.workflow.count({
      where: { ...WHERE.arrangements, materialityClassification: { not: null } },
    }),
    criticalArrangements: db.workflow.count({
      where: { ...WHERE.arrangements, materialityClassification: "critical" },
    }),
    arrangementsAssessed: db.workflow.count({
      where: { ...WHERE.arrangements, riskAssessment: { status: "completed" } },
    }),
    arrangementsDecided: db.workflow.count({
      where: { ...WHERE.arrangements, status: { in: ["approved", "rejected"] } },
    }),
    activeCommittees: db.committee.count({ where: { status: "active" } }),
    providers: db.vendor.count({ where: WHERE.providers }),
    providersWithLei: db.vendor.count({ where: { ...WHERE.providers, lei: { not: null } } }),
    providersAssessed: db.vendor.count({
      where: { ...WHERE.providers, assessments: { some: WHERE.currentAssessment(today) } },
    }),
    providersReviewed: db.vendor.count({
      where: { ...WHERE.providers, reviews: { some: { reviewedAt: { gte: yearAgo } } } },
    }),
    completedAssessments: db.riskAssessment.count({ where: { latestCompleted: true } }),
    concentrationAssessed: db.riskAssessment.count({
      where: { latestCompleted: true, concentrationSystemScore: { not: null } },
    }),
    criticalContracts: db.contract.count({ where: WHERE.criticalContracts }),
    criticalContractsComplete: db.contract.count({ where: contractsWithout(REQUIRED_CLAUSES) }),
    contractsWithDataLocation: db.contract.count({
      where: contractsWithout(["dataStorageCountries", "dataProcessingCountries"]),
    }),
    contractsWithTermination: db.contract.count({ where: contractsWithout(["terminationRights"]) }),
    contractsWithExitPlan: db.contract.count({ where: contractsWithout(["exitPlan"]) }),
    kpiBreachesTracked: db.kpiBreach.count({ where: { occurredAt: { gte: yearAgo } } }),
    openKpiBreaches: db.kpiBreach.count({ where: { resolvedAt: null } }),
  };
  const keys = Object.keys(counts) as EvidenceMetric[];
  const values = await Promise.all(keys.map((k) => counts[k]));
  return Object.fromEntries(keys.map((k, i) => [k, values[i] ?? 0])) as Record<EvidenceMetric, number>;
}
