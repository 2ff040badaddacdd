import { z } from "zod";
import { paginationInput } from "../lib/pagination.js";
import { MAX_CO_REVIEWERS } from "../vendors/attribution.js";
import { isValidLei, normalizeLei } from "../vendors/lei.js";
import { REVIEW_TYPES, VENDOR_STATUSES, VENDOR_TAB_IDS } from "../vendors/rules.js";
import { countryField, currencyField, decimalText, optionalText, riskLevelField } from "./fields.js";

export { personName } from "../lib/people.js";
export {
  coReviewerProblem,
  listNames,
  MAX_CO_REVIEWERS,
  namedPersonProblem,
  reviewedByText,
  sameName,
} from "../vendors/attribution.js";
export { isValidLei, normalizeLei } from "../vendors/lei.js";
export {
  BREACH_PENALTY,
  type ChecklistProgress,
  checklistProgress,
  classifyVendorStatus,
  contractBookMillions,
  DEFAULT_ONBOARDING_CHECKLIST,
  REVIEW_DEFAULTS,
  REVIEW_TYPE_LABELS,
  REVIEW_TYPES,
  type ReviewTypeValue,
  relationshipHealthScore,
  statusesForTab,
  transitionProblem,
  VENDOR_STATUS_COLORS,
  VENDOR_STATUS_LABELS,
  VENDOR_STATUSES,
  VENDOR_TABS,
  VENDOR_TRANSITIONS,
  type VendorStatusValue,
  type VendorTab,
} from "../vendors/rules.js";

import { tagFilterField } from "./tags.js";

export const leiField = z
  .string()
  .nullish()
  .transform((v) => (v == null ? v : normalizeLei(v)))
  .transform((v) => (v === "" ? null : v))
  .refine(
    (v) => v == null || isValidLei(v),
    "Enter a valid LEI: 20 characters, 18 letters or digits and 2 check digits (ISO 17442)",
  );

const optionalEmail = z
  .string()
  .trim()
  .max(254, "Email is too long")
  .nullish()
  .transform((v) => (v === "" ? null : v?.toLowerCase()))
  .refine((v) => v == null || z.email().safeParse(v).success, "Enter a valid email address");

/** servicesProvided as a list, or as text separated by commas, semicolons or new lines (the spec allows both). */
export const servicesField = z
  .union([z.array(z.string()), z.string()])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(/[,;\n]/))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 50),
  )
  .refine((list) => list.every((s) => s.length <= 200), "Each service must be at most 200 characters");

export const vendorStatusField = z.enum(VENDOR_STATUSES, { error: "Unknown vendor status" });
export const reviewTypeField = z.enum(REVIEW_TYPES, { error: "Choose Periodic, Triggered or Annual Review" });

/**
 * The vendor's contract value is the sum of its executed contracts (kept by the database): a body that sends it is
 * refused, never silently ignored.
 */
export const CONTRACT_VALUE_NOT_SETTABLE =
  "Contract value comes from the vendor's contracts: add or change a contract instead.";
const contractValueNotSettable = z.never({ error: CONTRACT_VALUE_NOT_SETTABLE }).optional();

/** Fields of the New Vendor Onboarding dialog (and of the vendor edit form). */
const vendorFields = {
  legalName: optionalText("Legal name"),
  businessType: optionalText("Business type", 100),
  country: countryField(),
  countryOfService: countryField("Country of service"),
  contactPerson: optionalText("Contact person"),
  email: optionalEmail,
  phone: optionalText("Phone", 50),
  contractValue: contractValueNotSettable,
  currency: currencyField.optional(),
  servicesProvided: servicesField.optional(),
  criticality: riskLevelField.optional(),
  lei: leiField,
  registrationNumber: optionalText("Registration number", 100),
  registeredAddress: optionalText("Registered address", 500),
  parentCompany: optionalText("Parent company"),
};

const vendorName = z
  .string({ error: "Vendor name is required" })
  .trim()
  .min(1, "Vendor name is required")
  .max(200, "Vendor name must be at most 200 characters");

export const createVendorInput = z.object({ name: vendorName, ...vendorFields });

export const vendorIdInput = z.object({ id: z.uuid("Unknown vendor id") });

export const updateVendorInput = z.object({
  id: z.uuid("Unknown vendor id"),
  name: vendorName.optional(),
  ...vendorFields,
  riskRating: riskLevelField.nullish(),
  status: vendorStatusField.optional(),
  statusNote: optionalText("Status note", 500),
});

export const VENDOR_SORTS = [
  "name",
  "status",
  "riskRating",
  "contractValue",
  "createdAt",
  "kpiBreachesCount",
  "country",
] as const;

export const listVendorsInput = paginationInput(50, 200).extend({
  sort: z
    .enum(VENDOR_SORTS)
    .optional()
    .describe(
      "Column to sort by; ties are broken by id. contractValue groups by currency: currency, then contract value, " +
        "then id, all in the given order (amounts in different currencies are never compared). Without it: by " +
        "relevance when searching (docs/COLLABORATION.md, Relevance in the registers), else by name.",
    ),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional(),
  tab: z.enum(VENDOR_TAB_IDS).optional(),
  status: vendorStatusField.optional(),
  riskRating: riskLevelField.optional(),
  tagId: tagFilterField,
});

