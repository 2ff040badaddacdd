// The risk assessment's inputs and answers (issue 13; spec 000 §3, §5, §7). The web form validates with the same
// schemas, so the spec's messages ("Vendor name is required", "Assessor is required") read the same everywhere.
import { z } from "zod";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import {
  ASSESSMENT_DOMAINS,
  ASSESSMENT_STATUS_LABELS,
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPE_LABELS,
  ASSESSMENT_TYPES,
  LEGACY_SCORE_FIELD_NAMES,
  type LegacyScoreField,
  SCORE_MAX,
  SCORE_MIN,
} from "../risk-assessments/rules.js";
import { optionalText, riskLevelField, riskLevelOutput } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput, vendorRefOutput } from "./output.js";
import { tagFilterField } from "./tags.js";

export * from "../risk-assessments/rules.js";

export const assessmentTypeField = z.enum(ASSESSMENT_TYPES, {
  error: "Choose Comprehensive, Initial, Periodic Review or Triggered",
});
export const assessmentStatusField = z.enum(ASSESSMENT_STATUSES, { error: "Choose Draft, In Progress or Completed" });

/** Our value, or the spec's label (§3, §4: "Periodic Review", "In Progress") that the messages above name. */
function valueOrLabel<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) {
  const byLabel = new Map<string, T>(values.flatMap((v) => [[v, v] as const, [labels[v].toLowerCase(), v] as const]));
  return (v: unknown) => (typeof v === "string" ? (byLabel.get(v.trim().toLowerCase()) ?? v) : v);
}
/** The inputs take the values or the labels; the answers give the values. */
const assessmentTypeInput = z.preprocess(valueOrLabel(ASSESSMENT_TYPES, ASSESSMENT_TYPE_LABELS), assessmentTypeField);
const assessmentStatusInput = z.preprocess(
  valueOrLabel(ASSESSMENT_STATUSES, ASSESSMENT_STATUS_LABELS),
  assessmentStatusField,
);
export const assessmentDomainField = z.enum(ASSESSMENT_DOMAINS, { error: "Unknown assessment domain" });

/** A domain score: a whole number from 0 to 10 (10 = most risk); null clears it. Never coerced: "" or false is not 0. */
export const domainScoreField = z
  .number({ error: "Score must be a number from 0 to 10" })
  .int("Score must be a whole number from 0 to 10")
  .min(SCORE_MIN, "Score must be from 0 to 10")
  .max(SCORE_MAX, "Score must be from 0 to 10");

export const domainSectionInput = z.object({
  score: domainScoreField.nullish(),
  notes: optionalText("Notes", 5000),
});
export type DomainSectionInput = z.input<typeof domainSectionInput>;

const domainsInput = z
  .object(
    Object.fromEntries(ASSESSMENT_DOMAINS.map((d) => [d, domainSectionInput.optional()])) as {
      [K in (typeof ASSESSMENT_DOMAINS)[number]]: z.ZodOptional<typeof domainSectionInput>;
    },
  )
  .strict();

const legacyScoresInput = Object.fromEntries(
  LEGACY_SCORE_FIELD_NAMES.map((f) => [f, domainScoreField.nullish().describe("Legacy score field (see docs)")]),
) as Record<LegacyScoreField, z.ZodOptional<z.ZodNullable<typeof domainScoreField>>>;

/** The most people an assessment's team may have, besides its lead assessor (the form's picker stops there too). */
export const TEAM_MAX = 20;

const teamField = z
  .array(z.uuid("Unknown user"), { error: "Team must be a list of users" })
  .max(TEAM_MAX, `At most ${TEAM_MAX} team members`)
  .transform((ids) => [...new Set(ids)]);

