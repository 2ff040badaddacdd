// What the KPI breach procedures take and answer with (kpi-breaches/). Browser-safe: the web's breach dialogs use
// the same schema through "@tprm/api/schemas".
import { z } from "zod";
import { breachDateProblem, readMeasure } from "../kpi-breaches/rules.js";
import type { IsoDate } from "../lib/dates.js";
import { optionalText, riskLevelField, riskLevelOutput } from "./fields.js";
import { idOutput, timestamp, userRefOutput, vendorRefOutput } from "./output.js";

export { breachDateProblem, formatMeasure, readMeasure } from "../kpi-breaches/rules.js";

/** The spec's review period options. */
export const REVIEW_PERIODS = ["last30Days", "lastQuarter", "last6Months", "lastYear"] as const;
export type ReviewPeriod = (typeof REVIEW_PERIODS)[number];
export const REVIEW_PERIOD_DAYS: Record<ReviewPeriod, number> = {
  last30Days: 30,
  lastQuarter: 91,
  last6Months: 182,
  lastYear: 365,
};

export const recentKpiBreachesInput = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(5),
    period: z.enum(REVIEW_PERIODS).optional(),
    openOnly: z
      .union([z.boolean(), z.enum(["true", "false"])])
      .transform((v) => v === true || v === "true")
      .optional(),
  })
  .optional()
  .default({ limit: 5 });

/** A target or actual value, named in messages as the form labels it ("Target", "Actual"); see readMeasure. */
const measure = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((v, ctx) => {
    const reading = readMeasure(label, v);
    if (!reading.ok) {
      ctx.addIssue({ code: "custom", message: reading.message });
      return z.NEVER;
    }
    return reading.value;
  });

export const createKpiBreachInput = z.object({
  vendorId: z.uuid("Unknown vendor id"),
  kpi: z.string().trim().min(1, "KPI is required").max(200, "KPI must be at most 200 characters"),
  /** Shown as "Target" in the dialog and the record. */
  threshold: measure("Target"),
  actual: measure("Actual"),
  unit: optionalText("Unit", 20),
  severity: riskLevelField,
  occurredAt: z.coerce.date({ error: "occurredAt must be a date" }),
  notes: optionalText("Notes", 2000),
});

/**
 * The record dialog's schema: createKpiBreachInput, with a breach date after `today` (the organisation's) refused on
 * the field. The server checks the same rule in the service (kpi-breach-service.ts), with its own today.
 */
export function createKpiBreachFormInput(today: IsoDate) {
  return createKpiBreachInput.superRefine((value, ctx) => {
    const problem = breachDateProblem(value.occurredAt, today);
    if (problem) ctx.addIssue({ code: "custom", path: ["occurredAt"], message: problem });
  });
}

export const kpiBreachIdInput = z.object({ id: z.uuid("Unknown KPI breach") });

// Answers (their `.output()`, documented in the API reference); kpi-breaches/dto.ts maps rows to them.

const nullableText = z.string().nullable();
const measureText = z.string().describe('Exact decimal text, e.g. "99.9"');

export const kpiBreachOutput = z.object({
  id: idOutput,
  vendorId: idOutput,
  kpi: z.string(),
  threshold: measureText.describe('The target, exact decimal text, e.g. "99.9"'),
  actual: measureText,
  unit: nullableText,
  severity: riskLevelOutput,
  occurredAt: timestamp,
  resolvedAt: timestamp.nullable(),
  open: z.boolean(),
  notes: nullableText,
  reportedBy: userRefOutput.nullable().describe("The account that recorded it"),
  createdById: idOutput.nullable(),
  createdAt: timestamp,
});

/** A KPI breach with its vendor (the KPI Breaches Report, record and resolve). */
export const kpiBreachWithVendorOutput = kpiBreachOutput.extend({ vendor: vendorRefOutput });
