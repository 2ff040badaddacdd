// The register fields of a contract (its functions, using entities and supply chain) and of a vendor (the provider's
// identification) — issue 21, docs/REGISTER.md. Exported through schemas/register.ts.
import { z } from "zod";
import { CALENDAR_MAX, CALENDAR_MIN } from "../lib/dates.js";
import { closedListCodes } from "../register/catalog.js";
import { COUNTRY_CODES, countryField, moneyField, optionalText } from "./fields.js";
import { dateField } from "./invoices.js";
import { dateText, idOutput, moneyText } from "./output.js";
import { leiField } from "./vendors.js";

const dateOf = (label: string) =>
  dateField(label).refine(
    (date) => date >= CALENDAR_MIN && date <= CALENDAR_MAX,
    `${label} must be between ${CALENDAR_MIN.slice(0, 4)} and ${CALENDAR_MAX.slice(0, 4)}`,
  );
/** "Arrangement type" → "arrangement type", an acronym ("ICT service type") kept as written. */
const inSentence = (label: string) => (/^[A-Z]{2}/.test(label) ? label : label.toLowerCase());
const listField = <L extends Parameters<typeof closedListCodes>[0]>(list: L, label: string) =>
  z.enum(closedListCodes(list), { error: `Choose the ${inSentence(label)} from the list` });
const yesNo = (label: string) => z.boolean({ error: `${label} is yes or no` });

const COUNTRY_SET = new Set(COUNTRY_CODES);
const countries = (label: string) =>
  z
    .array(z.string().trim().toUpperCase(), { error: `${label} must be a list of country codes` })
    .max(30, `${label}: at most 30 countries`)
    .refine((codes) => codes.every((c) => COUNTRY_SET.has(c)), `${label} must be ISO 3166-1 alpha-2 codes such as DE`)
    .transform((codes) => [...new Set(codes)]);

export const CLOUD_SERVICE_MODELS = ["iaas", "paas", "saas"] as const;
export const CLOUD_DEPLOYMENT_MODELS = ["public", "private", "hybrid", "community"] as const;

/**
 * The contract's register fields (Contract: isOutsourcing … timeCritical); the contract import reads some of them too
 * (contract-transfer/register-columns.ts). Undefined leaves a field, null clears it.
 */
export const contractRegisterFields = {
  isOutsourcing: yesNo("Outsourcing arrangement").optional(),
  ictServiceType: listField("ictServiceType", "ICT service type").nullish(),
  arrangementType: listField("arrangementType", "Arrangement type").optional(),
  overarchingContractId: z.uuid("Choose the overarching contract from the list").nullish(),
  signingEntityId: z.uuid("Choose the signing entity from the list").nullish(),
  annualCost: moneyField("Annual cost").nullish(),
  providerNoticePeriodDays: z
    .number({ error: "Provider's notice period (days) must be a number" })
    .int("Provider's notice period (days) must be a whole number")
    .min(0, "Provider's notice period (days) cannot be negative")
    .max(3650, "Provider's notice period (days) must be at most 3650")
    .nullish(),
  governingLawCountry: countryField("Governing law country"),
  provisionCountry: countryField("Country of provision"),
  terminationReasonCode: listField("terminationReason", "Termination reason").nullish(),
  dataStored: yesNo("Data stored").nullish(),
  dataSensitiveness: listField("sensitiveness", "Data sensitiveness").nullish(),
  relianceLevel: listField("reliance", "Level of reliance").nullish(),
  dataDescription: optionalText("Data outsourced", 2000),
  cloudServiceModel: z.enum(CLOUD_SERVICE_MODELS, { error: "Cloud service model is IaaS, PaaS or SaaS" }).nullish(),
  cloudDeploymentModel: z
    .enum(CLOUD_DEPLOYMENT_MODELS, { error: "Cloud deployment model is public, private, hybrid or community" })
    .nullish(),
  criticalityReasons: optionalText("Reasons for criticality", 2000),
  criticalityAssessedOn: dateOf("Date of the last criticality assessment").nullish(),
  substitutability: listField("substitutability", "Substitutability").nullish(),
  nonSubstitutabilityReason: listField("nonSubstitutabilityReason", "Reason for non-substitutability").nullish(),
  lastAuditOn: dateOf("Last audit").nullish(),
  nextAuditOn: dateOf("Next audit").nullish(),
  exitPlanExists: yesNo("Exit plan exists").nullish(),
  exitPlanTestedOn: dateOf("Exit plan tested on").nullish(),
  reintegration: listField("reintegration", "Possibility of reintegration").nullish(),
  discontinuationImpact: listField("impact", "Impact of discontinuing").nullish(),
  alternativesIdentified: yesNo("Alternative providers identified").nullish(),
  alternativeProviders: optionalText("Alternative providers", 2000),
  timeCritical: yesNo("Time-critical").nullish(),
};

