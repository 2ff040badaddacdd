import { type DateFormat, formatIsoDate, parseDateText } from "@tprm/api/dates";

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string | Date | null | undefined, empty = "—"): string {
  const date = toDate(value);
  return date ? dateTime.format(date) : empty;
}

export function formatDate(value: string | Date | null | undefined, empty = "—"): string {
  const date = toDate(value);
  return date ? dateOnly.format(date) : empty;
}

/** True while a lockout time lies in the future. */
export function isLockedNow(lockedUntil: string | Date | null | undefined, now = Date.now()): boolean {
  const date = toDate(lockedUntil);
  return date !== null && date.getTime() > now;
}

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date ("2026-03-31", as invoices carry them) shown as that same day in every time zone. */
export function formatCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? "—" : calendarDate.format(date);
}

/** A calendar date as a date field shows it, in the app's date format (DateField): "2026-03-31", "31/03/2026"… */
export function formatDateField(value: string, dateFormat: DateFormat): string {
  return formatIsoDate(value, dateFormat);
}

/** What was typed in a date field, in its format or as YYYY-MM-DD, as "YYYY-MM-DD"; null when it names no day. */
export function parseDateField(text: string, dateFormat: DateFormat): string | null {
  return parseDateText(text, dateFormat);
}

const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

/**
 * A money value as Intl.NumberFormat takes it: an exact decimal string stays a string (formatted digit for digit,
 * never through a float), a number stays a number; anything else is null.
 */
function moneyValue(value: string | number | null | undefined): { exact: `${number}` | number; whole: boolean } | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return { exact: value, whole: Number.isInteger(Math.round(value * 100) / 100) };
  }
  const text = value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  return { exact: text as `${number}`, whole: /^0*$/.test(match[1] ?? "") };
}

function currencyFormat(value: `${number}` | number, currency: string, locale: string | undefined, cents: boolean) {
  try {
    return new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      maximumFractionDigits: cents ? 2 : 0,
      minimumFractionDigits: cents ? 2 : 0,
    }).format(value as number);
  } catch {
    return `${currency} ${value}`;
  }
}

/** An exact decimal string (e.g. "1250000.00") as money; cents only when there are any: "$1,250,000", "$980,000.50". */
export function formatMoney(value: string | number | null | undefined, currency = "USD", locale?: string): string {
  const money = moneyValue(value);
  return money ? currencyFormat(money.exact, currency, locale, !money.whole) : "—";
}

/** Invoices keep their cents: "$12,450.50". Exact for any amount the database holds (numeric(18,2)). */
export function formatAmount(value: string | number | null | undefined, currency = "USD", locale?: string): string {
  const money = moneyValue(value);
  return money ? currencyFormat(money.exact, currency, locale, true) : "—";
}

/**
 * An amount in millions (an exact decimal string such as "225297.6", as the API rounds it) with its currency and one
 * decimal: "$225,297.6M", "€12.4M", "CHF 3.1M". The "M" follows the number wherever the locale puts the symbol.
 */
export function formatMoneyMillions(millions: string | number, currency: string, locale = "en-US"): string {
  const money = moneyValue(millions);
  if (!money) return "—";
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).formatToParts(money.exact as number);
    const last = parts.findLastIndex((p) => p.type === "integer" || p.type === "fraction");
    return parts.map((p, i) => (i === last ? `${p.value}M` : p.value)).join("");
  } catch {
    return `${currency} ${money.exact}M`;
  }
}

/** A count with its thousands grouped: 100000 → "100,000" (en-US, as the rest of the screens). */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}
