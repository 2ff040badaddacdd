import { z } from "zod";
import { INVOICE_DISPLAY_STATUSES } from "../invoices/rules.js";
import { paginationInput } from "../lib/pagination.js";
import { currencyField, moneyField, optionalText } from "./fields.js";
import { dateText, idOutput, moneyText, pageOutput, timestamp, userRefOutput, vendorRefOutput } from "./output.js";

export {
  INVOICE_DISPLAY_STATUSES,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  type InvoiceDisplayStatus,
  type InvoiceStatusValue,
  invoiceDisplayStatus,
  isInvoiceOverdue,
} from "../invoices/rules.js";

import { tagFilterField } from "./tags.js";

/** Whether the text's leading YYYY-MM-DD names a day of the calendar ("2026-02-30" does not). */
function isCalendarDay(text: string): boolean {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!ymd) return true;
  const [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date: "YYYY-MM-DD" or any ISO timestamp (its UTC date is kept). A day that is not in the calendar
 * ("2026-02-30") is refused: the date parser would otherwise roll it over to 2 March.
 */
export const dateField = (label: string) =>
  z.union([z.string().trim(), z.date()], { error: `${label} must be a date` }).transform((v, ctx) => {
    if (typeof v === "string" && !isCalendarDay(v)) {
      ctx.addIssue({ code: "custom", message: `${label} must be a real date` });
      return z.NEVER;
    }
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

/** The contract the invoice is billed under: one of its vendor's contracts. */
const contractIdField = z.uuid("Unknown contract");

const invoiceStatusField = z.enum(["pending", "paid"], { error: "Status is pending or paid" });

export const createInvoiceInput = z
  .object({
    vendorId: z.uuid("Choose a vendor"),
    contractId: contractIdField.nullish(),
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
  contractId: contractIdField.nullish().describe("One of the invoice's vendor's contracts; null names none"),
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
  tagId: tagFilterField,
  status: z.enum(["paid", "pending", "overdue"], { error: "Status is paid, pending or overdue" }).optional(),
  vendorId: z.uuid("Unknown vendor id").optional(),
  contractId: z.uuid("Unknown contract").optional().describe("Only the invoices billed under this contract"),
  sort: z.enum(INVOICE_SORTS).default("dueDate"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).optional(),
});

export const recentInvoicesInput = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(5) })
  .optional()
  .default({ limit: 5 });

// ---------------------------------------------------------------------------------------------------------------
// Answers: what the invoice procedures answer with (their `.output()`, documented in the API reference).

/** An invoice: amounts as exact text, dates as "YYYY-MM-DD"; `paidBy` approved the payment (null while pending). */
export const invoiceOutput = z.object({
  id: idOutput,
  vendorId: idOutput,
  contractId: idOutput.nullable().describe("The contract the invoice is billed under, if one was named"),
  vendor: vendorRefOutput.optional().describe("In lists and answers to changes; absent in a vendor's record"),
  number: z.string(),
  amount: moneyText,
  currency: z.string().describe("ISO 4217"),
  issueDate: dateText,
  dueDate: dateText,
  status: z.enum(["pending", "paid"]).describe("As recorded"),
  displayStatus: z.enum(INVOICE_DISPLAY_STATUSES).describe("paid, pending, or overdue: pending past its due date"),
  overdue: z.boolean(),
  paidAt: timestamp.nullable(),
  paidById: idOutput.nullable(),
  paidBy: userRefOutput.nullable(),
  description: z.string().nullable(),
  createdById: idOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const invoiceListOutput = pageOutput(invoiceOutput);

/** A new or changed invoice, with the exceptions it raises (duplicate, above the contract value) in words. */
export const savedInvoiceOutput = invoiceOutput.extend({ warnings: z.array(z.string()) });

export const invoiceExceptionsOutput = z.object({
  overdue: z.array(invoiceOutput.extend({ daysOverdue: z.number().int() })).describe("Oldest due date first"),
  duplicates: z.array(
    z.object({
      reason: z.enum(["same-number", "same-amount-and-date"]),
      key: z.string().describe('What the invoices share: the number, or "amount on date"'),
      vendor: vendorRefOutput,
      invoices: z.array(invoiceOutput),
    }),
  ),
  overContract: z
    .array(
      invoiceOutput.extend({
        contractValue: moneyText.describe(
          "What the amount is above: the named contract's value, or the sum of the vendor's executed contracts in " +
            "the invoice's currency",
        ),
        contractReference: z
          .string()
          .nullable()
          .describe("The named contract's reference (CT-…); null when compared with the vendor's executed contracts"),
      }),
    )
    .describe(
      "Invoices above their contract value, by vendor then number. An invoice naming a contract in another currency " +
        "is not compared.",
    ),
  counts: z.object({ overdue: z.number().int(), duplicates: z.number().int(), overContract: z.number().int() }),
});

const invoiceTotalOutput = z.object({
  count: z.number().int(),
  amount: moneyText.describe("Sum as recorded, without FX conversion: with several currencies use byCurrency"),
  byCurrency: z.array(z.object({ currency: z.string(), amount: moneyText })),
});

export const invoiceMetricsOutput = z.object({
  totals: z.object({
    all: invoiceTotalOutput,
    paid: invoiceTotalOutput,
    pending: invoiceTotalOutput,
    overdue: invoiceTotalOutput,
  }),
  overdueAmount: moneyText,
  dueNext30Days: invoiceTotalOutput,
  averageDaysToPay: z.number().nullable().describe("Days from issue to payment, one decimal; null before any payment"),
  currencies: z.array(z.string()),
});
