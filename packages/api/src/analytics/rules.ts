// The analytics' arithmetic as plain functions (docs/ANALYTICS.md): the period the monthly series cover, the months
// in it, shares and the concentration index. Money stays exact: amounts are decimal text, divided only for shares.
import { addMonths, type IsoDate } from "../lib/dates.js";
import { toCents } from "../lib/money.js";
import { ANALYTICS_MONTHS } from "../schemas/analytics.js";

/** This month and the eleven before it: from the first day of the earliest month up to and including today. */
export function analyticsPeriod(today: IsoDate, months = ANALYTICS_MONTHS): { from: IsoDate; to: IsoDate } {
  return { from: addMonths(`${today.slice(0, 7)}-01`, -(months - 1)), to: today };
}

/** The months of a period, oldest first: "2025-12", "2026-01", … */
export function monthsOf(period: { from: IsoDate; to: IsoDate }): string[] {
  const out: string[] = [];
  for (let first = `${period.from.slice(0, 7)}-01`; first <= period.to; first = addMonths(first, 1)) {
    out.push(first.slice(0, 7));
  }
  return out;
}

/** A count, cents, or an amount as decimal text (in cents). */
type Units = number | bigint | string;
const units = (value: Units) =>
  typeof value === "bigint" ? value : typeof value === "number" ? BigInt(Math.round(value)) : toCents(value);

/** `part` of `whole` as a percentage with one decimal; null when the whole is nothing. Exact amounts or counts. */
export function sharePercent(part: Units, whole: Units): number | null {
  const p = units(part);
  const w = units(whole);
  if (w <= 0n) return null;
  // Tenths of a percent, half up, in integers.
  return Number((p * 2000n + w) / (2n * w)) / 10;
}

/**
 * The Herfindahl–Hirschman index of amounts: the sum of each one's squared percentage share, 0–10,000 (one vendor
 * holding everything: 10,000). Computed exactly from the cents, rounded to a whole number.
 */
export function herfindahl(sumOfSquaredCents: bigint, totalCents: bigint): number {
  if (totalCents <= 0n) return 0;
  const denominator = totalCents * totalCents;
  return Number((sumOfSquaredCents * 20_000n + denominator) / (2n * denominator));
}
