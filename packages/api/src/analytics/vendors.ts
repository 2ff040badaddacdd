// GET /api/analytics/vendors: the register by status, risk rating and country, and how concentrated the spend is —
// invoices issued in the period, per currency, with the largest vendors' shares and the Herfindahl–Hirschman index.
// Grouped by PostgreSQL in four statements run together, so the rows read stay few however many vendors there are.
import { Prisma, sqlRows } from "@tprm/db";
import type { Context } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { centsToString, toCents } from "../lib/money.js";
import { RISK_LEVELS, type RiskLevelValue } from "../lib/risk-levels.js";
import { ANALYTICS_TOP_COUNTRIES, ANALYTICS_TOP_VENDORS, type VendorAnalytics } from "../schemas/analytics.js";
import { VENDOR_STATUSES, type VendorStatusValue } from "../vendors/rules.js";
import { analyticsPeriod, herfindahl, sharePercent } from "./rules.js";
import { perVendorSpend, roomyRows, topVendorsJson } from "./sql.js";

interface SpendRow {
  currency: string;
  total: string;
  vendors: number;
  squares: string;
  top: { vendorId: string; name: string; invoices: number; amount: string }[];
}

function spendStatement(from: string, to: string) {
  return Prisma.sql`
    WITH ${perVendorSpend(from, to)}
    SELECT s.currency, s.total::text AS total, s.vendors, s.squares::text AS squares,
      ${topVendorsJson(Prisma.sql`s.currency`, ANALYTICS_TOP_VENDORS)} AS top
    FROM (SELECT p.currency, sum(p.amount) AS total, count(*)::int AS vendors,
            round(sum((p.amount * 100) * (p.amount * 100))) AS squares
          FROM per_vendor p GROUP BY 1) s
    ORDER BY s.total DESC, s.currency`;
}

/** Five largest shares added up: the ranking holds at least the five largest vendors. */
function top5(top: SpendRow["top"], total: string): number | null {
  return sharePercent(
    top.slice(0, 5).reduce((sum, row) => sum + toCents(row.amount), 0n),
    toCents(total),
  );
}

export async function vendorAnalytics(ctx: Context): Promise<VendorAnalytics> {
  const period = analyticsPeriod(todayIn(ctx.env.APP_TIME_ZONE));
  // Three counts, each an index-only scan of its (column, id) index; the country is stored upper-cased
  // (countryField), so it is grouped as it is.
  const [byStatus, byRisk, byCountry, spend] = await Promise.all([
    sqlRows<{ status: VendorStatusValue; count: number }>(
      ctx.sql,
      Prisma.sql`SELECT "status"::text AS status, count(*)::int AS count FROM "Vendor" GROUP BY 1`,
    ),
    sqlRows<{ risk: RiskLevelValue | null; count: number }>(
      ctx.sql,
      Prisma.sql`SELECT "riskRating"::text AS risk, count(*)::int AS count FROM "Vendor" GROUP BY 1`,
    ),
    sqlRows<{ country: string | null; count: number }>(
      ctx.sql,
      Prisma.sql`SELECT "country", count(*)::int AS count FROM "Vendor" GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`,
    ),
    roomyRows<SpendRow>(ctx.sql, spendStatement(period.from, period.to)),
  ]);
  const statusCount = new Map(byStatus.map((r) => [r.status, r.count]));
  const riskCount = new Map(byRisk.map((r) => [r.risk, r.count]));
  const named = byCountry.slice(0, ANALYTICS_TOP_COUNTRIES);
  const rest = byCountry.slice(ANALYTICS_TOP_COUNTRIES);
  return {
    total: byStatus.reduce((sum, r) => sum + r.count, 0),
    byStatus: VENDOR_STATUSES.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
    byRisk: [...RISK_LEVELS, null].map((risk) => ({ risk, count: riskCount.get(risk) ?? 0 })),
    byCountry: named,
    otherCountries: { countries: rest.length, vendors: rest.reduce((sum, r) => sum + r.count, 0) },
    countries: byCountry.filter((r) => r.country !== null).length,
    spend: {
      period,
      currencies: spend.map((row) => ({
        currency: row.currency,
        total: money(row.total),
        vendors: row.vendors,
        top5Share: top5(row.top, row.total),
        hhi: herfindahl(BigInt(row.squares), toCents(row.total)),
        top: row.top.map((t) => ({
          vendorId: t.vendorId,
          name: t.name,
          amount: money(t.amount),
          share: sharePercent(t.amount, row.total),
        })),
      })),
    },
  };
}

/** numeric text from PostgreSQL as the answers carry money: two decimals. */
export const money = (text: string) => centsToString(toCents(text));
