import { INVOICE_STATUS_LABELS } from "@tprm/api/schemas";

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

/** Chip colours: paid green, pending amber, overdue red. */
export const INVOICE_STATE_META: Record<InvoiceState, { label: string; className: string }> = {
  paid: {
    label: INVOICE_STATUS_LABELS.paid,
    className:
      "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  },
  pending: {
    label: INVOICE_STATUS_LABELS.pending,
    className:
      "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
  },
  overdue: {
    label: INVOICE_STATUS_LABELS.overdue,
    className: "border-red-200 bg-red-50 text-red-800 dark:border-red-400/30 dark:bg-red-500/15 dark:text-red-200",
  },
};
