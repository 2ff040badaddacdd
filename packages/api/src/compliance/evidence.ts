// The live figures behind the catalogue's evidence (requirements.ts EVIDENCE_METRICS): counts of the records that
// show a requirement is met. Vendors, critical contracts and arrangements come from figures.ts (one pass each, with
// the gap counts of those kinds); the small tables are counted here with gap-where.ts's conditions.
import type { Prisma, PrismaClient } from "@tprm/db";
import { type RegisterFigures, registerFigures } from "./figures.js";
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

/** `today` is the organisation's calendar day at 00:00 UTC (dates are compared as calendar days). */
export async function evidenceMetrics(
  db: PrismaClient,
  today: Date,
  figures?: Promise<RegisterFigures>,
): Promise<Record<EvidenceMetric, number>> {
  const yearAgo = new Date(today.getTime() - YEAR_MS);
  const [
    register,
    outsourcingPolicies,
    ictPolicies,
    activeCommittees,
    completedAssessments,
    concentrationAssessed,
    kpiBreachesTracked,
    openKpiBreaches,
  ] = await Promise.all([
    figures ?? registerFigures(db, today),
    db.policy.count({ where: mentions(["outsourc", "EBA/GL/2019/02"]) }),
    db.policy.count({ where: mentions(["DORA", "ICT", "2022/2554"]) }),
    db.committee.count({ where: { status: "active" } }),
    db.riskAssessment.count({ where: { latestCompleted: true } }),
    db.riskAssessment.count({ where: { latestCompleted: true, concentrationSystemScore: { not: null } } }),
    db.kpiBreach.count({ where: { occurredAt: { gte: yearAgo } } }),
    db.kpiBreach.count({ where: { resolvedAt: null } }),
  ]);
  const { vendors: v, contracts: c, arrangements: a } = register;
  return {
    outsourcingPolicies,
    ictPolicies,
    arrangements: a.arrangements,
    arrangementsClassified: a.arrangementsClassified,
    criticalArrangements: a.criticalArrangements,
    arrangementsAssessed: a.arrangementsAssessed,
    arrangementsDecided: a.arrangementsDecided,
    activeCommittees,
    providers: v.providers,
    providersWithLei: v.providersWithLei,
    providersAssessed: v.providersAssessed,
    providersReviewed: v.providersReviewed,
    completedAssessments,
    concentrationAssessed,
    criticalContracts: c.criticalContracts,
    criticalContractsComplete: c.criticalContractsComplete,
    contractsWithDataLocation: c.contractsWithDataLocation,
    contractsWithTermination: c.contractsWithTermination,
    contractsWithExitPlan: c.contractsWithExitPlan,
    kpiBreachesTracked,
    openKpiBreaches,
  };
}