/** A date of the assessment's calendar: the dates a date field offers (1900–2099), so a review date computed from it stays one. */
const assessmentDateField = (label: string) =>
  dateField(label).refine(
    (date) => date >= CALENDAR_MIN && date <= CALENDAR_MAX,
    `${label} must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
  );

const assessmentFields = {
  type: assessmentTypeInput.optional(),
  assessmentDate: assessmentDateField("Assessment date").optional(),
  nextReviewDate: assessmentDateField("Next review date").nullish(),
  serviceCategory: optionalText("Service category", 200),
  recommendations: optionalText("Recommendations", 5000),
  comments: optionalText("Comments", 5000),
  mitigationPlan: optionalText("Mitigation plan", 5000),
  teamIds: teamField.optional(),
  domains: domainsInput.optional(),
  ...legacyScoresInput,
};

/** Spec 000 §5: the vendor is required ("Vendor name is required"), and the assessor ("Assessor is required"). */
export const vendorChoiceField = z.uuid({ error: "Vendor name is required" });
export const assessorChoiceField = z.uuid({ error: "Assessor is required" });

export const createRiskAssessmentInput = z.object({
  vendorId: vendorChoiceField,
  leadAssessorId: assessorChoiceField,
  ...assessmentFields,
});
export type CreateRiskAssessmentInput = z.input<typeof createRiskAssessmentInput>;

export const updateRiskAssessmentInput = z.object({
  id: z.uuid("Unknown assessment"),
  vendorId: vendorChoiceField.optional(),
  leadAssessorId: assessorChoiceField.optional(),
  ...assessmentFields,
});
export type UpdateRiskAssessmentInput = z.input<typeof updateRiskAssessmentInput>;

export const riskAssessmentIdInput = z.object({ id: z.uuid("Unknown assessment") });

/** One domain's section, for IT Security's own domain (docs/DECISIONS.md) and the Risk Manager alike. */
export const updateAssessmentDomainInput = z.object({
  id: z.uuid("Unknown assessment"),
  domain: assessmentDomainField,
  score: domainScoreField.nullish(),
  notes: optionalText("Notes", 5000),
});

export const reopenRiskAssessmentInput = z.object({
  id: z.uuid("Unknown assessment"),
  reason: z
    .string({ error: "Give the reason for reopening" })
    .trim()
    .min(1, "Give the reason for reopening")
    .max(2000, "Reason must be at most 2000 characters"),
});

export const RISK_ASSESSMENT_SORTS = [
  "assessmentDate",
  "nextReviewDate",
  "overallScore",
  "overallRisk",
  "status",
  "reference",
  "updatedAt",
] as const;

export const listRiskAssessmentsInput = paginationInput(24, 200).extend({
  tagId: tagFilterField,
  sort: z.enum(RISK_ASSESSMENT_SORTS).default("assessmentDate").describe("Column to sort by; ties broken by id"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: z.string().trim().max(200).optional().describe("Reference, vendor name or service category"),
  status: assessmentStatusInput.optional(),
  overallRisk: riskLevelField.optional(),
  type: assessmentTypeInput.optional(),
  vendorId: z.uuid("Unknown vendor").optional(),
  leadAssessorId: z.uuid("Unknown assessor").optional(),
  from: dateField("From").optional().describe("Assessment date on or after (YYYY-MM-DD)"),
  to: dateField("To").optional().describe("Assessment date on or before (YYYY-MM-DD)"),
  reviewDue: z
    .enum(["overdue", "due"], { error: "Review due is overdue or due" })
    .optional()
    .describe("overdue: next review date passed; due: within 30 days (not completed ones excluded)"),
});
export type ListRiskAssessmentsInput = z.input<typeof listRiskAssessmentsInput>;

const idList = z
  .array(z.uuid("Unknown assessment"), { error: "ids must be a list of assessment ids" })
  .min(1, "Choose at least one assessment")
  .max(500, "At most 500 assessments at a time")
  .transform((ids) => [...new Set(ids)]);

export const bulkUpdateRiskAssessmentsInput = z.object({
  ids: idList,
  patch: z
    .object({
      status: assessmentStatusInput.optional(),
      leadAssessorId: assessorChoiceField.optional(),
      nextReviewDate: assessmentDateField("Next review date").nullish(),
    })
    .refine((p) => Object.values(p).some((v) => v !== undefined), "Give at least one field to change"),
});

// ---- Answers ----

export const domainSectionOutput = z.object({
  score: z.number().int().nullable(),
  riskLevel: riskLevelOutput.nullable(),
  weight: z.number().describe("The spec's weight, e.g. 0.15"),
  notes: z.string().nullable(),
  updatedAt: timestamp.nullable(),
  updatedBy: userRefOutput.nullable(),
  evidence: z.array(
    z.object({
      id: idOutput,
      fileId: idOutput,
      filename: z.string(),
      size: z.number().int(),
      contentType: z.string(),
      uploadedAt: timestamp,
      uploadedBy: userRefOutput.nullable(),
    }),
  ),
});

const progressOutput = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  colour: z.enum(["green", "orange", "red"]),
});

/** A card of the list. */
export const riskAssessmentSummaryOutput = z.object({
  id: idOutput,
  reference: z.string(),
  vendor: vendorRefOutput,
  type: assessmentTypeField,
  status: assessmentStatusField,
  leadAssessor: userRefOutput,
  assessmentDate: dateText,
  nextReviewDate: dateText.nullable(),
  serviceCategory: z.string().nullable(),
  overallScore: z.number().nullable().describe("Weighted score 0–10, 10 = most risk"),
  overallRisk: riskLevelOutput.nullable(),
  progress: progressOutput,
  reviewDue: z.enum(["overdue", "due"]).nullable(),
  submittedAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export type RiskAssessmentSummary = z.infer<typeof riskAssessmentSummaryOutput>;

export const riskAssessmentListOutput = pageOutput(riskAssessmentSummaryOutput);

const legacyScoresOutput = Object.fromEntries(
  LEGACY_SCORE_FIELD_NAMES.map((f) => [f, z.number().int().nullable()]),
) as Record<LegacyScoreField, z.ZodNullable<z.ZodNumber>>;

/** The detail: the card plus every domain, the team, the texts and the vendor's other assessments. */
export const riskAssessmentOutput = riskAssessmentSummaryOutput.extend({
  team: z.array(userRefOutput),
  recommendations: z.string().nullable(),
  comments: z.string().nullable(),
  mitigationPlan: z.string().nullable(),
  domains: z.object(
    Object.fromEntries(ASSESSMENT_DOMAINS.map((d) => [d, domainSectionOutput])) as {
      [K in (typeof ASSESSMENT_DOMAINS)[number]]: typeof domainSectionOutput;
    },
  ),
  submittedBy: userRefOutput.nullable(),
  reopenedAt: timestamp.nullable(),
  reopenedBy: userRefOutput.nullable(),
  reopenReason: z.string().nullable(),
  createdAt: timestamp,
  createdBy: userRefOutput.nullable(),
  vendorRiskRating: riskLevelOutput.nullable().describe("The vendor's current risk rating"),
  history: z
    .array(
      riskAssessmentSummaryOutput.pick({
        id: true,
        reference: true,
        type: true,
        status: true,
        assessmentDate: true,
        overallScore: true,
        overallRisk: true,
      }),
    )
    .describe("The vendor's other assessments, newest first (at most 20)"),
  ...legacyScoresOutput,
});
export type RiskAssessmentDetail = z.infer<typeof riskAssessmentOutput>;

export const bulkUpdateRiskAssessmentsOutput = z.object({ updated: z.number().int() });

/** GET /api/risk-assessments/summary: the header's counts and the dashboard view's figures, all computed. */
export const riskAssessmentDashboardOutput = z.object({
  total: z.number().int(),
  highRisk: z.number().int().describe("Assessments whose overall risk is High or Critical"),
  byRisk: z.array(z.object({ risk: riskLevelOutput.nullable(), count: z.number().int() })),
  byStatus: z.array(z.object({ status: assessmentStatusField, count: z.number().int() })),
  domainAverages: z.array(
    z.object({
      domain: assessmentDomainField,
      average: z.number().nullable().describe("Mean score, two decimals; null when no assessment scored it"),
      scored: z.number().int(),
    }),
  ),
  heatMap: z
    .object({
      vendors: z.array(
        z.object({
          vendor: vendorRefOutput,
          assessmentId: idOutput,
          reference: z.string(),
          scores: z.array(z.object({ domain: assessmentDomainField, score: z.number().int().nullable() })),
        }),
      ),
    })
    .describe("Each vendor's latest completed assessment, highest overall score first (at most 25 vendors)"),
  reviewsDue: z.object({
    overdue: z.number().int(),
    within30: z.number().int(),
    within60: z.number().int(),
    within90: z.number().int(),
  }),
});
export type RiskAssessmentDashboard = z.infer<typeof riskAssessmentDashboardOutput>;

/** The summary takes the list's filters (none: every assessment). */
export const riskAssessmentDashboardInput = listRiskAssessmentsInput
  .omit({ page: true, limit: true, sort: true, order: true })
  .optional()
  .default({});
