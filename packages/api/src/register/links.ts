// Where the screen opens the record a register problem or row came from (pure, browser-safe).

export type RecordRef = { kind: "entity" | "function" | "contract" | "vendor"; id: string; label: string };

/**
 * The contract fields the contract sheet's Register tab holds (apps/web/…/contracts/detail/register-values.ts, one
 * control or `data-field` each). Another field of the contract is on its main form, or on its sheet.
 */
export const CONTRACT_REGISTER_TAB_FIELDS = [
  "isOutsourcing",
  "ictServiceType",
  "arrangementType",
  "overarchingContractId",
  "signingEntityId",
  "annualCost",
  "providerNoticePeriodDays",
  "governingLawCountry",
  "provisionCountry",
  "terminationReasonCode",
  "dataStored",
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
  "exitPlanExists",
  "exitPlanTestedOn",
  "reintegration",
  "discontinuationImpact",
  "alternativesIdentified",
  "alternativeProviders",
  "timeCritical",
  "functionIds",
  "recipients",
  "subcontractors",
] as const;

/** The contract fields its edit form holds (apps/web/…/contracts/form/contract-form-values.ts): `edit=1` opens it. */
export const CONTRACT_FORM_FIELDS = [
  "name",
  "vendorId",
  "type",
  "value",
  "currency",
  "startDate",
  "endDate",
  "riskLevel",
  "autoRenewal",
  "renewalTermMonths",
  "noticePeriodDays",
  "nextReviewDate",
  "ownerId",
  "governingLaw",
  "dataStorageCountries",
  "dataProcessingCountries",
  "terminationRights",
  "exitPlan",
  "criticalFunction",
  "description",
] as const;

/** The vendor fields the vendor record's Register tab holds (apps/web/…/vendors/record/register-values.ts). */
export const VENDOR_REGISTER_TAB_FIELDS = [
  "lei",
  "euid",
  "vatNumber",
  "registrationNumber",
  "passportNumber",
  "personType",
  "latinName",
  "ultimateParentId",
] as const;

/** The checks' names for a field the Register tab holds under another name. */
const REGISTER_TAB_ALIASES: Record<string, string> = { functions: "functionIds" };

const REGISTER_TAB = new Set<string>(CONTRACT_REGISTER_TAB_FIELDS);
const CONTRACT_FORM = new Set<string>(CONTRACT_FORM_FIELDS);
const VENDOR_REGISTER_TAB = new Set<string>(VENDOR_REGISTER_TAB_FIELDS);

const BASE: Record<RecordRef["kind"], (id: string) => string> = {
  entity: (id) => `/register?tab=entities&entity=${encodeURIComponent(id)}`,
  function: (id) => `/register?tab=functions&function=${encodeURIComponent(id)}`,
  contract: (id) => `/contracts?contract=${encodeURIComponent(id)}&section=register`,
  vendor: (id) => `/vendor-management?vendor=${encodeURIComponent(id)}&section=register`,
};

const withField = (base: string, field: string) => `${base}&field=${encodeURIComponent(field)}`;

/**
 * A contract's field where it is edited: a register field on the sheet's Register tab, a field of the contract's own
 * form in that form (`edit=1`), anything else (its reference, its termination date) on the sheet's overview.
 */
function contractLink(id: string, field: string): string {
  const sheet = `/contracts?contract=${encodeURIComponent(id)}`;
  const registerField = REGISTER_TAB_ALIASES[field] ?? field;
  if (REGISTER_TAB.has(registerField)) return withField(BASE.contract(id), registerField);
  if (CONTRACT_FORM.has(field)) return withField(`${sheet}&edit=1`, field);
  return sheet;
}

/** The record's page (its register tab), with `&field=` when a field is named: the form focuses it. */
export function recordLink(ref: RecordRef, field?: string): string {
  if (ref.kind === "contract" && field) return contractLink(ref.id, field);
  // A vendor's name or country is on its record's overview and edit form, not on its Register tab.
  if (ref.kind === "vendor" && field && !VENDOR_REGISTER_TAB.has(field)) {
    return `/vendor-management?vendor=${encodeURIComponent(ref.id)}`;
  }
  const base = BASE[ref.kind](ref.id);
  return field ? withField(base, field) : base;
}
