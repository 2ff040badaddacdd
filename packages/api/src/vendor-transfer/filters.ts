// The vendor list's filters as a Prisma where clause, for exports. The same semantics as GET /api/vendors
// (vendors/vendor-service.ts keeps its builder private; when it exports one, this file should call it instead).
import type { Prisma } from "@tprm/db";
import { statusesForTab } from "../vendors/rules.js";
import type { VendorFilters } from "./public.js";

export function vendorFilterWhere(filters: VendorFilters): Prisma.VendorWhereInput {
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
