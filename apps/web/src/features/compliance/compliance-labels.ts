import type { ComplianceStatusValue, GapKind } from "@tprm/api/schemas";

/** Status badges: green, amber, red, grey — the same colours the governance compliance bars use. */
export const STATUS_TONE: Record<ComplianceStatusValue, string> = {
  compliant: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  partially_compliant: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  non_compliant: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  not_applicable: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  not_assessed: "bg-muted text-muted-foreground",
};

/** Where a gap's record opens (the caller checks the role may open that page). */
export function recordPath(gap: { recordType: string; recordId: string; label: string }): string | null {
  switch (gap.recordType) {
    case "policy":
      return `/governance?tab=policies&policy=${gap.recordId}`;
    case "workflow":
      return `/workflows?record=${gap.recordId}`;
    case "vendor":
      return `/vendor-management?q=${encodeURIComponent(gap.label)}`;
    case "contract":
      return `/contracts?contract=${gap.recordId}`;
    default:
      return null;
  }
}

export const GAP_KIND_ORDER: readonly GapKind[] = [
  "policy_gap",
  "arrangement_unclassified",
  "arrangement_undecided",
  "critical_arrangement_unassessed",
  "provider_unassessed",
  "provider_without_lei",
  "contract_clauses",
  "kpi_breach_open",
];
