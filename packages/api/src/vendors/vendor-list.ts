// The register's page (GET /api/vendors): one SQL statement for the page and its row count, on the pool under
// Prisma. At 100,000 vendors Prisma's query compiler and the mapping of whole rows cost more than the query itself
// (docs/benchmarks.md), so the page reads only the list's columns, in SQL built from the same filters as the
// export (list-filters.ts).
import { Prisma, sqlRows, type Vendor } from "@tprm/db";
import type { z } from "zod";
import type { Context } from "../context.js";
import { COUNT_WINDOW, paginate, totalFromWindow } from "../lib/pagination.js";
import { relevanceRankSql } from "../lib/relevance.js";
import { type listVendorsInput, VENDOR_SORTS, type vendorListItemOutput } from "../schemas/vendors.js";
import { searchTexts, vendorFilterSql, vendorSearchTerm } from "./list-filters.js";

type ListInput = z.infer<typeof listVendorsInput>;

/** What a row of the register carries; the vendor record (GET /api/vendors/{id}) has every field. */
export const VENDOR_LIST_COLUMNS = [
  "id",
  "name",
  "legalName",
  "businessType",
  "country",
  "countryOfService",
  "contactPerson",
  "email",
  "contractValue",
  "currency",
  "status",
  "statusNote",
  "riskRating",
  "criticality",
  "kpiBreachesCount",
  "lei",
  "lastReviewedAt",
  "nextReviewDate",
  "createdAt",
  "updatedAt",
] as const satisfies readonly (keyof Vendor)[];

/**
 * A register row as PostgreSQL returns it (numeric(18,2) arrives as its exact text, "1250000.00"): the answer's
 * schema, schemas/vendors.ts vendorListItemOutput, which must name exactly the columns read.
 */
export type VendorListItem = z.output<typeof vendorListItemOutput>;
const columnsDocumented: [
  Exclude<(typeof VENDOR_LIST_COLUMNS)[number], keyof VendorListItem>,
  Exclude<keyof VendorListItem, (typeof VENDOR_LIST_COLUMNS)[number]>,
] extends [never, never]
  ? true
  : false = true;
void columnsDocumented;

/** The columns the sorts read: the search's matches keep only these before the page is cut. */
const SORT_COLUMNS = ["id", "currency", "lei", ...VENDOR_SORTS];

/**
 * A search this long has trigrams for Vendor_searchText_trgm_idx to find; the matches are then gathered through
 * the index (at most SEARCH_WINDOW of them) and sorted, rather than left to a plan that walks the sort's index
 * filtering rows — fast when matches are everywhere, slow when they cluster (a word most matching names start
 * with), which the planner cannot know.
 */
const INDEXED_SEARCH_LENGTH = 3;
const SEARCH_WINDOW = 10_000;

const columnList = (alias: string, columns: readonly string[]) =>
  Prisma.raw(columns.map((c) => `${alias}."${c}"`).join(", "));

/**
 * Every sort is one index scan in either direction (see the Vendor indexes): the tie-breakers run in the same
 * direction as the sort, and nullable columns keep PostgreSQL's placement — unrated vendors and vendors without a
 * country come last in ascending order and first in descending order (the gaps to fill). Contract values are
 * grouped by currency (amounts in different currencies are not comparable): currency, value, id, one direction,
 * so the (currency, contractValue, id) index serves both.
 */
function columnOrder(input: ListInput, alias: string): Prisma.Sql {
  const dir = input.order === "asc" ? "ASC" : "DESC";
  const key = (column: string) => `${alias}."${column}" ${dir}`;
  const sort = input.sort ?? "name";
  switch (sort) {
    case "status":
      return Prisma.raw([key("status"), key("name"), key("id")].join(", "));
    case "riskRating":
    case "country":
      return Prisma.raw(`${key(sort)} NULLS ${dir === "ASC" ? "LAST" : "FIRST"}, ${key("id")}`);
    case "contractValue":
      return Prisma.raw([key("currency"), key("contractValue"), key("id")].join(", "));
    default:
      return Prisma.raw(`${key(sort)}, ${key("id")}`);
  }
}

/** Best matches first (lib/relevance.ts): the name or the LEI (also typed in groups) exactly, then by name. */
function relevanceOrder(term: string, alias: string): Prisma.Sql {
  const leis = searchTexts(term).map((text) => text.replace(/ /g, ""));
  // The matches carry "lname", the search copy's first line: the name as lower() wrote it (the Vendor_searchText
  // trigger), so the ranking of thousands of candidates lowers none.
  const lname = alias === "m";
  const rank = relevanceRankSql(
    term,
    Prisma.raw(lname ? `${alias}."lname"` : `${alias}."name"`),
    { columns: [Prisma.raw(`${alias}."lei"`)], terms: leis },
    { nameIsLowerCase: lname },
  );
  return Prisma.sql`${rank}, ${Prisma.raw(`${alias}."name", ${alias}."id"`)}`;
}

