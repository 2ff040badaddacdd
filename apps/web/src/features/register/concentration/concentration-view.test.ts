import { describe, expect, it } from "vitest";
import { type ConcentrationVendor, dependencyOf, rankedByShare } from "./concentration-view";

const fn = (id: string, direct: boolean) => ({ id, identifier: id, name: `Function ${id}`, direct });
const vendor = (name: string, share: number, functions: ReturnType<typeof fn>[]): ConcentrationVendor => ({
  vendorId: name,
  name,
  lei: null,
  country: "DE",
  roles: ["provider"],
  criticalFunctions: functions,
  share,
  sharePercent: (share * 100).toFixed(1),
  contracts: 1,
  directContracts: 1,
  chainContracts: 0,
  annualCost: [],
  ictServiceTypes: [],
});

describe("the concentration chart's bars", () => {
  it("ranks the providers with critical functions by share, ties by name, at most the given number", () => {
    const ranked = rankedByShare(
      [
        vendor("Beta", 0.5, [fn("F1", true)]),
        vendor("None", 0, []),
        vendor("Alpha", 0.5, [fn("F2", false)]),
        vendor("Gamma", 1, [fn("F1", true), fn("F2", true)]),
      ],
      2,
    );
    expect(ranked.map((v) => v.name)).toEqual(["Gamma", "Alpha"]);
  });
});

describe("how a provider's critical functions depend on it", () => {
  it("tells direct, through the chain, both and none apart", () => {
    expect(dependencyOf({ criticalFunctions: [fn("F1", true)] })).toBe("direct");
    expect(dependencyOf({ criticalFunctions: [fn("F1", false)] })).toBe("chain");
    expect(dependencyOf({ criticalFunctions: [fn("F1", true), fn("F2", false)] })).toBe("both");
    expect(dependencyOf({ criticalFunctions: [] })).toBe("none");
  });
});
