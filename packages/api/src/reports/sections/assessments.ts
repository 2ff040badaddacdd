// Risk assessments: each vendor's latest completed assessment with its results by domain, and the reviews that fall
// due (or are overdue) within the period.
import type { Prisma } from "@tprm/db";
import { ASSESSMENT_DOMAINS, DOMAIN_LABELS } from "../../risk-assessments/rules.js";
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
  RISK_ORDER,
  registerProviders,
} from "./common.js";

const select = {
  id: true,
  reference: true,
  type: true,
  assessmentDate: true,
  overallScore: true,
  overallRisk: true,
  nextReviewDate: true,
  vendor: { select: { name: true } },
  leadAssessor: { select: { firstName: true, lastName: true } },
} satisfies Prisma.RiskAssessmentSelect;
type Row = Prisma.RiskAssessmentGetPayload<{ select: typeof select }>;

/** Each vendor's latest completed assessment, of the vendors the filters keep. */
const latest = (ctx: ReportContext): Prisma.RiskAssessmentWhereInput => ({ latestCompleted: true, ...byVendor(ctx) });
/** The same, for the register's providers only (the regulatory view). */
const latestOfProviders = (ctx: ReportContext): Prisma.RiskAssessmentWhereInput => ({
  AND: [latest(ctx), { vendor: registerProviders(ctx) }],
});

const scoreField = (d: string) => `${d}Score` as const;

export async function assessmentsSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodStart } = days(ctx);
  const where = latestOfProviders(ctx);
  const providers: Prisma.RiskAssessmentWhereInput = { vendor: registerProviders(ctx) };
  const avgSelect = Object.fromEntries(ASSESSMENT_DOMAINS.map((d) => [scoreField(d), true]));
  const [total, byRisk, completedInPeriod, inProgress, overdue, averages] = await Promise.all([
    ctx.db.riskAssessment.count({ where }),
    ctx.db.riskAssessment.groupBy({ by: ["overallRisk"], where, _count: { _all: true } }),
    ctx.db.riskAssessment.count({
      where: { status: "completed", submittedAt: { gte: asDate(periodStart) }, ...byVendor(ctx) },
    }),
    ctx.db.riskAssessment.count({
      where: { AND: [providers, { status: { in: ["draft", "in_progress"] }, ...byVendor(ctx) }] },
    }),
    ctx.db.riskAssessment.count({ where: { AND: [where, { nextReviewDate: { lt: asDate(today) } }] } }),
    ctx.db.riskAssessment.aggregate({ where, _avg: avgSelect as Prisma.RiskAssessmentAvgAggregateInputType }),
  ]);
  const avg = averages._avg as Record<string, number | null>;
  const riskCount = (r: string | null) => byRisk.find((g) => g.overallRisk === r)?._count._all ?? 0;
  return {
    id: "assessments",
    title: REPORT_SECTIONS.assessments.title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: "Providers with a completed assessment", value: count(total) },
          { label: `Completed in the last ${ctx.filters.periodDays} days`, value: count(completedInPeriod) },
          { label: "Draft or in progress", value: count(inProgress) },
          { label: "Reviews overdue", value: count(overdue) },
        ],
      },
      {
        kind: "chart",
        title: "Latest assessments by overall risk",
        series: [
          ...RISK_ORDER.map((r) => ({ label: label(r), value: riskCount(r) })),
          { label: "Not rated", value: riskCount(null) },
        ].filter((p) => p.value > 0),
      },
      {
        kind: "chart",
        title: "Average score by domain (0–10, 10 = most risk)",
        series: ASSESSMENT_DOMAINS.filter((d) => avg[scoreField(d)] != null).map((d) => ({
          label: DOMAIN_LABELS[d],
          value: Math.round((avg[scoreField(d)] as number) * 100) / 100,
        })),
      },
      {
        kind: "table",
        title: "Latest completed assessment of each provider",
        count: total,
        empty: "No provider in the register has a completed assessment.",
        columns: [
          { key: "reference", label: "Reference", width: 1.1 },
          { key: "vendor", label: "Vendor", width: 2 },
          { key: "type", label: "Type", width: 1.1 },
          { key: "date", label: "Assessed", width: 0.9, format: "date" },
          { key: "score", label: "Score", width: 0.6, format: "number" },
          { key: "risk", label: "Overall risk", width: 0.8 },
          { key: "assessor", label: "Lead assessor", width: 1.4 },
          { key: "nextReview", label: "Next review", width: 0.9, format: "date" },
          { key: "review", label: "Review", width: 0.8 },
        ],
        rows: pagedRows(
          (after, take) => ctx.db.riskAssessment.findMany({ where, select, ...keyset(after, take) }),
          (a: Row) => {
            const next = isoOrNull(a.nextReviewDate);
            return {
              reference: a.reference,
              vendor: a.vendor.name,
              type: label(a.type),
              date: isoOrNull(a.assessmentDate),
              score: a.overallScore === null ? null : Number(a.overallScore),
              risk: label(a.overallRisk),
              assessor: `${a.leadAssessor.firstName} ${a.leadAssessor.lastName}`,
              nextReview: next,
              review: next === null ? "" : next < today ? "Overdue" : "Scheduled",
            };
          },
        ),
      },
    ],
  };
}

