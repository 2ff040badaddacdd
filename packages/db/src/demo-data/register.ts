// Data only: the demo bank's regulatory register (issue 21; docs/REGISTER.md "Demo data"), which the seed in
// ../demo/register.ts writes: the group's entities and branch, its functions, the register fields of the demo's ICT
// contracts (each vendor's main contract) with the functions they support, the entities using them and their supply
// chains, and the providers' identification. Closed-list codes come from ./register-codes.ts. Days are relative to
// today, so the register never goes stale. Everything here is complete and consistent, so the demo's DORA package
// exports clean — except the one deliberate error of DEMO_REGISTER_ERROR below. The contracts are in
// ./register-contracts.ts.
import { REGISTER_CODES as C } from "./register-codes.js";

export interface DemoRegisterEntity {
  key: string;
  kind: "entity" | "branch";
  name: string;
  /** An entity's LEI is demoLei(louPrefix, name); a branch has its code instead. */
  louPrefix?: string;
  branchCode?: string;
  country: string;
  entityType: string;
  hierarchy: string;
  /** The parent entity's (or a branch's head office's) key. */
  parent?: string;
  competentAuthority?: string;
  maintainsRegister?: boolean;
  totalAssets?: number;
  integratedDaysAgo: number;
}

export interface DemoRegisterFunction {
  identifier: string;
  name: string;
  licensedActivity: string;
  entity: string;
  critical: boolean;
  reasons?: string;
  assessedDaysAgo: number;
  rtoHours: number;
  rpoHours: number;
  impact: string;
}

export interface DemoChainLink {
  vendor: string;
  rank: number;
  /** The provider one rank above (a vendor's name); absent = the contract's own provider. */
  recipient?: string;
  service: string;
  performance: string[];
  data: string[];
}

/** The register fields of a demo vendor's main contract. */
export interface DemoIctContract {
  vendor: string;
  service: string;
  outsourcing: boolean;
  functions: string[];
  signedBy: string;
  recipients: { entity: string; branch?: string }[];
  /** Null: not entered (the deliberate error's field). */
  annualCost: number | null;
  providerNoticeDays: number;
  governingLaw: string;
  provision: string;
  data: { sensitiveness: string; description: string } | null;
  reliance: string;
  cloud?: { service: "iaas" | "paas" | "saas"; deployment: "public" | "private" | "hybrid" };
  substitutability: string;
  nonSubstitutabilityReason?: string;
  reintegration: string;
  impact: string;
  alternatives?: string;
  timeCritical: boolean;
  exitPlanTestedDaysAgo: number;
  lastAuditDaysAgo: number;
  nextAuditInDays: number;
  chain?: DemoChainLink[];
}

/** A provider's identification beside its LEI (already on the vendor record). */
export interface DemoProviderIdentification {
  vendor: string;
  vatNumber?: string;
  euid?: string;
  ultimateParent?: string;
}

/** A provider's ultimate parent undertaking, kept as a vendor record of its own (no contract of its own). */
export interface DemoParentUndertaking {
  name: string;
  legalName: string;
  country: string;
  louPrefix: string;
  registrationNumber: string;
  address: string;
}

export const DEMO_REGISTER_ENTITIES: readonly DemoRegisterEntity[] = [
  {
    key: "parent",
    kind: "entity",
    name: "Northbridge Bank AG",
    louPrefix: "5299",
    country: "DE",
    entityType: C.entityType.creditInstitution,
    hierarchy: C.hierarchy.ultimateParent,
    competentAuthority: "DE_BAFIN",
    maintainsRegister: true,
    totalAssets: 48_600_000_000,
    integratedDaysAgo: 1100,
  },
  {
    key: "payments",
    kind: "entity",
    name: "Northbridge Payments GmbH",
    louPrefix: "5299",
    country: "DE",
    entityType: C.entityType.paymentInstitution,
    hierarchy: C.hierarchy.subsidiary,
    parent: "parent",
    competentAuthority: "DE_BAFIN",
    totalAssets: 620_000_000,
    integratedDaysAgo: 1100,
  },
  {
    key: "netherlands",
    kind: "entity",
    name: "Northbridge Bank Nederland N.V.",
    louPrefix: "7245",
    country: "NL",
    entityType: C.entityType.creditInstitution,
    hierarchy: C.hierarchy.subsidiary,
    parent: "parent",
    competentAuthority: "NL_DNB",
    totalAssets: 7_900_000_000,
    integratedDaysAgo: 800,
  },
  {
    key: "paris",
    kind: "branch",
    name: "Northbridge Bank AG, succursale de Paris",
    branchCode: "NBAG-FR-PAR",
    country: "FR",
    entityType: C.entityType.creditInstitution,
    hierarchy: C.hierarchy.branch,
    parent: "parent",
    integratedDaysAgo: 900,
  },
];

