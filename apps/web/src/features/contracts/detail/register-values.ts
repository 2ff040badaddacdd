// The contract's Register tab: its register fields as the form holds them (texts, "" for none; yes/no as "yes", "no",
// "") and the body register.contract.update reads — every field and the whole lists (functions, using entities,
// supply chain), which the update replaces — validated with that procedure's own schema.
import { zodResolver } from "@hookform/resolvers/zod";
import { type ContractRegisterOutput, updateContractRegisterInput } from "@tprm/api/schemas";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { fromYesNo, orNull, text, toNumber, whole, yesNo } from "../../../components/register/FormParts";

type YesNo = "yes" | "no" | "";

export interface RecipientRow {
  entityId: string;
  branchId: string;
}

export interface SubcontractorRow {
  vendorId: string;
  /** The vendor's name, for its picker (not sent). */
  vendorName: string;
  rank: string;
  recipientVendorId: string;
  serviceType: string;
  performanceCountries: string[];
  dataLocations: string[];
  description: string;
}

export interface ContractRegisterValues {
  isOutsourcing: boolean;
  ictServiceType: string;
  arrangementType: string;
  overarchingContractId: string;
  signingEntityId: string;
  annualCost: string;
  providerNoticePeriodDays: string;
  governingLawCountry: string;
  provisionCountry: string;
  terminationReasonCode: string;
  dataStored: YesNo;
  dataSensitiveness: string;
  relianceLevel: string;
  dataDescription: string;
  cloudServiceModel: string;
  cloudDeploymentModel: string;
  criticalityReasons: string;
  criticalityAssessedOn: string;
  substitutability: string;
  nonSubstitutabilityReason: string;
  lastAuditOn: string;
  nextAuditOn: string;
  exitPlanExists: YesNo;
  exitPlanTestedOn: string;
  reintegration: string;
  discontinuationImpact: string;
  alternativesIdentified: YesNo;
  alternativeProviders: string;
  timeCritical: YesNo;
  functionIds: string[];
  recipients: RecipientRow[];
  subcontractors: SubcontractorRow[];
}

export type ContractRegisterBody = z.output<typeof updateContractRegisterInput>;
type BodyIn = z.input<typeof updateContractRegisterInput>;

/** The codes and optional texts: "" in the form, null when stored empty. */
const CODES = [
  "ictServiceType",
  "overarchingContractId",
  "signingEntityId",
  "governingLawCountry",
  "provisionCountry",
  "terminationReasonCode",
  "dataSensitiveness",
  "relianceLevel",
  "dataDescription",
  "cloudServiceModel",
  "cloudDeploymentModel",
  "criticalityReasons",
  "criticalityAssessedOn",
  "substitutability",
  "nonSubstitutabilityReason",
  "lastAuditOn",
  "nextAuditOn",
  "exitPlanTestedOn",
  "reintegration",
  "discontinuationImpact",
  "alternativeProviders",
] as const;
const YES_NO = ["dataStored", "exitPlanExists", "alternativesIdentified", "timeCritical"] as const;

export function emptySubcontractor(rank = 2): SubcontractorRow {
  return {
    vendorId: "",
    vendorName: "",
    rank: String(rank),
    recipientVendorId: "",
    serviceType: "",
    performanceCountries: [],
    dataLocations: [],
    description: "",
  };
}

export function contractRegisterValues(c: ContractRegisterOutput): ContractRegisterValues {
  const codes = Object.fromEntries(CODES.map((key) => [key, text(c[key])])) as Record<(typeof CODES)[number], string>;
  const flags = Object.fromEntries(YES_NO.map((key) => [key, yesNo(c[key])])) as Record<(typeof YES_NO)[number], YesNo>;
  return {
    ...codes,
    ...flags,
    isOutsourcing: c.isOutsourcing,
    arrangementType: c.arrangementType,
    annualCost: text(c.annualCost),
    providerNoticePeriodDays: whole(c.providerNoticePeriodDays),
    functionIds: c.functions.map((f) => f.id),
    recipients: c.recipients.map((r) => ({ entityId: r.entityId, branchId: text(r.branchId) })),
    subcontractors: c.subcontractors.map((s) => ({
      vendorId: s.vendorId,
      vendorName: s.vendorName,
      rank: String(s.rank),
      recipientVendorId: text(s.recipientVendorId),
      serviceType: s.serviceType,
      performanceCountries: [...s.performanceCountries],
      dataLocations: [...s.dataLocations],
      description: text(s.description),
    })),
  };
}

/** The update's body: every field (an empty one as null, cleared) and the three lists in full. */
export function contractRegisterBody(id: string, v: ContractRegisterValues): BodyIn {
  const codes = Object.fromEntries(CODES.map((key) => [key, orNull(v[key])]));
  const flags = Object.fromEntries(YES_NO.map((key) => [key, fromYesNo(v[key])]));
  return {
    id,
    ...(codes as Partial<BodyIn>),
    ...(flags as Partial<BodyIn>),
    isOutsourcing: v.isOutsourcing,
    arrangementType: v.arrangementType as BodyIn["arrangementType"],
    annualCost: orNull(v.annualCost),
    providerNoticePeriodDays: toNumber(v.providerNoticePeriodDays),
    functionIds: v.functionIds,
    recipients: v.recipients.map((r) => ({ entityId: r.entityId, branchId: orNull(r.branchId) })),
    subcontractors: v.subcontractors.map((s) => ({
      vendorId: s.vendorId,
      rank: toNumber(s.rank) ?? Number.NaN,
      // Rank 2 serves the contract's provider: a choice left from when the row had a higher rank is not sent.
      recipientVendorId: Number(s.rank) > 2 ? orNull(s.recipientVendorId) : null,
      serviceType: s.serviceType as NonNullable<BodyIn["subcontractors"]>[number]["serviceType"],
      performanceCountries: s.performanceCountries,
      dataLocations: s.dataLocations,
      description: orNull(s.description),
    })),
  };
}

/** The procedure's schema over the body the fields make (error paths are the fields' names, rows by index). */
export function contractRegisterResolver(id: string): Resolver<ContractRegisterValues, unknown, ContractRegisterBody> {
  const base = zodResolver(updateContractRegisterInput) as never as Resolver<
    Record<string, unknown>,
    unknown,
    ContractRegisterBody
  >;
  return async (values, context, options) =>
    base(contractRegisterBody(id, values) as Record<string, unknown>, context, options as never) as never;
}

/**
 * Whom a subcontractor of `rank` may serve: at rank 2 the contract's provider (""), above it the vendors of the rank
 * below in this chain.
 */
export function recipientChoices(
  rows: readonly Pick<SubcontractorRow, "vendorId" | "vendorName" | "rank">[],
  rank: number,
): { id: string; name: string }[] {
  if (!(rank > 2)) return [];
  const choices = new Map<string, string>();
  for (const r of rows) {
    if (Number(r.rank) === rank - 1 && r.vendorId && !choices.has(r.vendorId)) choices.set(r.vendorId, r.vendorName);
  }
  return [...choices].map(([id, name]) => ({ id, name }));
}
