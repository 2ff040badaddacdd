/**
 * Pure presentation rules of the invoices screen: the URL's filters, metric amounts that never add up different
 * currencies, the amount an invoice is above its contract value (exact, in cents), links to an invoice and to its
 * vendor's record, and column sorting. Money and dates themselves are formatted by lib/format.ts. Unit-tested.
 */
import { INVOICE_DISPLAY_STATUSES, type INVOICE_SORTS, type InvoiceDisplayStatus } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { formatAmount, formatCount, formatDecimal } from "../../lib/format";
import { nextSort, type SortState } from "../../lib/sort";

export type InvoiceStatusFilter = InvoiceDisplayStatus;
export type InvoiceSortColumn = (typeof INVOICE_SORTS)[number];
export type InvoiceSort = SortState<InvoiceSortColumn>;

/** The list's order when the screen opens: latest due date first (the server's default too). */
export const DEFAULT_INVOICE_SORT: InvoiceSort = { sort: "dueDate", order: "desc" };

/** Dates, amounts and record times start largest (latest) first; number, vendor and status A→Z. */
const DESC_FIRST: ReadonlySet<InvoiceSortColumn> = new Set(["dueDate", "issueDate", "amount", "createdAt"]);

export function nextInvoiceSort(current: InvoiceSort, column: InvoiceSortColumn): InvoiceSort {
  return nextSort(current, column, DESC_FIRST);
}

/** `?status=` as the list filter: paid, pending (not yet due) or overdue; anything else means all. */
export function parseStatusFilter(value: string | null | undefined): InvoiceStatusFilter | undefined {
  return (INVOICE_DISPLAY_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as InvoiceStatusFilter)
    : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?vendor=` only when it is a vendor id (anything else would make the list call fail). */
export function parseVendorFilter(value: string | null | undefined): string | undefined {
  return value && UUID.test(value) ? value : undefined;
}

/**
 * A metric's amount: formatted in the one currency of the invoices, or null when they are in several currencies —
 * the server sums amounts as recorded, without FX conversion, so a mixed sum means nothing.
 */
export function metricAmount(amount: string, currencies: readonly string[]): string | null {
  if (currencies.length > 1) return null;
  return formatAmount(amount, currencies[0] ?? "USD");
}

/** "EUR and USD", "EUR, GBP and USD" (in the user's language). */
export function listCurrencies(t: TFunction, currencies: readonly string[]): string {
  if (currencies.length <= 1) return currencies.join("");
  return t("invoices:metrics.currencyList", {
    list: currencies.slice(0, -1).join(t("invoices:metrics.listSeparator")),
    last: currencies[currencies.length - 1],
  });
}

function toCents(value: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** How much `amount` is above `limit`, both exact decimal strings: "150000.50" − "100000" → "50000.50". */
export function amountAbove(amount: string, limit: string): string | null {
  const a = toCents(amount);
  const b = toCents(limit);
  if (a === null || b === null || a <= b) return null;
  const diff = a - b;
  return `${diff / 100n}.${(diff % 100n).toString().padStart(2, "0")}`;
}

/** "1 day overdue", "12 days overdue". */
export function daysOverdue(t: TFunction, days: number): string {
  return t("invoices:daysOverdue", { count: days, days: formatCount(days) });
}

/** The metric "average days to pay": one decimal as the server rounds it, or a dash before anything is paid. */
export function formatAverageDays(days: number | null | undefined): string {
  if (days === null || days === undefined) return "—";
  return formatDecimal(days, 1, 1);
}

const DUPLICATE_REASON_LABELS: Record<string, string> = {
  "same-number": "invoices:duplicateReasons.sameNumber",
  "same-amount-and-date": "invoices:duplicateReasons.sameAmountAndDate",
};

/** Why invoices look like duplicates, in the user's language (an unknown reason as the server names it). */
export function duplicateReasonLabel(t: TFunction, reason: string): string {
  const key = DUPLICATE_REASON_LABELS[reason];
  return key ? t(key) : reason;
}

/**
 * A warning the server gives about a saved invoice (English, its own words), in the user's language when it is one
 * of the known ones; anything else as it came.
 */
export function warningText(t: TFunction, warning: string, number: string): string {
  if (warning === `Another invoice from this vendor has the number ${number}.`)
    return t("invoices:warnings.sameNumber", { number });
  if (warning === "Another invoice from this vendor has the same amount and issue date.")
    return t("invoices:warnings.sameAmountAndDate");
  const named = /^The amount is above the value of contract (?<reference>\S+): (?<amount>.+)\.$/.exec(warning);
  if (named?.groups?.amount) {
    return t("invoices:warnings.aboveNamedContract", {
      reference: named.groups.reference,
      amount: named.groups.amount,
    });
  }
  const above = /^The amount is above the vendor's executed contracts in (?<currency>[A-Z]{3}): (?<amount>.+)\.$/.exec(
    warning,
  );
  if (above?.groups?.amount) {
    return t("invoices:warnings.aboveContract", { currency: above.groups.currency, amount: above.groups.amount });
  }
  return warning;
}

/** The vendor's record, a side sheet over the vendor register. */
export function vendorRecordHref(vendorId: string): string {
  return `/vendor-management?vendor=${encodeURIComponent(vendorId)}`;
}

/**
 * One invoice in the list: filtered to its vendor and number, with its row highlighted. The list has no single-
 * invoice view, so this is how an exception points at the invoice it is about.
 */
export function invoiceHref(invoice: { id: string; number: string; vendorId: string }): string {
  const params = new URLSearchParams({ vendor: invoice.vendorId, q: invoice.number.trim(), invoice: invoice.id });
  return `/invoices?${params.toString()}`;
}

/** "2026-01-31" + 30 → "2026-03-02" (the date rules' own; "today" is useCalendar's, the organisation's). */
export { addDays } from "@tprm/api/dates";
