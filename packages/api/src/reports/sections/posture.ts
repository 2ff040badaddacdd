// The executive view of risk: the vendors by risk rating and criticality, and the concentration of arrangements and
// contracted value on a few providers and countries.
import type { Prisma } from "@tprm/db";
import type { ReportContext, ReportRow, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import {
  arrangementScope,
  count,
  isoOrNull,
  keyset,
  label,
  listRows,
  money,
  pagedRows,
  percent,
  RISK_ORDER,
  vendorScope,
} from "./common.js";

/** Vendors in the register: every status but offboarded, under the filters. */
const liveVendors = (ctx: ReportContext): Prisma.VendorWhereInput => ({
  AND: [{ status: { not: "offboarded" } }, vendorScope(ctx)],
});

export async function riskPostureSection(ctx: ReportContext): Promise<ReportSection> {
  const where = liveVendors(ctx);
  const [byRisk, byCriticality, total] = await Promise.all([
    ctx.db.vendor.groupBy({ by: ["riskRating"], where, _count: { _all: true } }),
    ctx.db.vendor.groupBy({ by: ["criticality"], where, _count: { _all: true } }),
    ctx.db.vendor.count({ where }),
  ]);
  const risk = (r: string | null) => byRisk.find((g) => g.riskRating === r)?._count._all ?? 0;
  const listed = ctx.filters.riskLevels.length ? ctx.filters.riskLevels : (["critical", "high"] as const);
  const tableWhere: Prisma.VendorWhereInput = { AND: [where, { riskRating: { in: [...listed] } }] };
  const listedCount = listed.reduce((s, r) => s + risk(r), 0);
  return {
    id: "risk-posture",
    title: REPORT_SECTIONS["risk-posture"].title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Vendors (not offboarded)", value: count(total) },
          { label: "Rated critical", value: count(risk("critical")) },
          { label: "Rated high", value: count(risk("high")) },
          { label: "Not yet rated", value: `${count(risk(null))} (${percent(risk(null), total)})` },
        ],
      },
      {
        kind: "chart",
        title: "Vendors by risk rating",
        series: [
          ...RISK_ORDER.map((r) => ({ label: label(r), value: risk(r) })),
          { label: "Not rated", value: risk(null) },
        ],
      },
      {
        kind: "chart",
        title: "Vendors by criticality",
        series: RISK_ORDER.map((c) => ({
          label: label(c),
          value: byCriticality.find((g) => g.criticality === c)?._count._all ?? 0,
        })),
      },
      {
        kind: "table",
        title: `Vendors rated ${listed.map((r) => label(r).toLowerCase()).join(" or ")}`,
        count: listedCount,
        empty: "No vendor has these ratings.",
        columns: [
          { key: "name", label: "Vendor", width: 2.2 },
          { key: "country", label: "Country", width: 0.7 },
          { key: "status", label: "Status", width: 1 },
          { key: "risk", label: "Risk rating", width: 0.9 },
          { key: "criticality", label: "Criticality", width: 0.9 },
          { key: "breaches", label: "KPI breaches", width: 0.9, format: "number" },
          { key: "value", label: "Contract value", width: 1.3, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
          { key: "nextReview", label: "Next review", width: 1, format: "date" },
        ],
        rows: pagedRows(
          (after, take) => ctx.db.vendor.findMany({ where: tableWhere, ...keyset(after, take) }),
          (v) => ({
            name: v.name,
            country: v.country,
            status: label(v.status),
            risk: label(v.riskRating),
            criticality: label(v.criticality),
            breaches: v.kpiBreachesCount,
            value: Number(v.contractValue),
            currency: v.currency,
            nextReview: isoOrNull(v.nextReviewDate),
          }),
        ),
      },
    ],
  };
}

