import type { ConcentrationOutput } from "@tprm/api/schemas";

export type ConcentrationVendor = ConcentrationOutput["vendors"][number];

/** The chart's bars: the providers with at least one critical function, largest share first (ties by name), at most `max`. */
export function rankedByShare(vendors: readonly ConcentrationVendor[], max = 10): ConcentrationVendor[] {
  return vendors
    .filter((v) => v.criticalFunctions.length > 0)
    .sort((a, b) => b.share - a.share || a.name.localeCompare(b.name))
    .slice(0, max);
}

/** How a vendor's critical functions hang on it: directly (it provides them), through the supply chain, or both. */
export function dependencyOf(v: Pick<ConcentrationVendor, "criticalFunctions">): "direct" | "chain" | "both" | "none" {
  const direct = v.criticalFunctions.some((f) => f.direct);
  const chain = v.criticalFunctions.some((f) => !f.direct);
  if (direct && chain) return "both";
  if (direct) return "direct";
  return chain ? "chain" : "none";
}
