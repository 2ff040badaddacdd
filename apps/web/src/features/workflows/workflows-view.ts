import { DISPLAY_STATUSES, type DisplayStatus, WORKFLOW_TYPES, type WorkflowTypeValue } from "@tprm/api/schemas";
import { nextSort as nextSortBy, type SortState } from "../../lib/sort";

/** The centre's five tabs, in the spec's order; each label shows its own panel (DESIGN.md). */
export const WORKFLOW_TABS = ["active", "new-outsourcing", "templates", "committee", "analytics"] as const;
export type WorkflowTab = (typeof WORKFLOW_TABS)[number];

/** The instances table's sortable columns (the server's WORKFLOW_SORTS). */
export const WORKFLOW_SORT_COLUMNS = ["targetDate", "name", "createdAt", "status", "type"] as const;
export type WorkflowSort = (typeof WORKFLOW_SORT_COLUMNS)[number];

export const WORKFLOWS_PAGE_SIZE = 25;

/** What the Active tab's table shows: kept in the URL so Back, reload and a shared link return to the same view. */
export interface WorkflowListView {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  type: WorkflowTypeValue | "";
  status: DisplayStatus | "";
  sort: SortState<WorkflowSort>;
  page: number;
}

/** The server's default order: the nearest target date first. */
export const DEFAULT_SORT: SortState<WorkflowSort> = { sort: "targetDate", order: "asc" };
const DESC_FIRST = new Set<WorkflowSort>(["createdAt"]);

export function nextSort(current: SortState<WorkflowSort>, column: WorkflowSort): SortState<WorkflowSort> {
  return nextSortBy(current, column, DESC_FIRST);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** The tab (?tab=…), Active Workflows when missing or unknown. */
export function tabOf(params: URLSearchParams): WorkflowTab {
  return oneOf(WORKFLOW_TABS, params.get("tab")) ?? "active";
}

/** The query string on another tab: the table's view stays for when the user comes back. */
export function withTab(current: URLSearchParams, tab: string): URLSearchParams {
  const chosen = oneOf(WORKFLOW_TABS, tab) ?? "active";
  const next = new URLSearchParams(current);
  if (chosen === "active") next.delete("tab");
  else next.set("tab", chosen);
  return next;
}

const idParam = (params: URLSearchParams, key: string) => {
  const id = params.get(key) ?? "";
  return UUID.test(id) ? id.toLowerCase() : null;
};

/** The workflow chosen for the Committee Approval tab (?workflow=<id>). */
export const chosenWorkflowOf = (params: URLSearchParams) => idParam(params, "workflow");
/** The workflow whose record is open (?record=<id>). */
export const openRecordOf = (params: URLSearchParams) => idParam(params, "record");

export function withParam(current: URLSearchParams, key: "workflow" | "record", id: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id) next.set(key, id);
  else next.delete(key);
  return next;
}

/** Committee Approval with a workflow chosen (from a row's menu). */
export function committeeParams(current: URLSearchParams, id: string): URLSearchParams {
  return withParam(withTab(current, "committee"), "workflow", id);
}

/** The template shown on the Templates tab (?template=<type>), new outsourcing by default. */
export function templateTypeOf(params: URLSearchParams): WorkflowTypeValue {
  return oneOf(WORKFLOW_TYPES, params.get("template")) ?? "new_outsourcing";
}

export function withTemplateType(current: URLSearchParams, type: WorkflowTypeValue): URLSearchParams {
  const next = new URLSearchParams(current);
  if (type === "new_outsourcing") next.delete("template");
  else next.set("template", type);
  return next;
}

/** Reads the table's view from the query string; anything unknown or malformed falls back to the default. */
export function parseListView(params: URLSearchParams): WorkflowListView {
  const sort = oneOf(WORKFLOW_SORT_COLUMNS, params.get("sort"));
  const order = oneOf(["asc", "desc"] as const, params.get("order"));
  const pageParam = params.get("page") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    type: oneOf(WORKFLOW_TYPES, params.get("type")) ?? "",
    status: oneOf(DISPLAY_STATUSES, params.get("status")) ?? "",
    sort: { sort: sort ?? DEFAULT_SORT.sort, order: order ?? (sort ? "asc" : DEFAULT_SORT.order) },
    page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
  };
}

/**
 * The query string after a change of view: other parameters (the tab, the open record) are kept, defaults are left
 * out so the plain address stays plain. A new filter, search or sort starts again at page 1.
 */
export function withListView(current: URLSearchParams, change: Partial<WorkflowListView>): URLSearchParams {
  const view = { ...parseListView(current), ...change };
  const narrowed = ["q", "type", "status", "sort"].some((k) => change[k as keyof WorkflowListView] !== undefined);
  if (change.page === undefined && narrowed) view.page = 1;
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put("q", view.q.trim() || null);
  put("type", view.type || null);
  put("status", view.status || null);
  const isDefaultSort = view.sort.sort === DEFAULT_SORT.sort && view.sort.order === DEFAULT_SORT.order;
  put("sort", isDefaultSort ? null : view.sort.sort);
  put("order", isDefaultSort ? null : view.sort.order);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}

export const isFiltered = (view: WorkflowListView) => Boolean(view.q || view.type || view.status);

export const CLEARED_FILTERS: Pick<WorkflowListView, "q" | "type" | "status"> = { q: "", type: "", status: "" };

/** workflows.list's input for the view. */
export function toListInput(view: WorkflowListView) {
  return {
    page: view.page,
    limit: WORKFLOWS_PAGE_SIZE,
    sort: view.sort.sort,
    order: view.sort.order,
    ...(view.q ? { search: view.q } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.status ? { status: view.status } : {}),
  };
}
