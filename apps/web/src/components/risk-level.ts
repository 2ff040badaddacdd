// The risk levels' colours, in one place for every screen that shows one (a vendor's risk rating, an assessment's
// overall risk and its domains' levels, the form's live level, the dashboard's charts and heat map), so a level reads
// the same everywhere: Low emerald, Medium amber, High orange, Critical solid red; no level a dashed outline.
// Each use has its own shades, chosen for its contrast in both themes: a chip's text on its tint 4.5:1 (WCAG 1.4.3),
// a chart's bar 3:1 against the card (1.4.11), a heat-map cell's text on its fill 4.5:1.
import type { RiskLevelValue } from "@tprm/api/schemas";

const CHIP: Readonly<Record<RiskLevelValue, string>> = {
  low: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-500/15 dark:text-emerald-200",
  medium:
    "border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-400/30 dark:bg-amber-500/15 dark:text-amber-200",
  high: "border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-400/40 dark:bg-orange-500/25 dark:text-orange-100",
  critical: "border-red-700 bg-red-700 text-white dark:border-red-500 dark:bg-red-600 dark:text-white",
};

/** A risk chip's colours; a dashed outline while there is no level, a neutral one for a value that is not a level. */
export function riskChipClassName(risk: string | null | undefined): string {
  if (!risk) return "border-dashed text-muted-foreground";
  return CHIP[risk as RiskLevelValue] ?? "bg-muted text-muted-foreground";
}

/**
 * The chart colours, as CSS variables set on the charts' root: light shades, then the dark theme's. In the light
 * theme the bars also darken as risk rises (amber 600, orange 700, red 800), so Medium, High and Critical stay apart
 * side by side. The SVG charts fill with riskFill(level), so one chart draws right in both themes.
 */
export const RISK_COLOUR_VARS = [
  "[--risk-low:var(--color-emerald-600)] dark:[--risk-low:var(--color-emerald-500)]",
  "[--risk-medium:var(--color-amber-600)] dark:[--risk-medium:var(--color-amber-400)]",
  "[--risk-high:var(--color-orange-700)] dark:[--risk-high:var(--color-orange-500)]",
  "[--risk-critical:var(--color-red-800)] dark:[--risk-critical:var(--color-red-500)]",
  "[--risk-none:var(--color-slate-500)] dark:[--risk-none:var(--color-slate-400)]",
].join(" ");

/** A chart's fill for a level (null: not rated), read from RISK_COLOUR_VARS. */
export function riskFill(level: RiskLevelValue | null): string {
  return level ? `var(--risk-${level})` : "var(--risk-none)";
}

const CELL: Readonly<Record<RiskLevelValue, string>> = {
  low: "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100",
  medium: "bg-amber-100 text-amber-900 dark:bg-amber-400/25 dark:text-amber-50",
  high: "bg-orange-300 text-orange-950 dark:bg-orange-600/70 dark:text-white",
  critical: "bg-red-700 text-white dark:bg-red-600 dark:text-white",
};

/** A heat-map cell: a tint per level with text that reads on it, Critical solid red as the chips. */
export function riskCellClassName(level: RiskLevelValue | null): string {
  return level ? CELL[level] : "text-muted-foreground";
}