/** The user's column sort; else, for a search whose matches were gathered, relevance; else by name. */
function orderBy(input: ListInput, alias: string, term: string | null = null): Prisma.Sql {
  return !input.sort && term ? relevanceOrder(term, alias) : columnOrder(input, alias);
}

type Row = { [K in keyof VendorListItem]: VendorListItem[K] | null } & { counted: number };

/** The page, and how many rows follow its offset (up to COUNT_WINDOW + 1): one round trip. */
function pageStatement(input: ListInput, where: Prisma.Sql, offset: number): Prisma.Sql {
  return Prisma.sql`
    WITH page AS (
      SELECT ${columnList("v", VENDOR_LIST_COLUMNS)} FROM "Vendor" v WHERE ${where}
      ORDER BY ${orderBy(input, "v")} LIMIT ${input.limit} OFFSET ${offset}
    )
    SELECT w.counted, p.* FROM (
      SELECT count(*)::int AS counted FROM (
        SELECT 1 FROM "Vendor" v WHERE ${where} OFFSET ${offset} LIMIT ${COUNT_WINDOW + 1}
      ) AS following
    ) AS w LEFT JOIN page p ON TRUE
    ORDER BY ${orderBy(input, "p")}`;
}

/** A search's matches (at most SEARCH_WINDOW + 1), the page cut from them, and their number: one round trip. */
function searchStatement(input: ListInput, where: Prisma.Sql, offset: number, term: string): Prisma.Sql {
  return Prisma.sql`
    WITH matches AS MATERIALIZED (
      SELECT ${columnList("v", SORT_COLUMNS)}, split_part(v."searchText", E'\\n', 1) AS "lname"
      FROM "Vendor" v WHERE ${where} LIMIT ${SEARCH_WINDOW + 1}
    ), page AS (
      SELECT m."id" FROM matches m ORDER BY ${orderBy(input, "m", term)} LIMIT ${input.limit} OFFSET ${offset}
    )
    SELECT (SELECT count(*)::int FROM matches) AS counted, v.* FROM (SELECT 1) AS one
      LEFT JOIN (page JOIN LATERAL (
        SELECT ${columnList("x", VENDOR_LIST_COLUMNS)} FROM "Vendor" x WHERE x."id" = page."id"
      ) AS v ON TRUE) ON TRUE
    ORDER BY ${orderBy(input, "v", term)}`;
}

interface Found {
  rows: Row[];
  total: number;
  totalIsLowerBound: boolean;
}

/** Null when the term matches more than SEARCH_WINDOW vendors: a broad term, which the plain page serves well. */
async function searchedPage(
  ctx: Context,
  input: ListInput,
  where: Prisma.Sql,
  offset: number,
  term: string,
): Promise<Found | null> {
  const rows = await sqlRows<Row>(ctx.sql, searchStatement(input, where, offset, term));
  const matches = rows[0]?.counted ?? 0;
  return matches > SEARCH_WINDOW ? null : { rows, total: matches, totalIsLowerBound: false };
}

async function plainPage(ctx: Context, input: ListInput, where: Prisma.Sql, offset: number): Promise<Found> {
  const rows = await sqlRows<Row>(ctx.sql, pageStatement(input, where, offset));
  const total = await totalFromWindow(rows[0]?.counted ?? 0, offset, async () => {
    const [counted] = await sqlRows<{ n: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "Vendor" v WHERE ${where} LIMIT ${offset}) AS preceding`,
    );
    return counted?.n ?? 0;
  });
  return { rows, ...total };
}

export async function listVendors(ctx: Context, input: ListInput) {
  const where = vendorFilterSql(input);
  const offset = (input.page - 1) * input.limit;
  const term = vendorSearchTerm(input.search);
  const found =
    (term && term.length >= INDEXED_SEARCH_LENGTH ? await searchedPage(ctx, input, where, offset, term) : null) ??
    (await plainPage(ctx, input, where, offset));
  const items: VendorListItem[] = [];
  for (const { counted, ...row } of found.rows) if (row.id !== null) items.push(row as VendorListItem);
  return { items, pagination: paginate(input.page, input.limit, found.total, found.totalIsLowerBound) };
}
