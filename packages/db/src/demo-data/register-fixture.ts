// Data only: a small, complete regulatory register for tests on an otherwise empty database (the browser test's,
// e2e/register-filing.spec.ts, and the checks' integration test): a group parent in Germany maintaining the register,
// one subsidiary, one branch in Italy, three functions, two ICT contracts with two providers and a subcontractor at
// rank 2 — consistent throughout, except REGISTER_FIXTURE_ERROR: the payments hub contract's annual cost is missing.
// The seed is ../demo/register-fixture.ts.
import type { DemoIctContract, DemoRegisterEntity, DemoRegisterFunction } from "./register.js";
import { REGISTER_CODES as C } from "./register-codes.js";

export interface FixtureProvider {
  name: string;
  legalName: string;
  country: string;
  currency: string;
  louPrefix: string;
  registrationNumber: string;
  address: string;
}

export interface FixtureContract extends DemoIctContract {
  key: string;
  reference: string;
  name: string;
  value: number;
}

export const FIXTURE_ENTITIES: readonly DemoRegisterEntity[] = [
  {
    key: "parent",
    kind: "entity",
    name: "Lindenhof Bank AG",
    louPrefix: "5299",
    country: "DE",
    entityType: C.entityType.creditInstitution,
    hierarchy: C.hierarchy.ultimateParent,
    competentAuthority: "DE_BAFIN",
    maintainsRegister: true,
    totalAssets: 12_400_000_000,
    integratedDaysAgo: 1000,
  },
  {
    key: "payments",
    kind: "entity",
    name: "Lindenhof Zahlungsdienste GmbH",
    louPrefix: "5299",
    country: "DE",
    entityType: C.entityType.paymentInstitution,
    hierarchy: C.hierarchy.subsidiary,
    parent: "parent",
    competentAuthority: "DE_BAFIN",
    totalAssets: 150_000_000,
    integratedDaysAgo: 1000,
  },
  {
    key: "milan",
    kind: "branch",
    name: "Lindenhof Bank AG, succursale di Milano",
    branchCode: "LBAG-IT-MIL",
    country: "IT",
    entityType: C.entityType.creditInstitution,
    hierarchy: C.hierarchy.branch,
    parent: "parent",
    integratedDaysAgo: 1000,
  },
];

const OUTAGE = "An outage stops a licensed activity for customers within hours.";

export const FIXTURE_FUNCTIONS: readonly DemoRegisterFunction[] = [
  {
    identifier: "LB-PAY-01",
    name: "Payment processing",
    licensedActivity: C.licensedActivity.executionOfPayments,
    entity: "parent",
    critical: true,
    reasons: OUTAGE,
    assessedDaysAgo: 450,
    rtoHours: 4,
    rpoHours: 0,
    impact: C.impact.high,
  },
  {
    identifier: "LB-CBS-01",
    name: "Core banking",
    licensedActivity: C.licensedActivity.placingCash,
    entity: "parent",
    critical: true,
    reasons: OUTAGE,
    assessedDaysAgo: 450,
    rtoHours: 4,
    rpoHours: 1,
    impact: C.impact.high,
  },
  {
    identifier: "LB-LEN-01",
    name: "Lending",
    licensedActivity: C.licensedActivity.lending,
    entity: "parent",
    critical: false,
    assessedDaysAgo: 450,
    rtoHours: 48,
    rpoHours: 24,
    impact: C.impact.medium,
  },
];

export const FIXTURE_PROVIDERS: readonly FixtureProvider[] = [
  {
    name: "Alpenglow Cloud Services",
    legalName: "Alpenglow Cloud Services GmbH",
    country: "AT",
    currency: "EUR",
    louPrefix: "5299",
    registrationNumber: "FN 456789a",
    address: "Opernring 1, 1010 Wien",
  },
  {
    name: "Nordlicht Payments Software",
    legalName: "Nordlicht Payments Software AB",
    country: "SE",
    currency: "EUR",
    louPrefix: "5493",
    registrationNumber: "556123-4567",
    address: "Kungsgatan 10, 111 43 Stockholm",
  },
  {
    name: "Granite Data Centres",
    legalName: "Granite Data Centres Ltd",
    country: "IE",
    currency: "EUR",
    louPrefix: "6354",
    registrationNumber: "IE 612345",
    address: "1 Harbour Road, Dublin 2",
  },
];

const common = {
  outsourcing: true,
  signedBy: "parent",
  governingLaw: "DE",
  reliance: C.reliance.full,
  reintegration: C.reintegration.difficult,
  impact: C.impact.high,
  alternatives: "Two other providers in the EU",
  timeCritical: true,
  exitPlanTestedDaysAgo: 200,
  lastAuditDaysAgo: 420,
  nextAuditInDays: 120,
} as const;

export const FIXTURE_CONTRACTS: readonly FixtureContract[] = [
  {
    ...common,
    key: "cloud",
    reference: "LB-ICT-0001",
    name: "Core banking hosting (IaaS)",
    value: 900_000,
    vendor: "Alpenglow Cloud Services",
    service: C.ictServiceType.iaas,
    functions: ["LB-CBS-01", "LB-LEN-01"],
    recipients: [{ entity: "parent" }, { entity: "parent", branch: "milan" }],
    annualCost: 300_000,
    providerNoticeDays: 365,
    provision: "AT",
    data: { sensitiveness: C.sensitiveness.high, description: "Accounts and customer master data" },
    cloud: { service: "iaas", deployment: "public" },
    substitutability: C.substitutability.highlyComplex,
    nonSubstitutabilityReason: C.nonSubstitutabilityReason.migration,
    chain: [
      { vendor: "Granite Data Centres", rank: 2, service: C.ictServiceType.hosting, performance: ["IE"], data: ["IE"] },
    ],
  },
  {
    ...common,
    key: "payments",
    reference: "LB-ICT-0002",
    name: "Payments hub (SaaS)",
    value: 450_000,
    vendor: "Nordlicht Payments Software",
    service: C.ictServiceType.saas,
    functions: ["LB-PAY-01"],
    recipients: [{ entity: "parent" }, { entity: "payments" }],
    annualCost: 150_000,
    providerNoticeDays: 180,
    provision: "SE",
    data: { sensitiveness: C.sensitiveness.high, description: "Payment orders" },
    cloud: { service: "saas", deployment: "private" },
    substitutability: C.substitutability.medium,
    nonSubstitutabilityReason: C.nonSubstitutabilityReason.migration,
  },
];

/**
 * The one deliberate error: the payments hub contract (LB-ICT-0002) has no annual cost (B_02.01 c0050 is mandatory);
 * its figure above is what the fix enters.
 */
export const REGISTER_FIXTURE_ERROR = { contract: "payments", field: "annualCost", rule: "mandatory" } as const;
