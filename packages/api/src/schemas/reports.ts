// The reports' inputs (issue 17; spec 001 §2.5, §3–§5, §9): the report dialog, the list, templates, generation and
// schedules. The dialogs validate with these same schemas; the rules are in reports/rules.ts.
import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import {
  DEFAULT_REPORT_PERIOD,
  MAX_EXTERNAL_RECIPIENTS,
  REPORT_FREQUENCIES,
  REPORT_FREQUENCY_SPEC_NAMES,
  REPORT_PERIODS,
  REPORT_RECIPIENT_GROUPS,
  REPORT_SECTION_IDS,
  REPORT_TYPE_SPEC_NAMES,
  REPORT_TYPES,
  type ReportFrequencyValue,
  type ReportTypeValue,
} from "../reports/rules.js";
import { RISK_LEVELS } from "./fields.js";
import { tagFilterField } from "./tags.js";

export * from "../reports/rules.js";

const fromSpecName = <T extends string>(names: Record<T, string>) => {
  const map = Object.fromEntries(Object.entries(names).map(([k, v]) => [String(v).toLowerCase(), k]));
  return (v: unknown) => (typeof v === "string" && map[v.toLowerCase()] ? map[v.toLowerCase()] : v);
};

/** One of the three types; the spec's spelling (Regulatory) is accepted too. */
export const reportTypeField = z.preprocess(
  fromSpecName(REPORT_TYPE_SPEC_NAMES),
  z.enum(REPORT_TYPES, { error: "Report type is Operational, Regulatory or Executive" }),
) as unknown as z.ZodType<ReportTypeValue, ReportTypeValue | string>;

/** One of the six frequencies; the spec's spelling (Monthly, Ad-hoc) is accepted too. */
export const reportFrequencyField = z.preprocess(
  fromSpecName(REPORT_FREQUENCY_SPEC_NAMES),
  z.enum(REPORT_FREQUENCIES, {
    error: "Frequency is Daily, Weekly, Monthly, Quarterly, Annually or Ad-hoc",
  }),
) as unknown as z.ZodType<ReportFrequencyValue, ReportFrequencyValue | string>;

export const reportRecipientGroupField = z.enum(REPORT_RECIPIENT_GROUPS, {
  error: `Recipient group is one of ${REPORT_RECIPIENT_GROUPS.join(", ")}`,
});

// ── The report dialog (001 §2.5, §5: we validate it) ──────────────────────────────────────────────────────────

/**
 * Create and edit take the same body. The spec's client also sent lastGenerated, nextDue, status and format: those
 * are computed here and ignored when sent (a REST client written against the spec keeps working).
 */
export const reportInput = z
  .object({
    name: z.string().trim().min(1, "Report name is required").max(200, "Report name is at most 200 characters"),
    type: reportTypeField,
    frequency: reportFrequencyField,
    /** The template the report generates; the built-in one of its type when left out. */
    templateId: z.uuid("Unknown template").optional(),
    recipientGroups: z.array(reportRecipientGroupField).max(REPORT_RECIPIENT_GROUPS.length).default([]),
    externalRecipients: z
      .array(z.email("Each external recipient must be an e-mail address").trim().toLowerCase())
      .max(MAX_EXTERNAL_RECIPIENTS, `At most ${MAX_EXTERNAL_RECIPIENTS} external recipients`)
      .default([]),
    description: z.string().trim().max(2000, "Description is at most 2,000 characters").default(""),
  })
  .superRefine((r, ctx) => {
    if (r.frequency !== "ad_hoc" && r.recipientGroups.length + r.externalRecipients.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["recipientGroups"],
        message: "A scheduled report needs at least one recipient",
      });
    }
  });
export type ReportInput = z.input<typeof reportInput>;

export const REPORT_SORTS = ["name", "type", "frequency", "lastGeneratedAt", "nextDue", "createdAt"] as const;

export const listReportsInput = paginationInput(25, 200).extend({
  tagId: tagFilterField,
  search: z.string().trim().max(200).optional().describe("Name, type or any recipient (case-insensitive)"),
  type: reportTypeField.optional(),
  scheduled: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .or(z.boolean())
    .optional()
    .describe("true: frequency is not Ad-hoc; false: Ad-hoc only"),
  sort: z.enum(REPORT_SORTS).default("name"),
  order: z.enum(["asc", "desc"]).default("asc"),
});
export type ListReportsInput = z.input<typeof listReportsInput>;

// ── Templates ─────────────────────────────────────────────────────────────────────────────────────────────────

export const reportFiltersInput = z.object({
  periodDays: z
    .number()
    .int()
    .refine((d) => (REPORT_PERIODS as readonly number[]).includes(d), "Period is 30, 90, 180 or 365 days")
    .default(DEFAULT_REPORT_PERIOD),
  /** Only vendors of these risk levels (all when empty). */
  riskLevels: z.array(z.enum(RISK_LEVELS)).default([]),
  /** Only critical or important arrangements and their providers. */
  criticalOnly: z.boolean().default(false),
});
export type ReportFilters = z.output<typeof reportFiltersInput>;

export const reportTemplateInput = z.object({
  name: z.string().trim().min(1, "Template name is required").max(200, "Template name is at most 200 characters"),
  description: z.string().trim().max(2000, "Description is at most 2,000 characters").default(""),
  type: reportTypeField,
  sections: z
    .array(z.enum(REPORT_SECTION_IDS, { error: "Unknown section" }))
    .min(1, "Choose at least one section")
    .max(REPORT_SECTION_IDS.length)
    .refine((s) => new Set(s).size === s.length, "A section appears once"),
  filters: reportFiltersInput.default({ periodDays: DEFAULT_REPORT_PERIOD, riskLevels: [], criticalOnly: false }),
});
export type ReportTemplateInput = z.input<typeof reportTemplateInput>;

// ── Generation and schedules ──────────────────────────────────────────────────────────────────────────────────

/** POST /api/reports/generate: a report (its template and recipients) or a template alone; never both. */
export const generateReportInput = z
  .object({
    reportId: z.uuid("Unknown report").optional(),
    templateId: z.uuid("Unknown template").optional(),
    /** Overrides the template's filters for this run only. */
    filters: reportFiltersInput.partial().optional(),
  })
  .refine((g) => Boolean(g.reportId) !== Boolean(g.templateId), {
    message: "Name a report or a template",
    path: ["reportId"],
  });
export type GenerateReportInput = z.input<typeof generateReportInput>;

/** PUT /api/reports/scheduled/{id} (id: the report's): pause, resume, or move its time (a cron pattern). */
export const updateReportScheduleInput = z
  .object({
    id: z.uuid("Unknown report"),
    paused: z.boolean().optional(),
    frequency: reportFrequencyField.optional(),
    cron: z.string().trim().min(9).max(100).optional().describe("Five fields, read in the organisation's time zone"),
  })
  .refine((u) => u.paused !== undefined || u.frequency !== undefined || u.cron !== undefined, {
    message: "Say what to change: paused, frequency or cron",
  });
export type UpdateReportScheduleInput = z.input<typeof updateReportScheduleInput>;

export const listReportRunsInput = paginationInput(20, 100).extend({ reportId: z.uuid("Unknown report") });

export const distributionMetricsInput = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => d === 30 || d === 90, "Days is 30 or 90")
    .default(30),
});
