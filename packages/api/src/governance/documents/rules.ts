// The document repository's figures (spec 001 §2.2, §9; docs/GOVERNANCE.md, Documents): a category's compliance
// rate, the colour of its bar, and the average document compliance. Browser-safe: the screen uses them too.

export const DOCUMENT_STATUSES = ["active", "draft", "archived"] as const;
export type DocumentStatusValue = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_COMPLIANCE_STATES = ["compliant", "non_compliant", "pending_review"] as const;
export type DocumentComplianceValue = (typeof DOCUMENT_COMPLIANCE_STATES)[number];

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatusValue, string> = {
  active: "Active",
  draft: "Draft",
  archived: "Archived",
};

export const DOCUMENT_COMPLIANCE_LABELS: Record<DocumentComplianceValue, string> = {
  compliant: "Compliant",
  non_compliant: "Non-compliant",
  pending_review: "Pending review",
};

/** Spec 001 §9: the compliance bar is green at 95 or above, orange at 90 or above, red below. */
export const COMPLIANCE_GREEN_FROM = 95;
export const COMPLIANCE_ORANGE_FROM = 90;

export type ComplianceColour = "green" | "orange" | "red";

/** Rounded to one decimal, so the figure shown and the colour chosen from it always agree. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A category's compliance rate: the compliant share of its documents that are not archived, as a percentage with
 * one decimal. A document pending review is not (yet) compliant: it counts in the whole, not in the compliant
 * share. No documents: no rate (null), shown as such — never a made-up figure.
 */
export function complianceRate(compliant: number, documents: number): number | null {
  if (documents <= 0) return null;
  return oneDecimal((Math.min(compliant, documents) * 100) / documents);
}

/** The bar's colour for a rate (null: no rate, no colour). */
export function complianceColour(rate: number | null): ComplianceColour | null {
  if (rate === null) return null;
  if (rate >= COMPLIANCE_GREEN_FROM) return "green";
  if (rate >= COMPLIANCE_ORANGE_FROM) return "orange";
  return "red";
}

/**
 * Average document compliance (001 §2.2): the mean of the categories' compliance rates, one decimal. Categories
 * without documents have no rate and are left out; none with a rate: no average (null).
 */
export function averageCompliance(rates: readonly (number | null)[]): number | null {
  const known = rates.filter((r): r is number => r !== null);
  if (known.length === 0) return null;
  return oneDecimal(known.reduce((sum, r) => sum + r, 0) / known.length);
}
