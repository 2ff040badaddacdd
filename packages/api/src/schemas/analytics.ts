// The analytics screen's figures (GET /api/analytics/vendors, /risk, /compliance, /financial; docs/ANALYTICS.md).
// Each answer holds exactly what its charts draw, so a chart's table view and CSV show the same numbers.
import { z } from "zod";
import { POLICY_STATUSES } from "../governance/policies/rules.js";
import { RISK_LEVELS } from "../lib/risk-levels.js";
import { ASSESSMENT_DOMAINS } from "../risk-assessments/rules.js";
import { VENDOR_STATUSES } from "../vendors/rules.js";
import { dateText, idOutput, moneyText } from "./output.js";

/** The trailing window the monthly series cover: this month and the eleven before it, in the organisation's time zone. */
export const ANALYTICS_MONTHS = 12;
/** How many countries the vendors' chart names; the rest are summed as "other". */
export const ANALYTICS_TOP_COUNTRIES = 15;
/** How many vendors each currency's spend ranking names. */
export const ANALYTICS_TOP_VENDORS = 10;
/** How many gaps and policies the compliance lists name. */
export const ANALYTICS_TOP_ITEMS = 10;

const count = z.number().int().nonnegative();
/** A share as a percentage with one decimal (12.5 = 12.5 %); null when there is nothing to divide by. */
const percent = z.number().nullable();
const monthText = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .describe('A calendar month, "2026-03"');
const currency = z.string().length(3);
const period = z.object({ from: dateText, to: dateText });
const levelCounts = z.object({ low: count, medium: count, high: count, critical: count });

export const vendorAnalyticsOutput = z.object({
  total: count,
  byStatus: z.array(z.object({ status: z.enum(VENDOR_STATUSES), count })),
  /** The vendors' own risk rating; null: not rated. */
  byRisk: z.array(z.object({ risk: z.enum(RISK_LEVELS).nullable(), count })),
  /** The most frequent countries (ISO 3166-1 alpha-2; null: not recorded), most vendors first. */
  byCountry: z.array(z.object({ country: z.string().nullable(), count })),
  otherCountries: z.object({ countries: count, vendors: count }),
  /** Distinct countries recorded. */
  countries: count,
  /** Invoiced spend over the period, per currency (amounts in different currencies are never added up). */
  spend: z.object({
    period,
    currencies: z.array(
      z.object({
        currency,
        total: moneyText,
        vendors: count,
        /** The five largest vendors' share of the currency's spend. */
        top5Share: percent,
        /** Herfindahl–Hirschman index over every vendor's share (0–10,000; above 2,500 highly concentrated). */
        hhi: z.number().int(),
        top: z.array(z.object({ vendorId: idOutput, name: z.string(), amount: moneyText, share: percent })),
      }),
    ),
  }),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsOutput>;

export const riskAnalyticsOutput = z.object({
  /** Vendors with a completed assessment (each vendor's latest one counts). */
  assessed: count,
  byOverallRisk: z.array(z.object({ risk: z.enum(RISK_LEVELS).nullable(), count })),
  /** Over each vendor's latest completed assessment: the domain's mean score (0–10, 10 = most risk) and its bands. */
  byDomain: z.array(
    z.object({
      domain: z.enum(ASSESSMENT_DOMAINS),
      weightPercent: count,
      scored: count,
      average: z.number().nullable(),
      levels: levelCounts,
    }),
  ),
  /** Assessments completed per month (by assessment date), their mean overall score and overall risk. */
  overTime: z.array(
    z.object({ month: monthText, completed: count, averageScore: z.number().nullable(), levels: levelCounts }),
  ),
  period,
});
export type RiskAnalytics = z.infer<typeof riskAnalyticsOutput>;

export const complianceAnalyticsOutput = z.object({
  policies: z.object({
    /** Policies not archived. */
    total: count,
    /** By the status each shows (past its review date: Expired). */
    byStatus: z.array(z.object({ status: z.enum(POLICY_STATUSES), count })),
    /** Approved or Active as a share of the total, a whole percentage (spec 001 §2.2). */
    compliancePercent: z.number().int().nullable(),
    withGaps: count,
    withoutGaps: count,
  }),
  acknowledgements: z.object({
    total: count,
    accepted: count,
    pending: count,
    overdue: count,
    acceptedPercent: percent,
    /** The policies with the most acknowledgements outstanding. */
    byPolicy: z.array(
      z.object({
        policyId: idOutput,
        reference: z.string(),
        name: z.string(),
        total: count,
        accepted: count,
        pending: count,
        overdue: count,
      }),
    ),
  }),
  gaps: z.object({
    /** Gap entries over the policies not archived. */
    total: count,
    byFramework: z.array(z.object({ framework: z.string().nullable(), policies: count, gaps: count })),
    /** The gaps named most often (compared without case or surrounding spaces). */
    top: z.array(z.object({ gap: z.string(), policies: count })),
    /** Vendors not offboarded without a completed assessment. */
    vendorsWithoutAssessment: count,
    /** Vendors not offboarded whose latest completed assessment is past its next review date. */
    vendorsReviewOverdue: count,
  }),
});
export type ComplianceAnalytics = z.infer<typeof complianceAnalyticsOutput>;

export const financialAnalyticsOutput = z.object({
  period,
  /** Invoices issued in the period, per currency. */
  byCurrency: z.array(
    z.object({
      currency,
      invoices: count,
      invoiced: moneyText,
      paid: moneyText,
      outstanding: moneyText,
      overdue: moneyText,
    }),
  ),
  /** Every month of the period for every currency in byCurrency (zero when nothing was issued). */
  byMonth: z.array(z.object({ month: monthText, currency, invoices: count, amount: moneyText })),
  /** The largest vendors by invoiced amount in each currency. */
  byVendor: z.array(z.object({ currency, vendorId: idOutput, name: z.string(), invoices: count, amount: moneyText })),
  /** The invoice exceptions over all invoices, as the invoices screen counts them. */
  exceptions: z.object({
    overdue: count,
    overdueAmounts: z.array(z.object({ currency, amount: moneyText })),
    duplicates: count,
    overContract: count,
  }),
});
export type FinancialAnalytics = z.infer<typeof financialAnalyticsOutput>;
