// The organisation's key figures read from the register (docs/DASHBOARD.md): the same statements serve the GET and
// the worker's daily snapshot, so a trend compares like with like. Personal figures (the caller's drafts and critical
// notifications) are in key-metrics.ts and are not stored.
import { Prisma, type PrismaClient, type SqlPool, sqlRows } from "@tprm/db";
import { POLICY_APPROVED_STATUSES } from "../governance/policies/rules.js";
import type { RiskLevelValue } from "../lib/risk-levels.js";
import { type ComplianceCounts, type Criticality, complianceScore, riskScore, type ScoreGroup } from "./formulas.js";

/** The figures every snapshot stores (keys of MetricSnapshot.metrics). */
export interface OrganisationFigures {
  totalEntities: number;
  riskScore: number | null;
  complianceScore: number | null;
  workflowsInProgress: number;
  contractsPending: number;
}

export interface OrganisationReading {
  figures: OrganisationFigures;
  riskByLevel: { risk: RiskLevelValue; count: number }[];
  assessed: number;
  compliance: ComplianceCounts;
}

const LEVELS: RiskLevelValue[] = ["low", "medium", "high", "critical"];

/** The status a policy shows: past its review date it is Expired, unless Inactive (governance/policies/rules.ts). */
const shownPolicyStatus = (
  today: string,
) => Prisma.sql`CASE WHEN p."status" <> 'inactive' AND p."reviewDate" < ${today}::date
  THEN 'expired' ELSE p."status"::text END`;

/** One statement: the counts over vendors, open workflows and pending contracts, each by its own index. */
function countsStatement(today: string) {
  return Prisma.sql`SELECT
    (SELECT count(*) FROM "Vendor")::int AS "totalEntities",
    (SELECT count(*) FROM "Workflow" w WHERE w."status" IN ('initiation', 'in_progress')
      AND w."targetDate" >= ${today}::date)::int AS "workflowsInProgress",
    (SELECT count(*) FROM "Contract" c WHERE c."status" NOT IN ('expired', 'terminated')
      AND c."stage" = 'approval' AND c."approvedAt" IS NULL)::int AS "contractsPending"`;
}

/** Each vendor's latest completed assessment (vendor not offboarded), by vendor criticality and overall risk. */
const riskStatement = Prisma.sql`
  SELECT v."criticality", ra."overallRisk" AS risk, count(*)::int AS n,
    coalesce(sum(ra."overallScore"), 0)::float8 AS "scoreSum", count(ra."overallScore")::int AS scored
  FROM "RiskAssessment" ra JOIN "Vendor" v ON v."id" = ra."vendorId"
  WHERE ra."latestCompleted" AND v."status" <> 'offboarded'
  GROUP BY 1, 2`;

function complianceStatement(today: string) {
  const approved = Prisma.join(POLICY_APPROVED_STATUSES.map((s) => Prisma.sql`${s}`));
  return Prisma.sql`SELECT
    (SELECT count(*) FROM "Policy" p WHERE NOT p."archived")::int AS policies,
    (SELECT count(*) FROM "Policy" p WHERE NOT p."archived" AND ${shownPolicyStatus(today)} IN (${approved}))::int
      AS "approvedPolicies",
    (SELECT count(*) FROM "Policy" p WHERE NOT p."archived" AND cardinality(p."complianceGaps") > 0)::int
      AS "policiesWithGaps",
    a.requested AS "acknowledgementsRequested", a.given AS "acknowledgementsGiven"
  FROM (
    SELECT count(*)::int AS requested, count(*) FILTER (WHERE ack."acknowledgedAt" IS NOT NULL)::int AS given
    FROM "Policy" p
    JOIN "PolicyVersion" av ON av."id" = p."ackVersionId"
    JOIN "PolicyVersion" pv ON pv."policyId" = p."id" AND pv."major" = av."major"
    JOIN "PolicyAcknowledgement" ack ON ack."versionId" = pv."id"
    JOIN "User" u ON u."id" = ack."userId"
    WHERE NOT p."archived" AND (ack."acknowledgedAt" IS NOT NULL OR u."status" = 'active')
  ) a`;
}

interface RiskRow {
  criticality: Criticality;
  risk: RiskLevelValue | null;
  n: number;
  scoreSum: number;
  scored: number;
}

/** Runs a statement and returns its rows: the server's pool (sqlRows) or, in the worker, Prisma's $queryRaw. */
export type RowReader = <Row>(statement: Prisma.Sql) => Promise<Row[]>;

export const poolReader =
  (pool: SqlPool): RowReader =>
  <Row>(statement: Prisma.Sql) =>
    sqlRows<Row>(pool, statement);

export const prismaReader =
  (db: PrismaClient): RowReader =>
  <Row>(statement: Prisma.Sql) =>
    db.$queryRaw<Row[]>(statement);

export interface RiskReading {
  riskScore: number | null;
  riskByLevel: { risk: RiskLevelValue; count: number }[];
  assessed: number;
}

/** The risk score and the spread of the latest completed assessments by overall risk. */
export async function readRisk(read: RowReader): Promise<RiskReading> {
  const riskRows = await read<RiskRow>(riskStatement);
  const groups = new Map<Criticality, ScoreGroup>();
  for (const row of riskRows) {
    const g = groups.get(row.criticality) ?? { criticality: row.criticality, scoreSum: 0, count: 0 };
    g.scoreSum += Number(row.scoreSum);
    g.count += row.scored;
    groups.set(row.criticality, g);
  }
  return {
    riskScore: riskScore([...groups.values()]),
    riskByLevel: LEVELS.map((risk) => ({
      risk,
      count: riskRows.filter((r) => r.risk === risk).reduce((sum, r) => sum + r.n, 0),
    })),
    assessed: riskRows.reduce((sum, r) => sum + r.n, 0),
  };
}

/** Reads the organisation's figures as of `today` (organisation's calendar, YYYY-MM-DD). */
export async function readOrganisationFigures(read: RowReader, today: string): Promise<OrganisationReading> {
  const [[counts], risk, [compliance]] = await Promise.all([
    read<Pick<OrganisationFigures, "totalEntities" | "workflowsInProgress" | "contractsPending">>(
      countsStatement(today),
    ),
    readRisk(read),
    read<ComplianceCounts>(complianceStatement(today)),
  ]);
  const complianceCounts = compliance as ComplianceCounts;
  return {
    figures: {
      totalEntities: counts?.totalEntities ?? 0,
      riskScore: risk.riskScore,
      complianceScore: complianceScore(complianceCounts),
      workflowsInProgress: counts?.workflowsInProgress ?? 0,
      contractsPending: counts?.contractsPending ?? 0,
    },
    riskByLevel: risk.riskByLevel,
    assessed: risk.assessed,
    compliance: complianceCounts,
  };
}
