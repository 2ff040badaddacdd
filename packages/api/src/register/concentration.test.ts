import { describe, expect, it } from "vitest";
import { type ConcentrationInput, concentration, percentText } from "./concentration.js";

// Worked by hand: four critical functions (F1–F4) and one that is not (F5).
//   C1  provider A, EUR 1,000.50, IaaS (S17), supports F1 F2 F5, subcontractor S (storage, S09)
//   C2  provider A, USD 200.00, SaaS (S19), supports F3
//   C3  provider B, EUR 300.25, operations (S14), supports F3 F4, subcontractor S (network, S11)
//   C4  provider S, no cost given, telecom (S10), supports F5 only
// A carries F1 F2 F3 directly: 3 of 4 = 75.0 %, 2 contracts, EUR 1,000.50 and USD 200.00.
// S carries F1 F2 (through C1) and F3 F4 (through C3): 4 of 4 = 100.0 %, 3 contracts (C4 its own, C1 and C3 in the
// chain), EUR 1,000.50 + 300.25 = 1,300.75 (C4 has no cost), service types S09 S10 S11.
// B carries F3 F4 directly: 2 of 4 = 50.0 %, 1 contract, EUR 300.25.
// Totals: 4 critical functions, 3 vendors, 4 contracts, EUR 1,300.75 (C1 + C3) and USD 200.00.
const fn = (n: number, critical: boolean) => ({
  id: `f${n}`,
  identifier: `F${n}`,
  name: `Function ${n}`,
  criticality: critical ? "eba_BT:x28" : "eba_BT:x29",
});
const input: ConcentrationInput = {
  functions: [fn(1, true), fn(2, true), fn(3, true), fn(4, true), fn(5, false)],
  vendors: [
    { id: "a", name: "Alpha Cloud", lei: "5299000J2N45DDNE4Y28", country: "DE" },
    { id: "b", name: "Beta Ops", lei: null, country: "FR" },
    { id: "s", name: "Sigma Net", lei: null, country: "IE" },
  ],
  contracts: [
    {
      id: "c1",
      vendorId: "a",
      currency: "EUR",
      annualCost: "1000.50",
      ictServiceType: "eba_TA:S17",
      functionIds: ["f1", "f2", "f5"],
      subcontractors: [{ vendorId: "s", serviceType: "eba_TA:S09" }],
    },
    {
      id: "c2",
      vendorId: "a",
      currency: "USD",
      annualCost: "200.00",
      ictServiceType: "eba_TA:S19",
      functionIds: ["f3"],
      subcontractors: [],
    },
    {
      id: "c3",
      vendorId: "b",
      currency: "EUR",
      annualCost: "300.25",
      ictServiceType: "eba_TA:S14",
      functionIds: ["f3", "f4"],
      subcontractors: [{ vendorId: "s", serviceType: "eba_TA:S11" }],
    },
    {
      id: "c4",
      vendorId: "s",
      currency: "EUR",
      annualCost: null,
      ictServiceType: "eba_TA:S10",
      functionIds: ["f5"],
      subcontractors: [],
    },
  ],
};

describe("concentration", () => {
  const result = concentration(input);

  it("orders the vendors by share of the critical functions", () => {
    expect(result.vendors.map((v) => [v.name, v.sharePercent, v.share])).toEqual([
      ["Sigma Net", "100.0", 1],
      ["Alpha Cloud", "75.0", 0.75],
      ["Beta Ops", "50.0", 0.5],
    ]);
  });

  it("counts a subcontractor's functions through the chain and its own contracts", () => {
    const sigma = result.vendors[0]!;
    expect(sigma.roles).toEqual(["provider", "subcontractor"]);
    expect(sigma.criticalFunctions.map((f) => [f.identifier, f.direct])).toEqual([
      ["F1", false],
      ["F2", false],
      ["F3", false],
      ["F4", false],
    ]);
    expect([sigma.contracts, sigma.directContracts, sigma.chainContracts]).toEqual([3, 1, 2]);
    expect(sigma.annualCost).toEqual([{ currency: "EUR", amount: "1300.75" }]);
    expect(sigma.ictServiceTypes).toEqual(["eba_TA:S09", "eba_TA:S10", "eba_TA:S11"]);
  });

  it("a provider's direct functions, contracts and cost per currency", () => {
    const alpha = result.vendors[1]!;
    expect(alpha.roles).toEqual(["provider"]);
    expect(alpha.criticalFunctions.map((f) => [f.identifier, f.direct])).toEqual([
      ["F1", true],
      ["F2", true],
      ["F3", true],
    ]);
    expect([alpha.contracts, alpha.directContracts, alpha.chainContracts]).toEqual([2, 2, 0]);
    expect(alpha.annualCost).toEqual([
      { currency: "EUR", amount: "1000.50" },
      { currency: "USD", amount: "200.00" },
    ]);
    const beta = result.vendors[2]!;
    expect([beta.contracts, beta.annualCost]).toEqual([1, [{ currency: "EUR", amount: "300.25" }]]);
  });

  it("totals", () => {
    expect(result.totals).toEqual({
      criticalFunctions: 4,
      vendors: 3,
      contracts: 4,
      annualCost: [
        { currency: "EUR", amount: "1300.75" },
        { currency: "USD", amount: "200.00" },
      ],
    });
  });

  it("no critical function: every share is 0", () => {
    const none = concentration({ ...input, functions: [fn(5, false)] });
    expect(none.totals.criticalFunctions).toBe(0);
    expect(none.vendors.every((v) => v.share === 0 && v.sharePercent === "0.0")).toBe(true);
  });

  it("rounds the percentage half up to one decimal", () => {
    expect([percentText(1, 3), percentText(2, 3), percentText(1, 8), percentText(1, 6), percentText(0, 5)]).toEqual([
      "33.3",
      "66.7",
      "12.5",
      "16.7",
      "0.0",
    ]);
  });
});
