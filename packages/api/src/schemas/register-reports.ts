// The register's read side and exports (issue 21; docs/REGISTER.md, "The EBA register, checks and the DORA
// package"): the EBA outsourcing register (EBA/GL/2019/02 §11), the pre-submission checks, the concentration view and
// the DORA Register of Information package. Browser-safe: zod only.
import { z } from "zod";
import { CONTRACT_STATUSES, CONTRACT_TYPES } from "../contracts/rules.js";
import { paginationInput } from "../lib/pagination.js";
import { closedListCodes, TEMPLATE_IDS } from "../register/catalog.js";
import { exportFormatField } from "../transfer/public.js";
import { dateText, idOutput, moneyText, pageOutput, timestamp, userRefOutput } from "./output.js";

const booleanQuery = (label: string) =>
  z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ error: `${label} is true or false` }),
  );

// ---- Scope (checks, concentration, DORA package) ----

/** DORA's first register of information was as at this date: no earlier reference date has one. */
export const FIRST_REFERENCE_DATE = "2024-12-31";

/** The latest reference date accepted: the end of next year (checked when the input is read, not when loaded). */
export const lastReferenceDate = (now: Date = new Date()) => `${now.getUTCFullYear() + 1}-12-31`;

/** A DORA export task's error when its reporting entity was deleted after the request (the screen translates it). */
export const REPORTING_ENTITY_GONE =
  "The reporting entity no longer exists: it was deleted after this export was requested. No package was written. " +
  "Choose another reporting entity and export again.";

const referenceDateField = z.iso
  .date({ error: "Reference date must be a date (YYYY-MM-DD)" })
  .refine((v) => v >= FIRST_REFERENCE_DATE, {
    error: `Reference date must be on or after ${FIRST_REFERENCE_DATE} (DORA's first register of information)`,
  })
  .refine((v) => v <= lastReferenceDate(), {
    error: () => `Reference date must be on or before ${lastReferenceDate()} (the end of next year)`,
  });

export const registerScopeInput = z.object({
  consolidated: booleanQuery("Consolidated")
    .default(false)
    .describe("false: the reporting entity alone; true: it and every entity below it"),
  entityId: z
    .uuid("Choose the reporting entity")
    .optional()
    .describe("The reporting entity; by default the entity that maintains the register"),
  referenceDate: referenceDateField
    .optional()
    .describe(
      `The last day of the reporting year (YYYY-MM-DD), from ${FIRST_REFERENCE_DATE} to the end of next year; by ` +
        "default the 31 December whose register is filed next",
    ),
});
export type RegisterScopeInput = z.input<typeof registerScopeInput>;

export const registerScopeOutput = z.object({
  consolidated: z.boolean(),
  entityId: idOutput,
  entityName: z.string(),
  referenceDate: dateText,
});

// ---- The EBA register (§11) ----

export const EBA_SORTS = ["reference", "provider", "startDate", "endDate"] as const;
/** The statuses an arrangement in the EBA register can have (drafts are not in it). */
export const EBA_STATUSES = CONTRACT_STATUSES.filter((s) => s !== "draft") as Exclude<
  (typeof CONTRACT_STATUSES)[number],
  "draft"
>[];

export const ebaFiltersInput = z.object({
  search: z.string().trim().max(200).optional().describe("Reference, name or provider's name"),
  critical: booleanQuery("Critical").optional().describe("Only critical or important (true) or only the others"),
  provider: z.uuid("Unknown provider").optional().describe("The provider's vendor id"),
  entity: z.uuid("Unknown entity").optional().describe("An entity of the bank using the arrangement"),
  serviceType: z
    .enum(closedListCodes("ictServiceType"), { error: "Choose an ICT service type from the list" })
    .optional(),
  status: z.enum(EBA_STATUSES as [string, ...string[]], { error: "Choose a status from the list" }).optional(),
});
export type EbaFilters = z.output<typeof ebaFiltersInput>;

export const listEbaRegisterInput = paginationInput(25, 200)
  .extend(ebaFiltersInput.shape)
  .extend({
    sort: z.enum(EBA_SORTS, { error: "Sort by reference, provider, startDate or endDate" }).default("reference"),
    order: z.enum(["asc", "desc"]).default("asc"),
  });
