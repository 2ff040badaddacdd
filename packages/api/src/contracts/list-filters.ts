// The contract list's filters as one SQL condition on "Contract" c: the list page, the summary and whoever else
// must agree with the list (the export) build on these.
import { Prisma, type RiskLevel } from "@tprm/db";
import { addDays } from "../lib/dates.js";
import { escapeLike } from "../lib/relevance.js";
import { taggedSql } from "../tags/filter.js";
import {
  type ContractStageValue,
  type ContractStatusValue,
  type ContractTypeValue,
  EXPIRING_SOON_DAYS,
} from "./rules.js";

export interface ContractListFilters {
  status?: ContractStatusValue;
  stage?: ContractStageValue;
  type?: ContractTypeValue;
  vendorId?: string;
  ownerId?: string;
  riskLevel?: RiskLevel;
  currency?: string;
  expiring?: boolean;
  search?: string;
  /** Only contracts carrying this tag. */
  tagId?: string;
}

/**
 * A contract still running (neither expired nor terminated). Written with literals, not parameters, so the planner
 * sees it implies the predicate of the partial index "Contract_running_end_idx".
 */
export const runningSql = (alias = "c") => Prisma.raw(`${alias}."status" NOT IN ('expired', 'terminated')`);

/** End date within `days` days of `today` (today counts; past ends do not), the contract still running. */
export function endsWithinSql(today: string, days: number, alias = "c"): Prisma.Sql {
  return Prisma.sql`${runningSql(alias)} AND ${Prisma.raw(alias)}."endDate" BETWEEN ${today}::date AND ${addDays(today, days)}::date`;
}

/**
 * The notice deadline (end date less the notice period, for a contract renewing automatically) within `days` days
 * of `today`, the contract still running.
 */
export function noticeWithinSql(today: string, days: number, alias = "c"): Prisma.Sql {
  const a = Prisma.raw(alias);
  return Prisma.sql`${runningSql(alias)} AND ${a}."autoRenewal" AND ${a}."noticePeriodDays" IS NOT NULL
    AND (${a}."endDate" - ${a}."noticePeriodDays") BETWEEN ${today}::date AND ${addDays(today, days)}::date`;
}

/** The filters as a SQL condition on "Contract" c (TRUE when nothing is filtered). */
export function contractFilterSql(filters: ContractListFilters, today: string): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filters.status) conditions.push(Prisma.sql`c."status" = ${filters.status}::"ContractStatus"`);
  if (filters.stage) conditions.push(Prisma.sql`c."stage" = ${filters.stage}::"ContractStage"`);
  if (filters.type) conditions.push(Prisma.sql`c."type" = ${filters.type}::"ContractType"`);
  if (filters.vendorId) conditions.push(Prisma.sql`c."vendorId" = ${filters.vendorId}::uuid`);
  if (filters.ownerId) conditions.push(Prisma.sql`c."ownerId" = ${filters.ownerId}::uuid`);
  if (filters.riskLevel) conditions.push(Prisma.sql`c."riskLevel" = ${filters.riskLevel}::"RiskLevel"`);
  if (filters.currency) conditions.push(Prisma.sql`c."currency" = ${filters.currency}`);
  if (filters.expiring) conditions.push(endsWithinSql(today, EXPIRING_SOON_DAYS));
  if (filters.tagId) conditions.push(taggedSql("contract", filters.tagId, 'c."id"'));
  const term = filters.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    // Trigram-indexed branches; the vendor's name through its search copy (lower-cased). `= ANY (ARRAY(…))` rather
    // than `IN (…)`: a hashed IN subplan cannot join the bitmap OR (docs/benchmarks.md).
    conditions.push(Prisma.sql`(c."name" ILIKE ${pattern} OR c."reference" ILIKE ${pattern}
      OR c."vendorId" = ANY (ARRAY(SELECT sv."id" FROM "Vendor" sv WHERE sv."searchText" LIKE lower(${pattern}))))`);
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}
