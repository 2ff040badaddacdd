import { RISK_LEVELS } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import { RISK_COLOUR_VARS, riskCellClassName, riskChipClassName, riskFill } from "./risk-level";

describe("the risk levels' colours", () => {
  it("gives each level its own chip, Critical solid red, and no level a dashed outline", () => {
    expect(new Set(RISK_LEVELS.map(riskChipClassName)).size).toBe(4);
    expect(riskChipClassName("low")).toContain("emerald");
    expect(riskChipClassName("medium")).toContain("amber");
    expect(riskChipClassName("high")).toContain("orange");
    expect(riskChipClassName("critical")).toContain("bg-red-700 text-white");
    expect(riskChipClassName(null)).toContain("border-dashed");
    expect(riskChipClassName("severe")).toBe("bg-muted text-muted-foreground");
  });

  it("fills the charts from one variable per level, each set for both themes", () => {
    expect(RISK_LEVELS.map(riskFill)).toEqual([
      "var(--risk-low)",
      "var(--risk-medium)",
      "var(--risk-high)",
      "var(--risk-critical)",
    ]);
    expect(riskFill(null)).toBe("var(--risk-none)");
    for (const name of [...RISK_LEVELS, "none"]) {
      expect(RISK_COLOUR_VARS).toContain(`[--risk-${name}:`);
      expect(RISK_COLOUR_VARS).toContain(`dark:[--risk-${name}:`);
    }
  });

  it("colours the heat map's cells in the same hues, Critical as its chip", () => {
    expect(new Set(RISK_LEVELS.map(riskCellClassName)).size).toBe(4);
    expect(riskCellClassName("critical")).toContain("bg-red-700 text-white");
    expect(riskCellClassName(null)).toBe("text-muted-foreground");
  });
});
