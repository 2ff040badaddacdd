// The register's counts over the big tables in one pass each (vendors, critical contracts, arrangements): the
// evidence figures and the gap counts of those kinds together, with COUNT(*) FILTER. Measured at 100,000 vendors:
// 29 separate counts cost ~300 ms of PostgreSQL time per call (docs/benchmarks.md, "Compliance"). The conditions
// are gap-where.ts's, written in SQL; compliance.int.test.ts checks each count against the rows the lists return.
import type { PrismaClient } from "@tprm/db";

const YEAR_MS = 365 * 86_400_000;

export interface VendorFigures {
  providers: number;
  providersWithLei: number;
  providersAssessed: number;
  providersReviewed: number;
  providerUnassessed: number;
  providerWithoutLei: number;
}

export async function vendorFigures(db: PrismaClient, today: Date): Promise<VendorFigures> {
  const yearAgo = new Date(today.getTime() - YEAR_MS);
  const [row] = await db.$queryRaw<VendorFigures[]>`
    WITH cur AS (
      SELECT DISTINCT "vendorId" FROM "RiskAssessment"
      WHERE "latestCompleted" AND ("nextReviewDate" IS NULL OR "nextReviewDate" >= ${today}::date)
    ), rev AS (
      SELECT DISTINCT "vendorId" FROM "VendorReview" WHERE "reviewedAt" >= ${yearAgo}
    ), crit AS (
      SELECT DISTINCT "vendorId" FROM "Contract" WHERE "criticalFunction"
    )
    SELECT count(*)::int AS "providers",
      (count(*) FILTER (WHERE v."lei" IS NOT NULL))::int AS "providersWithLei",
      count(cur."vendorId")::int AS "providersAssessed",
      count(rev."vendorId")::int AS "providersReviewed",
      (count(*) FILTER (WHERE cur."vendorId" IS NULL))::int AS "providerUnassessed",
      (count(*) FILTER (
        WHERE v."lei" IS NULL AND (v."criticality" = 'critical' OR crit."vendorId" IS NOT NULL)
      ))::int AS "providerWithoutLei"
    FROM "Vendor" v
    LEFT JOIN cur ON cur."vendorId" = v."id"
    LEFT JOIN rev ON rev."vendorId" = v."id"
    LEFT JOIN crit ON crit."vendorId" = v."id"
    WHERE v."status" <> 'offboarded'`;
  return row as VendorFigures;
}

export interface ContractFigures {
  criticalContracts: number;
  criticalContractsComplete: number;
  contractsWithDataLocation: number;
  contractsWithTermination: number;
  contractsWithExitPlan: number;
  contractClauses: number;
}

export async function contractFigures(db: PrismaClient): Promise<ContractFigures> {
  const [row] = await db.$queryRaw<ContractFigures[]>`
    WITH c AS (
      SELECT
        coalesce("governingLaw", '') <> '' AND "noticePeriodDays" IS NOT NULL AS "law",
        cardinality("dataStorageCountries") > 0 AND cardinality("dataProcessingCountries") > 0 AS "location",
        coalesce("terminationRights", '') <> '' AS "termination",
        coalesce("exitPlan", '') <> '' AS "exit"
      FROM "Contract"
      WHERE "criticalFunction" AND "status" NOT IN ('expired', 'terminated')
    )
    SELECT count(*)::int AS "criticalContracts",
      (count(*) FILTER (WHERE "law" AND "location" AND "termination" AND "exit"))::int AS "criticalContractsComplete",
      (count(*) FILTER (WHERE "location"))::int AS "contractsWithDataLocation",
      (count(*) FILTER (WHERE "termination"))::int AS "contractsWithTermination",
      (count(*) FILTER (WHERE "exit"))::int AS "contractsWithExitPlan",
      (count(*) FILTER (WHERE NOT ("law" AND "location" AND "termination" AND "exit")))::int AS "contractClauses"
    FROM c`;
  return row as ContractFigures;
}

export interface ArrangementFigures {
  arrangements: number;
  arrangementsClassified: number;
  criticalArrangements: number;
  arrangementsAssessed: number;
  arrangementsDecided: number;
  arrangementUnclassified: number;
  arrangementUndecided: number;
  criticalArrangementUnassessed: number;
}

export async function arrangementFigures(db: PrismaClient, today: Date): Promise<ArrangementFigures> {
  const [row] = await db.$queryRaw<ArrangementFigures[]>`
    SELECT
      (count(*) FILTER (WHERE w."status" <> 'cancelled'))::int AS "arrangements",
      (count(*) FILTER (WHERE w."status" <> 'cancelled' AND w."materialityClassification" IS NOT NULL))::int
        AS "arrangementsClassified",
      (count(*) FILTER (WHERE w."status" <> 'cancelled' AND w."materialityClassification" = 'critical'))::int
        AS "criticalArrangements",
      (count(*) FILTER (WHERE w."status" <> 'cancelled' AND ra."status" = 'completed'))::int AS "arrangementsAssessed",
      (count(*) FILTER (WHERE w."status" IN ('approved', 'rejected')))::int AS "arrangementsDecided",
      (count(*) FILTER (WHERE w."status" <> 'cancelled' AND w."materialityClassification" IS NULL))::int
        AS "arrangementUnclassified",
      (count(*) FILTER (
        WHERE w."status" IN ('initiation', 'in_progress', 'pending', 'deferred')
          AND (w."committeeId" IS NULL OR w."targetDate" < ${today}::date)
      ))::int AS "arrangementUndecided",
      (count(*) FILTER (
        WHERE w."status" NOT IN ('cancelled', 'rejected') AND w."materialityClassification" = 'critical'
          AND (w."riskAssessmentId" IS NULL OR ra."status" <> 'completed')
      ))::int AS "criticalArrangementUnassessed"
    FROM "Workflow" w
    LEFT JOIN "RiskAssessment" ra ON ra."id" = w."riskAssessmentId"
    WHERE w."type" = 'new_outsourcing'`;
  return row as ArrangementFigures;
}

export interface RegisterFigures {
  vendors: VendorFigures;
  contracts: ContractFigures;
  arrangements: ArrangementFigures;
}

export async function registerFigures(db: PrismaClient, today: Date): Promise<RegisterFigures> {
  const [vendors, contracts, arrangements] = await Promise.all([
    vendorFigures(db, today),
    contractFigures(db),
    arrangementFigures(db, today),
  ]);
  return { vendors, contracts, arrangements };
}
