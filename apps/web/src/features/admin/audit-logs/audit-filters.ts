export interface AuditFilters {
  actorId: string;
  action: string;
  entityType: string;
  entityId: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actorId: "", action: "", entityType: "", entityId: "", from: "", to: "" };

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof AuditFilters)[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Entity types written by the platform, offered as suggestions in the filter. */
export const KNOWN_ENTITY_TYPES = [
  "User",
  "Session",
  "ApiKey",
  "AgreementAcceptance",
  "UserSettings",
  "OrganisationSettings",
  "Vendor",
  "Invoice",
  "DemoRequest",
  "Schedule",
  "StoredFile",
  "AuditLog",
] as const;

/** The actions the platform writes (packages/api audit/write-audit.ts), for the action filter. */
export const KNOWN_ACTIONS = [
  "CREATE",
  "UPDATE",
  "DELETE",
  "APPROVE",
  "REVIEW",
  "LOGIN",
  "LOGOUT",
  "LOCK",
  "UNLOCK",
  "REGISTER",
  "PASSWORD_RESET_REQUEST",
  "PASSWORD_RESET",
  "PASSWORD_CHANGE",
  "ACCEPT_AGREEMENT",
  "ROLE_CHANGE",
  "DEACTIVATE",
  "REACTIVATE",
  "EXPORT",
  "TWO_FACTOR_SETUP",
  "TWO_FACTOR_ENABLE",
  "TWO_FACTOR_DISABLE",
  "TWO_FACTOR_RESET",
  "TWO_FACTOR_RECOVERY_CODES",
  "TWO_FACTOR_RECOVERY_CODE_USED",
] as const;

/** The filters and page kept in the URL (?actor=…&action=…&entityType=…&entityId=…&from=…&to=…&page=…). */
export function filtersFromParams(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const actorId = get("actorId");
  const from = get("from");
  const to = get("to");
  const page = Number(params.get("page"));
  return {
    filters: {
      actorId: UUID.test(actorId) ? actorId.toLowerCase() : "",
      action: get("action").slice(0, 50),
      entityType: get("entityType").slice(0, 100),
      entityId: get("entityId").slice(0, 200),
      from: DAY.test(from) ? from : "",
      to: DAY.test(to) ? to : "",
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for the filters and page: empty filters and page 1 left out. */
export function paramsFromFilters(filters: AuditFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set("page", String(page));
  return params;
}

export const hasFilters = (filters: AuditFilters) => FILTER_KEYS.some((key) => filters[key] !== "");

/** "2025-10-01" from a date input → the start (or end) of that day in the browser's time zone, as ISO text. */
export function dayBoundary(day: string, edge: "start" | "end"): string | undefined {
  if (!DAY.test(day)) return undefined;
  const date = new Date(`${day}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The list's (and the export's) input for the filters, empty ones left out; typed text as `typed` has it. */
export function toQueryInput(filters: AuditFilters, typed: Pick<AuditFilters, "entityType" | "entityId">) {
  return {
    actorId: filters.actorId || undefined,
    action: filters.action || undefined,
    entityType: typed.entityType.trim() || undefined,
    entityId: typed.entityId.trim() || undefined,
    from: dayBoundary(filters.from, "start"),
    to: dayBoundary(filters.to, "end"),
  };
}
