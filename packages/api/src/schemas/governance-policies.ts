// The policies' inputs and answers (spec 001 §3, §5; 000 §7 Governance; issue 15). The web's policy dialog validates
// with the same fields, so an alert reads the same in the dialog and over REST. The four required fields come first
// and in the spec's order (name, owner, jurisdiction, review date): a body missing several gets its issues so.
import { z } from "zod";
import { POLICY_STATUSES } from "../governance/policies/rules.js";
import { CALENDAR_MAX, CALENDAR_MIN, isIsoDate } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import { exportFormatField } from "../transfer/public.js";
import { optionalText, riskLevelField, riskLevelOutput } from "./fields.js";
import { acknowledgementCountsOutput } from "./governance-acknowledgements.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";
import { tagFilterField } from "./tags.js";

export * from "../governance/policies/rules.js";

export const POLICY_MESSAGES = {
  name: "Policy Name is required",
  owner: "Policy Owner is required",
  jurisdiction: "Jurisdiction is required",
  reviewDate: "Review Date is required",
  saveFailed: "Failed to save policy. Please try again.",
  archiveFailed: "Failed to archive policy. Please try again.",
} as const;

const requiredText = (message: string, label: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const reviewDateField = z
  .string({ error: POLICY_MESSAGES.reviewDate })
  .trim()
  .min(1, POLICY_MESSAGES.reviewDate)
  .refine(isIsoDate, "Review Date must be a date (YYYY-MM-DD)")
  .refine(
    (d) => d >= CALENDAR_MIN && d <= CALENDAR_MAX,
    `Review Date must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
  );

export const policyStatusField = z.enum(POLICY_STATUSES, {
  error: "Status is Draft, Under Review, Approved, Active, Expired or Inactive",
});

const complianceGapsField = z
  .array(
    z.string().trim().min(1, "A compliance gap cannot be empty").max(500, "A compliance gap: at most 500 characters"),
    {
      error: "Compliance gaps must be a list of texts",
    },
  )
  .max(50, "At most 50 compliance gaps");

/** The status follows its own call (PATCH /{id}/status): a body that sets it is refused, never silently ignored. */
const statusNotSettable = z
  .never({ error: "Status moves through PATCH /api/governance/policies/{id}/status" })
  .optional();

/** The policy's fields, the spec's four required ones first and in its order. */
export const policyFields = {
  name: requiredText(POLICY_MESSAGES.name, "Policy Name"),
  owner: requiredText(POLICY_MESSAGES.owner, "Policy Owner"),
  jurisdiction: requiredText(POLICY_MESSAGES.jurisdiction, "Jurisdiction"),
  reviewDate: reviewDateField,
  ownerId: z.uuid("Unknown owner").nullish().describe("The owner as a user of the platform, when they are one"),
  category: optionalText("Category", 100),
  riskRating: riskLevelField,
  regulatoryFramework: optionalText("Regulatory framework", 200),
  complianceGaps: complianceGapsField,
  securityPolicy: z.boolean({ error: "Security policy is yes or no" }),
  content: optionalText("Policy text", 50_000),
};

const changeNoteField = optionalText("Change note", 2000);
const majorField = z
  .boolean({ error: "Major change is yes or no" })
  .describe("A changed text makes a new version: major (2.0) or minor (1.1, the default)");

/** What the New Policy / Edit dialog holds (the files go up after the save, through the multipart routes). */
export const policyFormInput = z.object({
  ...policyFields,
  riskRating: riskLevelField.default("medium"),
  complianceGaps: complianceGapsField.default([]),
  securityPolicy: policyFields.securityPolicy.default(false),
});
export type PolicyFormInput = z.input<typeof policyFormInput>;

export const createPolicyInput = policyFormInput.extend({
  changeNote: changeNoteField,
  status: statusNotSettable,
});
export type CreatePolicyInput = z.input<typeof createPolicyInput>;

export const updatePolicyInput = z.object({
  id: z.uuid("Unknown policy"),
  name: policyFields.name.optional(),
  owner: policyFields.owner.optional(),
  jurisdiction: policyFields.jurisdiction.optional(),
  reviewDate: policyFields.reviewDate.optional(),
  ownerId: policyFields.ownerId,
  category: policyFields.category,
  riskRating: policyFields.riskRating.optional(),
  regulatoryFramework: policyFields.regulatoryFramework,
  complianceGaps: complianceGapsField.optional(),
  securityPolicy: policyFields.securityPolicy.optional(),
  content: policyFields.content,
  major: majorField.optional(),
  changeNote: changeNoteField,
  status: statusNotSettable,
});
export type UpdatePolicyInput = z.input<typeof updatePolicyInput>;

export const policyIdInput = z.object({ id: z.uuid("Unknown policy") });

export const movePolicyStatusInput = z.object({
  id: z.uuid("Unknown policy"),
  status: policyStatusField,
  note: optionalText("Note", 2000),
});

export const bulkArchivePoliciesInput = z.object({
  ids: z
    .array(z.uuid("Unknown policy"), { error: "Choose the policies to archive" })
    .min(1, "Choose the policies to archive")
    .max(200, "Archive at most 200 policies at once")
    .transform((ids) => [...new Set(ids)]),
});

export const POLICY_SORTS = ["name", "reference", "reviewDate", "status", "riskRating", "owner", "updatedAt"] as const;

export const listPoliciesInput = paginationInput(25, 200).extend({
  tagId: tagFilterField,
  sort: z.enum(POLICY_SORTS).default("name").describe("Column to sort by; ties broken by id"),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional().describe("Name, owner, category or regulatory framework"),
  status: policyStatusField.optional().describe("The status as shown (Expired includes a passed review date)"),
  riskRating: riskLevelField.optional(),
  category: z.string().trim().max(100).optional(),
  framework: z.string().trim().max(200).optional().describe("Regulatory framework (exact, case aside)"),
  reviewWithinDays: z.coerce
    .number({ error: "Review within must be a number of days" })
    .int("Review within must be a whole number of days")
    .min(1, "Review within must be from 1 to 3650 days")
    .max(3650, "Review within must be from 1 to 3650 days")
    .optional()
    .describe("Only policies whose review date is from tomorrow to this many days away"),
});
export type ListPoliciesInput = z.input<typeof listPoliciesInput>;

/** The list's filters (same names and values as GET /api/governance/policies) and the file's format. */
export const exportPoliciesInput = listPoliciesInput
  .pick({ search: true, status: true, riskRating: true, category: true, framework: true, reviewWithinDays: true })
  .extend({ format: exportFormatField });
export type ExportPolicyInput = z.infer<typeof exportPoliciesInput>;
export const POLICY_EXPORT_PATH = "/api/governance/policies/export";

export const archivedPoliciesInput = paginationInput(25, 200).extend({
  search: z.string().trim().max(200).optional().describe("Name, owner, category or regulatory framework"),
});

export const searchPoliciesInput = z.object({
  q: z.string().trim().max(200).default("").describe("Name, owner, category or regulatory framework"),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

// ---- Answers ----

const fileRefOutput = z.object({
  id: idOutput,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const policyListItemOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  owner: z.string(),
  ownerUser: userRefOutput.nullable(),
  jurisdiction: z.string(),
  category: z.string().nullable(),
  riskRating: riskLevelOutput,
  reviewDate: dateText,
  daysToReview: z.number().int().describe("From today; negative once passed"),
  regulatoryFramework: z.string().nullable(),
  complianceGaps: z.array(z.string()),
  securityPolicy: z.boolean(),
  status: policyStatusField.describe("As shown: Expired once the review date has passed (Inactive aside)"),
  recordedStatus: policyStatusField.describe("As last moved"),
  version: z.string().describe('"1.0", "2.3"'),
  file: fileRefOutput.nullable().describe("The current version's document"),
  charterFile: fileRefOutput.nullable(),
  archived: z.boolean(),
  archivedAt: timestamp.nullable(),
  archivedBy: userRefOutput.nullable(),
  updatedAt: timestamp,
  acknowledgements: acknowledgementCountsOutput
    .optional()
    .describe("The main list's rows: accepted, pending and overdue of the version sent for acknowledgement"),
});
export type PolicyListItem = z.infer<typeof policyListItemOutput>;

export const policyListOutput = pageOutput(policyListItemOutput);

export const policyPickItemOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  status: policyStatusField,
  archived: z.boolean(),
});
export const policySearchOutput = z.array(policyPickItemOutput);

export const policyVersionOutput = z.object({
  id: idOutput,
  version: z.string(),
  major: z.number().int(),
  minor: z.number().int(),
  content: z.string().nullable(),
  file: fileRefOutput.nullable(),
  charterFile: fileRefOutput.nullable(),
  changeNote: z.string().nullable(),
  createdBy: userRefOutput.nullable(),
  createdAt: timestamp,
});

export const policyEventOutput = z.object({
  id: idOutput,
  kind: z.enum([
    "created",
    "updated",
    "version_added",
    "status_changed",
    "archived",
    "restored",
    "acknowledgement_requested",
  ]),
  fromStatus: policyStatusField.nullable(),
  toStatus: policyStatusField.nullable(),
  note: z.string().nullable(),
  actor: userRefOutput.nullable().describe("Null: the system (the review job)"),
  at: timestamp,
});

export const linkedProcedureOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  owner: z.string(),
  status: policyStatusField,
  archived: z.boolean(),
});

export const policyOutput = policyListItemOutput.extend({
  content: z.string().nullable().describe("The current version's text"),
  statusChangedAt: timestamp.nullable(),
  statusChangedBy: userRefOutput.nullable(),
  createdAt: timestamp,
  createdBy: userRefOutput.nullable(),
  updatedBy: userRefOutput.nullable(),
  versions: z.array(policyVersionOutput).describe("Newest first"),
  history: z.array(policyEventOutput).describe("Newest first"),
  procedures: z.array(linkedProcedureOutput),
});
export type PolicyDetail = z.infer<typeof policyOutput>;

export const policyOverviewOutput = z.object({
  total: z.number().int().describe("Policies not archived"),
  approved: z.number().int().describe("Of them, Approved or Active as shown"),
  compliancePercent: z
    .number()
    .int()
    .nullable()
    .describe("approved / total as a whole percentage; null (no figure, not 0) without policies"),
  monitored: z
    .array(policyListItemOutput)
    .describe("Policies with a regulatory framework (at most 50, gaps first, then by name)"),
  upcomingReviews: z
    .array(policyListItemOutput)
    .describe("Review date more than 0 and at most 90 days away, soonest first (at most 50)"),
});
export type PolicyOverview = z.infer<typeof policyOverviewOutput>;

export const bulkArchiveOutput = z.object({ archived: z.number().int(), ids: z.array(idOutput) });
