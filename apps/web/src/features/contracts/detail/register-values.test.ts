import { updateContractRegisterInput } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  type ContractRegisterValues,
  contractRegisterBody,
  contractRegisterValues,
  emptySubcontractor,
  recipientChoices,
} from "./register-values";

const ID = "0196f000-0000-7000-8000-0000000000c1";
const PROVIDER = "0196f000-0000-7000-8000-0000000000b1";
const SUB = "0196f000-0000-7000-8000-0000000000b2";
const SUB3 = "0196f000-0000-7000-8000-0000000000b3";
const ENTITY = "0196f000-0000-7000-8000-0000000000e1";
const BRANCH = "0196f000-0000-7000-8000-0000000000e2";
const FN = "0196f000-0000-7000-8000-0000000000f1";

type Output = Parameters<typeof contractRegisterValues>[0];

function stored(change: Partial<Output> = {}): Output {
  return {
    id: ID,
    reference: "CTR-2026-0001",
    name: "Core banking hosting",
    currency: "EUR",
    vendor: { id: PROVIDER, name: "Cloudy AG" },
    isOutsourcing: true,
    ictServiceType: "eba_TA:S17",
    arrangementType: "eba_CO:x1",
    overarchingContractId: null,
    signingEntityId: ENTITY,
    annualCost: "120000.00",
    providerNoticePeriodDays: 90,
    governingLawCountry: "DE",
    provisionCountry: null,
    terminationReasonCode: null,
    dataStored: true,
    dataSensitiveness: "eba_ZZ:x793",
    relianceLevel: null,
    dataDescription: null,
    cloudServiceModel: "iaas",
    cloudDeploymentModel: null,
    criticalityReasons: "Hosts the core ledger",
    criticalityAssessedOn: "2026-03-31",
    substitutability: "eba_ZZ:x960",
    nonSubstitutabilityReason: null,
    lastAuditOn: null,
    nextAuditOn: null,
    exitPlanExists: false,
    exitPlanTestedOn: null,
    reintegration: null,
    discontinuationImpact: "eba_ZZ:x793",
    alternativesIdentified: null,
    alternativeProviders: null,
    timeCritical: true,
    functions: [{ id: FN, identifier: "F-PAY-01", name: "Payments", criticality: "eba_BT:x28" }],
    recipients: [{ entityId: ENTITY, entityName: "Bank AG", branchId: BRANCH, branchName: "Bank AG Paris" }],
    subcontractors: [
      {
        id: "0196f000-0000-7000-8000-0000000000d1",
        vendorId: SUB,
        vendorName: "Racks GmbH",
        rank: 2,
        recipientVendorId: null,
        recipientVendorName: null,
        serviceType: "eba_TA:S07",
        performanceCountries: ["DE"],
        dataLocations: ["DE", "AT"],
        description: null,
      },
    ],
    ...change,
  };
}

describe("the contract's Register tab values", () => {
  it("fills the fields from the stored record: codes and texts, yes/no, numbers as typed, the three lists", () => {
    const v = contractRegisterValues(stored());
    expect(v.ictServiceType).toBe("eba_TA:S17");
    expect(v.provisionCountry).toBe("");
    expect(v.dataStored).toBe("yes");
    expect(v.exitPlanExists).toBe("no");
    expect(v.alternativesIdentified).toBe("");
    expect(v.annualCost).toBe("120000.00");
    expect(v.providerNoticePeriodDays).toBe("90");
    expect(v.functionIds).toEqual([FN]);
    expect(v.recipients).toEqual([{ entityId: ENTITY, branchId: BRANCH }]);
    expect(v.subcontractors[0]).toMatchObject({
      vendorId: SUB,
      vendorName: "Racks GmbH",
      rank: "2",
      recipientVendorId: "",
    });
  });

  it("sends back what it loaded unchanged, and the schema accepts it", () => {
    const body = contractRegisterBody(ID, contractRegisterValues(stored()));
    expect(body).toMatchObject({
      id: ID,
      provisionCountry: null,
      dataStored: true,
      exitPlanExists: false,
      alternativesIdentified: null,
      annualCost: "120000.00",
      providerNoticePeriodDays: 90,
      functionIds: [FN],
      recipients: [{ entityId: ENTITY, branchId: BRANCH }],
    });
    expect(body.subcontractors?.[0]).toEqual({
      vendorId: SUB,
      rank: 2,
      recipientVendorId: null,
      serviceType: "eba_TA:S07",
      performanceCountries: ["DE"],
      dataLocations: ["DE", "AT"],
      description: null,
    });
    expect(updateContractRegisterInput.safeParse(body).success).toBe(true);
  });

  it("clears emptied fields (null) and lets the schema name a broken chain's row and field", () => {
    const v: ContractRegisterValues = {
      ...contractRegisterValues(stored()),
      annualCost: " ",
      criticalityReasons: "",
      timeCritical: "",
      subcontractors: [{ ...emptySubcontractor(3), vendorId: SUB3, serviceType: "eba_TA:S08" }],
    };
    const body = contractRegisterBody(ID, v);
    expect(body.annualCost).toBeNull();
    expect(body.criticalityReasons).toBeNull();
    expect(body.timeCritical).toBeNull();
    const parsed = updateContractRegisterInput.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toContain("subcontractors.0.recipientVendorId");
  });

  it("sends no provider served for a rank 2 subcontractor (it serves the contract's provider)", () => {
    const v = contractRegisterValues(stored());
    const row = { ...v.subcontractors[0]!, recipientVendorId: SUB3 };
    const body = contractRegisterBody(ID, { ...v, subcontractors: [row] });
    expect(body.subcontractors?.[0]?.recipientVendorId).toBeNull();
    const higher = contractRegisterBody(ID, { ...v, subcontractors: [{ ...row, rank: "3" }] });
    expect(higher.subcontractors?.[0]?.recipientVendorId).toBe(SUB3);
  });

  it("offers a subcontractor the vendors of the rank below it, each once (rank 2 serves the provider)", () => {
    const rows = [
      { vendorId: SUB, vendorName: "Racks GmbH", rank: "2" },
      { vendorId: SUB, vendorName: "Racks GmbH", rank: "2" },
      { vendorId: SUB3, vendorName: "Power Ltd", rank: "3" },
      { vendorId: "", vendorName: "", rank: "2" },
    ];
    expect(recipientChoices(rows, 2)).toEqual([]);
    expect(recipientChoices(rows, 3)).toEqual([{ id: SUB, name: "Racks GmbH" }]);
    expect(recipientChoices(rows, 4)).toEqual([{ id: SUB3, name: "Power Ltd" }]);
    expect(recipientChoices(rows, 5)).toEqual([]);
  });
});
