// The date picker's year and month views (the calendar, date-picker-calendar.tsx, switches between them and its
// day view). Each is a grid of buttons used from the keyboard: arrows, Page Up/Down, Home and End.
import type * as React from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { daysInMonth, moveInEnabledGrid, moveInGrid, parts, toIso } from "./date-picker-model";
import { calendarNames } from "./date-picker-names";
import { useUiTexts } from "./ui-text";

export type GridRef = React.RefObject<(HTMLFieldSetElement & HTMLDivElement) | null>;

/** A calendar cell: the selected one filled, today's in bold. */
export function cellClasses(selected: boolean, today: boolean): string {
  return cn(
    "inline-flex h-9 items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "disabled:pointer-events-none disabled:opacity-40",
    today && !selected && "font-semibold text-primary",
    selected && "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground",
  );
}

/** The years within the limits, four per row; picking one opens its months. */
export function YearView({
  grid,
  min,
  max,
  today,
  focused,
  pickedYear,
  onMove,
  onPick,
  onBack,
}: {
  grid: GridRef;
  min: string;
  max: string;
  today: string;
  focused: string;
  pickedYear: number;
  onMove: (year: number) => void;
  onPick: (year: number) => void;
  onBack: () => void;
}) {
  const { datePicker: text } = useUiTexts();
  const minYear = parts(min).year;
  const years = Array.from({ length: parts(max).year - minYear + 1 }, (_, i) => minYear + i);
  return (
    <div className="grid gap-2">
      <div className="flex h-8 items-center justify-between">
        <p className="text-sm font-medium" aria-hidden="true">
          {text.chooseYear}
        </p>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {text.backToDays}
        </Button>
      </div>
      <fieldset
        ref={grid}
        className="grid max-h-64 grid-cols-4 gap-1 overflow-y-auto pr-1"
        data-testid="date-picker-years"
      >
        <legend className="sr-only">{text.chooseYear}</legend>
        {years.map((year, index) => (
          <button
            key={year}
            type="button"
            tabIndex={year === pickedYear ? 0 : -1}
            aria-pressed={year === parts(focused).year}
            onClick={() => onPick(year)}
            onKeyDown={(e) => {
              const next = moveInGrid(index, e.key, 4, years.length);
              if (next === null) return;
              e.preventDefault();
              onMove(years[next]!);
            }}
            className={cellClasses(year === parts(focused).year, year === parts(today).year)}
          >
            {year}
          </button>
        ))}
      </fieldset>
    </div>
  );
}

/** The twelve months of the picked year, three per row; those wholly outside the limits are disabled. */
export function MonthView({
  grid,
  min,
  max,
  focused,
  pickedYear,
  onPick,
  onYears,
}: {
  grid: GridRef;
  min: string;
  max: string;
  focused: string;
  pickedYear: number;
  /** The day to focus in the month picked: the focused day's number, within the month and the limits. */
  onPick: (day: string) => void;
  onYears: () => void;
}) {
  const texts = useUiTexts();
  const { datePicker: text } = texts;
  const shown = parts(focused);
  const months = calendarNames(texts.locale).monthsShort.map((name, i) => ({ name, month: i + 1 }));
  const inRange = (month: number) =>
    toIso(pickedYear, month, 1) <= max && toIso(pickedYear, month, daysInMonth(pickedYear, month)) >= min;
  const focusMonth =
    pickedYear === shown.year && inRange(shown.month)
      ? shown.month
      : (months.find(({ month }) => inRange(month))?.month ?? 1);
  return (
    <div className="grid gap-2">
      <div className="flex h-8 items-center justify-between">
        <Button variant="ghost" size="sm" onClick={onYears} aria-label={text.yearChooseYear(String(pickedYear))}>
          {pickedYear}
        </Button>
      </div>
      <fieldset ref={grid} className="grid grid-cols-3 gap-1" data-testid="date-picker-months">
        <legend className="sr-only">{text.chooseMonthOf(String(pickedYear))}</legend>
        {months.map(({ name, month }, index) => {
          const current = pickedYear === shown.year && month === shown.month;
          return (
            <button
              key={name}
              type="button"
              tabIndex={month === focusMonth ? 0 : -1}
              aria-pressed={current}
              disabled={!inRange(month)}
              onClick={() => {
                const day = Math.min(shown.day, daysInMonth(pickedYear, month));
                const target = toIso(pickedYear, month, day);
                onPick(target < min ? min : target > max ? max : target);
              }}
              onKeyDown={(e) => {
                const next = moveInEnabledGrid(index, e.key, 3, 12, (i) => inRange(i + 1));
                if (next === null) return;
                e.preventDefault();
                grid.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
              }}
              className={cellClasses(current, false)}
            >
              {name}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
