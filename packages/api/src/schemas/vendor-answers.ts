import { z } from "zod";
import { REVIEW_TYPES, VENDOR_STATUSES } from "../vendors/rules.js";
import { riskLevelOutput } from "./fields.js";
import { idOutput, moneyText, pageOutput, timestamp, userRefOutput } from "./output.js";

// ---------------------------------------------------------------------------------------------------------------
// Answers: what the vendor and KPI breach procedures answer with (their `.output()`, documented in the API
// reference). The DTO mappers (vendors/dto.ts) are typed by these; KPI breaches answer by schemas/kpi-breaches.ts.

const nullableText = z.string().nullable();
const vendorStatusOutput = z.enum(VENDOR_STATUSES);
/** A review score runs as the risk assessment's do: 1 = lowest risk, 10 = highest risk. */
const reviewScore = (area: string) =>
  z.number().int().describe(`${area} score, 1–10: 1 = lowest risk, 10 = highest risk`);

/** Every field of a vendor but the database's search copy. */
export const vendorOutput = z.object({
  id: idOutput,
  name: z.string(),
  legalName: nullableText,
  businessType: nullableText,
  country: nullableText.describe("ISO 3166-1 alpha-2"),
  countryOfService: nullableText.describe("ISO 3166-1 alpha-2"),
  contactPerson: nullableText,
  email: nullableText,
  phone: nullableText,
  contractValue: moneyText.describe(
    "Read-only, derived: the sum of the vendor's executed contracts in the vendor's currency. Add or change a " +
      "contract to change it.",
  ),
  currency: z.string().describe("ISO 4217"),
  servicesProvided: z.array(z.string()),
  status: vendorStatusOutput,
  statusNote: nullableText,
  riskRating: riskLevelOutput.nullable().describe("Set by the latest review; null until the first"),
  criticality: riskLevelOutput,
  kpiBreachesCount: z.number().int().describe("KPI breaches recorded for the vendor"),
  lei: nullableText.describe("Legal Entity Identifier (ISO 17442)"),
  registrationNumber: nullableText,
  registeredAddress: nullableText,
  parentCompany: nullableText,
  euid: nullableText.describe("European Unique Identifier (the regulatory register's identification)"),
  vatNumber: nullableText,
  passportNumber: nullableText,
  personType: nullableText.describe("eba_CT:x212 legal person, eba_CT:x213 individual acting in a business capacity"),
  latinName: nullableText.describe("The legal name in the Latin alphabet"),
  ultimateParentId: idOutput.nullable().describe("The ultimate parent undertaking (a vendor); null = itself"),
  onboardingStartedAt: timestamp,
  activatedAt: timestamp.nullable(),
  offboardingStartedAt: timestamp.nullable(),
  offboardedAt: timestamp.nullable(),
  lastReviewedAt: timestamp.nullable(),
  nextReviewDate: timestamp.nullable(),
  createdById: idOutput.nullable(),
  updatedById: idOutput.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A row of the register (GET /api/vendors): the list's columns; the record (GET /api/vendors/{id}) has all. */
export const vendorListItemOutput = vendorOutput.pick({
  id: true,
  name: true,
  legalName: true,
  businessType: true,
  country: true,
  countryOfService: true,
  contactPerson: true,
  email: true,
  contractValue: true,
  currency: true,
  status: true,
  statusNote: true,
  riskRating: true,
  criticality: true,
  kpiBreachesCount: true,
  lei: true,
  lastReviewedAt: true,
  nextReviewDate: true,
  createdAt: true,
  updatedAt: true,
});

export const vendorListOutput = pageOutput(vendorListItemOutput);

export const checklistProgressOutput = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  percent: z.number().int().describe("Whole percent, rounded down; 100 for a vendor without a checklist"),
});

export const onboardingTaskOutput = z.object({
  id: idOutput,
  title: z.string(),
  position: z.number().int(),
  done: z.boolean(),
  completedAt: timestamp.nullable(),
  completedById: idOutput.nullable(),
});

export const reviewOutput = z.object({
  id: idOutput,
  vendorId: idOutput,
  reviewerId: idOutput.nullable(),
  reviewer: z.string().describe("The name to show: the reviewer account's, else the name as typed then"),
  reviewedBy: userRefOutput.nullable().describe("The reviewer's account; null for a review saved before accounts"),
  coReviewers: z.array(userRefOutput).describe("In the order chosen"),
  reviewType: z.enum(REVIEW_TYPES),
  overallRisk: riskLevelOutput,
  itScore: reviewScore("IT"),
  operationalScore: reviewScore("Operational"),
  complianceScore: reviewScore("Compliance"),
  financialScore: reviewScore("Financial"),
  gdprScore: reviewScore("GDPR"),
  kpiBreaches: z.number().int(),
  recommendations: nullableText,
  reviewedAt: timestamp,
  createdById: idOutput.nullable(),
  createdAt: timestamp,
});

export const offboardingOutput = z.object({
  id: idOutput,
  vendorId: idOutput,
  reason: z.string(),
  requester: z.string(),
  requestedById: idOutput.nullable(),
  requestedBy: userRefOutput.nullable().describe("The requester's account, when the request is that account's own"),
  createdById: idOutput.nullable().describe("The account that recorded the request"),
  completionNotes: nullableText,
  state: z.enum(["open", "completed", "cancelled"]),
  requestedAt: timestamp,
  completedAt: timestamp.nullable(),
  completedById: idOutput.nullable(),
});

/** A new vendor: the vendor, its onboarding checklist and its progress. */
export const createdVendorOutput = vendorOutput.extend({
  onboardingTasks: z.array(onboardingTaskOutput),
  checklist: checklistProgressOutput,
});

export const vendorSearchOutput = z.array(
  vendorOutput.pick({ id: true, name: true, legalName: true, status: true, country: true }),
);

export const onboardingQueueOutput = z.array(
  vendorOutput
    .pick({
      id: true,
      name: true,
      legalName: true,
      country: true,
      criticality: true,
      contractValue: true,
      currency: true,
      onboardingStartedAt: true,
    })
    .extend({ progress: checklistProgressOutput, tasks: z.array(onboardingTaskOutput) }),
);

export const relationshipHealthOutput = z.array(
  z.object({
    vendorId: idOutput,
    name: z.string(),
    status: vendorStatusOutput,
    score: z
      .number()
      .describe(
        "Relationship health 0–100 (100 = healthiest) from the latest review's risk scores, (10 − mean) / 9 × 100, less open KPI breaches",
      ),
    overallRisk: riskLevelOutput,
    latestReviewAt: timestamp,
    openBreaches: z.number().int(),
  }),
);

export const onboardingTaskChangeOutput = z.object({ task: onboardingTaskOutput, progress: checklistProgressOutput });

export const reviewRecordedOutput = z.object({ review: reviewOutput, vendor: vendorOutput });

export const offboardingStepOutput = z.object({ vendor: vendorOutput, offboarding: offboardingOutput });

export const bulkUpdatedOutput = z.object({ updated: z.number().int() });

export const bulkDeletedOutput = z.object({ deleted: z.number().int() });
