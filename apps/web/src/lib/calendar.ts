import { useQuery } from "@tanstack/react-query";
import { type DateFormat, DEFAULT_TIME_ZONE, todayIn } from "@tprm/api/dates";
import { usePreferences } from "./preferences";
import { useTRPC } from "./trpc";

export interface Calendar {
  /** The organisation's time zone (the server's APP_TIME_ZONE). */
  timeZone: string;
  /** Today there, "YYYY-MM-DD": the forms' default dates and their limits ("not after today"). */
  today: string;
  /** How date fields show and read dates: the user's own date format. */
  dateFormat: DateFormat;
}

/**
 * The organisation's calendar, asked of the server once per session (RequireSession starts the question before any
 * screen opens). Until it answers, UTC — the server's default zone.
 */
export function useCalendar(): Calendar {
  const trpc = useTRPC();
  const { data } = useQuery({ ...trpc.system.calendar.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
  const { dateFormat } = usePreferences();
  const timeZone = data?.timeZone ?? DEFAULT_TIME_ZONE;
  return { timeZone, today: todayIn(timeZone), dateFormat };
}
