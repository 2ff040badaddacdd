// What the vendor procedures answer with: money and measures as exact decimal strings, never floats.
import type { Invoice, KpiBreach, Vendor, VendorOffboarding, VendorOnboardingTask, VendorReview } from "@tprm/db";
import { invoiceDisplayStatus, isoDate, todayIso } from "../invoices/rules.js";
import { RISK_LEVEL_LABELS } from "./rules.js";

/** The vendor as answered and audited: money as exact text; `searchText` (the database's search copy) left out. */
export function toVendorDto(vendor: Vendor) {
  const { contractValue, searchText: _searchText, ...rest } = vendor;
  return { ...rest, contractValue: contractValue.toFixed(2) };
}
export type VendorDto = ReturnType<typeof toVendorDto>;

export function toTaskDto(task: VendorOnboardingTask) {
  return {
    id: task.id,
    title: task.title,
    position: task.position,
    done: task.completedAt !== null,
    completedAt: task.completedAt,
    completedById: task.completedById,
  };
}

export const toReviewDto = (review: VendorReview) => review;
export const toOffboardingDto = (offboarding: VendorOffboarding) => offboarding;

export function toBreachDto(breach: KpiBreach) {
  const { threshold, actual, ...rest } = breach;
  return { ...rest, threshold: threshold.toString(), actual: actual.toString(), open: breach.resolvedAt === null };
}

export function toInvoiceDto(invoice: Invoice & { vendor?: { id: string; name: string } }, today = todayIso()) {
  const { amount, issueDate, dueDate, vendor, ...rest } = invoice;
  const displayStatus = invoiceDisplayStatus(invoice, today);
  return {
    ...rest,
    ...(vendor ? { vendor: { id: vendor.id, name: vendor.name } } : {}),
    amount: amount.toFixed(2),
    issueDate: isoDate(issueDate),
    dueDate: isoDate(dueDate),
    displayStatus,
    overdue: displayStatus === "overdue",
  };
}
export type InvoiceDto = ReturnType<typeof toInvoiceDto>;

/** "1234567.5" → "1,234,567.50" for audit sentences. */
export function formatAmount(amount: string, currency?: string): string {
  const [whole = "0", fraction = "00"] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction.padEnd(2, "0")}${currency ? ` ${currency}` : ""}`;
}

export const riskLabel = (level: keyof typeof RISK_LEVEL_LABELS) => RISK_LEVEL_LABELS[level];
