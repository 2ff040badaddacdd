import { describe, expect, it } from "vitest";
import {
  createBusinessFunctionInput,
  createRegisterEntityInput,
  registerEntityProblems,
  subcontractorChainProblems,
  updateContractRegisterInput,
  updateVendorRegisterInput,
} from "./register.js";

const LEI = "7LTWFZYICNSX8D621K86"; // Deutsche Bank AG
const ID = "0193e1a0-0000-7000-8000-000000000001";
const OTHER = "0193e1a0-0000-7000-8000-000000000002";

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => [i.path.join("."), i.message]);

describe("an entity of the register", () => {
  it("needs an LEI and no branch code; a branch needs its code and head office and no LEI", () => {
    expect(registerEntityProblems({ kind: "entity", lei: LEI, country: "DE" })).toEqual([]);
    expect(registerEntityProblems({ kind: "entity", lei: null, branchCode: "B1", country: "DE" })).toEqual([
      { path: "branchCode", message: "Only a branch has a branch code" },
      { path: "lei", message: "LEI is required for an entity" },
    ]);
    expect(registerEntityProblems({ kind: "branch", lei: LEI, country: "FR" }).map((p) => p.path)).toEqual([
      "branchCode",
      "parentId",
      "lei",
    ]);
    expect(registerEntityProblems({ id: ID, kind: "entity", lei: LEI, country: "DE", parentId: ID })).toEqual([
      { path: "parentId", message: "An entity cannot be its own parent" },
    ]);
    expect(
      registerEntityProblems({
        kind: "entity",
        lei: LEI,
        country: "DE",
        integratedOn: "2026-01-02",
        deletedOn: "2026-01-01",
      }),
    ).toEqual([{ path: "deletedOn", message: "Deleted on must be on or after Integrated on" }]);
  });

  it("normalises the LEI and country, refuses bad check digits, codes outside the closed lists and negative money", () => {
    const ok = createRegisterEntityInput.parse({ name: "Bank", lei: "7ltw fzyi cnsx 8d62 1k86", country: "de" });
    expect(ok).toMatchObject({ kind: "entity", lei: LEI, country: "DE" });
    expect(
      issues(
        createRegisterEntityInput.safeParse({
          name: "Bank",
          lei: "7LTWFZYICNSX8D621K85",
          country: "DE",
          entityType: "bank",
          totalAssets: "-5",
        }),
      ),
    ).toEqual([
      ["lei", "Enter a valid LEI: 20 characters, 18 letters or digits and 2 check digits (ISO 17442)"],
      ["entityType", "Choose the entity type from the list"],
      ["totalAssets", "Total assets cannot be negative"],
    ]);
  });
});

describe("a business function", () => {
  it("takes RTO and RPO as whole hours from 0", () => {
    const base = { identifier: "F-1", name: "Payments", entityId: ID };
    expect(createBusinessFunctionInput.parse({ ...base, rtoHours: 0, rpoHours: 24 })).toMatchObject({ rtoHours: 0 });
    expect(issues(createBusinessFunctionInput.safeParse({ ...base, rtoHours: -1, rpoHours: 1.5 }))).toEqual([
      ["rtoHours", "RTO (hours) cannot be negative"],
      ["rpoHours", "RPO (hours) must be a whole number of hours"],
    ]);
  });
});

describe("the supply chain", () => {
  it("ranks above 2 serve a subcontractor one rank up in the same contract", () => {
    const a = "0193e1a0-0000-7000-8000-00000000000a";
    const b = "0193e1a0-0000-7000-8000-00000000000b";
    const c = "0193e1a0-0000-7000-8000-00000000000c";
    expect(
      subcontractorChainProblems([
        { vendorId: a, rank: 2 },
        { vendorId: b, rank: 3, recipientVendorId: a },
        { vendorId: c, rank: 4, recipientVendorId: b },
      ]),
    ).toEqual([]);
    expect(
      subcontractorChainProblems([
        { vendorId: a, rank: 2 },
        { vendorId: b, rank: 3 },
        { vendorId: c, rank: 4, recipientVendorId: a },
        { vendorId: a, rank: 2 },
      ]),
    ).toEqual([
      { index: 1, path: "recipientVendorId", message: "Choose the rank 2 provider it serves" },
      {
        index: 2,
        path: "recipientVendorId",
        message: "The provider it serves must be a rank 3 subcontractor of this contract",
      },
      { index: 3, path: "vendorId", message: "This vendor is already at this rank" },
    ]);
  });

  it("is checked by the contract's update schema, with the subcontractor's row in the path", () => {
    const result = updateContractRegisterInput.safeParse({
      id: ID,
      subcontractors: [{ vendorId: OTHER, rank: 1, serviceType: "eba_TA:S17", performanceCountries: ["XX"] }],
    });
    expect(issues(result)).toEqual([
      ["subcontractors.0.rank", "Rank starts at 2 (the contract's provider is rank 1)"],
      ["subcontractors.0.performanceCountries", "Countries of performance must be ISO 3166-1 alpha-2 codes such as DE"],
    ]);
  });
});

describe("a vendor's identification", () => {
  it("refuses the vendor as its own ultimate parent", () => {
    expect(issues(updateVendorRegisterInput.safeParse({ id: ID, ultimateParentId: ID }))).toEqual([
      ["ultimateParentId", "A vendor cannot be its own ultimate parent: leave it empty instead"],
    ]);
    expect(updateVendorRegisterInput.parse({ id: ID, personType: "eba_CT:x213", vatNumber: "" })).toMatchObject({
      personType: "eba_CT:x213",
      vatNumber: null,
    });
  });
});
