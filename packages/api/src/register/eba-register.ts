// The EBA outsourcing register (EBA/GL/2019/02 §11): one row per outsourcing arrangement (Contract.isOutsourcing, any
// status but draft). The page is one SQL statement over the contracts and their providers with the list's count
// window (contracts/contract-list.ts); the page's rows then bring their functions, using entities, supply chain, the
// provider's latest completed risk assessment and the approving committee in five reads keyed by the page's ids —
// never the whole register. The export (eba-export.ts) reads the same filters in keyset pages.
import { Prisma, type PrismaClient, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import type { ContractStatusValue, ContractTypeValue } from "../contracts/rules.js";
import { isoDate, todayIn } from "../lib/dates.js";
import { COUNT_WINDOW, paginate, totalFromWindow } from "../lib/pagination.js";
import { escapeLike } from "../lib/relevance.js";
import type {
  EbaFilters,
  EbaRegisterRow,
  ListEbaRegisterInput,
  listEbaRegisterInput,
} from "../schemas/register-reports.js";
import { CRITICAL, type EbaFacts, ebaRow } from "./eba-rules.js";

type Db = PrismaClient | Prisma.TransactionClient;

/** A function the contract supports is assessed critical. */
const criticalFunctionSql = Prisma.sql`EXISTS (SELECT 1 FROM "ContractFunction" cf
  JOIN "BusinessFunction" f ON f."id" = cf."functionId" WHERE cf."contractId" = c."id" AND f."criticality" = ${CRITICAL})`;
/** Critical or important: the contract's flag, or a function it supports assessed critical. The negation is written
 * out (not flag AND NOT EXISTS) so the planner makes it an anti-join. */
const criticalSql = (critical: boolean) =>
  critical
    ? Prisma.sql`(c."criticalFunction" OR ${criticalFunctionSql})`
    : Prisma.sql`(NOT c."criticalFunction" AND NOT ${criticalFunctionSql})`;

/** The register's filters as one condition on "Contract" c. */
export function ebaFilterSql(filters: EbaFilters): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`c."isOutsourcing" AND c."status" <> 'draft'::"ContractStatus"`];
  if (filters.status) conditions.push(Prisma.sql`c."status" = ${filters.status}::"ContractStatus"`);
  if (filters.provider) conditions.push(Prisma.sql`c."vendorId" = ${filters.provider}::uuid`);
  if (filters.serviceType) conditions.push(Prisma.sql`c."ictServiceType" = ${filters.serviceType}`);
  if (filters.critical !== undefined) conditions.push(criticalSql(filters.critical));
  if (filters.entity) {
    conditions.push(Prisma.sql`EXISTS (SELECT 1 FROM "ContractRecipient" r
      WHERE r."contractId" = c."id" AND r."entityId" = ${filters.entity}::uuid)`);
  }
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(Prisma.sql`(c."name" ILIKE ${pattern} OR c."reference" ILIKE ${pattern}
      OR c."vendorId" = ANY (ARRAY(SELECT sv."id" FROM "Vendor" sv WHERE sv."searchText" LIKE lower(${pattern}))))`);
  }
  return Prisma.join(conditions, " AND ");
}

/** The columns a row is built from: dates and money as text, so the pool and Prisma read them alike. */
const ROW_COLUMNS = Prisma.sql`c."id", c."reference", c."name", c."status"::text AS "status", c."type"::text AS "type",
  c."startDate"::text AS "startDate", c."endDate"::text AS "endDate", c."autoRenewal", c."renewalTermMonths",
  c."noticePeriodDays", c."providerNoticePeriodDays", c."description", c."dataDescription", c."ictServiceType",
  c."provisionCountry", c."dataStorageCountries", c."criticalFunction", c."criticalityReasons",
  c."criticalityAssessedOn"::text AS "criticalityAssessedOn", c."cloudServiceModel", c."cloudDeploymentModel",
  c."dataSensitiveness", c."governingLaw", c."governingLawCountry", c."lastAuditOn"::text AS "lastAuditOn",
  c."nextAuditOn"::text AS "nextAuditOn", c."substitutability", c."reintegration", c."discontinuationImpact",
  c."alternativesIdentified", c."alternativeProviders", c."timeCritical", c."annualCost"::text AS "annualCost",
  c."currency", c."vendorId", v."name" AS "vendorName", v."registrationNumber" AS "vendorRegistrationNumber",
  v."lei" AS "vendorLei", v."registeredAddress" AS "vendorRegisteredAddress", v."parentCompany" AS "vendorParentCompany"`;

