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

/**
 * How far past the current page a large list counts its rows: twenty pages of 50. Counting 10,000 rows cost more
 * than the page itself at 100,000 vendors (docs/benchmarks.md); nobody pages 200 pages ahead, and summaries (the
 * vendor counts per status) give exact totals where a screen shows one.
 */
export const COUNT_WINDOW = 1_000;

/**
 * The total a list reports from `counted`, the rows it counted from the page's offset (at most COUNT_WINDOW + 1):
 * an exact count of a register of 100,000 rows costs more than the page itself. The answer is exact whenever fewer
 * rows remain; otherwise it is a lower bound that still lets the reader page on.
 */
export async function totalFromWindow(
  counted: number,
  offset: number,
  countFromStart: () => Promise<number>,
): Promise<{ total: number; totalIsLowerBound: boolean }> {
  if (counted > COUNT_WINDOW) return { total: offset + COUNT_WINDOW, totalIsLowerBound: true };
  // Past the end (an old link to a page that no longer exists), count from the start so the pager stays truthful.
  if (counted === 0 && offset > 0) return { total: await countFromStart(), totalIsLowerBound: false };
  return { total: offset + counted, totalIsLowerBound: false };
}

export const skipTake = (page: number, limit: number) => ({ skip: (page - 1) * limit, take: limit });