export type ListEbaRegisterInput = z.input<typeof listEbaRegisterInput>;

export const exportEbaRegisterInput = ebaFiltersInput.extend({ format: exportFormatField });
export type ExportEbaRegisterInput = z.output<typeof exportEbaRegisterInput>;

const money = z.object({ amount: moneyText, currency: z.string().length(3) });

export const SUBSTITUTABILITY_OUTCOMES = ["easy", "difficult", "impossible"] as const;

/** Paragraph 55's fields, for a critical or important arrangement. */
export const ebaCriticalFieldsOutput = z.object({
  entities: z
    .array(z.object({ id: idOutput, name: z.string(), lei: z.string().nullable() }))
    .describe("(a) the entities of the group using it"),
  lastRiskAssessment: z
    .object({
      id: idOutput,
      reference: z.string(),
      date: dateText,
      overallRisk: z.string().nullable(),
      overallScore: z.string().nullable(),
      summary: z.string().nullable(),
    })
    .nullable()
    .describe("(c) the provider's latest completed risk assessment"),
  decisionBody: z
    .object({ committee: z.string(), workflowReference: z.string(), decidedOn: dateText.nullable() })
    .nullable()
    .describe("(d) the committee of the approved new-outsourcing workflow"),
  governingLaw: z.string().nullable().describe("(e)"),
  governingLawCountry: z.string().nullable(),
  lastAuditOn: dateText.nullable().describe("(f)"),
  nextAuditOn: dateText.nullable(),
  subOutsourcing: z
    .array(
      z.object({
        vendorId: idOutput,
        name: z.string(),
        rank: z.number().int(),
        country: z.string().nullable().describe("Where it is registered"),
        performanceCountries: z.array(z.string()),
        dataLocations: z.array(z.string()),
      }),
    )
    .describe("(g)"),
  substitutability: z.enum(SUBSTITUTABILITY_OUTCOMES).nullable().describe("(h) easy, difficult or impossible"),
  substitutabilityCode: z.string().nullable(),
  reintegration: z.string().nullable().describe("(h) eba_ZZ code"),
  discontinuationImpact: z.string().nullable(),
  alternativesIdentified: z.boolean().nullable().describe("(i)"),
  alternativeProviders: z.string().nullable(),
  timeCritical: z.boolean().nullable().describe("(j)"),
  annualCost: money.nullable().describe("(k) estimated annual budgeted cost"),
});

export const ebaRegisterRowOutput = z.object({
  contractId: idOutput,
  reference: z.string().describe("54(a)"),
  name: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  startDate: dateText.describe("54(b)"),
  nextRenewalDate: dateText.nullable(),
  endDate: dateText.nullable(),
  noticeDate: dateText.nullable().describe("End (or next renewal) date less the bank's notice period"),
  noticePeriodDays: z.number().int().nullable(),
  providerNoticePeriodDays: z.number().int().nullable(),
  functionDescription: z.string().nullable().describe("54(c) the functions it supports and the contract's description"),
  functions: z.array(z.object({ id: idOutput, identifier: z.string(), name: z.string(), critical: z.boolean() })),
  dataDescription: z.string().nullable(),
  category: z.enum(CONTRACT_TYPES).describe("54(d) the contract type"),
  ictServiceType: z.string().nullable(),
  provider: z.object({
    id: idOutput,
    name: z.string(),
    registrationNumber: z.string().nullable(),
    lei: z.string().nullable(),
    registeredAddress: z.string().nullable(),
    parentCompany: z.string().nullable(),
  }),
  performanceCountries: z.array(z.string()).describe("54(f) the contract's and its subcontractors'"),
  dataStorageCountries: z.array(z.string()),
  critical: z.boolean().describe("54(g)"),
  criticalityReasons: z.string().nullable(),
  criticalityAssessedOn: dateText.nullable().describe("54(i)"),
  cloud: z
    .object({
      serviceModel: z.string().nullable(),
      deploymentModel: z.string().nullable(),
      dataNature: z.string().nullable(),
    })
    .nullable()
    .describe("54(h), when a cloud service"),
  paragraph55: ebaCriticalFieldsOutput.nullable().describe("Only for a critical or important arrangement"),
});
export type EbaRegisterRow = z.infer<typeof ebaRegisterRowOutput>;

