/**
 * Pure presentation rules of the vendor screen: chip colours for status and risk (000 §4), money and contract-book
 * formatting (000 §9), countries, invoice state and column sorting. Labels, tabs and lists come from the shared
 * rules in @tprm/api/schemas, so the screen and the server never disagree. Unit-tested.
 */
import {
  INVOICE_STATUS_LABELS,
  REVIEW_TYPE_LABELS,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  type RiskLevelValue,
  VENDOR_STATUS_LABELS,
  VENDOR_STATUSES,
  VENDOR_TABS,
  type VendorStatusValue,
  type VendorTab,
} from "@tprm/api/schemas";

export { REVIEW_TYPE_LABELS, RISK_LEVELS, VENDOR_STATUSES, VENDOR_TABS, type VendorTab };
export type VendorStatus = VendorStatusValue;
export type RiskLevel = RiskLevelValue;

export function parseTab(value: string | null | undefined): VendorTab {
  return VENDOR_TABS.find((tab) => tab.id === value)?.id ?? "all";
}

/**
 * Chip classes per status. The spec's colours: active blue, review orange, pending (onboarding) purple,
 * offboard red; an offboarded vendor keeps the red family but outlined, so it reads as "finished".
 */
const STATUS_CLASSES: Record<VendorStatus, string> = {
  active: "border-blue-200 bg-blue-50 text-blue-800 dark:border-blue-400/30 dark:bg-blue-500/15 dark:text-blue-200",
  under_review:
    "border-orange-200 bg-orange-50 text-orange-800 dark:border-orange-400/30 dark:bg-orange-500/15 dark:text-orange-200",
  onboarding:
    "border-purple-200 bg-purple-50 text-purple-800 dark:border-purple-400/30 dark:bg-purple-500/15 dark:text-purple-200",
  offboarding: "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
  offboarded: "border-red-300 bg-transparent text-red-800 dark:border-red-400/40 dark:text-red-300",
};

export function statusLabel(status: string): string {
  return VENDOR_STATUS_LABELS[status as VendorStatus] ?? humanize(status);
}

export function statusClassName(status: string): string {
  return STATUS_CLASSES[status as VendorStatus] ?? "bg-muted text-muted-foreground";
}

const RISK_CLASSES: Record<RiskLevel, string> = {
  low: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  medium:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
  high: "border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-400/40 dark:bg-orange-500/25 dark:text-orange-100",
  critical: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600 dark:text-white",
};

export function riskLabel(risk: string | null | undefined): string {
  if (!risk) return "Not rated";
  return RISK_LEVEL_LABELS[risk as RiskLevel] ?? humanize(risk);
}

export function riskClassName(risk: string | null | undefined): string {
  if (!risk) return "border-dashed text-muted-foreground";
  return RISK_CLASSES[risk as RiskLevel] ?? "bg-muted text-muted-foreground";
}

export function reviewTypeLabel(type: string): string {
  return REVIEW_TYPE_LABELS[type as keyof typeof REVIEW_TYPE_LABELS] ?? humanize(type);
}

/** "under_review" → "Under review". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An exact decimal string (e.g. "1250000.00") as money; cents only when there are any: "$1,250,000", "$980,000.50". */
export function formatMoney(value: string | number | null | undefined, currency = "USD", locale?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return "—";
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      maximumFractionDigits: whole ? 0 : 2,
      minimumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    return `${currency} ${Math.round(amount).toLocaleString(locale)}`;
  }
}

/** Invoices keep their cents: "$12,450.50". */
export function formatAmount(value: string | number | null | undefined, currency = "USD", locale?: string): string {
  if (value === null || value === undefined || value === "") return "—";
  const amount = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(amount)) return "—";
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** The contract book in millions with one decimal (000 §9): "12.4" → "$12.4M". */
export function formatContractBook(millions: string | number | null | undefined, symbol = "$"): string {
  const value = typeof millions === "number" ? millions : Number(millions ?? 0);
  if (!Number.isFinite(value)) return `${symbol}0.0M`;
  return `${symbol}${value.toFixed(1)}M`;
}

let regionNames: Intl.DisplayNames | null | undefined;

/** ISO 3166-1 alpha-2 → "Germany" (the code itself when the browser has no name for it). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—";
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export type InvoiceState = "paid" | "pending" | "overdue";

/** The spec's rule (000 §3): paid, pending, anything else overdue; a pending invoice past its due date is overdue. */
export function invoiceState(invoice: {
  status: string;
  overdue?: boolean | null;
  displayStatus?: string | null;
}): InvoiceState {
  if (invoice.displayStatus === "paid" || invoice.displayStatus === "pending" || invoice.displayStatus === "overdue")
    return invoice.displayStatus;
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "pending" && !invoice.overdue) return "pending";
  return "overdue";
}

const INVOICE_STATE_CLASSES: Record<InvoiceState, string> = {
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  pending:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
  overdue: "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
};

export const INVOICE_STATE_META: Record<InvoiceState, { label: string; className: string }> = {
  paid: { label: INVOICE_STATUS_LABELS.paid, className: INVOICE_STATE_CLASSES.paid },
  pending: { label: INVOICE_STATUS_LABELS.pending, className: INVOICE_STATE_CLASSES.pending },
  overdue: { label: INVOICE_STATUS_LABELS.overdue, className: INVOICE_STATE_CLASSES.overdue },
};

export const SORT_COLUMNS = [
  "name",
  "status",
  "riskRating",
  "contractValue",
  "createdAt",
  "kpiBreachesCount",
  "country",
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortOrder = "asc" | "desc";
export interface SortState {
  sort: SortColumn;
  order: SortOrder;
}

/** Columns whose first click sorts largest first (money, risk, counts, dates). */
const DESC_FIRST: ReadonlySet<SortColumn> = new Set(["riskRating", "contractValue", "kpiBreachesCount", "createdAt"]);

/** Clicking a header: the same column flips its order; another column starts at its natural order. */
export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.sort === column) return { sort: column, order: current.order === "asc" ? "desc" : "asc" };
  return { sort: column, order: DESC_FIRST.has(column) ? "desc" : "asc" };
}

/** Relationship health colour: green from 80, amber from 60, red below. */
export function healthTone(score: number): "good" | "fair" | "poor" {
  if (score >= 80) return "good";
  if (score >= 60) return "fair";
  return "poor";
}

/** "3 of 8 tasks" with a percentage that never divides by zero. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date ("2026-03-31", as invoices carry them) shown as that same day in every time zone. */
export function formatCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? "—" : calendarDate.format(date);
}
