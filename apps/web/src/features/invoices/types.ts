import type { RouterOutputs } from "../../lib/api-types";

export type InvoiceListItem = RouterOutputs["invoices"]["list"]["items"][number];
export type InvoiceMetrics = RouterOutputs["invoices"]["metrics"];
export type InvoiceExceptions = RouterOutputs["invoices"]["exceptions"];
export type OverdueInvoice = InvoiceExceptions["overdue"][number];
export type DuplicateGroup = InvoiceExceptions["duplicates"][number];
export type OverContractInvoice = InvoiceExceptions["overContract"][number];
export type VendorOption = RouterOutputs["vendors"]["search"][number];

/** The fields of an invoice the dialogs need (a list row has them all). */
export type InvoiceRef = Pick<
  InvoiceListItem,
  | "id"
  | "number"
  | "amount"
  | "currency"
  | "issueDate"
  | "dueDate"
  | "status"
  | "description"
  | "vendorId"
  | "contractId"
> & { vendor?: { id: string; name: string } | null };

/** A dialog the page opens for one invoice. */
export type InvoiceDialog =
  | { kind: "edit"; invoice: InvoiceRef }
  | { kind: "mark-paid"; invoice: InvoiceRef }
  | { kind: "mark-unpaid"; invoice: InvoiceRef }
  | { kind: "delete"; invoice: InvoiceRef };
