export interface AuditFilters {
  actorId: string;
  entityType: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = { actorId: "", entityType: "", from: "", to: "" };

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
] as const;

/** "2025-10-01" from a date input → the start (or end) of that day in the browser's time zone, as ISO text. */
export function dayBoundary(day: string, edge: "start" | "end"): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The list input for the filters (empty filters left out). */
export function toQueryInput(filters: AuditFilters, entityType: string) {
  return {
    actorId: filters.actorId || undefined,
    entityType: entityType.trim() || undefined,
    from: dayBoundary(filters.from, "start"),
    to: dayBoundary(filters.to, "end"),
  };
}
