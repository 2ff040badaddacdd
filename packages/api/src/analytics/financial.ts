// GET /api/analytics/financial: invoices issued in the period per currency (invoiced, paid, outstanding, overdue),
// per month and per vendor (the largest in each currency), and the invoice exceptions over all invoices counted as
// the invoices screen lists them (invoices/invoice-exceptions.ts): overdue, duplicate groups, above the contract.
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../context.js";
import { overContractQuery } from "../invoices/contract-limit.js";
import { todayIn } from "../lib/dates.js";
import { ANALYTICS_TOP_VENDORS, type FinancialAnalytics } from "../schemas/analytics.js";
import { analyticsPeriod, monthsOf } from "./rules.js";
import { perVendorSpend, roomyRows, topVendorsJson } from "./sql.js";
import { money } from "./vendors.js";

/** A currency's totals (month null) or one month's, from one pass over the period's invoices. */
type PeriodRow = FinancialAnalytics["byCurrency"][number] & { month: string | null };

function periodStatement(from: string, to: string, today: string) {
  const month = Prisma.sql`to_char(i."issueDate", 'YYYY-MM')`;
  return Prisma.sql`
    SELECT i."currency", ${month} AS month, count(*)::int AS invoices, sum(i."amount")::text AS invoiced,
      coalesce(sum(i."amount") FILTER (WHERE i."status" = 'paid'), 0)::text AS paid,
      coalesce(sum(i."amount") FILTER (WHERE i."status" = 'pending'), 0)::text AS outstanding,
      coalesce(sum(i."amount") FILTER (WHERE i."status" = 'pending' AND i."dueDate" < ${today}::date), 0)::text AS overdue
    FROM "Invoice" i WHERE i."issueDate" BETWEEN ${from}::date AND ${to}::date
    GROUP BY GROUPING SETS ((i."currency"), (i."currency", ${month}))
    ORDER BY sum(i."amount") DESC, 1`;
}

/** The largest vendors of each currency, as JSON per currency. */
function vendorStatement(from: string, to: string) {
  return Prisma.sql`
    WITH ${perVendorSpend(from, to)}
    SELECT c.currency, ${topVendorsJson(Prisma.sql`c.currency`, ANALYTICS_TOP_VENDORS)} AS top
    FROM (SELECT DISTINCT p.currency FROM per_vendor p) c
    ORDER BY c.currency`;
}

type VendorRow = Omit<FinancialAnalytics["byVendor"][number], "currency">;

/** Duplicate groups as findDuplicateInvoices makes them: same vendor and number, or same amount on the same day. */
const DUPLICATES = Prisma.sql`
  SELECT (SELECT count(*) FROM (SELECT 1 FROM "Invoice" GROUP BY "vendorId", upper(btrim("number"))
            HAVING count(*) > 1) n)::int
       + (SELECT count(*) FROM (SELECT 1 FROM "Invoice" GROUP BY "vendorId", "amount", "issueDate"
            HAVING count(*) > 1) d)::int AS count`;

export async function financialAnalytics(ctx: Context): Promise<FinancialAnalytics> {
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const period = analyticsPeriod(today);
  const [periodRows, vendors, overdue, [duplicates], [overContract]] = await Promise.all([
    sqlRows<PeriodRow>(ctx.sql, periodStatement(period.from, period.to, today)),
    roomyRows<{ currency: string; top: VendorRow[] }>(ctx.sql, vendorStatement(period.from, period.to)),
    sqlRows<{ currency: string; count: number; amount: string }>(
      ctx.sql,
      Prisma.sql`SELECT "currency", count(*)::int AS count, sum("amount")::text AS amount FROM "Invoice"
        WHERE "status" = 'pending' AND "dueDate" < ${today}::date GROUP BY 1 ORDER BY sum("amount") DESC, 1`,
    ),
    roomyRows<{ count: number }>(ctx.sql, DUPLICATES),
    roomyRows<{ count: number }>(
      ctx.sql,
      Prisma.sql`SELECT count(*)::int AS count FROM (${overContractQuery(Number.MAX_SAFE_INTEGER)}) o`,
    ),
  ]);
  const currencies = periodRows.filter((r) => r.month === null).map(({ month: _, ...totals }) => totals);
  const monthly = new Map(
    periodRows
      .filter((r) => r.month !== null)
      .map((m) => [`${m.month}|${m.currency}`, { invoices: m.invoices, amount: m.invoiced }]),
  );
  return {
    period,
    byCurrency: currencies.map((c) => ({
      ...c,
      invoiced: money(c.invoiced),
      paid: money(c.paid),
      outstanding: money(c.outstanding),
      overdue: money(c.overdue),
    })),
    byMonth: monthsOf(period).flatMap((month) =>
      currencies.map(({ currency }) => {
        const row = monthly.get(`${month}|${currency}`);
        return { month, currency, invoices: row?.invoices ?? 0, amount: money(row?.amount ?? "0") };
      }),
    ),
    byVendor: vendors.flatMap(({ currency, top }) =>
      top.map((v) => ({ currency, vendorId: v.vendorId, name: v.name, invoices: v.invoices, amount: money(v.amount) })),
    ),
    exceptions: {
      overdue: overdue.reduce((sum, r) => sum + r.count, 0),
      overdueAmounts: overdue.map((r) => ({ currency: r.currency, amount: money(r.amount) })),
      duplicates: duplicates?.count ?? 0,
      overContract: overContract?.count ?? 0,
    },
  };
}