export interface EbaContractRow {
  id: string;
  reference: string;
  name: string;
  status: ContractStatusValue;
  type: ContractTypeValue;
  startDate: string;
  endDate: string | null;
  autoRenewal: boolean;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  providerNoticePeriodDays: number | null;
  description: string | null;
  dataDescription: string | null;
  ictServiceType: string | null;
  provisionCountry: string | null;
  dataStorageCountries: string[];
  criticalFunction: boolean;
  criticalityReasons: string | null;
  criticalityAssessedOn: string | null;
  cloudServiceModel: string | null;
  cloudDeploymentModel: string | null;
  dataSensitiveness: string | null;
  governingLaw: string | null;
  governingLawCountry: string | null;
  lastAuditOn: string | null;
  nextAuditOn: string | null;
  substitutability: string | null;
  reintegration: string | null;
  discontinuationImpact: string | null;
  alternativesIdentified: boolean | null;
  alternativeProviders: string | null;
  timeCritical: boolean | null;
  annualCost: string | null;
  currency: string;
  vendorId: string;
  vendorName: string;
  vendorRegistrationNumber: string | null;
  vendorLei: string | null;
  vendorRegisteredAddress: string | null;
  vendorParentCompany: string | null;
}

function orderSql(sort: NonNullable<ListEbaRegisterInput["sort"]>, order: "asc" | "desc"): Prisma.Sql {
  const dir = order === "asc" ? "ASC" : "DESC";
  const columns =
    sort === "provider"
      ? [`v."name" ${dir}`, `c."reference" ${dir}`]
      : sort === "startDate"
        ? [`c."startDate" ${dir}`, `c."reference" ${dir}`]
        : sort === "endDate"
          ? [`c."endDate" ${dir} NULLS LAST`, `c."reference" ${dir}`]
          : [`c."reference" ${dir}`];
  return Prisma.raw(columns.join(", "));
}

/** The arrangements after `after` in id order (the export's keyset pages). */
export function ebaKeysetSql(where: Prisma.Sql, after: string | null, limit: number): Prisma.Sql {
  return Prisma.sql`SELECT ${ROW_COLUMNS} FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
    WHERE (${where}) ${after ? Prisma.sql`AND c."id" > ${after}::uuid` : Prisma.empty}
    ORDER BY c."id" LIMIT ${limit}`;
}

const day = (d: Date | null) => (d ? isoDate(d) : null);

