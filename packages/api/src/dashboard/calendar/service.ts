// GET /api/dashboard/deliverable-calendar: the dated items of the registers the caller may view, with their status.
import type { SqlPool } from "@tprm/db";
import { type IsoDate, todayIn } from "../../lib/dates.js";
import { viewableKinds } from "./access.js";
import {
  CALENDAR_MAX_ITEMS,
  type CalendarItem,
  type CalendarKind,
  type DeliverableCalendar,
  type DeliverableCalendarInput,
} from "./schemas.js";
import { readItems } from "./sources.js";
import { calendarStatus, isOverdue } from "./status.js";

export interface CalendarQuery {
  from: IsoDate;
  to: IsoDate;
  kinds?: readonly CalendarKind[];
  role: string | null;
  timeZone: string;
  now?: Date;
  max?: number;
}

/** The items from `from` to `to` of the kinds asked for among those the role may view, by date then kind. */
export async function calendarItems(sql: SqlPool, q: CalendarQuery): Promise<DeliverableCalendar> {
  const today = todayIn(q.timeZone, q.now);
  const allowed = viewableKinds(q.role);
  const kinds = q.kinds?.length ? allowed.filter((k) => q.kinds?.includes(k)) : allowed;
  const max = q.max ?? CALENDAR_MAX_ITEMS;
  const range = { from: q.from, to: q.to, timeZone: q.timeZone, take: max + 1 };
  const all = await readItems(sql, kinds, range);
  const items: CalendarItem[] = all.slice(0, max).map(({ progress, ...item }) => {
    const status = calendarStatus(progress, item.date, today);
    return { ...item, status, overdue: isOverdue(status, item.date, today) };
  });
  return { from: q.from, to: q.to, today, kinds: allowed, items, truncated: all.length > max };
}

export function deliverableCalendar(
  ctx: { sql: SqlPool; env: { APP_TIME_ZONE: string }; auth: { user: { role: string | null } } },
  input: DeliverableCalendarInput,
) {
  return calendarItems(ctx.sql, {
    from: input.from,
    to: input.to,
    ...(input.kinds ? { kinds: input.kinds } : {}),
    role: ctx.auth.user.role,
    timeZone: ctx.env.APP_TIME_ZONE,
  });
}