const A = C.licensedActivity;
const fn = (
  identifier: string,
  name: string,
  licensedActivity: string,
  entity: string,
  reasons: string | null,
  rtoHours: number,
  rpoHours: number,
  impact: string,
): DemoRegisterFunction => ({
  identifier,
  name,
  licensedActivity,
  entity,
  critical: reasons !== null,
  ...(reasons ? { reasons } : {}),
  assessedDaysAgo: 380,
  rtoHours,
  rpoHours,
  impact,
});

const OUTAGE = "An outage stops a licensed activity for customers within hours and breaches its regulatory deadlines.";

export const DEMO_REGISTER_FUNCTIONS: readonly DemoRegisterFunction[] = [
  fn("F-PAY-01", "Payment processing (SEPA and SWIFT)", A.executionOfPayments, "parent", OUTAGE, 4, 0, C.impact.high),
  fn("F-CBS-01", "Core banking: accounts and general ledger", A.placingCash, "parent", OUTAGE, 4, 1, C.impact.high),
  fn("F-LEN-01", "Retail and corporate lending", A.lending, "parent", OUTAGE, 24, 4, C.impact.high),
  fn("F-TRS-01", "Treasury and liquidity management", A.trading, "parent", OUTAGE, 8, 2, C.impact.high),
  fn("F-CRD-01", "Card issuing and processing", A.issuingInstruments, "payments", OUTAGE, 4, 0, C.impact.high),
  fn("F-KYC-01", "Customer onboarding and KYC", A.placingCash, "parent", null, 48, 24, C.impact.medium),
  fn("F-CRR-01", "Credit scoring and credit reference", A.creditReference, "parent", null, 48, 24, C.impact.medium),
  fn("F-NL-LEN-01", "Mortgage lending (Netherlands)", A.lending, "netherlands", OUTAGE, 24, 4, C.impact.high),
  fn("F-MKT-01", "Market data for trading and valuation", A.trading, "parent", null, 24, 24, C.impact.low),
];

export const DEMO_PARENT_UNDERTAKINGS: readonly DemoParentUndertaking[] = [
  {
    name: "Stratus Harbour Group",
    legalName: "Stratus Harbour Group plc",
    country: "GB",
    louPrefix: "2138",
    registrationNumber: "08765432",
    address: "12 Wharf Street, London E14 5AB",
  },
];

export const DEMO_PROVIDER_IDENTIFICATION: readonly DemoProviderIdentification[] = [
  { vendor: "Stratus Harbour Cloud", ultimateParent: "Stratus Harbour Group" },
  { vendor: "Meridian Datacentres", vatNumber: "NL858765432B01", euid: "NLNHR.71234567" },
  { vendor: "Bluefjord Backup", vatNumber: "NO923456789MVA" },
  { vendor: "Kestrel Payments Technology", vatNumber: "DE298765432", euid: "DEK1101R.HRB123456" },
  { vendor: "Cardinal Card Processing", vatNumber: "LU27654321" },
];

/**
 * The one deliberate error the pre-submission checks find in the demo: the annual cost of Quillon Market Data's
 * contract is not entered (B_02.01 c0050 is mandatory). The seed leaves it empty; the data above has the figure the
 * fix enters.
 */
export const DEMO_REGISTER_ERROR = { vendor: "Quillon Market Data", field: "annualCost", rule: "mandatory" } as const;
