// The service providers of the register's arrangements: who they are (LEI, country), how they are rated, how many
// arrangements (and critical ones) each holds, and what is contracted with them.
import type { Prisma } from "@tprm/db";
import type { ReportContext, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import {
  arrangementScope,
  CRITICAL_ARRANGEMENT,
  count,
  isoOrNull,
  keyset,
  label,
  PAGE_SIZE,
  vendorScope,
} from "./common.js";

export async function providersSection(ctx: ReportContext): Promise<ReportSection> {
  const arrangements = arrangementScope(ctx);
  const where: Prisma.VendorWhereInput = { AND: [vendorScope(ctx), { workflows: { some: arrangements } }] };
  const [total, byCountry, byRisk, withLei] = await Promise.all([
    ctx.db.vendor.count({ where }),
    ctx.db.vendor.groupBy({ by: ["country"], where, _count: { _all: true } }),
    ctx.db.vendor.groupBy({ by: ["riskRating"], where, _count: { _all: true } }),
    ctx.db.vendor.count({ where: { AND: [where, { lei: { not: null } }] } }),
  ]);
  const select = {
    id: true,
    name: true,
    legalName: true,
    lei: true,
    country: true,
    status: true,
    riskRating: true,
    criticality: true,
    contractValue: true,
    currency: true,
    lastReviewedAt: true,
  } satisfies Prisma.VendorSelect;

  async function* rows() {
    let after: string | undefined;
    for (;;) {
      const page = await ctx.db.vendor.findMany({ where, select, ...keyset(after, PAGE_SIZE) });
      if (page.length === 0) return;
      const ids = page.map((v) => v.id);
      const [all, critical] = await Promise.all([
        ctx.db.workflow.groupBy({
          by: ["vendorId"],
          where: { AND: [arrangements, { vendorId: { in: ids } }] },
          _count: { _all: true },
        }),
        ctx.db.workflow.groupBy({
          by: ["vendorId"],
          where: { AND: [arrangements, CRITICAL_ARRANGEMENT, { vendorId: { in: ids } }] },
          _count: { _all: true },
        }),
      ]);
      const allBy = new Map(all.map((g) => [g.vendorId, g._count._all]));
      const criticalBy = new Map(critical.map((g) => [g.vendorId, g._count._all]));
      for (const v of page) {
        yield {
          name: v.name,
          legalName: v.legalName,
          lei: v.lei,
          country: v.country,
          status: label(v.status),
          risk: label(v.riskRating) || "Not rated",
          criticality: label(v.criticality),
          arrangements: allBy.get(v.id) ?? 0,
          critical: criticalBy.get(v.id) ?? 0,
          contractValue: Number(v.contractValue),
          currency: v.currency,
          lastReviewed: isoOrNull(v.lastReviewedAt),
        };
      }
      if (page.length < PAGE_SIZE) return;
      after = page[page.length - 1]?.id;
    }
  }

  return {
    id: "providers",
    title: REPORT_SECTIONS.providers.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Providers of arrangements", value: count(total) },
          { label: "Countries", value: count(byCountry.length) },
          { label: "With a Legal Entity Identifier", value: count(withLei) },
          {
            label: "Rated high or critical",
            value: count(
              byRisk
                .filter((g) => g.riskRating === "high" || g.riskRating === "critical")
                .reduce((s, g) => s + g._count._all, 0),
            ),
          },
        ],
      },
      {
        kind: "chart",
        title: "Providers by country",
        series: byCountry
          .map((g) => ({ label: g.country ?? "Unknown", value: g._count._all }))
          .sort((a, b) => b.value - a.value)
          .slice(0, 15),
      },
      {
        kind: "table",
        title: "Providers",
        count: total,
        empty: "No provider holds an arrangement in the register.",
        columns: [
          { key: "name", label: "Provider", width: 2 },
          { key: "legalName", label: "Legal name", width: 2 },
          { key: "lei", label: "LEI", width: 1.6 },
          { key: "country", label: "Country", width: 0.7 },
          { key: "status", label: "Status", width: 1 },
          { key: "risk", label: "Risk rating", width: 0.9 },
          { key: "criticality", label: "Criticality", width: 0.9 },
          { key: "arrangements", label: "Arrangements", width: 1, format: "number" },
          { key: "critical", label: "Critical", width: 0.8, format: "number" },
          { key: "contractValue", label: "Contract value", width: 1.3, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
          { key: "lastReviewed", label: "Last reviewed", width: 1, format: "date" },
        ],
        rows,
      },
    ],
  };
}
