import { Prisma } from "@tprm/db";
import { type RiskLevelValue, statusesForTab, type VendorStatusValue, type VendorTab } from "./rules.js";

/** The register's filters, as the vendor list (GET /api/vendors) and the export apply them. */
export interface VendorListFilters {
  tab?: VendorTab;
  status?: VendorStatusValue;
  riskRating?: RiskLevelValue;
  search?: string;
}

/**
 * The search term as it is compared with Vendor.searchText (the lower-cased name, legal name, LEI, contact person
 * and e-mail, kept by a trigger): lower-cased, or null when there is nothing to search for.
 */
export function vendorSearchTerm(search: string | undefined): string | null {
  const term = search?.trim().toLowerCase();
  return term ? term : null;
}

/** `LIKE` treats %, _ and \ as wildcards or escapes: a user searching for "100%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters as a Prisma where clause (the export reads through Prisma in batches). vendorFilterSql below says
 * the same in SQL for the list page; an integration test holds the two to the same vendors.
 */
export function vendorFilterWhere(filters: VendorListFilters): Prisma.VendorWhereInput {
  const tabStatuses = filters.tab ? statusesForTab(filters.tab) : null;
  const term = vendorSearchTerm(filters.search);
  return {
    AND: [
      tabStatuses ? { status: { in: [...tabStatuses] } } : {},
      filters.status ? { status: filters.status } : {},
      filters.riskRating ? { riskRating: filters.riskRating } : {},
      // Prisma passes `contains` to LIKE as it is: the wildcards must be escaped here.
      term ? { searchText: { contains: escapeLike(term) } } : {},
    ],
  };
}

/** The filters as a SQL condition on "Vendor" (always a valid WHERE body: TRUE when nothing is filtered). */
export function vendorFilterSql(filters: VendorListFilters): Prisma.Sql {
  const tabStatuses = filters.tab ? statusesForTab(filters.tab) : null;
  const term = vendorSearchTerm(filters.search);
  const conditions: Prisma.Sql[] = [];
  if (tabStatuses) conditions.push(Prisma.sql`"status" IN (${Prisma.join([...tabStatuses])})`);
  if (filters.status) conditions.push(Prisma.sql`"status" = ${filters.status}`);
  if (filters.riskRating) conditions.push(Prisma.sql`"riskRating" = ${filters.riskRating}`);
  if (term) conditions.push(Prisma.sql`"searchText" LIKE ${`%${escapeLike(term)}%`}`);
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}
