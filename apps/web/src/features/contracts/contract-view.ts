import {
  CONTRACT_SORTS,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  type ContractStageValue,
  type ContractStatusValue,
  type ContractTypeValue,
  RISK_LEVELS,
  type RiskLevelValue,
} from "@tprm/api/schemas";
import { withoutRecordFocus } from "../../lib/record-focus";
import { nextSort as nextSortBy, type SortState } from "../../lib/sort";

/** Rows a page of the contract register. */
export const CONTRACTS_PAGE_SIZE = 25;

export const CONTRACT_TABS = ["all", "draft", "templates"] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** What the All Contracts tab shows: kept in the URL so Back, reload and a shared link return to the same view. */
export interface ContractListView {
  /** The search as typed (trimmed), "" for none. */
  q: string;
  status: ContractStatusValue | "";
  stage: ContractStageValue | "";
  type: ContractTypeValue | "";
  risk: RiskLevelValue | "";
  /** A vendor's or an owner's id, "" for any. */
  vendor: string;
  owner: string;
  /** Only contracts ending within 30 days. */
  expiring: boolean;
  sort: SortState<ContractSort>;
  /** Whether the user chose the sort (the URL names it): a search with none chosen lists best matches first. */
  sortChosen: boolean;
  page: number;
}

/** The filters alone, as contracts.list and contracts.summary take them (none: every contract). */
export interface ContractFilters {
  search?: string;
  status?: ContractStatusValue;
  stage?: ContractStageValue;
  type?: ContractTypeValue;
  riskLevel?: RiskLevelValue;
  vendorId?: string;
  ownerId?: string;
  expiring?: boolean;
}

/** The server's default order: the contracts ending soonest first. */
export const DEFAULT_SORT: SortState<ContractSort> = { sort: "endDate", order: "asc" };

/** Money and dates read largest or latest first when their column is first clicked. */
const DESC_FIRST = new Set<ContractSort>(["value", "createdAt", "updatedAt", "riskLevel"]);

