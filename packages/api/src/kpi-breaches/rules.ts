// KPI breach rules as plain functions: how a target or actual value is read from a form and how a measure is
// written in sentences. The schema (schemas/kpi-breaches.ts), the service and the web use them; rules.test.ts pins
// them down.

import { type IsoDate, isoDate } from "../lib/dates.js";

/**
 * A breach cannot have occurred after today (the organisation's calendar date, lib/dates todayIn): the date field's
 * calendar stops there, but a date typed in the field or sent to the API is checked too. Returns the message for the
 * occurredAt field, or null.
 */
export function breachDateProblem(occurredAt: Date | string, today: IsoDate): string | null {
  return isoDate(occurredAt) > today ? "The breach date cannot be after today" : null;
}

/** Units written straight after the number ("97.5%"); every other unit gets a space ("250 ms", "4 hours"). */
const UNSPACED_UNITS = new Set(["%", "‰", "‱", "°"]);

/** "97.5%", "250 ms", "4 hours", or the bare number when there is no unit. */
export function formatMeasure(value: string, unit: string | null | undefined): string {
  const u = unit?.trim();
  if (!u) return value;
  return UNSPACED_UNITS.has(u) ? `${value}${u}` : `${value} ${u}`;
}

const NUMBER = /^-?\d{1,14}(\.\d+)?$/;
const NUMBER_WITH_UNIT = /^(-?\d{1,14}(?:[.,]\d+)?)\s*([^\d\s.,-].*)$/;

export type MeasureReading = { ok: true; value: string } | { ok: false; message: string };

/**
 * A target or actual value as typed, for the field the user sees as `label` ("Target", "Actual"): a number with
 * at most 4 decimals. A unit typed after the number ("97.5%", "250 ms") is refused with a message that says to
 * put it in the Unit field, so the value and its unit are never stored in one text.
 */
export function readMeasure(label: string, input: string | number): MeasureReading {
  const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.trim();
  if (text === "") return { ok: false, message: `${label} is required` };
  if (NUMBER.test(text)) {
    const decimals = text.split(".")[1]?.length ?? 0;
    if (decimals > 4) return { ok: false, message: `${label} can have at most 4 decimals` };
    return { ok: true, value: text };
  }
  const withUnit = NUMBER_WITH_UNIT.exec(text);
  if (withUnit) {
    const [, number = "", unit = ""] = withUnit;
    return {
      ok: false,
      message: `${label}: enter the number only (${number.replace(",", ".")}) and put "${unit.trim()}" in the Unit field`,
    };
  }
  return { ok: false, message: `${label} must be a number, e.g. 99.9` };
}
