// Contracts: the ones in force with what a supervisor checks in them (critical function, governing law, where data
// is kept, notice and exit), and the ones expiring or reaching their notice deadline within the period.
import type { Prisma } from "@tprm/db";
import { addDays } from "../../lib/dates.js";
import type { ReportContext, ReportSection } from "../document.js";
import { REPORT_SECTIONS } from "../rules.js";
import {
  asDate,
  byVendor,
  count,
  days,
  daysFrom,
  isoOrNull,
  keyset,
  label,
  pagedRows,
  registerProviders,
} from "./common.js";

const IN_FORCE = ["approved", "executed"] as const;
// Only the columns the tables show (a contract also holds long free texts); the exit plan as a yes or no.
const select = {
  id: true,
  reference: true,
  name: true,
  type: true,
  status: true,
  startDate: true,
  endDate: true,
  value: true,
  currency: true,
  criticalFunction: true,
  governingLaw: true,
  dataStorageCountries: true,
  autoRenewal: true,
  noticePeriodDays: true,
  vendor: { select: { name: true } },
} satisfies Prisma.ContractSelect;
type Row = Prisma.ContractGetPayload<{ select: typeof select }> & { exitPlan?: boolean };

/**
 * Contracts in force under the filters. The regulatory view (`providersOnly`) keeps those with the register's
 * providers and those supporting a critical function; the expiries keep every contract in force.
 */
function scope(ctx: ReportContext, providersOnly: boolean): Prisma.ContractWhereInput {
  return {
    AND: [
      { status: { in: [...IN_FORCE] }, ...byVendor(ctx) },
      ctx.filters.criticalOnly ? { criticalFunction: true } : {},
      providersOnly ? { OR: [{ vendor: registerProviders(ctx) }, { criticalFunction: true }] } : {},
    ],
  };
}

export async function contractsSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodStart, periodEnd } = days(ctx);
  const where = scope(ctx, true);
  const and = (extra: Prisma.ContractWhereInput) => ({ AND: [where, extra] });
  const [total, critical, criticalWithoutExit, withoutLaw, expiring, ended, byType] = await Promise.all([
    ctx.db.contract.count({ where }),
    ctx.db.contract.count({ where: and({ criticalFunction: true }) }),
    ctx.db.contract.count({ where: and({ criticalFunction: true, OR: [{ exitPlan: null }, { exitPlan: "" }] }) }),
    ctx.db.contract.count({ where: and({ OR: [{ governingLaw: null }, { governingLaw: "" }] }) }),
    ctx.db.contract.count({ where: and({ endDate: { gte: asDate(today), lte: asDate(periodEnd) } }) }),
    ctx.db.contract.count({
      where: {
        ...byVendor(ctx),
        OR: [
          { status: "expired", endDate: { gte: asDate(periodStart), lt: asDate(today) } },
          { status: "terminated", terminatedAt: { gte: asDate(periodStart) } },
        ],
      },
    }),
    ctx.db.contract.groupBy({ by: ["type"], where, _count: { _all: true } }),
  ]);
  return {
    id: "contracts",
    title: REPORT_SECTIONS.contracts.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Contracts in force", value: count(total) },
          { label: "Supporting a critical or important function", value: count(critical) },
          { label: "Critical without an exit plan", value: count(criticalWithoutExit) },
          { label: "Without a governing law", value: count(withoutLaw) },
          { label: `Ending within ${ctx.filters.periodDays} days`, value: count(expiring) },
          { label: `Expired or terminated in the last ${ctx.filters.periodDays} days`, value: count(ended) },
        ],
      },
      {
        kind: "chart",
        title: "Contracts in force by type",
        series: byType.map((g) => ({ label: label(g.type), value: g._count._all })).sort((a, b) => b.value - a.value),
      },
      {
        kind: "table",
        title: "Contracts in force",
        count: total,
        empty: "No contract is in force.",
        columns: [
          { key: "reference", label: "Reference", width: 1.1 },
          { key: "name", label: "Contract", width: 2 },
          { key: "vendor", label: "Provider", width: 1.7 },
          { key: "type", label: "Type", width: 1.3 },
          { key: "status", label: "Status", width: 0.8 },
          { key: "start", label: "Start", width: 0.9, format: "date" },
          { key: "end", label: "End", width: 0.9, format: "date" },
          { key: "value", label: "Value", width: 1.2, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
          { key: "critical", label: "Critical function", width: 0.8 },
          { key: "law", label: "Governing law", width: 1 },
          { key: "storage", label: "Data stored in", width: 1 },
          { key: "exit", label: "Exit plan", width: 0.6 },
        ],
        rows: pagedRows(
          async (after, take) => {
            const page = await ctx.db.contract.findMany({ where, select, ...keyset(after, take) });
            const withExit = new Set(
              (
                await ctx.db.contract.findMany({
                  where: {
                    id: { in: page.map((c) => c.id) },
                    AND: [{ exitPlan: { not: null } }, { exitPlan: { not: "" } }],
                  },
                  select: { id: true },
                })
              ).map((c) => c.id),
            );
            return page.map((c) => ({ ...c, exitPlan: withExit.has(c.id) }));
          },
          (c: Row) => ({
            reference: c.reference,
            name: c.name,
            vendor: c.vendor.name,
            type: label(c.type),
            status: c.status === "executed" ? "Active" : label(c.status),
            start: isoOrNull(c.startDate),
            end: isoOrNull(c.endDate),
            value: Number(c.value),
            currency: c.currency,
            critical: c.criticalFunction ? "Yes" : "No",
            law: c.governingLaw,
            storage: c.dataStorageCountries.join(", "),
            exit: c.exitPlan ? "Yes" : "No",
          }),
        ),
      },
    ],
  };
}

