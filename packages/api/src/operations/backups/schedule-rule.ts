// When the scheduled backup is due: once a day, at the first check after its local time of day (APP_TIME_ZONE).
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

import { TIME_OF_DAY } from "./schemas.js";

/**
 * The organisation's date whose scheduled backup is due at `now`, or null before the day's time of day. The caller
 * takes it once per date (the date is the job's id), so a check every five minutes never takes two.
 */
export function scheduledBackupDate(now: Date, timeOfDay: string, timeZone: string): string | null {
  if (!TIME_OF_DAY.test(timeOfDay)) return null;
  const local = new TZDate(now, timeZone);
  return format(local, "HH:mm") >= timeOfDay ? format(local, "yyyy-MM-dd") : null;
}
