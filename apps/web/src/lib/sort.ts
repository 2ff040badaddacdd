export type SortOrder = "asc" | "desc";

export interface SortState<C extends string> {
  sort: C;
  order: SortOrder;
}

/**
 * Clicking a column header: the same column flips its order; another column starts at its natural order, largest
 * first for the columns in `descFirst` (money, dates, counts), A→Z for the others.
 */
export function nextSort<C extends string>(current: SortState<C>, column: C, descFirst: ReadonlySet<C>): SortState<C> {
  if (current.sort === column) return { sort: column, order: current.order === "asc" ? "desc" : "asc" };
  return { sort: column, order: descFirst.has(column) ? "desc" : "asc" };
}
