import { cn } from "@tprm/ui";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../../../lib/preferences";
import type { CalendarItemView } from "./CalendarItemRow";
import { monthWeeks, moveFocus } from "./calendar-view";

const DOT: Record<string, string> = {
  completed: "bg-green-600",
  in_progress: "bg-blue-600",
  pending: "bg-amber-500",
  not_started: "bg-slate-500",
  na: "bg-zinc-400",
};

/** Monday-first weekday names in the user's language (1 January 2024 was a Monday). */
function weekdayNames(style: "short" | "long") {
  const format = new Intl.DateTimeFormat(currentLocale(), { weekday: style, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/**
 * The month as a grid (WAI-ARIA grid pattern): one tab stop, the chosen day; arrows move by day and week, Home/End
 * to the week's ends, PageUp/PageDown by month; Enter or a click chooses the day, whose items are listed below.
 */
export function MonthGrid({
  month,
  today,
  selected,
  items,
  onSelect,
  onMonthChange,
}: {
  month: string;
  today: string;
  selected: string;
  items: CalendarItemView[];
  onSelect: (day: string) => void;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation("dashboardCalendar");
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarItemView[]>();
    for (const item of items) map.set(item.date, [...(map.get(item.date) ?? []), item]);
    return map;
  }, [items]);
  const grid = useRef<HTMLTableElement>(null);
  const focusNext = useRef(false);
  const shortNames = weekdayNames("short");
  const longNames = weekdayNames("long");
  const fullDate = new Intl.DateTimeFormat(currentLocale(), { dateStyle: "full", timeZone: "UTC" });

  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: React.KeyboardEvent, day: string) => {
    const next = moveFocus(day, event.key);
    if (!next) return;
    event.preventDefault();
    focusNext.current = true;
    if (next.slice(0, 7) !== month) onMonthChange(next.slice(0, 7));
    onSelect(next);
  };

  return (
    <table
      ref={grid}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid pattern (a table with role grid; the day buttons inside its cells take the focus)
      role="grid"
      aria-label={t("dashboardCalendar:month.gridLabel")}
      className="w-full table-fixed border-collapse"
      data-testid="calendar-month"
    >
      <thead>
        <tr>
          {shortNames.map((name, i) => (
            <th key={name} scope="col" abbr={longNames[i]} className="py-1 text-xs font-medium text-muted-foreground">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayItems = byDay.get(day) ?? [];
              const outside = day.slice(0, 7) !== month;
              const isSelected = day === selected;
              return (
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole lint/a11y/useFocusableInteractive: a grid's cell; the day button inside it takes the focus (roving tabindex)
                <td key={day} role="gridcell" aria-selected={isSelected} className="border p-0 align-top">
                  <button
                    type="button"
                    data-day={day}
                    tabIndex={isSelected ? 0 : -1}
                    onClick={() => onSelect(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                    aria-current={day === today ? "date" : undefined}
                    className={cn(
                      "flex h-full min-h-14 w-full flex-col gap-1 p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring sm:min-h-24",
                      outside && "bg-muted/40 text-muted-foreground",
                      isSelected && "bg-accent",
                    )}
                  >
                    <span
                      className={cn(
                        "inline-flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                        day === today && "bg-primary text-primary-foreground",
                      )}
                    >
                      {Number(day.slice(8))}
                    </span>
                    <span className="sr-only">
                      {t("dashboardCalendar:month.dayLabel", {
                        date: fullDate.format(new Date(`${day}T00:00:00Z`)),
                        count: dayItems.length,
                      })}
                    </span>
                    {dayItems.length > 0 && <span className="text-xs font-medium sm:hidden">{dayItems.length}</span>}
                    <span className="hidden min-w-0 flex-col gap-0.5 sm:flex">
                      {dayItems.slice(0, 3).map((item) => (
                        <span key={item.id} className="flex min-w-0 items-center gap-1 text-xs">
                          <span className={cn("size-2 shrink-0 rounded-full", DOT[item.status])} />
                          <span className="truncate">{item.title}</span>
                        </span>
                      ))}
                      {dayItems.length > 3 && (
                        <span className="text-xs text-muted-foreground">
                          {t("dashboardCalendar:month.more", { count: dayItems.length - 3 })}
                        </span>
                      )}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
