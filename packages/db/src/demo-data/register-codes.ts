// Data only: the EBA closed-list codes the register's demo data and test fixture use. @tprm/db cannot import
// @tprm/api (the API depends on the data layer, not the other way round), so the few codes used are copied here from
// the one catalog, packages/api/src/register/catalog.ts (CLOSED_LISTS), under the same list names.
// packages/api/src/register/demo-codes.test.ts checks that every code below is in that catalog's list.

export const REGISTER_CODES = {
  entityType: { creditInstitution: "eba_CT:x12", paymentInstitution: "eba_CT:x300" },
  hierarchy: { ultimateParent: "eba_RP:x53", subsidiary: "eba_RP:x56", branch: "eba_RP:x210" },
  ictServiceType: {
    development: "eba_TA:S02",
    security: "eba_TA:S04",
    provisionOfData: "eba_TA:S05",
    hosting: "eba_TA:S07",
    storage: "eba_TA:S09",
    telecom: "eba_TA:S10",
    licensing: "eba_TA:S13",
    operation: "eba_TA:S14",
    iaas: "eba_TA:S17",
    paas: "eba_TA:S18",
    saas: "eba_TA:S19",
  },
  criticality: { yes: "eba_BT:x28", no: "eba_BT:x29" },
  reliance: { low: "eba_ZZ:x795", material: "eba_ZZ:x796", full: "eba_ZZ:x797" },
  sensitiveness: { low: "eba_ZZ:x791", medium: "eba_ZZ:x792", high: "eba_ZZ:x793" },
  impact: { low: "eba_ZZ:x791", medium: "eba_ZZ:x792", high: "eba_ZZ:x793" },
  personType: { legal: "eba_CT:x212" },
  substitutability: {
    easy: "eba_ZZ:x962",
    medium: "eba_ZZ:x961",
    highlyComplex: "eba_ZZ:x960",
  },
  nonSubstitutabilityReason: { noAlternatives: "eba_ZZ:x963", migration: "eba_ZZ:x964", both: "eba_ZZ:x965" },
  reintegration: { easy: "eba_ZZ:x798", difficult: "eba_ZZ:x966", highlyComplex: "eba_ZZ:x967" },
  licensedActivity: {
    lending: "eba_TA:x163",
    trading: "eba_TA:x168",
    paymentServices: "eba_TA:x28",
    creditReference: "eba_TA:x179",
    placingCash: "eba_TA:x220",
    executionOfPayments: "eba_TA:x222",
    issuingInstruments: "eba_TA:x224",
  },
  arrangementType: { standalone: "eba_CO:x1" },
} as const;

/** The list each group of codes above belongs to in the catalog (the same names). */
export type RegisterCodeList = keyof typeof REGISTER_CODES;

/** Every code above with its list, for the catalog check. */
export function registerCodesUsed(): { list: RegisterCodeList; code: string }[] {
  return Object.entries(REGISTER_CODES).flatMap(([list, codes]) =>
    Object.values(codes).map((code) => ({ list: list as RegisterCodeList, code: code as string })),
  );
}
