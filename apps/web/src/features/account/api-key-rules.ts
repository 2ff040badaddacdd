import { calendarDateIn } from "@tprm/api/dates";

// The API Keys card's rules (001 §5, docs/ACCOUNT.md).

/** Create is enabled once the name is non-blank after trimming. */
export function canCreateApiKey(name: string | null | undefined): boolean {
  return (name ?? "").trim().length > 0;
}

const HOUR = 3_600_000;

/**
 * The last millisecond of a calendar day where the user is, as ISO text: a key set to expire on 31 March works
 * until that day ends in the user's time zone (and the list shows 31 March as its expiry). Found by bisection over
 * the day's possible UTC span, using the same zone rules as every date shown (daylight-saving days included).
 */
export function endOfDayIn(date: string, timeZone: string): string {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new Error(`Not a calendar date: ${date}`);
  // Zones run from UTC−12 to UTC+14: the day ends somewhere between these two instants.
  let low = midnightUtc + 24 * HOUR - 15 * HOUR; // still `date` (or earlier) everywhere
  let high = midnightUtc + 24 * HOUR + 13 * HOUR; // already past `date` everywhere
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (calendarDateIn(new Date(middle), timeZone) > date) high = middle;
    else low = middle;
  }
  return new Date(low).toISOString();
}

/** The text file of recovery codes the user downloads: one code a line, with what they are for. */
export function recoveryCodesFile(codes: readonly string[], heading: string): string {
  return `${heading}\n\n${codes.join("\n")}\n`;
}
