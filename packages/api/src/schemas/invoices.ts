import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { currencyField, moneyField, optionalText } from "./vendors.js";

export {
  INVOICE_DISPLAY_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceDisplayStatus,
  type InvoiceStatusValue,
  invoiceDisplayStatus,
  isInvoiceOverdue,
} from "../invoices/rules.js";

/** A calendar date: "YYYY-MM-DD" or any ISO timestamp (its UTC date is kept). */
export const dateField = (label: string) =>
  z.union([z.string().trim(), z.date()], { error: `${label} must be a date` }).transform((v, ctx) => {
    const date = typeof v === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v) : v;
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)` });
      return z.NEVER;
    }
    return date.toISOString().slice(0, 10);
  });

const invoiceNumber = z
  .string({ error: "Invoice number is required" })
  .trim()
  .min(1, "Invoice number is required")
  .max(100, "Invoice number must be at most 100 characters");

const invoiceStatusField = z.enum(["pending", "paid"], { error: "Status is pending or paid" });

export const createInvoiceInput = z
  .object({
    vendorId: z.uuid("Choose a vendor"),
    number: invoiceNumber,
    amount: moneyField("Amount"),
    currency: currencyField.optional(),
    issueDate: dateField("Issue date"),
    dueDate: dateField("Due date"),
    status: invoiceStatusField.default("pending"),
    paidAt: z.coerce.date({ error: "paidAt must be a date" }).nullish(),
    description: optionalText("Description", 2000),
  })
  .refine((v) => v.dueDate >= v.issueDate, { message: "Due date cannot be before the issue date", path: ["dueDate"] });

export const updateInvoiceInput = z.object({
  id: z.uuid("Unknown invoice"),
  vendorId: z.uuid("Choose a vendor").optional(),
  number: invoiceNumber.optional(),
  amount: moneyField("Amount").optional(),
  currency: currencyField.optional(),
  issueDate: dateField("Issue date").optional(),
  dueDate: dateField("Due date").optional(),
  status: invoiceStatusField.optional(),
  paidAt: z.coerce.date({ error: "paidAt must be a date" }).nullish(),
  description: optionalText("Description", 2000),
});

export const invoiceIdInput = z.object({ id: z.uuid("Unknown invoice") });

export const INVOICE_SORTS = ["dueDate", "issueDate", "amount", "number", "createdAt", "vendor", "status"] as const;

export const listInvoicesInput = paginationInput(50, 200).extend({
  status: z.enum(["paid", "pending", "overdue"], { error: "Status is paid, pending or overdue" }).optional(),
  vendorId: z.uuid("Unknown vendor id").optional(),
  sort: z.enum(INVOICE_SORTS).default("dueDate"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).optional(),
});

export const recentInvoicesInput = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(5) })
  .optional()
  .default({ limit: 5 });
