// The contract's inputs and answers (issue 14; spec 000 §3, §4, §7, §9). The web form validates with the same
// schemas, so a field's message reads the same in the dialog, over REST and in an import's report.
import { z } from "zod";
import {
  CONTRACT_DOCUMENT_KINDS,
  CONTRACT_EVENT_KINDS,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  type ContractTypeValue,
  OPENING_STAGES,
} from "../contracts/rules.js";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { paginationInput } from "../lib/pagination.js";
import { countryField, currencyField, moneyField, optionalText, riskLevelField, riskLevelOutput } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, moneyText, pageOutput, timestamp, userRefOutput, vendorRefOutput } from "./output.js";
import { tagFilterField } from "./tags.js";

export * from "../contracts/rules.js";

const TYPE_BY_LABEL = new Map<string, ContractTypeValue>(
  CONTRACT_TYPES.flatMap((t) => [
    [t, t],
    [CONTRACT_TYPE_LABELS[t].toLowerCase(), t],
  ]),
);

/** The type: our values, or the spec's labels ("Service Agreement", "SLA") as the original client sent them. */
export const contractTypeField = z.preprocess(
  (v) => (typeof v === "string" ? (TYPE_BY_LABEL.get(v.trim().toLowerCase()) ?? v) : v),
  z.enum(CONTRACT_TYPES, { error: "Choose a contract type from the list" }),
);
export const contractStatusField = z.enum(CONTRACT_STATUSES, {
  error: "Status is Draft, Under review, Approved, Active, Expired or Terminated",
});
export const contractStageField = z.enum(CONTRACT_STAGES, { error: "Choose a lifecycle stage from the list" });
export const contractDocumentKindField = z.enum(CONTRACT_DOCUMENT_KINDS, {
  error: "Choose Signed contract, Amendment, Draft or Other",
});

/** "2026-02-30" is no day: the date parser would roll it over to 2 March, so it is refused before it gets there. */
function isRolledOver(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const date = new Date(`${value.trim()}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) !== value.trim();
}

/** A date of the contract's calendar (1900–2099, the dates a date field offers). */
const contractDateField = (label: string) =>
  z.preprocess(
    (value: string | Date, ctx) => {
      if (isRolledOver(value)) ctx.addIssue({ code: "custom", message: `${label} must be a date (YYYY-MM-DD)` });
      return value;
    },
    dateField(label).refine(
      (date) => date >= CALENDAR_MIN && date <= CALENDAR_MAX,
      `${label} must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
    ),
  );

const countryList = (label: string) =>
  z
    .array(countryField(label), { error: `${label} must be a list of country codes` })
    .max(30, `${label}: at most 30 countries`)
    .transform((codes) => [...new Set(codes.filter((c): c is string => c != null))]);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);

/** The status follows the lifecycle: a body that sets it is refused, never silently ignored. */
const statusNotSettable = z
  .never({ error: "Status follows the lifecycle: move the stage or record the approval instead" })
  .optional();

const contractTerms = {
  type: contractTypeField,
  value: moneyField("Value"),
  currency: currencyField,
  startDate: contractDateField("Start date"),
  endDate: contractDateField("End date").nullish(),
  riskLevel: riskLevelField.optional(),
  autoRenewal: z.boolean({ error: "Auto-renewal is yes or no" }).optional(),
  renewalTermMonths: wholeNumber("Renewal term (months)", 1, 120).nullish(),
  noticePeriodDays: wholeNumber("Notice period (days)", 0, 3650).nullish(),
  nextReviewDate: contractDateField("Next review").nullish(),
  governingLaw: optionalText("Governing law", 200),
  dataStorageCountries: countryList("Data storage countries").optional(),
  dataProcessingCountries: countryList("Data processing countries").optional(),
  terminationRights: optionalText("Termination rights", 5000),
  exitPlan: optionalText("Exit plan", 5000),
  criticalFunction: z.boolean({ error: "Critical or important function is yes or no" }).optional(),
  description: optionalText("Description", 5000),
};

const contractName = z
  .string({ error: "Contract name is required" })
  .trim()
  .min(1, "Contract name is required")
  .max(200, "Contract name must be at most 200 characters");

/** The vendor by id, or by its exact name (REST and import): the service answers 400 when no vendor has it. */
const vendorChoice = {
  vendorId: z.uuid({ error: "Vendor is required" }).optional(),
  vendor: z.string().trim().max(200, "Vendor name must be at most 200 characters").optional(),
};

