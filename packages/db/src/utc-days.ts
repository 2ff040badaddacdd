// Whole UTC days for the test factories and the demo seed (dates relative to today, so data never goes stale).

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on (UTC). */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `days` × 24 hours later (earlier when negative). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}