/** Everything the page's rows need beyond their own columns, in five reads keyed by their ids. */
export async function loadEbaFacts(db: Db, rows: EbaContractRow[]): Promise<EbaFacts[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId))];
  const [functions, recipients, subcontractors, assessments, workflows] = await Promise.all([
    db.contractFunction.findMany({
      where: { contractId: { in: ids } },
      include: { function: true },
      orderBy: [{ createdAt: "asc" }, { functionId: "asc" }],
    }),
    db.contractRecipient.findMany({
      where: { contractId: { in: ids } },
      include: { entity: { select: { id: true, name: true, lei: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.contractSubcontractor.findMany({
      where: { contractId: { in: ids } },
      include: { vendor: { select: { id: true, name: true, country: true } } },
      orderBy: [{ rank: "asc" }, { createdAt: "asc" }],
    }),
    db.riskAssessment.findMany({
      where: { vendorId: { in: vendorIds }, latestCompleted: true },
      select: {
        id: true,
        vendorId: true,
        reference: true,
        assessmentDate: true,
        overallRisk: true,
        overallScore: true,
        recommendations: true,
      },
    }),
    db.workflow.findMany({
      where: { contractId: { in: ids }, type: "new_outsourcing", status: "approved" },
      select: {
        contractId: true,
        reference: true,
        completedAt: true,
        committee: { select: { name: true } },
        decisions: {
          where: { decision: "approved" },
          select: { decidedAt: true },
          orderBy: { decidedAt: "desc" },
          take: 1,
        },
      },
      orderBy: [{ completedAt: "desc" }, { id: "desc" }],
    }),
  ]);
  const group = <T, K>(items: T[], key: (t: T) => K) => {
    const map = new Map<K, T[]>();
    for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
    return map;
  };
  const byContract = {
    functions: group(functions, (f) => f.contractId),
    recipients: group(recipients, (r) => r.contractId),
    subcontractors: group(subcontractors, (s) => s.contractId),
    workflows: group(workflows, (w) => w.contractId),
  };
  const assessmentOf = new Map(assessments.map((a) => [a.vendorId, a]));
  return rows.map((r) => {
    const assessment = assessmentOf.get(r.vendorId);
    const workflow = byContract.workflows.get(r.id)?.find((w) => w.committee) ?? null;
    const entities = new Map((byContract.recipients.get(r.id) ?? []).map((x) => [x.entity.id, x.entity] as const));
    return {
      contract: r,
      provider: {
        id: r.vendorId,
        name: r.vendorName,
        registrationNumber: r.vendorRegistrationNumber,
        lei: r.vendorLei,
        registeredAddress: r.vendorRegisteredAddress,
        parentCompany: r.vendorParentCompany,
      },
      functions: (byContract.functions.get(r.id) ?? []).map(({ function: fn }) => ({
        id: fn.id,
        identifier: fn.identifier,
        name: fn.name,
        criticality: fn.criticality,
        criticalityReasons: fn.criticalityReasons,
        lastAssessedOn: day(fn.lastAssessedOn),
      })),
      entities: [...entities.values()],
      subcontractors: (byContract.subcontractors.get(r.id) ?? []).map((s) => ({
        vendorId: s.vendorId,
        name: s.vendor.name,
        rank: s.rank,
        country: s.vendor.country,
        performanceCountries: s.performanceCountries,
        dataLocations: s.dataLocations,
      })),
      riskAssessment: assessment
        ? {
            id: assessment.id,
            reference: assessment.reference,
            date: isoDate(assessment.assessmentDate),
            overallRisk: assessment.overallRisk,
            overallScore: assessment.overallScore?.toFixed(2) ?? null,
            summary: assessment.recommendations,
          }
        : null,
      decisionBody: workflow?.committee
        ? {
            committee: workflow.committee.name,
            workflowReference: workflow.reference,
            decidedOn: day(workflow.decisions[0]?.decidedAt ?? workflow.completedAt),
          }
        : null,
    };
  });
}

/** The rows of a page, in the page's order. */
export async function ebaRows(
  db: Db,
  rows: EbaContractRow[],
  today: string,
): Promise<(EbaRegisterRow & { id: string })[]> {
  const facts = await loadEbaFacts(db, rows);
  return facts.map((f) => ({ ...ebaRow(f, today), id: f.contract.id }));
}

export async function listEbaRegister(ctx: Context, input: z.output<typeof listEbaRegisterInput>) {
  const where = ebaFilterSql(input);
  const offset = (input.page - 1) * input.limit;
  const order = orderSql(input.sort ?? "reference", input.order ?? "asc");
  const statement = Prisma.sql`
    WITH page AS (SELECT s.*, row_number() OVER () AS "position" FROM (
      SELECT ${ROW_COLUMNS} FROM "Contract" c JOIN "Vendor" v ON v."id" = c."vendorId"
      WHERE ${where} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}) AS s)
    SELECT w.counted, p.* FROM (
      SELECT count(*)::int AS counted FROM (
        SELECT 1 FROM "Contract" c WHERE ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}
      ) AS following
    ) AS w LEFT JOIN page p ON TRUE ORDER BY p."position"`;
  const rows = await sqlRows<EbaContractRow & { counted: number; id: string | null }>(ctx.sql, statement);
  const { total, totalIsLowerBound } = await totalFromWindow(rows[0]?.counted ?? 0, offset, async () => {
    const [counted] = await sqlRows<{ n: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Contract" c WHERE ${where} LIMIT ${offset}) AS preceding`,
    );
    return counted?.n ?? 0;
  });
  const pageRows = rows.filter((r): r is EbaContractRow & { counted: number } => r.id !== null);
  const items = await ebaRows(ctx.db, pageRows, todayIn(ctx.env.APP_TIME_ZONE));
  return {
    items: items.map(({ id: _id, ...row }) => row),
    pagination: paginate(input.page, input.limit, total, totalIsLowerBound),
  };
}
