// The document repository's inputs and answers (issue 15; spec 001 §2.2, §3 "Document category"). The web's dialogs
// validate with the same schemas, so a field's message reads the same on the screen and over REST.
import { z } from "zod";
import {
  DOCUMENT_COMPLIANCE_STATES,
  DOCUMENT_STATUSES,
  type DocumentComplianceValue,
  type DocumentStatusValue,
} from "../governance/documents/rules.js";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import { optionalText } from "./fields.js";
import { dateText, idOutput, pageOutput, timestamp, userRefOutput } from "./output.js";

export * from "../governance/documents/rules.js";

export const documentStatusField = z.enum(DOCUMENT_STATUSES, { error: "Status is Active, Draft or Archived" });
export const documentComplianceField = z.enum(DOCUMENT_COMPLIANCE_STATES, {
  error: "Compliance is Compliant, Non-compliant or Pending review",
});

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A calendar date "YYYY-MM-DD" between 1900 and 2099; "" or null clears it. */
const reviewDateField = z
  .union([z.string().trim(), z.null()], { error: "Review date must be a date (YYYY-MM-DD)" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    const date = new Date(`${value}T00:00:00.000Z`);
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== value
    ) {
      ctx.addIssue({ code: "custom", message: "Review date must be a date (YYYY-MM-DD)" });
      return z.NEVER;
    }
    if (value < CALENDAR_MIN || value > CALENDAR_MAX) {
      ctx.addIssue({ code: "custom", message: "Review date must be between 1900 and 2099" });
      return z.NEVER;
    }
    return value;
  });

// ---- Categories ----

export const documentCategoryFields = z.object({
  name: requiredText("Category name", 120),
  owner: optionalText("Owner", 200),
  description: optionalText("Description", 2000),
});
export type DocumentCategoryFormInput = z.input<typeof documentCategoryFields>;

export const createDocumentCategoryInput = documentCategoryFields;
export const updateDocumentCategoryInput = documentCategoryFields.extend({ id: z.uuid("Unknown category") });

export const documentCategoryOutput = z.object({
  id: idOutput,
  name: z.string(),
  owner: z.string().nullable(),
  description: z.string().nullable(),
  documents: z.number().int().describe("Documents of the category that are not archived"),
  compliant: z.number().int().describe("Of those, the compliant ones"),
  complianceRate: z
    .number()
    .nullable()
    .describe("compliant / documents as a percentage, one decimal; null when the category has no documents"),
  lastUpdated: timestamp.nullable().describe("The latest change to any of its documents (archived ones included)"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type DocumentCategoryItem = z.infer<typeof documentCategoryOutput>;

export const documentCategoryListOutput = z.array(documentCategoryOutput).describe("By name");

// ---- Documents ----

export const GOVERNANCE_DOCUMENT_SORTS = ["updatedAt", "title", "reviewDate", "createdAt"] as const;

export const listGovernanceDocumentsInput = paginationInput(10, 100).extend({
  sort: z
    .enum(GOVERNANCE_DOCUMENT_SORTS)
    .default("updatedAt")
    .describe("Column to sort by; ties broken by id. updatedAt descending is the recent documents"),
  order: z.enum(["asc", "desc"]).default("desc"),
  search: z
    .string()
    .trim()
    .max(200, "Search must be at most 200 characters")
    .optional()
    .describe("Part of the title, the owner or the category's name"),
  categoryId: z.uuid("Unknown category").optional(),
  status: documentStatusField.optional(),
  compliance: documentComplianceField.optional(),
});
export type ListGovernanceDocumentsInput = z.input<typeof listGovernanceDocumentsInput>;

export const governanceDocumentFields = z.object({
  title: requiredText("Document title", 200),
  categoryId: z.uuid({ error: "Category is required" }),
  status: documentStatusField.default("draft"),
  owner: requiredText("Document owner", 200),
  reviewDate: reviewDateField,
  compliance: documentComplianceField.default("pending_review"),
  description: optionalText("Description", 2000),
});
export type GovernanceDocumentFormInput = z.input<typeof governanceDocumentFields>;

export const createGovernanceDocumentInput = governanceDocumentFields;
/** A change: title, category and owner are sent every time; a status, compliance, review date or description left out stays as it is. */
export const updateGovernanceDocumentInput = governanceDocumentFields.extend({
  id: z.uuid("Unknown document"),
  status: documentStatusField.optional(),
  compliance: documentComplianceField.optional(),
});
export const governanceDocumentIdInput = z.object({ id: z.uuid("Unknown document") });

export const governanceFileOutput = z.object({
  id: idOutput.describe("Download it through GET /api/files/{fileId}/download"),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const governanceDocumentOutput = z.object({
  id: idOutput,
  title: z.string(),
  category: z.object({ id: idOutput, name: z.string() }),
  status: z.enum(DOCUMENT_STATUSES),
  owner: z.string(),
  reviewDate: dateText.nullable(),
  compliance: z.enum(DOCUMENT_COMPLIANCE_STATES),
  description: z.string().nullable(),
  file: governanceFileOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  createdBy: userRefOutput.nullable(),
  updatedBy: userRefOutput.nullable(),
});
export type GovernanceDocumentItem = z.infer<typeof governanceDocumentOutput>;
export type { DocumentComplianceValue, DocumentStatusValue };

export const governanceDocumentListOutput = pageOutput(governanceDocumentOutput);

/** The file upload route: one file (multipart field "file") attached to a document, replacing the one before. */
export const GOVERNANCE_DOCUMENT_FILE_PATH = "/api/governance/documents/{id}/file";
export const governanceDocumentFileUrl = (documentId: string) =>
  GOVERNANCE_DOCUMENT_FILE_PATH.replace("{id}", encodeURIComponent(documentId));

// ---- The figures of the tab ----

export const governanceSummaryOutput = z.object({
  averageDocumentCompliance: z
    .number()
    .nullable()
    .describe("Mean of the categories' compliance rates, one decimal; categories without documents left out"),
  categoriesWithRate: z.number().int().describe("How many categories the average is taken over"),
  policyCompliance: z
    .number()
    .nullable()
    .describe(
      "Approved or active policies (review date not passed) as a whole percentage of the policies not archived; null without policies",
    ),
  policies: z.number().int().describe("Policies not archived"),
  approvedPolicies: z.number().int().describe("Of those, approved or active with their review date not passed"),
});
export type GovernanceSummary = z.infer<typeof governanceSummaryOutput>;
