import type { Prisma } from "@tprm/db";
import { type RiskLevelValue, statusesForTab, type VendorStatusValue, type VendorTab } from "./rules.js";

/** The register's filters, as the vendor list (GET /api/vendors) and the export apply them. */
export interface VendorListFilters {
  tab?: VendorTab;
  status?: VendorStatusValue;
  riskRating?: RiskLevelValue;
  search?: string;
}

/** One where clause for the list and the export: tab, status, risk rating, and "contains" search over five fields. */
export function vendorFilterWhere(filters: VendorListFilters): Prisma.VendorWhereInput {
  const tabStatuses = filters.tab ? statusesForTab(filters.tab) : null;
  const search = filters.search?.trim();
  const contains = search ? { contains: search, mode: "insensitive" as const } : null;
  return {
    AND: [
      tabStatuses ? { status: { in: [...tabStatuses] } } : {},
      filters.status ? { status: filters.status } : {},
      filters.riskRating ? { riskRating: filters.riskRating } : {},
      contains
        ? {
            OR: [
              { name: contains },
              { legalName: contains },
              { lei: contains },
              { contactPerson: contains },
              { email: contains },
            ],
          }
        : {},
    ],
  };
}