type DatesAndRenewal = {
  startDate?: string;
  endDate?: string | null;
  autoRenewal?: boolean;
  renewalTermMonths?: number | null;
};

/** The rules between fields, where both are in the body (the service checks the stored values too). */
function checkDatesAndRenewal(c: DatesAndRenewal, ctx: z.RefinementCtx) {
  if (c.startDate && c.endDate && c.endDate < c.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be on or after the start date" });
  }
  if (c.autoRenewal === true) {
    if (c.endDate === null || (c.endDate === undefined && c.startDate !== undefined)) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "A contract that renews automatically needs an end date",
      });
    }
    if (c.renewalTermMonths == null && c.startDate !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["renewalTermMonths"],
        message: "Give the renewal term of a contract that renews automatically",
      });
    }
  }
}

export const createContractInput = z
  .object({
    name: contractName,
    ...vendorChoice,
    ...contractTerms,
    ownerId: z.uuid({ error: "Owner is required" }),
    stage: z.enum(OPENING_STAGES, { error: "A new contract starts at Initiation, Drafting or Negotiation" }).optional(),
    templateId: z.uuid("Unknown template").optional(),
    status: statusNotSettable,
  })
  .superRefine((c, ctx) => {
    if (!c.vendorId && !c.vendor) ctx.addIssue({ code: "custom", path: ["vendorId"], message: "Vendor is required" });
    checkDatesAndRenewal(c, ctx);
  });
export type CreateContractInput = z.input<typeof createContractInput>;

export const updateContractInput = z
  .object({
    id: z.uuid("Unknown contract"),
    name: contractName.optional(),
    ...vendorChoice,
    type: contractTerms.type.optional(),
    value: contractTerms.value.optional(),
    currency: contractTerms.currency.optional(),
    startDate: contractTerms.startDate.optional(),
    ...(Object.fromEntries(
      Object.entries(contractTerms).filter(([k]) => !["type", "value", "currency", "startDate"].includes(k)),
    ) as Omit<typeof contractTerms, "type" | "value" | "currency" | "startDate">),
    ownerId: z.uuid({ error: "Owner is required" }).optional(),
    status: statusNotSettable,
  })
  .superRefine(checkDatesAndRenewal);
export type UpdateContractInput = z.input<typeof updateContractInput>;

export const contractIdInput = z.object({ id: z.uuid("Unknown contract") });

const noteField = optionalText("Note", 2000);

export const moveContractStageInput = z.object({
  id: z.uuid("Unknown contract"),
  stage: contractStageField,
  note: noteField,
});

export const approveContractInput = z.object({ id: z.uuid("Unknown contract"), note: noteField });

export const terminateContractInput = z.object({
  id: z.uuid("Unknown contract"),
  reason: z
    .string({ error: "Give the reason for terminating" })
    .trim()
    .min(1, "Give the reason for terminating")
    .max(2000, "Reason must be at most 2000 characters"),
});

export const CONTRACT_SORTS = [
  "name",
  "reference",
  "value",
  "startDate",
  "endDate",
  "status",
  "stage",
  "riskLevel",
  "createdAt",
  "updatedAt",
] as const;

const booleanQuery = (label: string) =>
  z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: `${label} is true or false` }),
  );

export const listContractsInput = paginationInput(25, 200).extend({
  tagId: tagFilterField,
  sort: z
    .enum(CONTRACT_SORTS)
    .optional()
    .describe(
      "Column to sort by; ties broken by id. value groups by currency. Without it: best matches first when " +
        "searching (docs/COLLABORATION.md, Relevance in the registers), else by end date.",
    ),
  order: z.enum(["asc", "desc"]).default("asc"),
  search: z.string().trim().max(200).optional().describe("Name, reference or vendor name"),
  status: contractStatusField.optional(),
  stage: contractStageField.optional(),
  type: contractTypeField.optional(),
  vendorId: z.uuid("Unknown vendor").optional(),
  ownerId: z.uuid("Unknown owner").optional(),
  riskLevel: riskLevelField.optional(),
  currency: currencyField.optional(),
  expiring: booleanQuery("Expiring").optional().describe("Only contracts whose end date is within 30 days"),
});
export type ListContractsInput = z.input<typeof listContractsInput>;

/** GET /api/contracts/summary takes the list's filters (none: every contract). */
export const contractSummaryInput = listContractsInput
  .omit({ page: true, limit: true, sort: true, order: true })
  .optional()
  .default({});

