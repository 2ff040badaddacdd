/**
 * ROI calculator of the public landing page (spec §5 slider bounds, §9 formula).
 *
 * Pure and dependency-free so the web app can import it and the unit tests can pin the formula:
 *   annual savings  = 8.5 × vendors + 125 × spend (in $M) + 85,000 × risk staff
 *   ROI %           = savings / 50,000 × 100
 *   payback months  = 50,000 / (savings / 12), rounded to one decimal
 *   breakdown       = 40% process automation, 35% risk mitigation, 25% compliance efficiency
 */

export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Starting position of the slider on the landing page. */
  readonly initial: number;
}

/** Active vendors under management: 100 to 10,000, step 50. */
export const ROI_VENDOR_BOUNDS: SliderBounds = { min: 100, max: 10_000, step: 50, initial: 500 };
/** Annual third-party spend in millions of US dollars: 10 to 1,000, step 10. */
export const ROI_SPEND_BOUNDS: SliderBounds = { min: 10, max: 1_000, step: 10, initial: 100 };
/** Full-time risk management staff: 1 to 50, step 1. */
export const ROI_STAFF_BOUNDS: SliderBounds = { min: 1, max: 50, step: 1, initial: 5 };

export const ROI_BOUNDS = {
  vendors: ROI_VENDOR_BOUNDS,
  spendMillions: ROI_SPEND_BOUNDS,
  staff: ROI_STAFF_BOUNDS,
} as const;

/** The annual platform investment the ROI and payback are measured against (US dollars). */
export const ROI_PLATFORM_INVESTMENT = 50_000;

export const ROI_SAVINGS_PER_VENDOR = 8.5;
export const ROI_SAVINGS_PER_MILLION_SPEND = 125;
export const ROI_SAVINGS_PER_STAFF = 85_000;

export const ROI_BREAKDOWN_SHARES = {
  processAutomation: 0.4,
  riskMitigation: 0.35,
  complianceEfficiency: 0.25,
} as const;

export interface RoiInput {
  /** Active vendors under management. */
  vendors: number;
  /** Annual third-party spend, in millions of US dollars. */
  spendMillions: number;
  /** Full-time risk management staff. */
  staff: number;
}

export interface RoiBreakdown {
  processAutomation: number;
  riskMitigation: number;
  complianceEfficiency: number;
}

export interface RoiResult {
  /** Estimated annual savings in US dollars. */
  annualSavings: number;
  /** Return on the annual platform investment, in percent (not rounded). */
  roiPercent: number;
  /** Months until the savings repay the investment, rounded to one decimal; null when there are no savings. */
  paybackMonths: number | null;
  /** The annual savings split into its three sources (US dollars). */
  breakdown: RoiBreakdown;
}

export function calculateRoi({ vendors, spendMillions, staff }: RoiInput): RoiResult {
  for (const [name, value] of [
    ["vendors", vendors],
    ["spendMillions", spendMillions],
    ["staff", staff],
  ] as const) {
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`${name} must be a finite number of zero or more, got ${value}`);
    }
  }

  const annualSavings =
    ROI_SAVINGS_PER_VENDOR * vendors + ROI_SAVINGS_PER_MILLION_SPEND * spendMillions + ROI_SAVINGS_PER_STAFF * staff;
  const roiPercent = (annualSavings / ROI_PLATFORM_INVESTMENT) * 100;
  const paybackMonths = annualSavings > 0 ? roundToOneDecimal(ROI_PLATFORM_INVESTMENT / (annualSavings / 12)) : null;

  return {
    annualSavings,
    roiPercent,
    paybackMonths,
    breakdown: {
      processAutomation: annualSavings * ROI_BREAKDOWN_SHARES.processAutomation,
      riskMitigation: annualSavings * ROI_BREAKDOWN_SHARES.riskMitigation,
      complianceEfficiency: annualSavings * ROI_BREAKDOWN_SHARES.complianceEfficiency,
    },
  };
}

/** Snaps a raw value onto a slider's range and step grid (what a range input would do). */
export function snapToBounds(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value)) return bounds.initial;
  const clamped = Math.min(bounds.max, Math.max(bounds.min, value));
  const steps = Math.round((clamped - bounds.min) / bounds.step);
  return Math.min(bounds.max, bounds.min + steps * bounds.step);
}

function roundToOneDecimal(value: number): number {
  // Scale by ten with a tiny epsilon so values such as 1.35 round up as people expect.
  return Math.round((value + Number.EPSILON) * 10) / 10;
}
