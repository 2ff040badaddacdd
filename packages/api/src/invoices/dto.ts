// What the invoice procedures answer with: amounts as exact decimal strings, dates as calendar dates, the derived
// display status. The type is the answer's schema's (schemas/invoices.ts). The invoice domain's public surface for
// other domains: the vendor record maps its invoice rows with toInvoiceDto.
import type { Invoice } from "@tprm/db";
import type { z } from "zod";
import type { SameFields } from "../lib/documented-output.js";
import { type UserName, userRef } from "../lib/people.js";
import type { invoiceOutput } from "../schemas/invoices.js";
import { invoiceDisplayStatus, isoDate, todayIso } from "./rules.js";

export type InvoiceDto = z.output<typeof invoiceOutput>;

/** A column added to the table must be added to the answer's schema too (see SameFields). */
const fieldsDocumented: SameFields<
  Invoice & Record<"vendor" | "paidBy" | "displayStatus" | "overdue", unknown>,
  InvoiceDto
> = true;
void fieldsDocumented;

/** An invoice answer: `paidBy` (who approved the payment) is null while pending, or when it was not recorded. */
export function toInvoiceDto(
  invoice: Invoice & { vendor?: { id: string; name: string }; paidBy?: UserName | null },
  today = todayIso(),
): InvoiceDto {
  const { amount, issueDate, dueDate, vendor, paidBy, ...rest } = invoice;
  const displayStatus = invoiceDisplayStatus(invoice, today);
  return {
    ...rest,
    ...(vendor ? { vendor: { id: vendor.id, name: vendor.name } } : {}),
    paidBy: userRef(paidBy),
    amount: amount.toFixed(2),
    issueDate: isoDate(issueDate),
    dueDate: isoDate(dueDate),
    displayStatus,
    overdue: displayStatus === "overdue",
  };
}
