// The contract list's page (GET /api/contracts): one SQL statement for the page and how many rows follow it, like
// the assessment list (risk-assessments/assessment-list.ts), built from the same filters as the summary.
import { Prisma, type RiskLevel, sqlRows } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { COUNT_WINDOW, paginate, totalFromWindow } from "../lib/pagination.js";
import { personName } from "../lib/people.js";
import { relevanceRankSql } from "../lib/relevance.js";
import type { contractListOutput, listContractsInput } from "../schemas/contracts.js";
import { type ListSource, toListItem } from "./dto.js";
import { contractFilterSql } from "./list-filters.js";
import type { ContractStageValue, ContractStatusValue, ContractTypeValue } from "./rules.js";

type ListInput = z.output<typeof listContractsInput>;

const COLUMNS = [
  "id",
  "reference",
  "name",
  "vendorId",
  "type",
  "value",
  "currency",
  "startDate",
  "endDate",
  "status",
  "stage",
  "riskLevel",
  "autoRenewal",
  "noticePeriodDays",
  "approvedAt",
  "criticalFunction",
  "ownerId",
  "updatedAt",
] as const;

/**
 * Every sort ends with id in the same direction, each matching an index of the migration: value groups by currency
 * ("Contract_currency_value_id_idx"), status sorts by end date within ("Contract_status_endDate_id_idx"). Open-ended
 * contracts (no end date) come last in either direction when sorted by end date (pageRowsSql).
 */
export function contractOrderBy(
  sort: NonNullable<ListInput["sort"]>,
  order: ListInput["order"],
  alias: string,
): Prisma.Sql {
  const dir = order === "asc" ? "ASC" : "DESC";
  const key = (column: string) => `${alias}."${column}" ${dir}`;
  const columns =
    sort === "value"
      ? [key("currency"), key("value"), key("id")]
      : sort === "status"
        ? [key("status"), key("endDate"), key("id")]
        : sort === "endDate"
          ? [`${key("endDate")} NULLS LAST`, key("id")]
          : [key(sort), key("id")];
  return Prisma.raw(columns.join(", "));
}

export interface ListRow {
  id: string;
  reference: string;
  name: string;
  vendorId: string;
  vendorName: string;
  type: ContractTypeValue;
  /** numeric(18,2): pg reads it as exact text ("1200000.00"). */
  value: string;
  currency: string;
  startDate: Date;
  endDate: Date | null;
  status: ContractStatusValue;
  stage: ContractStageValue;
  riskLevel: RiskLevel;
  autoRenewal: boolean;
  noticePeriodDays: number | null;
  approvedAt: Date | null;
  criticalFunction: boolean;
  ownerId: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  updatedAt: Date;
}

/** The columns a list row is read with from "Contract" `alias`. */
export const listColumnsSql = (alias: string) => Prisma.raw(COLUMNS.map((c) => `${alias}."${c}"`).join(", "));

/** The joins naming the vendor (v) and the owner (u) of a list row read as `alias`. */
export const listJoinsSql = (alias: string) =>
  Prisma.raw(`JOIN "Vendor" v ON v."id" = ${alias}."vendorId" LEFT JOIN "User" u ON u."id" = ${alias}."ownerId"`);

export const LIST_NAMES_SQL = Prisma.raw(
  `v."name" AS "vendorName", u."firstName" AS "ownerFirstName", u."lastName" AS "ownerLastName"`,
);

export function listSource(row: ListRow): ListSource {
  return {
    ...row,
    vendor: { id: row.vendorId, name: row.vendorName },
    owner:
      row.ownerId && row.ownerFirstName !== null
        ? { id: row.ownerId, name: personName({ firstName: row.ownerFirstName, lastName: row.ownerLastName ?? "" }) }
        : null,
  };
}

/**
 * The page's rows in order. By end date descending with open-ended contracts last, one index scan cannot give the
 * order ("Contract_endDate_id_idx" read backwards puts nulls first), and sorting every row cost 40 ms at 100,000
 * contracts: the dated and the open-ended rows are read apart, each through the index, up to the page's end.
 */
/** The user's column sort; else, when searching, best matches first (name or reference, lib/relevance.ts). */
function listOrder(input: ListInput, alias: string): Prisma.Sql {
  const term = input.search?.trim();
  if (input.sort || !term) return contractOrderBy(input.sort ?? "endDate", input.order, alias);
  const rank = relevanceRankSql(term, Prisma.raw(`${alias}."name"`), {
    columns: [Prisma.raw(`${alias}."reference"`)],
    terms: [term],
  });
  return Prisma.sql`${rank}, ${Prisma.raw(`${alias}."name", ${alias}."id"`)}`;
}

function pageRowsSql(input: ListInput, where: Prisma.Sql, offset: number): Prisma.Sql {
  const order = listOrder(input, "c");
  const byEndDateDown =
    (input.sort ?? (input.search?.trim() ? null : "endDate")) === "endDate" && input.order === "desc";
  if (!byEndDateDown) {
    return Prisma.sql`SELECT ${listColumnsSql("c")} FROM "Contract" c WHERE ${where}
      ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`;
  }
  const reach = offset + input.limit;
  return Prisma.sql`SELECT * FROM (
      (SELECT ${listColumnsSql("c")} FROM "Contract" c WHERE ${where} AND c."endDate" IS NOT NULL
        ORDER BY c."endDate" DESC, c."id" DESC LIMIT ${reach})
      UNION ALL
      (SELECT ${listColumnsSql("c")} FROM "Contract" c WHERE ${where} AND c."endDate" IS NULL
        ORDER BY c."id" DESC LIMIT ${reach})
    ) AS c ORDER BY ${order} LIMIT ${input.limit} OFFSET ${offset}`;
}

function pageStatement(input: ListInput, where: Prisma.Sql, offset: number): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (${pageRowsSql(input, where, offset)})
    SELECT w.counted, p.*, ${LIST_NAMES_SQL}
    FROM (
      SELECT count(*)::int AS counted FROM (
        SELECT 1 FROM "Contract" c WHERE ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}
      ) AS following
    ) AS w
    LEFT JOIN (page p ${listJoinsSql("p")}) ON TRUE
    ORDER BY ${listOrder(input, "p")}`;
}

export async function listContracts(ctx: Context, input: ListInput): Promise<z.output<typeof contractListOutput>> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const where = contractFilterSql(input, today);
  const offset = (input.page - 1) * input.limit;
  const rows = await sqlRows<ListRow & { counted: number; id: string | null }>(
    ctx.sql,
    pageStatement(input, where, offset),
  );
  const { total, totalIsLowerBound } = await totalFromWindow(rows[0]?.counted ?? 0, offset, async () => {
    const [counted] = await sqlRows<{ n: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Contract" c WHERE ${where} LIMIT ${offset}) AS preceding`,
    );
    return counted?.n ?? 0;
  });
  const items = rows
    .filter((row): row is ListRow & { counted: number } => row.id !== null)
    .map((row) => toListItem(listSource(row), today));
  return { items, pagination: paginate(input.page, input.limit, total, totalIsLowerBound) };
}
