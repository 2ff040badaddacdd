// Turning the analytics' figures into what the charts and tables show: bars with their wording, shares as text.
import type { TFunction } from "i18next";
import { formatCount } from "../../../lib/format";
import { currentLocale } from "../../../lib/preferences";
import type { BarDatum } from "./Bars";

/** A share of a whole as a number with one decimal (33.3); null when there is no whole. */
export function percentValue(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A percentage (12.5 = 12.5 %) as the user's language writes it: "12.5%", "12,5 %"; "—" for none. */
export function percentOf(value: number | null): string {
  if (value === null) return "—";
  return (value / 100).toLocaleString(currentLocale(), { style: "percent", maximumFractionDigits: 1 });
}

/** part / whole as text: "33.3%". */
export const percentText = (part: number, whole: number) => percentOf(percentValue(part, whole));

/** Count bars: each name with its count, worded for the label and the tooltip. */
export function countBars(
  items: ReadonlyArray<{ name: string; count: number; fill: string }>,
  t: TFunction,
): BarDatum[] {
  return items.map((item) => ({
    name: item.name,
    value: item.count,
    valueText: formatCount(item.count),
    fill: item.fill,
    tooltip: { title: item.name, value: t("analytics:count", { count: item.count, n: formatCount(item.count) }) },
  }));
}

/** Amount bars: exact decimal text drawn as a number, worded with its currency. */
export function amountBars(
  items: ReadonlyArray<{ name: string; amount: string; text: string; fill: string }>,
): BarDatum[] {
  return items.map((item) => ({
    name: item.name,
    value: Number(item.amount),
    valueText: item.text,
    fill: item.fill,
    tooltip: { title: item.name, value: item.text },
  }));
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/** An axis value in short: 1.2K, 3.4M, 1,2 Mio. */
export function compactNumber(value: number): string {
  const locale = currentLocale();
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
    compactFormats.set(locale, format);
  }
  return format.format(value);
}
