import { type ClosedListCode, closedListCodes, defaultReferenceDate } from "@tprm/api/register/catalog";
import { EBA_SORTS, EBA_STATUSES } from "@tprm/api/schemas";

// The register page's state in the URL (?tab=…, the EBA register's filters, the scope of checks and exports): pure
// helpers, unit-tested, so a link or a reload shows the same screen.

export const DEFAULT_TAB = "eba";

/** The tab the URL names when it is one of `ids`, else the first tab. */
export function tabFrom(params: URLSearchParams, ids: readonly string[]): string {
  const tab = params.get("tab") ?? "";
  return ids.includes(tab) ? tab : (ids[0] ?? DEFAULT_TAB);
}

/** Parameters every tab shares: the scope of checks and exports. */
const SCOPE_KEYS = ["scope", "date", "reporting"] as const;

/** Opening another tab: that tab's name and the shared scope; the previous tab's own filters are dropped. */
export function withTab(current: URLSearchParams, tab: string): URLSearchParams {
  if (current.get("tab") === tab) return current;
  const next = new URLSearchParams();
  if (tab !== DEFAULT_TAB) next.set("tab", tab);
  for (const key of SCOPE_KEYS) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

// ---------------------------------------------------------------- EBA register filters

export type SortOrder = "asc" | "desc";
export type EbaSort = (typeof EBA_SORTS)[number];
export type EbaStatus = (typeof EBA_STATUSES)[number];
export type ServiceType = ClosedListCode<"ictServiceType">;

const SERVICE_TYPES: readonly string[] = closedListCodes("ictServiceType");
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export interface EbaFilters {
  q: string;
  /** true: critical or important only; false: the others only; undefined: all. */
  critical: boolean | undefined;
  provider: string | undefined;
  entity: string | undefined;
  serviceType: ServiceType | undefined;
  status: EbaStatus | undefined;
  sort: EbaSort | undefined;
  order: SortOrder | undefined;
  page: number;
}

const optional = (value: string | null) => (value ? value : undefined);

/** The EBA register's filters from the URL; an unknown sort column, status or service type is ignored. */
export function ebaFiltersFrom(params: URLSearchParams): EbaFilters {
  const critical = params.get("critical");
  const sort = params.get("sort") ?? "";
  const order = params.get("order");
  const status = params.get("status") ?? "";
  const serviceType = params.get("service") ?? "";
  return {
    q: params.get("q")?.trim() ?? "",
    critical: critical === "yes" ? true : critical === "no" ? false : undefined,
    provider: optional(params.get("provider")),
    entity: optional(params.get("entity")),
    serviceType: SERVICE_TYPES.includes(serviceType) ? (serviceType as ServiceType) : undefined,
    status: isOneOf(EBA_STATUSES, status) ? status : undefined,
    sort: isOneOf(EBA_SORTS, sort) ? sort : undefined,
    order: order === "asc" || order === "desc" ? order : undefined,
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
  };
}

const EBA_KEYS: Record<Exclude<keyof EbaFilters, "critical" | "page">, string> = {
  q: "q",
  provider: "provider",
  entity: "entity",
  serviceType: "service",
  status: "status",
  sort: "sort",
  order: "order",
};

/** A change to the filters: the given ones set (undefined or "" removes one); any change but the page's goes to page 1. */
export function withEbaFilters(current: URLSearchParams, change: Partial<EbaFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [field, key] of Object.entries(EBA_KEYS) as [keyof typeof EBA_KEYS, string][]) {
    if (!(field in change)) continue;
    const value = change[field];
    value ? next.set(key, value) : next.delete(key);
  }
  if ("critical" in change) {
    change.critical === undefined ? next.delete("critical") : next.set("critical", change.critical ? "yes" : "no");
  }
  if (change.page && change.page > 1) next.set("page", String(change.page));
  else next.delete("page");
  return next;
}

/** The filters the list and the export share, as the server names them; only those that are set. */
export function ebaFiltersInput(f: EbaFilters) {
  return {
    ...(f.q ? { search: f.q } : {}),
    ...(f.critical !== undefined ? { critical: f.critical } : {}),
    ...(f.provider ? { provider: f.provider } : {}),
    ...(f.entity ? { entity: f.entity } : {}),
    ...(f.serviceType ? { serviceType: f.serviceType } : {}),
    ...(f.status ? { status: f.status } : {}),
  };
}

/** How many filters beyond the search narrow the list (the "Filters" button's count on a phone). */
export function activeFilterCount(f: EbaFilters): number {
  return [f.critical !== undefined, f.provider, f.entity, f.serviceType, f.status].filter(Boolean).length;
}

/** "Clear filters": the tab with its sort kept. */
export function withoutEbaFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ["tab", "sort", "order", ...SCOPE_KEYS]) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  return next;
}

// ---------------------------------------------------------------- scope of checks and exports

export interface ScopeState {
  consolidated: boolean;
  /** The reporting entity; null until one is chosen (the screen then takes the one that maintains the register). */
  entityId: string | null;
  /** "YYYY-MM-DD". */
  referenceDate: string;
}

/** The register's usual reference date (the API's own default): the 31 December whose register is filed next. */
export { defaultReferenceDate };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function scopeFrom(params: URLSearchParams, today: string): ScopeState {
  const date = params.get("date") ?? "";
  return {
    consolidated: params.get("scope") === "consolidated",
    entityId: optional(params.get("reporting")) ?? null,
    referenceDate: ISO_DATE.test(date) ? date : defaultReferenceDate(today),
  };
}

export function withScope(current: URLSearchParams, change: Partial<ScopeState>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.consolidated !== undefined) {
    change.consolidated ? next.set("scope", "consolidated") : next.delete("scope");
  }
  if (change.entityId !== undefined)
    change.entityId ? next.set("reporting", change.entityId) : next.delete("reporting");
  if (change.referenceDate !== undefined) {
    ISO_DATE.test(change.referenceDate) ? next.set("date", change.referenceDate) : next.delete("date");
  }
  return next;
}
