import { describe, expect, it } from "vitest";
import { createKpiBreachFormInput, createKpiBreachInput } from "../schemas/kpi-breaches.js";
import { breachDateProblem, formatMeasure, readMeasure } from "./rules.js";

describe("formatMeasure", () => {
  it("writes % and other symbol units straight after the number", () => {
    expect(formatMeasure("97.5", "%")).toBe("97.5%");
    expect(formatMeasure("2", " ‰ ")).toBe("2‰");
  });
  it("keeps a space before word units, and writes the bare number without a unit", () => {
    expect(formatMeasure("250", "ms")).toBe("250 ms");
    expect(formatMeasure("4", "hours")).toBe("4 hours");
    expect(formatMeasure("12", null)).toBe("12");
    expect(formatMeasure("12", "  ")).toBe("12");
  });
});

describe("readMeasure", () => {
  it("reads numbers with up to 4 decimals, as typed", () => {
    expect(readMeasure("Target", "99.9")).toEqual({ ok: true, value: "99.9" });
    expect(readMeasure("Target", " -3 ")).toEqual({ ok: true, value: "-3" });
    expect(readMeasure("Actual", 42.125)).toEqual({ ok: true, value: "42.125" });
  });
  it("says to put a typed unit in the Unit field, naming the field as labelled", () => {
    expect(readMeasure("Target", "97.5%")).toEqual({
      ok: false,
      message: 'Target: enter the number only (97.5) and put "%" in the Unit field',
    });
    expect(readMeasure("Actual", "250 ms")).toEqual({
      ok: false,
      message: 'Actual: enter the number only (250) and put "ms" in the Unit field',
    });
    expect(readMeasure("Actual", "97,5 %")).toMatchObject({ message: expect.stringContaining("(97.5)") });
  });
  it("refuses other text, too many decimals and an empty value with the field's name", () => {
    expect(readMeasure("Target", "high")).toEqual({ ok: false, message: "Target must be a number, e.g. 99.9" });
    expect(readMeasure("Target", "1,000")).toEqual({ ok: false, message: "Target must be a number, e.g. 99.9" });
    expect(readMeasure("Target", "1.23456")).toEqual({ ok: false, message: "Target can have at most 4 decimals" });
    expect(readMeasure("Actual", "")).toEqual({ ok: false, message: "Actual is required" });
  });
});

describe("the breach schema", () => {
  const valid = {
    vendorId: "018f0000-0000-7000-8000-000000000001",
    kpi: "Availability",
    threshold: "99.9",
    actual: "97.5",
    unit: "%",
    severity: "high",
    occurredAt: "2026-06-01",
  };
  it("names the Target field as the form labels it", () => {
    const result = createKpiBreachInput.safeParse({ ...valid, threshold: "99.9%" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["threshold"],
        message: 'Target: enter the number only (99.9) and put "%" in the Unit field',
      }),
    ]);
  });
  it("accepts numbers", () => {
    expect(createKpiBreachInput.parse(valid)).toMatchObject({ threshold: "99.9", actual: "97.5", unit: "%" });
  });
  it("in the form, refuses a breach date after the organisation's today on the date field", () => {
    const form = createKpiBreachFormInput("2026-06-01");
    expect(form.safeParse(valid).success).toBe(true);
    const result = form.safeParse({ ...valid, occurredAt: "2026-06-02" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["occurredAt"], message: "The breach date cannot be after today" }),
    ]);
  });
});

describe("breachDateProblem", () => {
  it("accepts today and earlier days, and refuses a later one, compared as calendar dates", () => {
    expect(breachDateProblem(new Date("2026-11-24T00:00:00Z"), "2026-11-24")).toBeNull();
    expect(breachDateProblem("2026-11-23", "2026-11-24")).toBeNull();
    expect(breachDateProblem(new Date("2026-11-25T00:00:00Z"), "2026-11-24")).toBe(
      "The breach date cannot be after today",
    );
  });
});
