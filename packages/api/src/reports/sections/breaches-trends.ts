// Open KPI breaches (what is failing now), and the trends: month by month over the period, in the report's time
// zone, what came in (vendors, arrangements, breaches) and what was done (assessments completed, approvals).
import { Prisma } from "@tprm/db";
import type { ReportContext, ReportRow, ReportSection } from "../document.js";
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
  listRows,
  pagedRows,
  RISK_ORDER,
} from "./common.js";

export async function kpiBreachesSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodStart } = days(ctx);
  const open: Prisma.KpiBreachWhereInput = { resolvedAt: null, ...byVendor(ctx) };
  const [bySeverity, occurred, resolved, vendorsAffected] = await Promise.all([
    ctx.db.kpiBreach.groupBy({ by: ["severity"], where: open, _count: { _all: true } }),
    ctx.db.kpiBreach.count({ where: { occurredAt: { gte: asDate(periodStart) }, ...byVendor(ctx) } }),
    ctx.db.kpiBreach.count({ where: { resolvedAt: { gte: asDate(periodStart) }, ...byVendor(ctx) } }),
    ctx.db.kpiBreach.groupBy({ by: ["vendorId"], where: open }),
  ]);
  const severity = (s: string) => bySeverity.find((g) => g.severity === s)?._count._all ?? 0;
  const total = bySeverity.reduce((s, g) => s + g._count._all, 0);
  return {
    id: "kpi-breaches",
    title: REPORT_SECTIONS["kpi-breaches"].title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Open KPI breaches", value: count(total) },
          { label: "Open, critical or high", value: count(severity("critical") + severity("high")) },
          { label: "Vendors with an open breach", value: count(vendorsAffected.length) },
          { label: `Occurred in the last ${ctx.filters.periodDays} days`, value: count(occurred) },
          { label: `Resolved in the last ${ctx.filters.periodDays} days`, value: count(resolved) },
        ],
      },
      {
        kind: "chart",
        title: "Open breaches by severity",
        series: RISK_ORDER.map((s) => ({ label: label(s), value: severity(s) })),
      },
      {
        kind: "table",
        title: "Open KPI breaches",
        count: total,
        empty: "No KPI breach is open.",
        columns: [
          { key: "vendor", label: "Vendor", width: 2 },
          { key: "kpi", label: "KPI", width: 2 },
          { key: "threshold", label: "Threshold", width: 0.9, format: "number" },
          { key: "actual", label: "Actual", width: 0.9, format: "number" },
          { key: "unit", label: "Unit", width: 0.6 },
          { key: "severity", label: "Severity", width: 0.8 },
          { key: "occurred", label: "Occurred", width: 0.9, format: "date" },
          { key: "daysOpen", label: "Days open", width: 0.7, format: "number" },
        ],
        rows: pagedRows(
          (after, take) =>
            ctx.db.kpiBreach.findMany({
              where: open,
              include: { vendor: { select: { name: true } } },
              ...keyset(after, take, [{ occurredAt: "asc" }]),
            }),
          (b) => {
            const occurredOn = isoOrNull(b.occurredAt) as string;
            return {
              vendor: b.vendor.name,
              kpi: b.kpi,
              threshold: Number(b.threshold),
              actual: Number(b.actual),
              unit: b.unit,
              severity: label(b.severity),
              occurred: occurredOn,
              daysOpen: Math.max(0, daysFrom(occurredOn, today)),
            };
          },
        ),
      },
    ],
  };
}

const METRICS = {
  vendors: "Vendors added",
  arrangements: "Arrangements started",
  approvals: "Arrangements approved",
  assessments: "Assessments completed",
  breaches: "KPI breaches",
} as const;
type Metric = keyof typeof METRICS;

