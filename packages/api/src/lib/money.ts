// Money rules every domain shares (vendor contract values, invoice amounts): exact decimal strings and integer
// cents, never binary floats. Plain functions, no server code: the schemas and the web use them too.

/** Largest amount a numeric(18,2) column holds, in cents. */
export const MAX_CENTS = 10n ** 18n - 1n;

/** "1234.5" / 1234.5 → 123450n. Throws on anything that is not a plain decimal with at most 2 places. */
export function toCents(value: string | number): bigint {
  const text = typeof value === "number" ? numberToDecimalString(value) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${value}`);
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** 123450n → "1234.50". */
export function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? "-" : ""}${abs / 100n}.${(abs % 100n).toString().padStart(2, "0")}`;
}

function numberToDecimalString(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not an amount: ${value}`);
  // Round to cents first, so 0.1 + 0.2 style noise never leaks into a decimal column.
  const rounded = Math.round(value * 100) / 100;
  if (Math.abs(rounded - value) > 1e-9 * Math.max(1, Math.abs(value)))
    throw new Error(`More than 2 decimals: ${value}`);
  return rounded.toFixed(2);
}

/** "1234567.5" → "1,234,567.50" for audit sentences. */
export function formatAmount(amount: string, currency?: string): string {
  const [whole = "0", fraction = "00"] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${grouped}.${fraction.padEnd(2, "0")}${currency ? ` ${currency}` : ""}`;
}
