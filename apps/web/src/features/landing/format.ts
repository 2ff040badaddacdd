const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** $441,750 */
export function formatUsd(value: number): string {
  return usd.format(Math.round(value));
}

/** $1.2M, $441.8K, $950 — for tight spaces such as breakdown bars on a phone. */
export function formatUsdCompact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `$${trimZero((value / 1_000_000).toFixed(abs >= 10_000_000 ? 1 : 2))}M`;
  if (abs >= 10_000) return `$${trimZero((value / 1_000).toFixed(1))}K`;
  return formatUsd(value);
}

/** 1,250 */
export function formatInteger(value: number): string {
  return integer.format(Math.round(value));
}

/** 883.5 → "884%" */
export function formatPercent(value: number): string {
  return `${integer.format(Math.round(value))}%`;
}

function trimZero(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}