export async function contractExpiriesSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodEnd } = days(ctx);
  const where: Prisma.ContractWhereInput = {
    AND: [scope(ctx, false), { endDate: { gte: asDate(today), lte: asDate(periodEnd) } }],
  };
  const [total, autoRenewing, critical, within30] = await Promise.all([
    ctx.db.contract.count({ where }),
    ctx.db.contract.count({ where: { AND: [where, { autoRenewal: true }] } }),
    ctx.db.contract.count({ where: { AND: [where, { criticalFunction: true }] } }),
    ctx.db.contract.count({ where: { AND: [where, { endDate: { lte: asDate(addDays(today, 30)) } }] } }),
  ]);
  return {
    id: "contract-expiries",
    title: REPORT_SECTIONS["contract-expiries"].title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: `Ending within ${ctx.filters.periodDays} days`, value: count(total) },
          { label: "Ending within 30 days", value: count(within30) },
          { label: "Renewing automatically", value: count(autoRenewing) },
          { label: "Supporting a critical function", value: count(critical) },
        ],
      },
      {
        kind: "table",
        title: "Contracts ending",
        count: total,
        empty: `No contract in force ends within ${ctx.filters.periodDays} days.`,
        columns: [
          { key: "reference", label: "Reference", width: 1.1 },
          { key: "name", label: "Contract", width: 2.2 },
          { key: "vendor", label: "Provider", width: 1.8 },
          { key: "end", label: "End", width: 0.9, format: "date" },
          { key: "daysLeft", label: "Days left", width: 0.7, format: "number" },
          { key: "auto", label: "Auto-renews", width: 0.8 },
          { key: "notice", label: "Notice by", width: 0.9, format: "date" },
          { key: "critical", label: "Critical function", width: 0.8 },
          { key: "value", label: "Value", width: 1.2, format: "number" },
          { key: "currency", label: "Currency", width: 0.7 },
        ],
        rows: pagedRows(
          (after, take) => ctx.db.contract.findMany({ where, select, ...keyset(after, take, [{ endDate: "asc" }]) }),
          (c: Row) => {
            const end = isoOrNull(c.endDate) as string;
            return {
              reference: c.reference,
              name: c.name,
              vendor: c.vendor.name,
              end,
              daysLeft: daysFrom(today, end),
              auto: c.autoRenewal ? "Yes" : "No",
              notice: c.autoRenewal && c.noticePeriodDays ? addDays(end, -c.noticePeriodDays) : null,
              critical: c.criticalFunction ? "Yes" : "No",
              value: Number(c.value),
              currency: c.currency,
            };
          },
        ),
      },
    ],
  };
}
