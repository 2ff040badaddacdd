import { CronExpressionParser } from "cron-parser";

/** The first run of `cron` (read in `timeZone`, an IANA name) strictly after `after`. Throws for a bad pattern or zone. */
export function nextRunAfter(cron: string, timeZone: string, after: Date): Date {
  return CronExpressionParser.parse(cron, { currentDate: after, tz: timeZone }).next().toDate();
}

/** Why a pattern or time zone cannot be used, or null. */
export function cronProblem(cron: string, timeZone: string): string | null {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
  } catch {
    return `Unknown time zone "${timeZone}".`;
  }
  try {
    nextRunAfter(cron, timeZone, new Date());
    return null;
  } catch (error) {
    return `Invalid cron pattern "${cron}": ${(error as Error).message}`;
  }
}
