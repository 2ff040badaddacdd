import { z } from "zod";

/** Page/limit input shared by every list; coerced so REST query strings work. */
export const paginationInput = (defaultLimit = 50, maxLimit = 200) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** True when the count stopped early: there are at least `total` rows (see countWindow). */
  totalIsLowerBound?: boolean;
}

export function paginate(page: number, limit: number, total: number, totalIsLowerBound = false): Pagination {
  return {
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    ...(totalIsLowerBound ? { totalIsLowerBound } : {}),
  };
}

/** How far past the current page a large list counts its rows. */
export const COUNT_WINDOW = 10_000;

/**
 * Counts a list's rows from the current page's offset, up to COUNT_WINDOW more: an exact count of a register of
 * 100,000 rows costs more than the page itself. The answer is exact whenever fewer rows remain; otherwise it is a
 * lower bound that still lets the reader page on.
 */
export async function countWindow(
  count: (args: { skip: number; take: number }) => Promise<number>,
  page: number,
  limit: number,
): Promise<{ total: number; totalIsLowerBound: boolean }> {
  const offset = (page - 1) * limit;
  const counted = await count({ skip: offset, take: COUNT_WINDOW + 1 });
  if (counted > COUNT_WINDOW) return { total: offset + COUNT_WINDOW, totalIsLowerBound: true };
  // Past the end (an old link to a page that no longer exists), count from the start so the pager stays truthful.
  if (counted === 0 && offset > 0) return { total: await count({ skip: 0, take: offset }), totalIsLowerBound: false };
  return { total: offset + counted, totalIsLowerBound: false };
}

export const skipTake = (page: number, limit: number) => ({ skip: (page - 1) * limit, take: limit });
