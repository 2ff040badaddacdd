// The date picker's calendar: a day view, and year and month views (date-picker-views.tsx) to jump far. The
// focused day always lies within the limits, so the keyboard can always enter the grid (a selected date outside
// them, say a due date before a later issue date, opens on the nearest day allowed).
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { clamp, daysInMonth, monthGrid, moveDay, parts, toIso, type YearMonth } from "./date-picker-model";
import { calendarNames } from "./date-picker-names";
import { cellClasses, MonthView, YearView } from "./date-picker-views";
import { useUiTexts } from "./ui-text";

type View = "day" | "year" | "month";

export interface CalendarProps {
  selected: string | null;
  today: string;
  min: string;
  max: string;
  onSelect: (day: string) => void;
}

/** The day the calendar opens on: the selected day, else today, moved within the limits. */
export function calendarStart(selected: string | null, today: string, min: string, max: string): string {
  return clamp(selected ?? today, min, max);
}

export function Calendar({ selected, today, min, max, onSelect }: CalendarProps) {
  const texts = useUiTexts();
  const { datePicker: text } = texts;
  const names = calendarNames(texts.locale);
  const start = calendarStart(selected, today, min, max);
  const [focused, setFocused] = React.useState(start);
  const [view, setView] = React.useState<View>("day");
  const [pickedYear, setPickedYear] = React.useState(parts(start).year);
  const grid = React.useRef<HTMLFieldSetElement & HTMLDivElement>(null);
  const shown: YearMonth = { year: parts(focused).year, month: parts(focused).month };

  // The focused cell takes the keyboard focus whenever it or the view changes (and when the calendar opens).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because these changed, it reads the DOM
  React.useEffect(() => {
    const cell = grid.current?.querySelector<HTMLElement>('[tabindex="0"]');
    cell?.focus();
    cell?.scrollIntoView?.({ block: "nearest" });
  }, [focused, view, pickedYear]);

  if (view === "year") {
    return (
      <YearView
        grid={grid}
        min={min}
        max={max}
        today={today}
        focused={focused}
        pickedYear={pickedYear}
        onMove={setPickedYear}
        onPick={(year) => {
          setPickedYear(year);
          setView("month");
        }}
        onBack={() => setView("day")}
      />
    );
  }

  if (view === "month") {
    return (
      <MonthView
        grid={grid}
        min={min}
        max={max}
        focused={focused}
        pickedYear={pickedYear}
        onPick={(day) => {
          setFocused(day);
          setView("day");
        }}
        onYears={() => setView("year")}
      />
    );
  }

  const weeks = monthGrid(shown);
  const heading = names.monthHeading(shown.year, shown.month);
  const previous = toIso(shown.year, shown.month, 1) > min;
  const next = toIso(shown.year, shown.month, daysInMonth(shown.year, shown.month)) < max;
  const moveMonth = (months: number) => {
    const target = moveDay(focused, months < 0 ? "PageUp" : "PageDown", false, min, max);
    if (target) setFocused(target);
  };
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={text.previousMonth}
          disabled={!previous}
          onClick={() => moveMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={text.chooseYearAndMonth(heading)}
          onClick={() => {
            setPickedYear(shown.year);
            setView("year");
          }}
        >
          <span aria-live="polite">{heading}</span>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={text.nextMonth}
          disabled={!next}
          onClick={() => moveMonth(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div ref={grid}>
        <table className="w-full border-collapse" data-testid="date-picker-days">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr>
              {names.weekdays.map((day) => (
                <th
                  key={day.long}
                  scope="col"
                  abbr={day.long}
                  className="pb-1 text-xs font-normal text-muted-foreground"
                >
                  {day.short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const outside = parts(day).month !== shown.month;
                  const disabled = day < min || day > max;
                  const isSelected = day === selected;
                  return (
                    <td key={day} className="p-0 text-center">
                      <button
                        type="button"
                        tabIndex={day === focused ? 0 : -1}
                        aria-label={text.dayLabel(names.dayParts(day))}
                        aria-current={day === today ? "date" : undefined}
                        aria-pressed={isSelected}
                        disabled={disabled}
                        data-date={day}
                        onClick={() => onSelect(day)}
                        onKeyDown={(e) => {
                          const target = moveDay(day, e.key, e.shiftKey, min, max);
                          if (target === null) return;
                          e.preventDefault();
                          setFocused(target);
                        }}
                        className={cn(
                          cellClasses(isSelected, day === today),
                          "size-9 w-full",
                          outside && !isSelected && "text-muted-foreground",
                        )}
                      >
                        {parts(day).day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
