import { describe, expect, it } from "vitest";
import {
  calculateRoi,
  ROI_BOUNDS,
  ROI_PLATFORM_INVESTMENT,
  ROI_SPEND_BOUNDS,
  ROI_STAFF_BOUNDS,
  ROI_VENDOR_BOUNDS,
  snapToBounds,
} from "./roi.js";

describe("calculateRoi", () => {
  it("computes the landing page's starting figures (500 vendors, $100M spend, 5 staff)", () => {
    const result = calculateRoi({ vendors: 500, spendMillions: 100, staff: 5 });
    // 8.5 × 500 + 125 × 100 + 85,000 × 5
    expect(result.annualSavings).toBe(441_750);
    expect(result.roiPercent).toBeCloseTo(883.5, 10);
    // 50,000 / (441,750 / 12) = 1.358…
    expect(result.paybackMonths).toBe(1.4);
    expect(result.breakdown.processAutomation).toBeCloseTo(176_700, 6);
    expect(result.breakdown.riskMitigation).toBeCloseTo(154_612.5, 6);
    expect(result.breakdown.complianceEfficiency).toBeCloseTo(110_437.5, 6);
  });

  it("computes the figures at the lowest slider positions", () => {
    const result = calculateRoi({ vendors: 100, spendMillions: 10, staff: 1 });
    expect(result.annualSavings).toBe(87_100);
    expect(result.roiPercent).toBeCloseTo(174.2, 10);
    // 50,000 / 7,258.33 = 6.888…
    expect(result.paybackMonths).toBe(6.9);
  });

  it("computes the figures at the highest slider positions", () => {
    const result = calculateRoi({ vendors: 10_000, spendMillions: 1_000, staff: 50 });
    expect(result.annualSavings).toBe(4_460_000);
    expect(result.roiPercent).toBeCloseTo(8_920, 10);
    expect(result.paybackMonths).toBe(0.1);
  });

  it("gives a twelve-month payback when savings equal the investment", () => {
    // 125 × 400 = 50,000: the savings exactly repay the annual investment.
    const result = calculateRoi({ vendors: 0, spendMillions: 400, staff: 0 });
    expect(result.annualSavings).toBe(ROI_PLATFORM_INVESTMENT);
    expect(result.roiPercent).toBe(100);
    expect(result.paybackMonths).toBe(12);
  });

  it("rounds the payback to one decimal", () => {
    // 50,000 / (170,000 / 12) = 3.529… months
    expect(calculateRoi({ vendors: 0, spendMillions: 0, staff: 2 }).paybackMonths).toBe(3.5);
    // 50,000 / (255,000 / 12) = 2.352… months
    expect(calculateRoi({ vendors: 0, spendMillions: 0, staff: 3 }).paybackMonths).toBe(2.4);
  });

  it("splits the savings 40 / 35 / 25 and the parts add up to the whole", () => {
    const { annualSavings, breakdown } = calculateRoi({ vendors: 2_350, spendMillions: 270, staff: 12 });
    expect(annualSavings).toBe(8.5 * 2_350 + 125 * 270 + 85_000 * 12);
    expect(breakdown.processAutomation / annualSavings).toBeCloseTo(0.4, 12);
    expect(breakdown.riskMitigation / annualSavings).toBeCloseTo(0.35, 12);
    expect(breakdown.complianceEfficiency / annualSavings).toBeCloseTo(0.25, 12);
    expect(breakdown.processAutomation + breakdown.riskMitigation + breakdown.complianceEfficiency).toBeCloseTo(
      annualSavings,
      6,
    );
  });

  it("has no payback period when there are no savings", () => {
    const result = calculateRoi({ vendors: 0, spendMillions: 0, staff: 0 });
    expect(result.annualSavings).toBe(0);
    expect(result.roiPercent).toBe(0);
    expect(result.paybackMonths).toBeNull();
  });

  it("rejects negative and non-finite inputs", () => {
    expect(() => calculateRoi({ vendors: -1, spendMillions: 10, staff: 1 })).toThrow(RangeError);
    expect(() => calculateRoi({ vendors: 100, spendMillions: Number.NaN, staff: 1 })).toThrow(RangeError);
    expect(() => calculateRoi({ vendors: 100, spendMillions: 10, staff: Number.POSITIVE_INFINITY })).toThrow(
      RangeError,
    );
  });
});

describe("slider bounds", () => {
  it("match the specification", () => {
    expect(ROI_VENDOR_BOUNDS).toMatchObject({ min: 100, max: 10_000, step: 50 });
    expect(ROI_SPEND_BOUNDS).toMatchObject({ min: 10, max: 1_000, step: 10 });
    expect(ROI_STAFF_BOUNDS).toMatchObject({ min: 1, max: 50, step: 1 });
    expect(ROI_BOUNDS).toEqual({
      vendors: ROI_VENDOR_BOUNDS,
      spendMillions: ROI_SPEND_BOUNDS,
      staff: ROI_STAFF_BOUNDS,
    });
  });

  it("start every slider on its grid and inside its range", () => {
    for (const bounds of Object.values(ROI_BOUNDS)) {
      expect(bounds.initial).toBeGreaterThanOrEqual(bounds.min);
      expect(bounds.initial).toBeLessThanOrEqual(bounds.max);
      expect((bounds.initial - bounds.min) % bounds.step).toBe(0);
    }
  });

  it("snap values onto the range and step grid", () => {
    expect(snapToBounds(123, ROI_VENDOR_BOUNDS)).toBe(100);
    expect(snapToBounds(126, ROI_VENDOR_BOUNDS)).toBe(150);
    expect(snapToBounds(20_000, ROI_VENDOR_BOUNDS)).toBe(10_000);
    expect(snapToBounds(0, ROI_SPEND_BOUNDS)).toBe(10);
    expect(snapToBounds(17.4, ROI_STAFF_BOUNDS)).toBe(17);
    expect(snapToBounds(Number.NaN, ROI_STAFF_BOUNDS)).toBe(ROI_STAFF_BOUNDS.initial);
  });
});