export const contractRecipientInput = z.object({
  entityId: z.uuid("Choose the entity using the service"),
  branchId: z.uuid("Choose the branch from the list").nullish(),
});

export const contractSubcontractorInput = z.object({
  vendorId: z.uuid("Choose the subcontractor from the vendors"),
  rank: z
    .number({ error: "Rank must be a number" })
    .int("Rank must be a whole number")
    .min(2, "Rank starts at 2 (the contract's provider is rank 1)")
    .max(20, "Rank must be at most 20"),
  recipientVendorId: z.uuid("Choose the provider it serves from the list").nullish(),
  serviceType: listField("ictServiceType", "ICT service type"),
  performanceCountries: countries("Countries of performance").default([]),
  dataLocations: countries("Data locations").default([]),
  description: optionalText("Description", 2000),
});
export type ContractSubcontractorInput = z.input<typeof contractSubcontractorInput>;

type ChainLink = { vendorId: string; rank: number; recipientVendorId?: string | null };

/**
 * The supply chain's shape ({ index, path, message }): a subcontractor of rank n > 2 serves a rank n − 1 vendor of
 * the same contract; one vendor appears once per rank. (Whether rank 2 serves the contract's provider is the
 * service's check: it knows the provider.)
 */
export function subcontractorChainProblems(links: ChainLink[]): { index: number; path: string; message: string }[] {
  const problems: { index: number; path: string; message: string }[] = [];
  const atRank = new Map<number, Set<string>>();
  for (const l of links) atRank.set(l.rank, (atRank.get(l.rank) ?? new Set()).add(l.vendorId));
  const seen = new Set<string>();
  links.forEach((l, index) => {
    const key = `${l.rank}:${l.vendorId}`;
    if (seen.has(key)) problems.push({ index, path: "vendorId", message: "This vendor is already at this rank" });
    seen.add(key);
    if (l.rank > 2) {
      if (!l.recipientVendorId) {
        problems.push({
          index,
          path: "recipientVendorId",
          message: `Choose the rank ${l.rank - 1} provider it serves`,
        });
      } else if (!atRank.get(l.rank - 1)?.has(l.recipientVendorId)) {
        problems.push({
          index,
          path: "recipientVendorId",
          message: `The provider it serves must be a rank ${l.rank - 1} subcontractor of this contract`,
        });
      }
    }
  });
  return problems;
}

