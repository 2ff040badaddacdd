import { FIRST_REFERENCE_DATE, lastReferenceDate } from "@tprm/api/schemas";
import type { TFunction } from "i18next";
import { errorText } from "../../components/error-text";
import { formatCalendarDate } from "../../lib/format";

// The scope's limits as the server checks them (packages/api/src/schemas/register-reports.ts), and the server's
// refusals of a scope in the user's language.

/** The reference dates the server takes: DORA's first register (2024-12-31) to the end of next year. */
export function referenceDateBounds(now: Date = new Date()) {
  return { min: FIRST_REFERENCE_DATE, max: lastReferenceDate(now) };
}

/** Why the server would refuse this reference date, as a translated sentence; null when it takes it. */
export function referenceDateProblem(
  t: TFunction,
  date: string,
  bounds: { min: string; max: string } = referenceDateBounds(),
): string | null {
  if (date < bounds.min) return t("register:scope.tooEarly", { date: formatCalendarDate(bounds.min) });
  if (date > bounds.max) return t("register:scope.tooLate", { date: formatCalendarDate(bounds.max) });
  return null;
}

type Params = (m: RegExpExecArray) => Record<string, string>;
const none: Params = () => ({});
const date: Params = (m) => ({ date: formatCalendarDate(m[1]) });

// The server's messages may come as "<field>: <message>" (a refused input): matched anywhere in the text.
const SCOPE_MESSAGES: readonly [RegExp, string, Params][] = [
  [/No entity maintains the register: choose the reporting entity/, "register:scope.errors.noMaintainer", none],
  [/Choose an entity of the register \(not a branch\)/, "register:scope.errors.notAnEntity", none],
  [/Reference date must be on or after (\d{4}-\d{2}-\d{2})/, "register:scope.tooEarly", date],
  [/Reference date must be on or before (\d{4}-\d{2}-\d{2})/, "register:scope.tooLate", date],
  [/Reference date must be a date/, "register:scope.errors.notADate", none],
];

/**
 * A failed call on a scope (checks, concentration, export) in the user's language: the server's known refusals of
 * a scope translated, the network's text, else the server's own message or the fallback.
 */
export function scopeErrorText(t: TFunction, error: unknown, fallback: string): string {
  const text = errorText(t, error, fallback);
  for (const [pattern, key, params] of SCOPE_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return t(key, params(match));
  }
  return text;
}
