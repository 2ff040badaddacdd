import {
  type ListProceduresInput,
  PROCEDURE_COMPLEXITIES,
  PROCEDURE_SORTS,
  PROCEDURE_STATUSES,
  type ProcedureComplexityValue,
  type ProcedureStatusValue,
} from "@tprm/api/schemas";
import { nextSort as nextSortBy, type SortState } from "../../../lib/sort";

export const PROCEDURES_PAGE_SIZE = 25;
export type ProcedureSort = (typeof PROCEDURE_SORTS)[number];

/**
 * The Global Procedures tab's state in the URL (beside ?tab=procedures): the archived view or the list, the search
 * (q), the status and complexity filters, the sort and the page. Nothing set: the list by name.
 */
export interface ProceduresView {
  archived: boolean;
  q: string;
  status: ProcedureStatusValue | null;
  complexity: ProcedureComplexityValue | null;
  sort: SortState<ProcedureSort>;
  page: number;
}

export const DEFAULT_PROCEDURE_SORT: SortState<ProcedureSort> = { sort: "name", order: "asc" };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : null;

export function proceduresViewOf(params: URLSearchParams): ProceduresView {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const sort = oneOf(PROCEDURE_SORTS, params.get("sort"));
  return {
    archived: params.get("view") === "archived",
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: oneOf(PROCEDURE_STATUSES, params.get("status")),
    complexity: oneOf(PROCEDURE_COMPLEXITIES, params.get("complexity")),
    sort: sort ? { sort, order: params.get("order") === "desc" ? "desc" : "asc" } : DEFAULT_PROCEDURE_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The URL after a change: the tab stays; any change but the page's goes back to page 1; defaults are left out. */
export function proceduresViewParams(current: URLSearchParams, change: Partial<ProceduresView>): URLSearchParams {
  const next: ProceduresView = { ...proceduresViewOf(current), ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  const tab = current.get("tab");
  if (tab) params.set("tab", tab);
  if (next.archived) params.set("view", "archived");
  if (next.q.trim()) params.set("q", next.q.trim());
  if (next.status) params.set("status", next.status);
  if (next.complexity) params.set("complexity", next.complexity);
  if (next.sort.sort !== DEFAULT_PROCEDURE_SORT.sort || next.sort.order !== DEFAULT_PROCEDURE_SORT.order) {
    params.set("sort", next.sort.sort);
    params.set("order", next.sort.order);
  }
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

/** Dates read latest first when their column is first clicked. */
const DESC_FIRST = new Set<ProcedureSort>(["lastReview", "updatedAt"]);

export const nextProcedureSort = (current: SortState<ProcedureSort>, column: ProcedureSort) =>
  nextSortBy(current, column, DESC_FIRST);

export function toListInput(view: ProceduresView): ListProceduresInput {
  return {
    page: view.page,
    limit: PROCEDURES_PAGE_SIZE,
    sort: view.sort.sort,
    order: view.sort.order,
    ...(view.q ? { search: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.complexity ? { complexity: view.complexity } : {}),
  };
}

export const isNarrowed = (view: ProceduresView) => Boolean(view.q || view.status || view.complexity);