export async function trendsSection(ctx: ReportContext): Promise<ReportSection> {
  const { periodStart } = days(ctx);
  const since = asDate(periodStart);
  const tz = ctx.timeZone;
  const levels = ctx.filters.riskLevels;
  // The month an instant falls in, in the report's zone (timestamps are stored as UTC).
  const month = (col: Prisma.Sql) => Prisma.sql`to_char(((${col}) AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM')`;
  const vendorOk = Prisma.sql`(cardinality(${levels}::text[]) = 0 OR v."riskRating"::text = ANY(${levels}::text[]))`;
  const critical = ctx.filters.criticalOnly
    ? Prisma.sql`AND (w."materialityClassification" = 'critical' OR EXISTS (SELECT 1 FROM "Contract" c WHERE c."id" = w."contractId" AND c."criticalFunction"))`
    : Prisma.empty;
  const queries: Record<Metric, Prisma.Sql> = {
    vendors: Prisma.sql`SELECT ${month(Prisma.sql`v."createdAt"`)} AS m, count(*)::int AS n FROM "Vendor" v
      WHERE v."createdAt" >= ${since} AND ${vendorOk} GROUP BY 1`,
    arrangements: Prisma.sql`SELECT ${month(Prisma.sql`w."createdAt"`)} AS m, count(*)::int AS n FROM "Workflow" w
      LEFT JOIN "Vendor" v ON v."id" = w."vendorId"
      WHERE w."type" = 'new_outsourcing' AND w."createdAt" >= ${since} AND (cardinality(${levels}::text[]) = 0 OR ${vendorOk}) ${critical} GROUP BY 1`,
    approvals: Prisma.sql`SELECT ${month(Prisma.sql`d."decidedAt"`)} AS m, count(*)::int AS n FROM "WorkflowDecision" d
      JOIN "Workflow" w ON w."id" = d."workflowId" LEFT JOIN "Vendor" v ON v."id" = w."vendorId"
      WHERE d."decision" = 'approved' AND d."decidedAt" >= ${since} AND (cardinality(${levels}::text[]) = 0 OR ${vendorOk}) ${critical} GROUP BY 1`,
    assessments: Prisma.sql`SELECT ${month(Prisma.sql`a."submittedAt"`)} AS m, count(*)::int AS n FROM "RiskAssessment" a
      JOIN "Vendor" v ON v."id" = a."vendorId"
      WHERE a."status" = 'completed' AND a."submittedAt" >= ${since} AND ${vendorOk} GROUP BY 1`,
    breaches: Prisma.sql`SELECT ${month(Prisma.sql`b."occurredAt"`)} AS m, count(*)::int AS n FROM "KpiBreach" b
      JOIN "Vendor" v ON v."id" = b."vendorId"
      WHERE b."occurredAt" >= ${since} AND ${vendorOk} GROUP BY 1`,
  };
  const metrics = Object.keys(METRICS) as Metric[];
  const results = await Promise.all(metrics.map((k) => ctx.db.$queryRaw<{ m: string; n: number }[]>(queries[k])));
  const months = monthsBetween(periodStart.slice(0, 7), days(ctx).today.slice(0, 7));
  const value = (k: Metric, m: string) => results[metrics.indexOf(k)]?.find((r) => r.m === m)?.n ?? 0;
  const rows: ReportRow[] = months.map((m) => ({
    month: m,
    ...Object.fromEntries(metrics.map((k) => [k, value(k, m)])),
  }));
  return {
    id: "trends",
    title: REPORT_SECTIONS.trends.title,
    blocks: [
      {
        kind: "figures",
        items: metrics.map((k) => ({
          label: `${METRICS[k]} (${ctx.filters.periodDays} days)`,
          value: count(months.reduce((s, m) => s + value(k, m), 0)),
        })),
      },
      {
        kind: "chart",
        title: "KPI breaches by month",
        series: months.map((m) => ({ label: m, value: value("breaches", m) })),
      },
      {
        kind: "chart",
        title: "Assessments completed by month",
        series: months.map((m) => ({ label: m, value: value("assessments", m) })),
      },
      {
        kind: "table",
        title: "By month",
        count: rows.length,
        empty: "No month in the period.",
        columns: [
          { key: "month", label: "Month", width: 1 },
          ...metrics.map((k) => ({ key: k, label: METRICS[k], width: 1.2, format: "number" as const })),
        ],
        rows: listRows(rows),
      },
    ],
  };
}

/** "2026-09" … "2026-11". */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (let i = 0; i < 40; i++) {
    const key = `${y}-${String(m).padStart(2, "0")}`;
    out.push(key);
    if (key >= to) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
