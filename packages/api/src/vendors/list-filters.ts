import { Prisma } from "@tprm/db";
import { escapeLike } from "../lib/relevance.js";
import type { RiskLevelValue } from "../lib/risk-levels.js";
import { taggedSql } from "../tags/filter.js";
import { statusesForTab, type VendorStatusValue, type VendorTab } from "./rules.js";

/** The register's filters, as the vendor list (GET /api/vendors) and the export apply them. */
export interface VendorListFilters {
  tab?: VendorTab;
  status?: VendorStatusValue;
  riskRating?: RiskLevelValue;
  search?: string;
  /** Only vendors carrying this tag (the list's SQL; the export does not take it). */
  tagId?: string;
}

/**
 * The search term as it is compared with Vendor.searchText (name, legal name, LEI, contact person and e-mail, one
 * per line, lower-cased by PostgreSQL in a trigger), or null when there is nothing to search for. The case of the
 * term is folded by PostgreSQL too, never here: the list compares `LIKE lower(term)` (lower() is what wrote the
 * text), the export `ILIKE`.
 */
export function vendorSearchTerm(search: string | undefined): string | null {
  const term = search?.trim();
  return term ? term : null;
}

/**
 * An LEI is stored without spaces; one typed or pasted in groups of four ("5493 00AB …", at least two groups and a
 * digit) is looked for without them too.
 */
const LEI_IN_GROUPS = /^(?=.*\d)[0-9A-Za-z]{4}(?: [0-9A-Za-z]{4})*(?: [0-9A-Za-z]{1,4})$/;

/** The texts a search looks for: the term, and the term without its spaces when it reads as a grouped LEI. */
export function searchTexts(term: string): string[] {
  return LEI_IN_GROUPS.test(term) ? [term, term.replace(/ /g, "")] : [term];
}

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
      // Prisma passes `contains` to ILIKE as it is: the wildcards must be escaped here.
      term
        ? {
            OR: searchTexts(term).map((text) => ({
              searchText: { contains: escapeLike(text), mode: "insensitive" as const },
            })),
          }
        : {},
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
  if (filters.tagId) conditions.push(taggedSql("vendor", filters.tagId, '"id"'));
  if (term) {
    // LIKE on lower(): as fast as the trigram index allows (ILIKE folds every row's text again on recheck).
    const matches = searchTexts(term).map((text) => Prisma.sql`"searchText" LIKE lower(${`%${escapeLike(text)}%`})`);
    conditions.push(Prisma.sql`(${Prisma.join(matches, " OR ")})`);
  }
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`TRUE`;
}
