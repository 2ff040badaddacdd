import { Badge, cn } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendarDate, formatTimeOfDay } from "../../../lib/format";
import { type CalendarStatusValue, STATUS_CHIP } from "./calendar-view";

export interface CalendarItemView {
  id: string;
  kind: string;
  date: string;
  at: string | Date | null;
  title: string;
  reference: string | null;
  status: CalendarStatusValue;
  overdue: boolean;
  link: string;
}

export function StatusChip({ status }: { status: CalendarStatusValue }) {
  const { t } = useTranslation("dashboardCalendar");
  return (
    <Badge variant="outline" className={STATUS_CHIP[status]} data-status={status}>
      {t(`dashboardCalendar:statuses.${status}`)}
    </Badge>
  );
}

/** One dated item: its day (and time), what it is, the record's link, its status and whether it is overdue. */
export function CalendarItemRow({ item, showDate = true }: { item: CalendarItemView; showDate?: boolean }) {
  const { t } = useTranslation("dashboardCalendar");
  const when = [showDate ? formatCalendarDate(item.date) : "", item.at ? formatTimeOfDay(item.at) : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <li
      className={cn(
        "grid min-w-0 gap-1 border-b py-2 last:border-b-0 sm:items-center sm:gap-3",
        when ? "sm:grid-cols-[8rem_1fr_auto]" : "sm:grid-cols-[1fr_auto]",
      )}
      data-testid="calendar-item"
      data-item-id={item.id}
    >
      {when && <span className="text-sm text-muted-foreground tabular-nums">{when}</span>}
      <span className="min-w-0">
        <span className="block text-xs text-muted-foreground">{t(`dashboardCalendar:kinds.${item.kind}`)}</span>
        <Link to={item.link} className="font-medium break-words text-primary underline-offset-4 hover:underline">
          {item.title}
          {item.reference && <span className="text-muted-foreground"> · {item.reference}</span>}
        </Link>
      </span>
      <span className="flex flex-wrap items-center gap-1">
        <StatusChip status={item.status} />
        {item.overdue && (
          <Badge variant="outline" className="border-red-300 text-red-800 dark:border-red-400/60 dark:text-red-200">
            {t("dashboardCalendar:overdue")}
          </Badge>
        )}
      </span>
    </li>
  );
}
