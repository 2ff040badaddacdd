import {
  type ListPoliciesInput,
  POLICY_SORTS,
  POLICY_STATUSES,
  type PolicyStatusValue,
  RISK_LEVELS,
  type RiskLevelValue,
} from "@tprm/api/schemas";
import { nextSort as nextSortBy, type SortState } from "../../../lib/sort";

export const POLICIES_PAGE_SIZE = 25;
export type PolicySort = (typeof POLICY_SORTS)[number];

/** The "review due within" filter's choices, in days. */
export const REVIEW_WITHIN_CHOICES = [14, 30, 90] as const;

/**
 * The Policies tab's state in the URL (the tab itself is ?tab=, absent for this default tab): the archived view or
 * the list, the search (q), the status, risk, category, framework and review filters, the sort, the page and the policy whose detail is
 * open (?policy=). Nothing set: the list by name.
 */
export interface PoliciesView {
  archived: boolean;
  q: string;
  status: PolicyStatusValue | null;
  risk: RiskLevelValue | null;
  /** Exact category (case aside), as the list takes it. */
  category: string;
  /** Exact regulatory framework (case aside), as the list takes it. */
  framework: string;
  within: number | null;
  sort: SortState<PolicySort>;
  page: number;
  policy: string | null;
}

export const DEFAULT_POLICY_SORT: SortState<PolicySort> = { sort: "name", order: "asc" };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : null;

export function policiesViewOf(params: URLSearchParams): PoliciesView {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const within = Number.parseInt(params.get("within") ?? "", 10);
  const sort = oneOf(POLICY_SORTS, params.get("sort"));
  return {
    archived: params.get("view") === "archived",
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: oneOf(POLICY_STATUSES, params.get("status")),
    risk: oneOf(RISK_LEVELS, params.get("risk")),
    category: (params.get("category") ?? "").trim().slice(0, 100),
    framework: (params.get("framework") ?? "").trim().slice(0, 200),
    within: (REVIEW_WITHIN_CHOICES as readonly number[]).includes(within) ? within : null,
    sort: sort ? { sort, order: params.get("order") === "desc" ? "desc" : "asc" } : DEFAULT_POLICY_SORT,
    page: Number.isFinite(page) && page > 1 ? page : 1,
    policy: params.get("policy") || null,
  };
}

/** The URL after a change: the tab stays; any change but the page's or the detail's goes back to page 1. */
export function policiesViewParams(current: URLSearchParams, change: Partial<PoliciesView>): URLSearchParams {
  const next: PoliciesView = { ...policiesViewOf(current), ...change };
  if (!("page" in change) && !("policy" in change)) next.page = 1;
  const params = new URLSearchParams();
  const tab = current.get("tab");
  if (tab) params.set("tab", tab);
  if (next.archived) params.set("view", "archived");
  if (next.q.trim()) params.set("q", next.q.trim());
  if (next.status) params.set("status", next.status);
  if (next.risk) params.set("risk", next.risk);
  if (next.category.trim()) params.set("category", next.category.trim());
  if (next.framework.trim()) params.set("framework", next.framework.trim());
  if (next.within) params.set("within", String(next.within));
  if (next.sort.sort !== DEFAULT_POLICY_SORT.sort || next.sort.order !== DEFAULT_POLICY_SORT.order) {
    params.set("sort", next.sort.sort);
    params.set("order", next.sort.order);
  }
  if (next.page > 1) params.set("page", String(next.page));
  if (next.policy) params.set("policy", next.policy);
  return params;
}

/** Dates read latest first when their column is first clicked. */
const DESC_FIRST = new Set<PolicySort>(["updatedAt"]);

export const nextPolicySort = (current: SortState<PolicySort>, column: PolicySort) =>
  nextSortBy(current, column, DESC_FIRST);

/** The list's filters, as the list and the export take them. */
export function policyFilters(view: PoliciesView) {
  return {
    ...(view.q ? { search: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.risk ? { riskRating: view.risk } : {}),
    ...(view.category ? { category: view.category } : {}),
    ...(view.framework ? { framework: view.framework } : {}),
    ...(view.within ? { reviewWithinDays: view.within } : {}),
  };
}

export function toListInput(view: PoliciesView): ListPoliciesInput {
  return {
    page: view.page,
    limit: POLICIES_PAGE_SIZE,
    sort: view.sort.sort,
    order: view.sort.order,
    ...policyFilters(view),
  };
}

export const isNarrowed = (view: PoliciesView) =>
  Boolean(view.q || view.status || view.risk || view.category || view.framework || view.within);