export async function assessmentsDueSection(ctx: ReportContext): Promise<ReportSection> {
  const { today, periodEnd } = days(ctx);
  const where: Prisma.RiskAssessmentWhereInput = { AND: [latest(ctx), { nextReviewDate: { lte: asDate(periodEnd) } }] };
  const [due, overdue, neverAssessed] = await Promise.all([
    ctx.db.riskAssessment.count({ where }),
    ctx.db.riskAssessment.count({ where: { AND: [where, { nextReviewDate: { lt: asDate(today) } }] } }),
    ctx.db.vendor.count({
      where: {
        AND: [
          { status: { in: ["active", "under_review"] } },
          byVendor(ctx).vendor ?? {},
          { assessments: { none: { status: "completed" } } },
        ],
      },
    }),
  ]);
  return {
    id: "assessments-due",
    title: REPORT_SECTIONS["assessments-due"].title,
    blocks: [
      {
        kind: "figures",
        items: [
          { label: `Reviews due within ${ctx.filters.periodDays} days`, value: count(due - overdue) },
          { label: "Reviews overdue", value: count(overdue) },
          { label: "Active vendors never assessed", value: count(neverAssessed) },
        ],
      },
      {
        kind: "table",
        title: "Reviews due or overdue",
        count: due,
        empty: `No review falls due within ${ctx.filters.periodDays} days.`,
        columns: [
          { key: "vendor", label: "Vendor", width: 2 },
          { key: "reference", label: "Last assessment", width: 1.1 },
          { key: "date", label: "Assessed", width: 0.9, format: "date" },
          { key: "risk", label: "Overall risk", width: 0.8 },
          { key: "nextReview", label: "Review due", width: 0.9, format: "date" },
          { key: "days", label: "Days", width: 0.6, format: "number" },
          { key: "state", label: "State", width: 0.8 },
          { key: "assessor", label: "Lead assessor", width: 1.4 },
        ],
        rows: pagedRows(
          (after, take) =>
            ctx.db.riskAssessment.findMany({ where, select, ...keyset(after, take, [{ nextReviewDate: "asc" }]) }),
          (a: Row) => {
            const next = isoOrNull(a.nextReviewDate) as string;
            return {
              vendor: a.vendor.name,
              reference: a.reference,
              date: isoOrNull(a.assessmentDate),
              risk: label(a.overallRisk),
              nextReview: next,
              days: daysFrom(today, next),
              state: next < today ? "Overdue" : "Due",
              assessor: `${a.leadAssessor.firstName} ${a.leadAssessor.lastName}`,
            };
          },
        ),
      },
    ],
  };
}
