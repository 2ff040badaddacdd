import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, CardHeader, CardTitle, Checkbox, Label, Skeleton } from "@tprm/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { useCalendar } from "../../../lib/calendar";
import { formatCalendarDate, formatMonth } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { CalendarItemRow, type CalendarItemView } from "./CalendarItemRow";
import { gridRange, monthBounds, shiftMonth } from "./calendar-view";
import { MonthGrid } from "./MonthGrid";

type View = "month" | "list";

/**
 * The Deliverable Calendar (000 §2, §4): the registers' dated items of the kinds the user may view, a month at a
 * time, as a grid (the chosen day's items below it) or a list, filtered by kind; and the private iCalendar feed.
 */
export function DeliverableCalendar() {
  const { t } = useTranslation(["dashboardCalendar", "common"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [selected, setSelected] = useState(today);
  const [view, setView] = useState<View>("month");
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const range = gridRange(month);
  const query = useQuery(
    trpc.deliverables.calendar.queryOptions({ from: range.from, to: range.to }, { placeholderData: keepPreviousData }),
  );
  const kinds = query.data?.kinds ?? [];
  const items = useMemo(
    () => (query.data?.items ?? []).filter((i) => !hidden.has(i.kind)) as CalendarItemView[],
    [query.data, hidden],
  );
  const bounds = monthBounds(month);
  const monthItems = items.filter((i) => i.date >= bounds.first && i.date <= bounds.last);
  const dayItems = items.filter((i) => i.date === selected);

  const goTo = (next: string) => {
    setMonth(next);
    setSelected(next === today.slice(0, 7) ? today : `${next}-01`);
  };
  const toggleKind = (kind: string, on: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (on) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <Card data-testid="deliverable-calendar" aria-busy={query.isFetching}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle>
          <h2 className="text-lg font-semibold">{t("dashboardCalendar:title")}</h2>
        </CardTitle>
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t("dashboardCalendar:view.label")}</legend>
          {(["month", "list"] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? "default" : "outline"}
              aria-pressed={view === v}
              onClick={() => setView(v)}
              data-testid={`calendar-view-${v}`}
            >
              {t(`dashboardCalendar:view.${v}`)}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="icon"
            variant="outline"
            onClick={() => goTo(shiftMonth(month, -1))}
            aria-label={t("dashboardCalendar:month.previous")}
            data-testid="calendar-previous"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-28 text-center font-medium" aria-live="polite" data-testid="calendar-month-label">
            {formatMonth(month)}
          </p>
          <Button
            size="icon"
            variant="outline"
            onClick={() => goTo(shiftMonth(month, 1))}
            aria-label={t("dashboardCalendar:month.next")}
            data-testid="calendar-next"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => goTo(today.slice(0, 7))}>
            {t("dashboardCalendar:month.today")}
          </Button>
        </div>
        {kinds.length > 0 && (
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2" data-testid="calendar-kinds">
            <legend className="mb-1 text-sm font-medium">{t("dashboardCalendar:kindsLabel")}</legend>
            {kinds.map((kind) => (
              <div key={kind} className="flex items-center gap-2">
                <Checkbox
                  id={`calendar-kind-${kind}`}
                  checked={!hidden.has(kind)}
                  onCheckedChange={(on) => toggleKind(kind, on === true)}
                />
                <Label htmlFor={`calendar-kind-${kind}`} className="font-normal">
                  {t(`dashboardCalendar:kinds.${kind}`)}
                </Label>
              </div>
            ))}
          </fieldset>
        )}
        {query.isPending && <Skeleton className="h-72 w-full" />}
        {query.isError && !query.data && (
          <QueryErrorAlert
            title={t("dashboardCalendar:error")}
            error={query.error}
            fallback={t("dashboardCalendar:errorFallback")}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.data?.truncated && (
          <p className="text-sm text-amber-800 dark:text-amber-200">{t("dashboardCalendar:truncated")}</p>
        )}
        {query.data && view === "month" && (
          <>
            <MonthGrid
              month={month}
              today={today}
              selected={selected}
              items={items}
              onSelect={setSelected}
              onMonthChange={setMonth}
            />
            <section aria-labelledby="calendar-day-title" data-testid="calendar-day">
              <h3 id="calendar-day-title" className="font-medium">
                {t("dashboardCalendar:dayTitle", { date: formatCalendarDate(selected) })}
              </h3>
              {dayItems.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("dashboardCalendar:emptyDay")}</p>
              ) : (
                <ul>
                  {dayItems.map((item) => (
                    <CalendarItemRow key={item.id} item={item} showDate={false} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
        {query.data && view === "list" && (
          <section aria-label={t("dashboardCalendar:view.list")} data-testid="calendar-list">
            {monthItems.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("dashboardCalendar:emptyMonth")}</p>
            ) : (
              <ul>
                {monthItems.map((item) => (
                  <CalendarItemRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
        )}
        <CalendarFeedPanel />
      </CardContent>
    </Card>
  );
}
