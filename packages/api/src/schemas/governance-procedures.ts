// The procedures' inputs and answers (issue 15; spec 001 §2.2, §3, §4, §5). The web dialog validates with the same
// schemas, so 'Procedure Name is required' then 'Procedure Owner is required' read the same everywhere, in that order.
import { z } from "zod";
import { PROCEDURE_ALIGNMENTS, PROCEDURE_COMPLEXITIES, PROCEDURE_STATUSES } from "../governance/procedures/rules.js";
import { paginationInput } from "../lib/pagination.js";
import { optionalText } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";
import { tagFilterField } from "./tags.js";

export * from "../governance/procedures/rules.js";

export const procedureStatusField = z.enum(PROCEDURE_STATUSES, {
  error: "Status is Draft, Under Review, Approved, Active, Expired or Inactive",
});
export const procedureComplexityField = z.enum(PROCEDURE_COMPLEXITIES, {
  error: "Complexity is Simple, Moderate or Complex",
});

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const procedureName = required("Procedure Name");
const procedureOwner = required("Procedure Owner");
const policyIdField = z
  .preprocess((v) => (v === "" ? null : v), z.uuid({ error: "Choose a policy from the list" }).nullish())
  .describe("The policy the procedure carries out; null or empty: none");

/** The fields after name and owner, in the dialog's order. */
const procedureDetails = {
  ownerId: z.uuid({ error: "Unknown owner" }).nullish().describe("The owner's account, when they are a user here"),
  policyId: policyIdField,
  category: optionalText("Category", 100),
  complexity: procedureComplexityField,
  lastReview: z.preprocess((v) => (v === "" ? null : v), dateField("Last review").nullish()),
  description: optionalText("Description", 5000),
};

export const createProcedureInput = z.object({
  name: procedureName,
  owner: procedureOwner,
  ...procedureDetails,
  complexity: procedureDetails.complexity.default("moderate"),
  status: z.never({ error: "A new procedure starts as Draft" }).optional(),
});
export type CreateProcedureInput = z.input<typeof createProcedureInput>;

export const updateProcedureInput = z.object({
  id: z.uuid("Unknown procedure"),
  name: procedureName.optional(),
  owner: procedureOwner.optional(),
  ...procedureDetails,
  complexity: procedureDetails.complexity.optional(),
  status: procedureStatusField.optional(),
});
export type UpdateProcedureInput = z.input<typeof updateProcedureInput>;

export const procedureIdInput = z.object({ id: z.uuid("Unknown procedure") });

export const PROCEDURE_SORTS = [
  "name",
  "reference",
  "category",
  "owner",
  "complexity",
  "status",
  "lastReview",
  "updatedAt",
] as const;

export const listProceduresInput = paginationInput(25, 100).extend({
  tagId: tagFilterField,
  sort: z.enum(PROCEDURE_SORTS).default("name").describe("Column to sort by; ties broken by id"),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional().describe("Name, reference, owner or category"),
  status: procedureStatusField.optional(),
  complexity: procedureComplexityField.optional(),
  category: z.string().trim().max(100).optional().describe("Exact category"),
  policyId: z.uuid("Unknown policy").optional(),
});
export type ListProceduresInput = z.input<typeof listProceduresInput>;

export const archivedProceduresInput = paginationInput(25, 100)
  .extend({ search: z.string().trim().max(200).optional() })
  .optional()
  .default({ page: 1, limit: 25 });

// ---- Answers ----

export const procedureAlignmentKindOutput = z
  .enum(PROCEDURE_ALIGNMENTS)
  .describe(
    "aligned; missing: no policy linked; archived: the policy is archived; expired: the policy's status is Expired or its review date has passed",
  );

export const attachedFileOutput = z.object({
  id: idOutput.describe("Download through GET /api/files/{id}/download"),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const procedurePolicyOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  status: z.string(),
  reviewDate: dateText,
  archived: z.boolean(),
});

export const procedureOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  policy: procedurePolicyOutput.nullable().describe("Null: no policy linked"),
  owner: z.string(),
  ownerUser: userRefOutput.nullable(),
  category: z.string().nullable(),
  complexity: procedureComplexityField,
  status: procedureStatusField,
  lastReview: dateText.nullable(),
  description: z.string().nullable(),
  file: attachedFileOutput.nullable(),
  alignment: procedureAlignmentKindOutput,
  archived: z.boolean(),
  archivedAt: timestamp.nullable(),
  archivedBy: userRefOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type ProcedureItem = z.infer<typeof procedureOutput>;

export const procedureListOutput = pageOutput(procedureOutput);

export const procedureAlignmentOutput = z.object({
  total: z.number().int().describe("Procedures not archived"),
  aligned: z.number().int(),
  missing: z.number().int(),
  archived: z.number().int(),
  expired: z.number().int(),
  misaligned: z.number().int(),
  rows: z
    .array(
      z.object({
        id: idOutput,
        reference: z.string(),
        name: z.string(),
        alignment: procedureAlignmentKindOutput,
        policy: procedurePolicyOutput.nullable(),
      }),
    )
    .describe("The procedures not aligned, by name (at most 50)"),
});

/** The procedure document: .pdf, .doc, .docx or .txt, checked by content. */
export const PROCEDURE_DOCUMENT_PATH = "/api/governance/procedures/{id}/document";