export const ebaRegisterListOutput = pageOutput(ebaRegisterRowOutput);

// ---- Checks ----

const recordRefOutput = z.object({
  kind: z.enum(["entity", "function", "contract", "vendor"]),
  id: z.string(),
  label: z.string(),
});

export const registerProblemOutput = z.object({
  severity: z.enum(["blocking", "warning"]),
  template: z.enum(TEMPLATE_IDS),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  field: z.string(),
  rule: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  record: recordRefOutput,
  link: z.string(),
});
export type RegisterProblemOutput = z.infer<typeof registerProblemOutput>;

const severityCounts = z.object({ blocking: z.number().int(), warning: z.number().int() });

export const registerChecksOutput = z.object({
  scope: registerScopeOutput,
  problems: z.array(registerProblemOutput),
  counts: severityCounts,
  byTemplate: z.record(z.string(), severityCounts.extend({ rows: z.number().int() })),
});

// ---- Concentration ----

export const concentrationOutput = z.object({
  scope: registerScopeOutput,
  vendors: z.array(
    z.object({
      vendorId: idOutput,
      name: z.string(),
      lei: z.string().nullable(),
      country: z.string().nullable(),
      roles: z.array(z.enum(["provider", "subcontractor"])),
      criticalFunctions: z.array(
        z.object({ id: idOutput, identifier: z.string(), name: z.string(), direct: z.boolean() }),
      ),
      share: z.number().describe("Its critical functions over all critical functions of the scope, 0 to 1"),
      sharePercent: z.string().describe("The share in per cent, one decimal"),
      contracts: z.number().int().describe("Contracts it provides or is in the supply chain of"),
      directContracts: z.number().int(),
      chainContracts: z.number().int(),
      annualCost: z.array(money).describe("Annual cost of those contracts, per currency"),
      ictServiceTypes: z.array(z.string()),
    }),
  ),
  totals: z.object({
    criticalFunctions: z.number().int(),
    vendors: z.number().int(),
    contracts: z.number().int(),
    annualCost: z.array(money),
  }),
});
export type ConcentrationOutput = z.infer<typeof concentrationOutput>;

// ---- DORA package ----

export const DORA_PROFILES = ["eba", "nbb"] as const;

export const startDoraExportInput = registerScopeInput.extend({
  profile: z.enum(DORA_PROFILES, { error: 'profile must be "eba" or "nbb"' }).default("eba"),
  force: z.boolean({ error: "force is true or false" }).default(false),
});
export type StartDoraExportInput = z.input<typeof startDoraExportInput>;

export const listDoraExportsInput = paginationInput(20, 100);

export const doraExportOutput = z.object({
  taskId: idOutput,
  status: z.enum(["queued", "running", "completed", "failed"]),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
  finishedAt: timestamp.nullable(),
  requestedBy: userRefOutput.nullable(),
  profile: z.enum(DORA_PROFILES),
  forceRequested: z.boolean(),
  scope: z.object({ consolidated: z.boolean(), entityId: idOutput, referenceDate: dateText }),
  report: z
    .object({
      refused: z.boolean(),
      packageName: z.string().nullable(),
      forced: z.boolean(),
      counts: severityCounts,
      problems: z
        .array(registerProblemOutput)
        .describe(
          "A refused or forced export's first 50 problems (none for a clean one); the task's result keeps the first 500",
        ),
      rowsPerTemplate: z.record(z.string(), z.number().int()).nullable(),
    })
    .nullable()
    .describe("What the worker found and wrote; null while it runs"),
  outputFile: z
    .object({
      id: idOutput.describe("Download it from GET /api/files/{id}/download"),
      filename: z.string(),
      size: z.number().int(),
    })
    .nullable(),
});
export type DoraExportOutput = z.infer<typeof doraExportOutput>;

export const doraExportListOutput = pageOutput(doraExportOutput);
