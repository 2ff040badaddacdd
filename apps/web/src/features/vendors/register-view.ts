import { parseTab, SORT_COLUMNS, type SortColumn, type SortState, type VendorTab } from "./vendor-format";

/** What the register shows: kept in the URL so Back, reload and a shared link return to the same view. */
export interface RegisterView {
  tab: VendorTab;
  /** The search as typed (trimmed), "" for none. */
  q: string;
  /** The column sort the user chose, null for none: by relevance while searching, else DEFAULT_SORT. */
  sort: SortState | null;
  page: number;
}

export const DEFAULT_SORT: SortState = { sort: "name", order: "asc" };

/** Reads the view from the page's query string; anything unknown or malformed falls back to the default. */
export function parseRegisterView(params: URLSearchParams): RegisterView {
  const sortParam = params.get("sort");
  const orderParam = params.get("order");
  const order: SortState["order"] = orderParam === "asc" || orderParam === "desc" ? orderParam : "asc";
  const sort = (SORT_COLUMNS as readonly string[]).includes(sortParam ?? "")
    ? { sort: sortParam as SortColumn, order }
    : null;
  const pageParam = params.get("page") ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
  return {
    tab: parseTab(params.get("tab")),
    q: (params.get("q") ?? "").trim().slice(0, 200),
    sort,
    page,
  };
}

/**
 * The query string after a change of view: other parameters (the open vendor) are kept, defaults are left out so
 * the plain address stays plain. A new tab, search or sort starts again at page 1.
 */
export function withRegisterView(current: URLSearchParams, change: Partial<RegisterView>): URLSearchParams {
  const view = { ...parseRegisterView(current), ...change };
  if (change.page === undefined && (change.tab !== undefined || change.q !== undefined || change.sort !== undefined)) {
    view.page = 1;
  }
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  put("tab", view.tab === "all" ? null : view.tab);
  put("q", view.q ? view.q : null);
  // The default order is left out, unless chosen while searching (where no choice means by relevance).
  const isDefaultSort = view.sort?.sort === DEFAULT_SORT.sort && view.sort.order === DEFAULT_SORT.order;
  const kept = view.sort && (!isDefaultSort || view.q) ? view.sort : null;
  put("sort", kept ? kept.sort : null);
  put("order", kept ? kept.order : null);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}
