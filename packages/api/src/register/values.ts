// Small conversions the register's services share (engineer B's files): calendar dates and money between the
// database's types and the answers' text.
import type { Prisma } from "@tprm/db";

/** "2026-03-01" → the Date a @db.Date column takes (midnight UTC). */
export const toDay = (text: string) => new Date(`${text}T00:00:00.000Z`);
export const toDayOrNull = (text: string | null | undefined) => (text == null ? null : toDay(text));
/** A @db.Date column's value → "2026-03-01". */
export const dayText = (date: Date) => date.toISOString().slice(0, 10);
export const dayTextOrNull = (date: Date | null) => (date == null ? null : dayText(date));
export const moneyOrNull = (value: Prisma.Decimal | null) => (value == null ? null : value.toFixed(2));

/** Copies the fields a body gives (undefined leaves a field as it is) into a Prisma update's data. */
export function givenFields<T extends Record<string, unknown>>(
  body: T,
  convert: Partial<Record<keyof T, (v: never) => unknown>> = {},
) {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const fn = convert[key as keyof T] as ((v: unknown) => unknown) | undefined;
    data[key] = fn ? fn(value) : value;
  }
  return data;
}