export const updateContractRegisterInput = z
  .object({
    id: z.uuid("Unknown contract"),
    ...contractRegisterFields,
    functionIds: z
      .array(z.uuid("Choose functions from the list"), { error: "Functions must be a list" })
      .max(200, "At most 200 functions")
      .transform((ids) => [...new Set(ids)])
      .optional(),
    recipients: z.array(contractRecipientInput).max(200, "At most 200 using entities").optional(),
    subcontractors: z.array(contractSubcontractorInput).max(200, "At most 200 subcontractors").optional(),
  })
  .superRefine((c, ctx) => {
    if (c.overarchingContractId && c.overarchingContractId === c.id) {
      ctx.addIssue({
        code: "custom",
        path: ["overarchingContractId"],
        message: "A contract cannot be its own overarching contract",
      });
    }
    if (c.lastAuditOn && c.nextAuditOn && c.nextAuditOn < c.lastAuditOn) {
      ctx.addIssue({ code: "custom", path: ["nextAuditOn"], message: "Next audit must be on or after the last audit" });
    }
    const seen = new Set<string>();
    c.recipients?.forEach((r, i) => {
      const key = `${r.entityId}:${r.branchId ?? ""}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: ["recipients", i, "entityId"], message: "This entity is already listed" });
      }
      seen.add(key);
    });
    for (const p of subcontractorChainProblems(c.subcontractors ?? [])) {
      ctx.addIssue({ code: "custom", path: ["subcontractors", p.index, p.path], message: p.message });
    }
  });
export type UpdateContractRegisterInput = z.input<typeof updateContractRegisterInput>;

export const contractRegisterIdInput = z.object({ id: z.uuid("Unknown contract") });

const ref = z.object({ id: idOutput, name: z.string() });

export const contractRegisterOutput = z.object({
  id: idOutput,
  reference: z.string(),
  name: z.string(),
  currency: z.string().length(3),
  vendor: ref,
  isOutsourcing: z.boolean(),
  ictServiceType: z.string().nullable(),
  arrangementType: z.string(),
  overarchingContractId: idOutput.nullable(),
  signingEntityId: idOutput.nullable(),
  annualCost: moneyText.nullable(),
  providerNoticePeriodDays: z.number().int().nullable(),
  governingLawCountry: z.string().nullable(),
  provisionCountry: z.string().nullable(),
  terminationReasonCode: z.string().nullable(),
  dataStored: z.boolean().nullable(),
  dataSensitiveness: z.string().nullable(),
  relianceLevel: z.string().nullable(),
  dataDescription: z.string().nullable(),
  cloudServiceModel: z.string().nullable(),
  cloudDeploymentModel: z.string().nullable(),
  criticalityReasons: z.string().nullable(),
  criticalityAssessedOn: dateText.nullable(),
  substitutability: z.string().nullable(),
  nonSubstitutabilityReason: z.string().nullable(),
  lastAuditOn: dateText.nullable(),
  nextAuditOn: dateText.nullable(),
  exitPlanExists: z.boolean().nullable(),
  exitPlanTestedOn: dateText.nullable(),
  reintegration: z.string().nullable(),
  discontinuationImpact: z.string().nullable(),
  alternativesIdentified: z.boolean().nullable(),
  alternativeProviders: z.string().nullable(),
  timeCritical: z.boolean().nullable(),
  functions: z.array(z.object({ id: idOutput, identifier: z.string(), name: z.string(), criticality: z.string() })),
  recipients: z.array(
    z.object({
      entityId: idOutput,
      entityName: z.string(),
      branchId: idOutput.nullable(),
      branchName: z.string().nullable(),
    }),
  ),
  subcontractors: z.array(
    z.object({
      id: idOutput,
      vendorId: idOutput,
      vendorName: z.string(),
      rank: z.number().int(),
      recipientVendorId: idOutput.nullable(),
      recipientVendorName: z.string().nullable(),
      serviceType: z.string(),
      performanceCountries: z.array(z.string()),
      dataLocations: z.array(z.string()),
      description: z.string().nullable(),
    }),
  ),
});
export type ContractRegisterOutput = z.infer<typeof contractRegisterOutput>;

// ---------------------------------------------------------------- the provider's identification

/** The identifiers besides the LEI and the registration number (also read by the vendor import). */
export const vendorIdentificationFields = {
  euid: optionalText("EUID", 100),
  vatNumber: optionalText("VAT number", 50),
  passportNumber: optionalText("Passport number", 50),
  personType: listField("personType", "Person type").nullish(),
  latinName: optionalText("Name in Latin alphabet", 200),
};

export const updateVendorRegisterInput = z
  .object({
    id: z.uuid("Unknown vendor"),
    lei: leiField,
    registrationNumber: optionalText("Registration number (CRN)", 100),
    ...vendorIdentificationFields,
    ultimateParentId: z.uuid("Choose the ultimate parent from the vendors").nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.ultimateParentId && v.ultimateParentId === v.id) {
      ctx.addIssue({
        code: "custom",
        path: ["ultimateParentId"],
        message: "A vendor cannot be its own ultimate parent: leave it empty instead",
      });
    }
  });
export type UpdateVendorRegisterInput = z.input<typeof updateVendorRegisterInput>;

export const vendorRegisterIdInput = z.object({ id: z.uuid("Unknown vendor") });

export const vendorRegisterOutput = z.object({
  id: idOutput,
  name: z.string(),
  legalName: z.string().nullable(),
  country: z.string().nullable(),
  lei: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  euid: z.string().nullable(),
  vatNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  personType: z.string().nullable(),
  latinName: z.string().nullable(),
  ultimateParentId: idOutput.nullable(),
  ultimateParent: ref.nullable(),
});
export type VendorRegisterOutput = z.infer<typeof vendorRegisterOutput>;
