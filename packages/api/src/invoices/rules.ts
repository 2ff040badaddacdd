// Invoice rules as plain functions (no database): overdue, duplicates, over-contract. See docs/VENDORS.md.
import { DEFAULT_TIME_ZONE, isoDate, isPastDue, todayIn } from "../lib/dates.js";
import { centsToString, toCents } from "../lib/money.js";

export const INVOICE_STATUSES = ["pending", "paid"] as const;
export type InvoiceStatusValue = (typeof INVOICE_STATUSES)[number];
/** What the screens show: "overdue" is derived, never stored. */
export const INVOICE_DISPLAY_STATUSES = ["pending", "paid", "overdue"] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  overdue: "Overdue",
};

export { addDays, isoDate } from "../lib/dates.js";

/**
 * Today's calendar date in the organisation's time zone (APP_TIME_ZONE), the reference for "overdue" and "due in
 * 30 days". UTC when no zone is given.
 */
export function todayIso(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return todayIn(timeZone, now);
}

export interface InvoiceDue {
  status: InvoiceStatusValue;
  dueDate: Date | string;
}

/** Overdue: still pending and its due date is before today (due today is not overdue yet). */
export function isInvoiceOverdue(invoice: InvoiceDue, today: string = todayIso()): boolean {
  return invoice.status === "pending" && isPastDue(isoDate(invoice.dueDate), today);
}

export function invoiceDisplayStatus(invoice: InvoiceDue, today: string = todayIso()): InvoiceDisplayStatus {
  if (invoice.status === "paid") return "paid";
  return isInvoiceOverdue(invoice, today) ? "overdue" : "pending";
}

/** The amount is above the vendor's contract value (only when a contract value is recorded, i.e. above 0). */
export function exceedsContractValue(amount: string | number, contractValue: string | number): boolean {
  const limit = toCents(contractValue);
  return limit > 0n && toCents(amount) > limit;
}

export interface InvoiceKeyFields {
  id: string;
  vendorId: string;
  number: string;
  amount: string | number;
  issueDate: Date | string;
}

export type DuplicateReason = "same-number" | "same-amount-and-date";

export interface DuplicateGroup {
  reason: DuplicateReason;
  vendorId: string;
  /** What the invoices share: the number, or "amount on date". */
  key: string;
  invoiceIds: string[];
}

/** Invoice numbers compare without case or surrounding spaces: "INV-001" and "inv-001 " are the same invoice. */
export function normalizeInvoiceNumber(number: string): string {
  return number.trim().toUpperCase();
}

/**
 * Duplicates: two or more invoices of the same vendor with the same number, or with the same amount on the same
 * issue date. An invoice can be in a group of each kind. Groups come in a stable order (vendor, reason, key).
 */
export function findDuplicateInvoices(invoices: readonly InvoiceKeyFields[]): DuplicateGroup[] {
  const groups = new Map<string, DuplicateGroup>();
  const add = (reason: DuplicateReason, vendorId: string, key: string, id: string) => {
    const mapKey = `${vendorId}\u0000${reason}\u0000${key}`;
    const group = groups.get(mapKey) ?? { reason, vendorId, key, invoiceIds: [] };
    group.invoiceIds.push(id);
    groups.set(mapKey, group);
  };
  for (const invoice of invoices) {
    add("same-number", invoice.vendorId, normalizeInvoiceNumber(invoice.number), invoice.id);
    const amount = centsToString(toCents(invoice.amount));
    add("same-amount-and-date", invoice.vendorId, `${amount} on ${isoDate(invoice.issueDate)}`, invoice.id);
  }
  return [...groups.values()]
    .filter((g) => g.invoiceIds.length > 1)
    .sort((a, b) =>
      a.vendorId === b.vendorId
        ? a.reason === b.reason
          ? a.key.localeCompare(b.key)
          : a.reason.localeCompare(b.reason)
        : a.vendorId.localeCompare(b.vendorId),
    );
}

/** Whole days from issue to payment (at least 0), the unit of the "average days to pay" metric. */
export function daysToPay(issueDate: Date | string, paidAt: Date | string): number {
  const issued = Date.parse(`${isoDate(issueDate)}T00:00:00.000Z`);
  const paid = typeof paidAt === "string" ? Date.parse(paidAt) : paidAt.getTime();
  return Math.max(0, Math.floor((paid - issued) / 86_400_000));
}

/**
 * A payment cannot predate the invoice, nor lie in the future (a day's grace covers clients ahead of UTC).
 * Returns the message for the paidAt field, or null when the date is plausible.
 */
export function paymentDateProblem(paidAt: Date, issueDate: string, now: Date = new Date()): string | null {
  if (isoDate(paidAt) < issueDate) return "The payment date cannot be before the issue date";
  if (paidAt.getTime() > now.getTime() + 24 * 3600_000) return "The payment date cannot be in the future";
  return null;
}
