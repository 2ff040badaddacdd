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
}

export function paginate(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export const skipTake = (page: number, limit: number) => ({ skip: (page - 1) * limit, take: limit });
