// GET /api/vendors/{id}: the vendor record with everything its tabs show. Its own module because it joins the
// vendor, KPI breach and invoice answers, each declared by its own domain's schema module.
import { z } from "zod";
import { RISK_LEVELS } from "../lib/risk-levels.js";
import { decimalText } from "./fields.js";
import { invoiceOutput } from "./invoices.js";
import { kpiBreachOutput } from "./kpi-breaches.js";
import { idOutput, timestamp } from "./output.js";
import {
  checklistProgressOutput,
  offboardingOutput,
  onboardingTaskOutput,
  reviewOutput,
  vendorOutput,
} from "./vendors.js";

export const vendorActivityOutput = z.object({
  id: idOutput,
  action: z.string().describe("CREATE, UPDATE, REVIEW, ..."),
  entityType: z.string().describe("Vendor, or Invoice for the vendor's invoices"),
  entityId: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestamp,
  actor: z.object({ id: idOutput, name: z.string() }).nullable(),
});

export const vendorRecordOutput = vendorOutput.extend({
  onboardingTasks: z.array(onboardingTaskOutput),
  checklist: checklistProgressOutput,
  reviews: z.array(reviewOutput).describe("The latest 20, newest first"),
  kpiBreaches: z.array(kpiBreachOutput).describe("The latest 50, newest first"),
  openBreaches: z.partialRecord(z.enum(RISK_LEVELS), z.number().int()).describe("Open KPI breaches by severity"),
  healthScore: z
    .number()
    .nullable()
    .describe("Relationship health 0–100 (100 = healthiest); null before the first review"),
  offboardings: z.array(offboardingOutput),
  invoices: z.array(invoiceOutput).nullable().describe("The latest 50; null when the caller may not view invoices"),
  contractBookByCurrency: z
    .array(
      z.object({
        currency: z.string().length(3).describe("ISO 4217"),
        total: decimalText.describe('Exact sum of the executed contracts\' values, e.g. "250000.00"'),
        contracts: z.number().int().describe("Executed contracts in this currency"),
      }),
    )
    .describe(
      "The vendor's contract book: its executed contracts per currency, most contracts first, then by currency " +
        "code. contractValue is the entry in the vendor's own currency (0.00 when there is none).",
    ),
  counts: z.object({
    reviews: z.number().int(),
    kpiBreaches: z.number().int(),
    invoices: z.number().int(),
    offboardings: z.number().int(),
  }),
  activity: z.array(vendorActivityOutput).describe("The latest 50 audit rows of the vendor and its invoices"),
});
