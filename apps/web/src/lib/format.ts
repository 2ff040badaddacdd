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
