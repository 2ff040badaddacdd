// The dashboard's GETs (docs/DASHBOARD.md): the key figures with their trends, and the board review.
import { z } from "zod";

export const dashboardTrend = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }).describe("No snapshot of 30 days earlier holds this figure: no trend yet"),
  z.object({
    kind: z.literal("change"),
    previous: z.number(),
    change: z.number(),
    percent: z.number().nullable().describe("Of the earlier value; null when that was 0"),
    direction: z.enum(["up", "down", "flat"]),
  }),
]);

/**
 * One key figure. `value` null: nothing to measure yet; then `specDefault` (spec §9) is the figure the specification
 * shows instead, to be labelled "no data yet", never as measured.
 */
export const dashboardFigure = z.object({
  value: z.number().nullable(),
  specDefault: z.number().nullable(),
  trend: dashboardTrend,
  /** The date of the snapshot the trend compares with, when there is one. */
  comparedWith: z.string().nullable(),
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

export const DASHBOARD_FIGURE_KEYS = [
  "totalEntities",
  "riskScore",
  "complianceScore",
  "workflowsInProgress",
  "workflowDrafts",
  "contractsPending",
  "criticalNotifications",
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURE_KEYS)[number];

/** Figures the caller's role may not view are absent (null). */
export const keyMetricsOutput = z.object({
  asOf: z.string().describe("Today in the organisation's time zone"),
  measuredAt: z.string().describe("When the organisation's figures were measured (kept up to 10 seconds)"),
  figures: z.object(
    Object.fromEntries(DASHBOARD_FIGURE_KEYS.map((k) => [k, dashboardFigure.nullable()])) as Record<
      DashboardFigureKey,
      z.ZodNullable<typeof dashboardFigure>
    >,
  ),
  /** Risk score's spread: vendors' latest completed assessments by overall risk (for the chart). */
  riskByLevel: z
    .array(z.object({ risk: z.enum(["low", "medium", "high", "critical"]), count: z.number().int() }))
    .nullable(),
  /** The figures over the stored snapshots of the last 90 days (for the trend chart). */
  history: z.array(z.object({ date: z.string(), metrics: z.record(z.string(), z.number().nullable()) })),
});
export type KeyMetrics = z.infer<typeof keyMetricsOutput>;

const reference = z.object({ id: z.string(), reference: z.string().nullable(), name: z.string() });

export const boardReviewOutput = z.object({
  asOf: z.string(),
  measuredAt: z.string().describe("When it was measured (kept up to 10 seconds)"),
  criticalArrangements: z.object({
    total: z.number().int(),
    items: z.array(
      reference.extend({
        vendorName: z.string().nullable(),
        kind: z.enum(["contract", "workflow"]),
        status: z.string(),
        endDate: z.string().nullable(),
      }),
    ),
  }),
  riskPosture: z.object({
    riskScore: z.number().nullable(),
    assessed: z.number().int(),
    byLevel: z.array(z.object({ risk: z.enum(["low", "medium", "high", "critical"]), count: z.number().int() })),
    criticalVendors: z.number().int(),
    openKpiBreaches: z.number().int(),
  }),
  decisions: z.array(
    z.object({
      id: z.string(),
      source: z.enum(["committee", "workflow"]),
      title: z.string(),
      outcome: z.string(),
      body: z.string().nullable(),
      decidedAt: z.string(),
    }),
  ),
  overdue: z.object({
    assessmentReviews: z.number().int(),
    workflows: z.number().int(),
    policyReviews: z.number().int(),
    acknowledgements: z.number().int(),
  }),
  executiveTemplateId: z.string().nullable(),
});
export type BoardReview = z.infer<typeof boardReviewOutput>;

/** How many decisions (of the last 90 days) and critical arrangements the board review lists. */
export const BOARD_REVIEW_ITEMS = 10;
export const BOARD_REVIEW_DECISION_DAYS = 90;