/** GET /api/vendors/summary: counts by status and the contract book per currency (never one mixed figure). */
export const vendorSummaryOutput = z.object({
  total: z.number().int(),
  contractBookByCurrency: z
    .array(
      z.object({
        currency: z.string().length(3),
        total: decimalText.describe('Exact sum of the contract values, e.g. "12400000.00"'),
        totalMillions: z.string().describe('The same in millions, one decimal, e.g. "12.4"'),
        vendors: z.number().int(),
      }),
    )
    .describe(
      "Vendors not offboarded, per currency: most vendors first, then by currency code (amounts in different currencies are never compared)",
    ),
  contractBook: decimalText
    .nullable()
    .describe("Deprecated: the book when every contract is in one currency; null when there are several"),
  contractBookMillions: z.string().nullable().describe("Deprecated: contractBook in millions; null as contractBook"),
  contractBookCurrency: z.string().length(3).nullable().describe("The currency of contractBook, when there is one"),
  counts: z.record(z.enum(VENDOR_STATUSES), z.number().int()),
});

export const searchVendorsInput = z.object({
  q: z.string().trim().min(1, "Type something to search for").max(200),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const idList = z
  .array(z.uuid("Unknown vendor id"), { error: "ids must be a list of vendor ids" })
  .min(1, "Choose at least one vendor")
  .max(500, "At most 500 vendors at a time")
  .transform((ids) => [...new Set(ids)]);

export const bulkUpdateVendorsInput = z.object({
  ids: idList,
  patch: z
    .object({
      riskRating: riskLevelField.nullish(),
      criticality: riskLevelField.optional(),
      status: vendorStatusField.optional(),
    })
    .refine((p) => Object.values(p).some((v) => v !== undefined), "Give at least one field to change"),
});

export const bulkDeleteVendorsInput = z.object({ ids: idList });

export const onboardingQueueInput = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50) })
  .optional()
  .default({ limit: 50 });

export const setOnboardingTaskInput = z.object({
  vendorId: z.uuid("Unknown vendor id"),
  taskId: z.uuid("Unknown checklist item"),
  done: z.boolean({ error: "done must be true or false" }),
});

export const relationshipHealthInput = z
  .object({ limit: z.coerce.number().int().min(1).max(100).default(5) })
  .optional()
  .default({ limit: 5 });

/** A review score is a risk score, as the risk assessment's domain scores are: 1 = lowest risk, 10 = highest risk. */
const score = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number from 1 to 10` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be from 1 to 10`)
    .max(10, `${label} must be from 1 to 10`)
    .meta({ description: `${label}: 1 = lowest risk, 10 = highest risk` });

/**
 * A name field of the free-text forms (`reviewer`, `requester`), kept so older REST clients get a clear answer:
 * the person is the signed-in user; a name that is theirs is accepted, any other is refused (see
 * vendors/attribution.ts). The web never sends it.
 */
const signedInPersonField = (what: string) =>
  z
    .string()
    .trim()
    .max(200)
    .optional()
    .meta({
      deprecated: true,
      description: `Deprecated and never stored: the ${what} is the signed-in user. Accepted only when it is their own name; any other name answers 400.`,
    });

/** Co-reviewers: ids of active users other than the reviewer, at most MAX_CO_REVIEWERS, duplicates dropped. */
export const coReviewerIdsField = z
  .array(z.uuid("Each co-reviewer must be a user id"), { error: "coReviewerIds must be a list of user ids" })
  .meta({
    description: `Ids of active users, other than the signed-in reviewer, who took part (at most ${MAX_CO_REVIEWERS}); see GET /api/users/directory`,
  })
  .default([])
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= MAX_CO_REVIEWERS, `At most ${MAX_CO_REVIEWERS} co-reviewers can be added to a review`);

/**
 * The vendor review dialog. Defaults from the spec: Periodic Review, overall risk Medium. The reviewer is the
 * signed-in user, recorded by the server; others who took part are co-reviewers chosen from the platform's users.
 */
export const reviewVendorInput = z.object({
  vendorId: z.uuid("Unknown vendor id"),
  coReviewerIds: coReviewerIdsField,
  reviewer: signedInPersonField("reviewer"),
  reviewType: reviewTypeField.default("periodic"),
  overallRisk: riskLevelField.default("medium"),
  itScore: score("IT score"),
  operationalScore: score("Operational score"),
  complianceScore: score("Compliance score"),
  financialScore: score("Financial score"),
  gdprScore: score("GDPR score"),
  kpiBreaches: z.coerce
    .number({ error: "KPI breaches must be a number" })
    .int("KPI breaches must be a whole number")
    .min(0, "KPI breaches cannot be negative")
    .max(10_000)
    .default(0),
  recommendations: optionalText("Recommendations", 5000),
  reviewedAt: z.coerce.date({ error: "reviewedAt must be a date" }).optional(),
});

export const startOffboardingInput = z.object({
  vendorId: z.uuid("Unknown vendor id"),
  reason: z.string().trim().min(1, "Reason is required").max(2000, "Reason must be at most 2000 characters"),
  requester: signedInPersonField("requester"),
});

export const completeOffboardingInput = z.object({
  vendorId: z.uuid("Unknown vendor id"),
  completionNotes: optionalText("Completion notes", 5000),
});

export const cancelOffboardingInput = z.object({ vendorId: z.uuid("Unknown vendor id") });

export * from "./vendor-answers.js";
