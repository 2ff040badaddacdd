import { calendarDateIn, type DateFormat, formatIsoDate, isoDate, parseDateText } from "@tprm/api/dates";
import { i18n } from "../i18n";
import { currentLocale, getPreferences } from "./preferences";

// The one set of date, time and number helpers: every screen shows dates in the user's date format and time zone,
// and numbers and money in the user's language (lib/preferences.ts).

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "14:05" or "2:05 PM", as the language writes a time, in the user's time zone. */
function formatTime(date: Date): string {
  const { timeZone } = getPreferences();
  const locale = currentLocale();
  const key = `${locale}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" });
    timeFormats.set(key, format);
  }
  return format.format(date);
}

/** An instant's time of day where the user is: "2:05 PM", "14:05" (the wizard's "Draft auto-saved at …"). */
export function formatTimeOfDay(value: string | Date | null | undefined, empty = "—"): string {
  const date = toDate(value);
  return date ? formatTime(date) : empty;
}

/** An instant as its date and time where the user is: "03/31/2026 2:05 PM", "2026-03-31 14:05". */
export function formatDateTime(value: string | Date | null | undefined, empty = "—"): string {
  const date = toDate(value);
  return date ? `${formatDate(date)} ${formatTime(date)}` : empty;
}

/** An instant as the calendar date it falls on where the user is, in the user's date format. */
export function formatDate(value: string | Date | null | undefined, empty = "—"): string {
  const date = toDate(value);
  if (!date) return empty;
  const { dateFormat, timeZone } = getPreferences();
  return formatIsoDate(calendarDateIn(date, timeZone), dateFormat);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, per 001 §9: under a minute "Just now", then minutes, hours, and days up to 6; older, the date.
 * Times in the future (a clock ahead of the server's) read as "Just now".
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return "—";
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE) return i18n.t("common:time.justNow");
  if (elapsed >= 7 * DAY) return formatDate(date);
  const relative = new Intl.RelativeTimeFormat(currentLocale(), { numeric: "always" });
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  return relative.format(-Math.floor(elapsed / DAY), "day");
}

/** True while a lockout time lies in the future. */
export function isLockedNow(lockedUntil: string | Date | null | undefined, now = Date.now()): boolean {
  const date = toDate(lockedUntil);
  return date !== null && date.getTime() > now;
}

/** A calendar date ("2026-03-31", as invoices carry them) in the user's date format: the same day in every zone. */
export function formatCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return "—";
  if (typeof value === "string" && !/^\d{4}-\d{2}-\d{2}/.test(value)) return "—";
  if (value instanceof Date && Number.isNaN(value.getTime())) return "—";
  return formatIsoDate(isoDate(value), getPreferences().dateFormat);
}

/** A calendar month ("2026-03") as the user's language names it: "Mar 2026", "März 2026", "2026年3月". */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return "—";
  return new Intl.DateTimeFormat(currentLocale(), { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
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
export function formatMoney(
  value: string | number | null | undefined,
  currency = "USD",
  locale = currentLocale(),
): string {
  const money = moneyValue(value);
  return money ? currencyFormat(money.exact, currency, locale, !money.whole) : "—";
}

/** Invoices keep their cents: "$12,450.50". Exact for any amount the database holds (numeric(18,2)). */
export function formatAmount(
  value: string | number | null | undefined,
  currency = "USD",
  locale = currentLocale(),
): string {
  const money = moneyValue(value);
  return money ? currencyFormat(money.exact, currency, locale, true) : "—";
}

/**
 * An amount in millions (an exact decimal string such as "225297.6", as the API rounds it) with its currency and one
 * decimal: "$225,297.6M", "€12.4M", "CHF 3.1M". The "M" follows the number wherever the locale puts the symbol.
 */
export function formatMoneyMillions(millions: string | number, currency: string, locale = currentLocale()): string {
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

/** A count with its thousands grouped as the user's language groups them: 100000 → "100,000", "100.000". */
export function formatCount(value: number): string {
  return value.toLocaleString(currentLocale());
}

/**
 * A number with at most `maxDecimals` decimals (and at least `minDecimals`), as the user's language writes it:
 * formatDecimal(99.95, 4) → "99.95", "99,95"; formatDecimal(50, 1, 1) → "50.0", "50,0".
 */
export function formatDecimal(value: number, maxDecimals = 2, minDecimals = 0): string {
  return value.toLocaleString(currentLocale(), {
    maximumFractionDigits: maxDecimals,
    minimumFractionDigits: Math.min(minDecimals, maxDecimals),
  });
}

const currencyNames = new Map<string, Intl.DisplayNames | null>();

/** An ISO 4217 code's name in the user's language: "EUR" → "Euro" (the code itself when the browser has none). */
export function currencyName(code: string): string {
  const locale = currentLocale();
  if (!currencyNames.has(locale)) {
    try {
      currencyNames.set(locale, new Intl.DisplayNames(locale, { type: "currency" }));
    } catch {
      currencyNames.set(locale, null);
    }
  }
  try {
    return currencyNames.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}
