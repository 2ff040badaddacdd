// The daily "invoice overdue" notifications (docs/ACTIVITY.md, "Notifications of events"). An invoice is overdue
// from the day after its due date, on the organisation's calendar (APP_TIME_ZONE), while it is pending. Each run
// looks at the invoices that became overdue in the last OVERDUE_CATCH_UP_DAYS days and notifies Finance of each in
// its own transaction, keyed by the invoice and the day it became overdue: a second run the same day, a retried
// job or the next days' runs add nothing, and an invoice whose due date is moved and passes again is told again.
import type { PrismaClient } from "@tprm/db";
import { SYSTEM } from "../audit/record-change.js";
import { addDays, isoDate, todayIn } from "../lib/dates.js";
import { formatAmount } from "../lib/money.js";
import { clip } from "../lib/text.js";
import { notify } from "../notifications/index.js";
import { NOTIFICATION_TITLE_MAX } from "../schemas/notifications.js";
import { INVOICE_ENTITY } from "./invoice-service.js";

/** How far back a run looks: invoices that became overdue while no worker ran for up to a week are still told. */
export const OVERDUE_CATCH_UP_DAYS = 7;

/** Who hears of an overdue invoice: the roles that handle invoices and payments. */
export const OVERDUE_AUDIENCE = { roles: ["Finance", "Finance Manager"] };

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** One invoice in the list: filtered to its vendor and number, its row highlighted (web: invoice-format invoiceHref). */
export function invoiceLink(invoice: { id: string; number: string; vendorId: string }): string {
  const params = new URLSearchParams({ vendor: invoice.vendorId, q: invoice.number.trim(), invoice: invoice.id });
  return `/invoices?${params.toString()}`;
}

export interface OverdueRun {
  today: string;
  /** Invoices that became overdue within the catch-up window. */
  invoices: number;
  /** Notifications written now (0 on a rerun). */
  notified: number;
}

export async function notifyOverdueInvoices(
  db: PrismaClient,
  options: { timeZone: string; now?: Date },
): Promise<OverdueRun> {
  const today = todayIn(options.timeZone, options.now);
  const invoices = await db.invoice.findMany({
    where: {
      status: "pending",
      dueDate: { lt: asDate(today), gte: asDate(addDays(today, -OVERDUE_CATCH_UP_DAYS)) },
    },
    orderBy: [{ dueDate: "asc" }, { id: "asc" }],
    select: {
      id: true,
      number: true,
      amount: true,
      currency: true,
      dueDate: true,
      vendorId: true,
      vendor: { select: { name: true } },
    },
  });
  let notified = 0;
  for (const invoice of invoices) {
    const due = isoDate(invoice.dueDate);
    const overdueSince = addDays(due, 1);
    const amount = formatAmount(invoice.amount.toFixed(2), invoice.currency);
    const result = await db.$transaction((tx) =>
      notify(tx, SYSTEM, {
        eventKey: `invoice.overdue:${invoice.id}:${overdueSince}`,
        eventType: "invoice.overdue",
        type: "invoice",
        priority: "high",
        title: clip(`Invoice ${invoice.number} from ${invoice.vendor.name} is overdue`, NOTIFICATION_TITLE_MAX),
        message: `Invoice ${invoice.number} from ${invoice.vendor.name} for ${amount} was due on ${due} and is not paid.`,
        entity: { type: INVOICE_ENTITY, id: invoice.id, name: clip(invoice.number, 200) },
        link: invoiceLink(invoice),
        audience: OVERDUE_AUDIENCE,
      }),
    );
    notified += result.recipients;
  }
  return { today, invoices: invoices.length, notified };
}
