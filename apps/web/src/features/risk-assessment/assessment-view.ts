import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  type AssessmentStatusValue,
  type AssessmentTypeValue,
  RISK_ASSESSMENT_SORTS,
  RISK_LEVELS,
  type RiskLevelValue,
} from "@tprm/api/schemas";
import type { SortState } from "../../lib/sort";

/** Cards a page: 12 fill rows of one, two, three or four columns. */
export const ASSESSMENTS_PAGE_SIZE = 12;

export type AssessmentSort = (typeof RISK_ASSESSMENT_SORTS)[number];
export const VIEW_MODES = ["grid", "dashboard"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const REVIEW_DUE_FILTERS = ["overdue", "due"] as const;
export type ReviewDueFilter = (typeof REVIEW_DUE_FILTERS)[number];

/** What the centre shows: kept in the URL so Back, reload and a shared link return to the same view. */
export interface AssessmentView {
  mode: ViewMode;
  /** The search as typed (trimmed), "" for none. */
  q: string;
  status: AssessmentStatusValue | "";
  risk: RiskLevelValue | "";
  type: AssessmentTypeValue | "";
  /** A vendor's or a lead assessor's id, "" for any. */
  vendor: string;
  assessor: string;
  /** Assessment date range, "YYYY-MM-DD" or "". */
  from: string;
  to: string;
  due: ReviewDueFilter | "";
  sort: SortState<AssessmentSort>;
  page: number;
}

/** The filters alone, as the list, the summary, the dashboard and the export take them (none: every assessment). */
export interface AssessmentFilters {
  search?: string;
  status?: AssessmentStatusValue;
  overallRisk?: RiskLevelValue;
  type?: AssessmentTypeValue;
  vendorId?: string;
  leadAssessorId?: string;
  from?: string;
  to?: string;
  reviewDue?: ReviewDueFilter;
}

export const DEFAULT_SORT: SortState<AssessmentSort> = { sort: "assessmentDate", order: "desc" };

export const DEFAULT_VIEW: AssessmentView = {
  mode: "grid",
  q: "",
  status: "",
  risk: "",
  type: "",
  vendor: "",
  assessor: "",
  from: "",
  to: "",
  due: "",
  sort: DEFAULT_SORT,
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

function isoDateOrEmpty(value: string | null): string {
  if (!value || !ISO_DATE.test(value)) return "";
  // 2026-02-31 is not a day: the date must survive a round trip through Date.
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value ? value : "";
}

/** Reads the view from the page's query string; anything unknown or malformed falls back to the default. */
export function parseAssessmentView(params: URLSearchParams): AssessmentView {
  const sortParam = oneOf(RISK_ASSESSMENT_SORTS, params.get("sort"));
  const orderParam = oneOf(["asc", "desc"] as const, params.get("order"));
  const pageParam = params.get("page") ?? "";
  const id = (key: string) => {
    const value = params.get(key) ?? "";
    return UUID.test(value) ? value.toLowerCase() : "";
  };
  let from = isoDateOrEmpty(params.get("from"));
  let to = isoDateOrEmpty(params.get("to"));
  // A range written backwards (an edited link) means the same days.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    mode: oneOf(VIEW_MODES, params.get("view")) ?? "grid",
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: oneOf(ASSESSMENT_STATUSES, params.get("status")) ?? "",
    risk: oneOf(RISK_LEVELS, params.get("risk")) ?? "",
    type: oneOf(ASSESSMENT_TYPES, params.get("type")) ?? "",
    vendor: id("vendor"),
    assessor: id("assessor"),
    from,
    to,
    due: oneOf(REVIEW_DUE_FILTERS, params.get("due")) ?? "",
    sort: { sort: sortParam ?? DEFAULT_SORT.sort, order: orderParam ?? DEFAULT_SORT.order },
    page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
  };
}

const FILTER_KEYS = ["q", "status", "risk", "type", "vendor", "assessor", "from", "to", "due"] as const;

/**
 * The query string after a change of view: other parameters (the open assessment) are kept, defaults are left out
 * so the plain address stays plain. A new filter or sort starts again at page 1; the view mode keeps the page.
 */
export function withAssessmentView(current: URLSearchParams, change: Partial<AssessmentView>): URLSearchParams {
  const view = { ...parseAssessmentView(current), ...change };
  const narrowed = FILTER_KEYS.some((key) => change[key] !== undefined) || change.sort !== undefined;
  if (change.page === undefined && narrowed) view.page = 1;
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put("view", view.mode === "grid" ? null : view.mode);
  put("q", view.q.trim() || null);
  put("status", view.status);
  put("risk", view.risk);
  put("type", view.type);
  put("vendor", view.vendor);
  put("assessor", view.assessor);
  put("from", view.from);
  put("to", view.to);
  put("due", view.due);
  const isDefaultSort = view.sort.sort === DEFAULT_SORT.sort && view.sort.order === DEFAULT_SORT.order;
  put("sort", isDefaultSort ? null : view.sort.sort);
  put("order", isDefaultSort ? null : view.sort.order);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}

/** The filters of a view, each left out when it shows everything. */
export function filtersOf(view: AssessmentView): AssessmentFilters {
  return {
    ...(view.q ? { search: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.risk ? { overallRisk: view.risk } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.vendor ? { vendorId: view.vendor } : {}),
    ...(view.assessor ? { leadAssessorId: view.assessor } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(view.due ? { reviewDue: view.due } : {}),
  };
}

/** True when any filter narrows the list (which empty state shows, and "Clear filters"). */
export function isFiltered(view: AssessmentView): boolean {
  return Object.keys(filtersOf(view)).length > 0;
}

/** Every filter back to "any"; mode and sort stay. */
export const CLEARED_FILTERS: Pick<AssessmentView, (typeof FILTER_KEYS)[number]> = {
  q: "",
  status: "",
  risk: "",
  type: "",
  vendor: "",
  assessor: "",
  from: "",
  to: "",
  due: "",
};

/** The list procedure's input for the view. */
export function toListInput(view: AssessmentView) {
  return {
    page: view.page,
    limit: ASSESSMENTS_PAGE_SIZE,
    sort: view.sort.sort,
    order: view.sort.order,
    ...filtersOf(view),
  };
}

/** The assessment open in the detail dialog (?assessment=<id>, as notifications link to it), or null. */
export function openAssessmentOf(params: URLSearchParams): string | null {
  const id = params.get("assessment") ?? "";
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** The query string with another assessment open in the detail dialog (null closes it); the view stays. */
export function withOpenAssessment(current: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id) next.set("assessment", id);
  else next.delete("assessment");
  return next;
}

/**
 * The New Assessment form, opened by ?new=1, or by ?new=<vendor id> with that vendor chosen (the vendor record's
 * link); null when it is not open.
 */
export function newAssessmentOf(params: URLSearchParams): { vendorId?: string } | null {
  const value = params.get("new");
  if (value === null) return null;
  return UUID.test(value) ? { vendorId: value.toLowerCase() } : {};
}

/** The query string with the New Assessment form opened (true or a vendor's id) or closed (false). */
export function withNewAssessment(current: URLSearchParams, open: boolean | string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (open === false) next.delete("new");
  else next.set("new", open === true ? "1" : open);
  return next;
}
