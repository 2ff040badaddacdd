// The conditions that make a record a compliance gap, shared by the gaps (gaps.ts) and the evidence they lower
// (evidence.ts), so a coverage and its gaps are always the same rows.
import type { Prisma } from "@tprm/db";
import { KPI_BREACH_OPEN_DAYS, REQUIRED_CLAUSES, type RequiredClause } from "./gap-kinds.js";

const blank = (field: string) => [{ [field]: null }, { [field]: "" }];
const OPEN_ARRANGEMENT: Prisma.WorkflowWhereInput = { type: "new_outsourcing", status: { not: "cancelled" } };
const PROVIDER: Prisma.VendorWhereInput = { status: { not: "offboarded" } };

export const WHERE = {
  policyGap: { archived: false, NOT: { complianceGaps: { isEmpty: true } } } satisfies Prisma.PolicyWhereInput,
  arrangements: OPEN_ARRANGEMENT,
  arrangementUnclassified: { ...OPEN_ARRANGEMENT, materialityClassification: null } satisfies Prisma.WorkflowWhereInput,
  arrangementUndecided: (today: Date): Prisma.WorkflowWhereInput => ({
    type: "new_outsourcing",
    status: { in: ["initiation", "in_progress", "pending", "deferred"] },
    OR: [{ committeeId: null }, { targetDate: { lt: today } }],
  }),
  criticalArrangementUnassessed: {
    ...OPEN_ARRANGEMENT,
    status: { notIn: ["cancelled", "rejected"] },
    materialityClassification: "critical",
    OR: [{ riskAssessmentId: null }, { riskAssessment: { status: { not: "completed" } } }],
  } satisfies Prisma.WorkflowWhereInput,
  providers: PROVIDER,
  currentAssessment: (today: Date): Prisma.RiskAssessmentWhereInput => ({
    latestCompleted: true,
    OR: [{ nextReviewDate: null }, { nextReviewDate: { gte: today } }],
  }),
  providerUnassessed: (today: Date): Prisma.VendorWhereInput => ({
    ...PROVIDER,
    assessments: { none: WHERE.currentAssessment(today) },
  }),
  criticalProvider: {
    ...PROVIDER,
    OR: [{ criticality: "critical" }, { contracts: { some: { criticalFunction: true } } }],
  } satisfies Prisma.VendorWhereInput,
  providerWithoutLei: {
    ...PROVIDER,
    lei: null,
    OR: [{ criticality: "critical" }, { contracts: { some: { criticalFunction: true } } }],
  } satisfies Prisma.VendorWhereInput,
  criticalContracts: {
    criticalFunction: true,
    status: { notIn: ["expired", "terminated"] },
  } satisfies Prisma.ContractWhereInput,
  clauseMissing: {
    governingLaw: { OR: blank("governingLaw") },
    noticePeriod: { OR: [{ noticePeriodDays: null }] },
    dataStorageCountries: { OR: [{ dataStorageCountries: { isEmpty: true } }] },
    dataProcessingCountries: { OR: [{ dataProcessingCountries: { isEmpty: true } }] },
    terminationRights: { OR: blank("terminationRights") },
    exitPlan: { OR: blank("exitPlan") },
  } satisfies Record<RequiredClause, Prisma.ContractWhereInput>,
  kpiBreachOpen: (today: Date): Prisma.KpiBreachWhereInput => ({
    resolvedAt: null,
    occurredAt: { lt: new Date(today.getTime() - KPI_BREACH_OPEN_DAYS * 86_400_000) },
  }),
};

export const contractClausesWhere: Prisma.ContractWhereInput = {
  ...WHERE.criticalContracts,
  OR: REQUIRED_CLAUSES.flatMap((c) => WHERE.clauseMissing[c].OR as Prisma.ContractWhereInput[]),
};

// As the queries read it: null or the empty text (the forms trim what they store).
const emptyText = (v: string | null) => v === null || v === "";

export function missingClauses(c: {
  governingLaw: string | null;
  noticePeriodDays: number | null;
  dataStorageCountries: string[];
  dataProcessingCountries: string[];
  terminationRights: string | null;
  exitPlan: string | null;
}): RequiredClause[] {
  const missing: RequiredClause[] = [];
  if (emptyText(c.governingLaw)) missing.push("governingLaw");
  if (c.noticePeriodDays === null) missing.push("noticePeriod");
  if (c.dataStorageCountries.length === 0) missing.push("dataStorageCountries");
  if (c.dataProcessingCountries.length === 0) missing.push("dataProcessingCountries");
  if (emptyText(c.terminationRights)) missing.push("terminationRights");
  if (emptyText(c.exitPlan)) missing.push("exitPlan");
  return missing;
}