export async function concentrationSection(ctx: ReportContext): Promise<ReportSection> {
  const arrangements: Prisma.WorkflowWhereInput = { AND: [arrangementScope(ctx), { vendorId: { not: null } }] };
  const vendors = liveVendors(ctx);
  const [perProvider, perCurrency, perCountryCurrency] = await Promise.all([
    ctx.db.workflow.groupBy({ by: ["vendorId"], where: arrangements, _count: { _all: true } }),
    ctx.db.vendor.groupBy({ by: ["currency"], where: vendors, _sum: { contractValue: true } }),
    ctx.db.vendor.groupBy({
      by: ["country", "currency"],
      where: { AND: [vendors, { contractValue: { gt: 0 } }] },
      _sum: { contractValue: true },
      _count: { _all: true },
    }),
  ]);
  const totalArrangements = perProvider.reduce((s, g) => s + g._count._all, 0);
  const ranked = [...perProvider].sort((a, b) => b._count._all - a._count._all);
  const top5 = ranked.slice(0, 5).reduce((s, g) => s + g._count._all, 0);
  const top10 = ranked.slice(0, 10);
  const names = new Map(
    (
      await ctx.db.vendor.findMany({
        where: { id: { in: top10.map((g) => g.vendorId as string) } },
        select: { id: true, name: true },
      })
    ).map((v) => [v.id, v.name]),
  );
  const currencyTotals = perCurrency
    .map((g) => ({ currency: g.currency, total: Number(g._sum.contractValue ?? 0) }))
    .sort((a, b) => b.total - a.total);
  const main = currencyTotals[0];
  const topByValue = main
    ? await ctx.db.vendor.findMany({
        where: { AND: [vendors, { currency: main.currency, contractValue: { gt: 0 } }] },
        orderBy: [{ contractValue: "desc" }, { id: "asc" }],
        take: 10,
        select: { name: true, contractValue: true },
      })
    : [];
  const largest = topByValue[0] ? Number(topByValue[0].contractValue) : 0;
  const rows: ReportRow[] = perCountryCurrency
    .map((g) => {
      const value = Number(g._sum.contractValue ?? 0);
      const currencyTotal = currencyTotals.find((c) => c.currency === g.currency)?.total ?? 0;
      return {
        country: g.country ?? "Unknown",
        currency: g.currency,
        vendors: g._count._all,
        value,
        share: currencyTotal > 0 ? Math.round((value / currencyTotal) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => String(a.currency).localeCompare(String(b.currency)) || b.value - a.value);
  return {
    id: "concentration",
    title: REPORT_SECTIONS.concentration.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Providers of arrangements", value: count(perProvider.length) },
          { label: "Arrangements held by the five largest", value: percent(top5, totalArrangements) },
          {
            label: main ? `Largest vendor's share of ${main.currency} value` : "Largest vendor's share of value",
            value: main ? percent(largest, main.total) : "0%",
          },
          {
            label: main ? `Contracted value in ${main.currency}` : "Contracted value",
            value: main ? money(main.total, main.currency) : "0",
          },
        ],
      },
      {
        kind: "chart",
        title: "Providers holding the most arrangements",
        series: top10.map((g) => ({ label: names.get(g.vendorId as string) ?? "", value: g._count._all })),
      },
      {
        kind: "chart",
        title: main
          ? `Vendors with the largest contracted value (${main.currency})`
          : "Vendors with the largest contracted value",
        unit: main?.currency,
        series: topByValue.map((v) => ({ label: v.name, value: Number(v.contractValue) })),
      },
      {
        kind: "table",
        title: "Contracted value by vendor country and currency",
        count: rows.length,
        empty: "No vendor has a contracted value.",
        columns: [
          { key: "country", label: "Country", width: 1 },
          { key: "currency", label: "Currency", width: 1 },
          { key: "vendors", label: "Vendors", width: 1, format: "number" },
          { key: "value", label: "Contracted value", width: 1.6, format: "number" },
          { key: "share", label: "Share of the currency (%)", width: 1.4, format: "number" },
        ],
        rows: listRows(rows),
      },
    ],
  };
}
