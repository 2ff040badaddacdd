import {
  complianceColour,
  DOCUMENT_COMPLIANCE_STATES,
  DOCUMENT_STATUSES,
  type DocumentComplianceValue,
  type DocumentStatusValue,
  type ListGovernanceDocumentsInput,
} from "@tprm/api/schemas";

/**
 * The Document Repository tab's state in the URL (beside ?tab=documents): the search over documents (q), the
 * category being browsed (category), the status and compliance filters and the page. Nothing set: the recent
 * documents, newest change first.
 */
export interface DocumentsView {
  q: string;
  category: string | null;
  status: DocumentStatusValue | null;
  compliance: DocumentComplianceValue | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : null;

export function documentsViewOf(params: URLSearchParams): DocumentsView {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const category = params.get("category");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    category: category && UUID.test(category) ? category : null,
    status: oneOf(DOCUMENT_STATUSES, params.get("status")),
    compliance: oneOf(DOCUMENT_COMPLIANCE_STATES, params.get("compliance")),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/**
 * The URL's parameters after a change: the tab stays; any change but the page's goes back to page 1; empty values
 * are left out.
 */
export function documentsViewParams(current: URLSearchParams, change: Partial<DocumentsView>): URLSearchParams {
  const next: DocumentsView = { ...documentsViewOf(current), ...change };
  if (!("page" in change)) next.page = 1;
  const params = new URLSearchParams();
  const tab = current.get("tab");
  if (tab) params.set("tab", tab);
  if (next.q.trim()) params.set("q", next.q.trim());
  if (next.category) params.set("category", next.category);
  if (next.status) params.set("status", next.status);
  if (next.compliance) params.set("compliance", next.compliance);
  if (next.page > 1) params.set("page", String(next.page));
  return params;
}

export const isNarrowed = (view: DocumentsView) => Boolean(view.q || view.category || view.status || view.compliance);

/** The documents query: the recent documents (newest change first), narrowed by what the URL holds. */
export function documentsListInput(view: DocumentsView): ListGovernanceDocumentsInput {
  return {
    page: view.page,
    limit: 10,
    sort: "updatedAt",
    order: "desc",
    ...(view.q ? { search: view.q } : {}),
    ...(view.category ? { categoryId: view.category } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.compliance ? { compliance: view.compliance } : {}),
  };
}

/** The compliance bar's classes (001 §9: green ≥ 95, orange ≥ 90, red below), from the shared rule. */
export function complianceBarClass(rate: number | null): string {
  switch (complianceColour(rate)) {
    case "green":
      return "bg-emerald-600";
    case "orange":
      return "bg-orange-500";
    case "red":
      return "bg-red-600";
    default:
      return "bg-muted-foreground/40";
  }
}

type BadgeVariant = "success" | "warning" | "secondary" | "destructive" | "outline";

/** The status badge: Active green, Draft amber, Archived grey. */
export const STATUS_BADGE: Record<DocumentStatusValue, BadgeVariant> = {
  active: "success",
  draft: "warning",
  archived: "secondary",
};

/** The compliance badge: compliant green, non-compliant red, pending review outlined. */
export const COMPLIANCE_BADGE: Record<DocumentComplianceValue, BadgeVariant> = {
  compliant: "success",
  non_compliant: "destructive",
  pending_review: "outline",
};