export function nextSort(current: SortState<ContractSort>, column: ContractSort): SortState<ContractSort> {
  return nextSortBy(current, column, DESC_FIRST);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return (options as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

export const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** The tab (?tab=all|draft|templates), All Contracts when missing or unknown. */
export function tabOf(params: URLSearchParams): ContractTab {
  return oneOf(CONTRACT_TABS, params.get("tab")) ?? "all";
}

/** The query string on another tab: the register's filters stay for when the user comes back. */
export function withTab(current: URLSearchParams, tab: ContractTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === "all") next.delete("tab");
  else next.set("tab", tab);
  return next;
}

/** The contract open (?contract=<id>): its detail on All Contracts, its stepper on Draft Contract. */
export function openContractOf(params: URLSearchParams): string | null {
  const id = params.get("contract") ?? "";
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** Opens (or closes) a contract's sheet; a register link's section, field and edit go with the contract it came with. */
export function withOpenContract(current: URLSearchParams, id: string | null): URLSearchParams {
  const next = withoutContractEdit(withoutRecordFocus(current));
  if (id) next.set("contract", id);
  else next.delete("contract");
  return next;
}

/**
 * Whether a link asks for the open contract's edit form (`?contract=<id>&edit=1[&field=<name>]`): the register's
 * checks link a contract field the Register tab does not hold (its dates, currency, data countries…) to it.
 */
export function wantsContractEdit(params: URLSearchParams): boolean {
  return params.get("edit") === "1" && openContractOf(params) !== null;
}

/** The parameters once the edit form a link opened is closed: the contract's sheet stays open. */
export function withoutContractEdit(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (next.get("edit") !== null) {
    next.delete("edit");
    next.delete("field");
  }
  return next;
}

/** Reads the register's view from the query string; anything unknown or malformed falls back to the default. */
export function parseContractView(params: URLSearchParams): ContractListView {
  const sortParam = oneOf(CONTRACT_SORTS, params.get("sort"));
  const orderParam = oneOf(["asc", "desc"] as const, params.get("order"));
  const pageParam = params.get("page") ?? "";
  const id = (key: string) => {
    const value = params.get(key) ?? "";
    return UUID.test(value) ? value.toLowerCase() : "";
  };
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: oneOf(CONTRACT_STATUSES, params.get("status")) ?? "",
    stage: oneOf(CONTRACT_STAGES, params.get("stage")) ?? "",
    type: oneOf(CONTRACT_TYPES, params.get("type")) ?? "",
    risk: oneOf(RISK_LEVELS, params.get("risk")) ?? "",
    vendor: id("vendor"),
    owner: id("owner"),
    expiring: params.get("expiring") === "1",
    sort: { sort: sortParam ?? DEFAULT_SORT.sort, order: orderParam ?? DEFAULT_SORT.order },
    sortChosen: sortParam !== undefined,
    page: /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1,
  };
}

const FILTER_KEYS = ["q", "status", "stage", "type", "risk", "vendor", "owner", "expiring"] as const;

/**
 * The query string after a change of view: other parameters (the tab, the open contract) are kept, defaults are
 * left out so the plain address stays plain. A new filter or sort starts again at page 1.
 */
export function withContractView(current: URLSearchParams, change: Partial<ContractListView>): URLSearchParams {
  const view = { ...parseContractView(current), ...change };
  if (change.sort !== undefined) view.sortChosen = true;
  const narrowed = FILTER_KEYS.some((key) => change[key] !== undefined) || change.sort !== undefined;
  if (change.page === undefined && narrowed) view.page = 1;
  const next = new URLSearchParams(current);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put("q", view.q.trim() || null);
  put("status", view.status);
  put("stage", view.stage);
  put("type", view.type);
  put("risk", view.risk);
  put("vendor", view.vendor);
  put("owner", view.owner);
  put("expiring", view.expiring ? "1" : null);
  // The default order is left out, unless chosen while searching (where no choice means best matches first).
  const isDefaultSort = view.sort.sort === DEFAULT_SORT.sort && view.sort.order === DEFAULT_SORT.order;
  const keep = view.sortChosen && (!isDefaultSort || Boolean(view.q.trim()));
  put("sort", keep ? view.sort.sort : null);
  put("order", keep ? view.sort.order : null);
  put("page", view.page > 1 ? String(view.page) : null);
  return next;
}

/** The filters of a view, each left out when it shows everything. */
export function filtersOf(view: ContractListView): ContractFilters {
  return {
    ...(view.q ? { search: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.stage ? { stage: view.stage } : {}),
    ...(view.type ? { type: view.type } : {}),
    ...(view.risk ? { riskLevel: view.risk } : {}),
    ...(view.vendor ? { vendorId: view.vendor } : {}),
    ...(view.owner ? { ownerId: view.owner } : {}),
    ...(view.expiring ? { expiring: true } : {}),
  };
}

/** True when any filter narrows the list (which empty state shows, and "Clear filters"). */
export function isFiltered(view: ContractListView): boolean {
  return Object.keys(filtersOf(view)).length > 0;
}

/** Every filter back to "any"; the sort stays. */
export const CLEARED_FILTERS: Pick<ContractListView, (typeof FILTER_KEYS)[number]> = {
  q: "",
  status: "",
  stage: "",
  type: "",
  risk: "",
  vendor: "",
  owner: "",
  expiring: false,
};

/** A search with no column sort chosen: the server lists best matches first. */
export const byRelevance = (view: ContractListView) => Boolean(view.q) && !view.sortChosen;

/** contracts.list's input for the view. */
export function toListInput(view: ContractListView) {
  return {
    page: view.page,
    limit: CONTRACTS_PAGE_SIZE,
    sort: byRelevance(view) ? undefined : view.sort.sort,
    order: view.sort.order,
    ...filtersOf(view),
  };
}