export const expiringContractsInput = z
  .object({
    days: z.coerce
      .number({ error: "Days must be a number" })
      .int("Days must be a whole number")
      .min(1, "Days must be from 1 to 365")
      .max(365, "Days must be from 1 to 365")
      .default(30),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .optional()
  .default({ days: 30, limit: 50 });

// ---- Answers ----

const totalOutput = z.object({
  currency: z.string().length(3),
  total: moneyText,
  totalMillions: z.string().describe("In millions, one decimal"),
  monthlyValueK: z.string().describe("total / 12 / 1000, one decimal (shown as k)"),
  contracts: z.number().int(),
});

export const contractListItemOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  vendor: vendorRefOutput,
  type: contractTypeField,
  value: moneyText,
  currency: z.string().length(3),
  monthlyValueK: z.string().describe("value / 12 / 1000, one decimal (shown as k)"),
  startDate: dateText,
  endDate: dateText.nullable(),
  status: contractStatusField,
  stage: contractStageField,
  riskLevel: riskLevelOutput,
  autoRenewal: z.boolean(),
  noticeDeadline: dateText
    .nullable()
    .describe("End date less the notice period, for a contract renewing automatically"),
  expiringSoon: z.boolean().describe("End date within 30 days, not expired or terminated"),
  daysToEnd: z.number().int().nullable(),
  approved: z.boolean(),
  criticalFunction: z.boolean(),
  owner: userRefOutput.nullable(),
  updatedAt: timestamp,
});
export type ContractListItem = z.infer<typeof contractListItemOutput>;

export const contractListOutput = pageOutput(contractListItemOutput);

export const contractEventOutput = z.object({
  id: idOutput,
  kind: z.enum(CONTRACT_EVENT_KINDS),
  fromStage: contractStageField.nullable(),
  toStage: contractStageField.nullable(),
  note: z.string().nullable(),
  actor: userRefOutput.nullable().describe("Null: the system (the daily job, a migration)"),
  at: timestamp,
});

export const fileVersionOutput = z.object({
  id: idOutput,
  version: z.number().int(),
  fileId: idOutput,
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  note: z.string().nullable(),
  uploadedBy: userRefOutput.nullable(),
  uploadedAt: timestamp,
});

export const contractDocumentOutput = z.object({
  id: idOutput,
  kind: contractDocumentKindField,
  title: z.string(),
  versions: z.array(fileVersionOutput).describe("Newest first"),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const contractOutput = contractListItemOutput.extend({
  renewalTermMonths: z.number().int().nullable(),
  noticePeriodDays: z.number().int().nullable(),
  nextReviewDate: dateText.nullable(),
  governingLaw: z.string().nullable(),
  dataStorageCountries: z.array(z.string()),
  dataProcessingCountries: z.array(z.string()),
  terminationRights: z.string().nullable(),
  exitPlan: z.string().nullable(),
  description: z.string().nullable(),
  template: z.object({ id: idOutput, name: z.string(), version: z.number().int().nullable() }).nullable(),
  approval: z
    .object({ at: timestamp, by: userRefOutput.nullable(), note: z.string().nullable() })
    .nullable()
    .describe("Null until approved; withdrawn approvals are in the history"),
  expiredAt: timestamp.nullable(),
  terminatedAt: timestamp.nullable(),
  terminatedBy: userRefOutput.nullable(),
  terminationReason: z.string().nullable(),
  invoiceCount: z.number().int(),
  createdAt: timestamp,
  createdBy: userRefOutput.nullable(),
  updatedBy: userRefOutput.nullable(),
  history: z.array(contractEventOutput).describe("Oldest first"),
  documents: z.array(contractDocumentOutput),
});
export type ContractDetail = z.infer<typeof contractOutput>;

export const contractSummaryOutput = z.object({
  total: z.number().int(),
  byStatus: z.array(z.object({ status: contractStatusField, count: z.number().int() })),
  byStage: z.array(z.object({ stage: contractStageField, count: z.number().int() })),
  expiringSoon: z.number().int().describe("End date within 30 days"),
  pendingApproval: z.number().int().describe("At the Approval stage, not yet approved"),
  noticeDue: z.number().int().describe("Renewing automatically with a notice deadline within 30 days"),
  totals: z
    .array(totalOutput)
    .describe("Per currency, the value of the contracts matching (never added across currencies)"),
});
export type ContractSummary = z.infer<typeof contractSummaryOutput>;

export const expiringContractsOutput = z.array(contractListItemOutput);
