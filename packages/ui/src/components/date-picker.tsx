import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import * as React from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import {
  daysInMonth,
  isIsoDate,
  limits,
  MONTH_NAMES,
  monthGrid,
  moveDay,
  moveInGrid,
  PICKER_MAX,
  PICKER_MIN,
  parts,
  spokenDate,
  toIso,
  WEEKDAY_NAMES,
  type YearMonth,
} from "./date-picker-model";

/** Narrower than this (the layout's `sm` breakpoint) is a phone: the browser's own date input is used there. */
export const PHONE_MEDIA_QUERY = "(max-width: 639px)";

function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export interface DatePickerProps {
  /** The control's id (FormField's), given to the text field so its label names it. */
  id?: string;
  name?: string;
  /** A calendar date "YYYY-MM-DD", or "" for none. */
  value: string;
  /** "YYYY-MM-DD", or "" while the text typed names no date (the form's schema then says what is wrong). */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest and latest date offered ("YYYY-MM-DD"); never wider than 1900–2099. */
  min?: string | undefined;
  max?: string | undefined;
  /** Today ("YYYY-MM-DD", in the organisation's time zone): marked in the calendar, shown first when empty. */
  today: string;
  /** How a date is shown in the text field, and how typed text is read (null: not a date). ISO by default. */
  formatDate?: (iso: string) => string;
  parseDate?: (text: string) => string | null;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
  "aria-required"?: boolean | undefined;
  ref?: React.Ref<HTMLInputElement>;
}

const isoFormat = (iso: string) => iso;
const isoParse = (text: string) => (isIsoDate(text.trim()) ? text.trim() : null);

/**
 * A date field (001 §9): a text field showing the date in the app's format with a calendar button. The calendar
 * has a day view and a year view (1900–2099, four years per row) with the year's months three per row; it closes
 * when a day is picked and is used from the keyboard (arrows, Page Up/Down, Home/End, Enter; Escape closes and
 * focus returns to the button). On a phone the browser's own date input is used instead.
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  min,
  max,
  today,
  formatDate = isoFormat,
  parseDate = isoParse,
  placeholder = "YYYY-MM-DD",
  disabled,
  autoFocus,
  className,
  ref,
  ...aria
}: DatePickerProps) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY);
  const bounds = limits(min, max);
  const [text, setText] = React.useState(() => (isIsoDate(value) ? formatDate(value) : value));
  const [open, setOpen] = React.useState(false);

  // A value set from outside (a reset, a default, the calendar) shows in the field; typed text that names no date
  // stays as typed so the person sees what the error is about.
  React.useEffect(() => {
    setText((current) => {
      const typed = parseDate(current);
      if (isIsoDate(value)) return typed === value ? current : formatDate(value);
      return typed === null ? current : "";
    });
  }, [value, formatDate, parseDate]);

  if (phone) {
    return (
      <input
        ref={ref}
        id={id}
        name={name}
        type="date"
        data-slot="date-picker-native"
        value={isIsoDate(value) ? value : ""}
        min={bounds.min}
        max={bounds.max}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className={cn(inputClasses, className)}
        {...aria}
      />
    );
  }

  const label = isIsoDate(value) ? `Choose date, ${spokenDate(value)} selected` : "Choose date";
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <div data-slot="date-picker" className={cn("relative flex w-full min-w-0", className)}>
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          disabled={disabled}
          autoFocus={autoFocus}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = parseDate(e.target.value);
            onChange(parsed ?? "");
          }}
          onBlur={() => {
            const parsed = parseDate(text);
            if (parsed) setText(formatDate(parsed));
            onBlur?.();
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && e.altKey) {
              e.preventDefault();
              setOpen(true);
            }
          }}
          className={cn(inputClasses, "pr-10 tabular-nums")}
          {...aria}
        />
        <Popover.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            disabled={disabled}
            aria-label={label}
            className="absolute top-0 right-0 h-9 w-9 text-muted-foreground"
          >
            <CalendarDays aria-hidden="true" />
          </Button>
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(e) => {
            // The calendar's focused day takes the focus (Radix would focus the first button, "Previous month").
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
          }}
          className="z-50 w-80 rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-none"
          data-slot="date-picker-calendar"
          aria-label="Choose a date"
        >
          <Calendar
            selected={isIsoDate(value) ? value : null}
            today={today}
            min={bounds.min}
            max={bounds.max}
            onSelect={(day) => {
              onChange(day);
              setText(formatDate(day));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const inputClasses =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

type View = "day" | "year" | "month";

interface CalendarProps {
  selected: string | null;
  today: string;
  min: string;
  max: string;
  onSelect: (day: string) => void;
}

function Calendar({ selected, today, min, max, onSelect }: CalendarProps) {
  const start = selected ?? (today >= min && today <= max ? today : today < min ? min : max);
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

  const minYear = parts(min).year;
  const maxYear = parts(max).year;

  if (view === "year") {
    const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i);
    return (
      <div className="grid gap-2">
        <div className="flex h-8 items-center justify-between">
          <p className="text-sm font-medium" aria-hidden="true">
            Choose a year
          </p>
          <Button variant="ghost" size="sm" onClick={() => setView("day")}>
            Back to days
          </Button>
        </div>
        <fieldset
          ref={grid}
          className="grid max-h-64 grid-cols-4 gap-1 overflow-y-auto pr-1"
          data-testid="date-picker-years"
        >
          <legend className="sr-only">Choose a year</legend>
          {years.map((year, index) => (
            <button
              key={year}
              type="button"
              tabIndex={year === pickedYear ? 0 : -1}
              aria-pressed={year === parts(focused).year}
              onClick={() => {
                setPickedYear(year);
                setView("month");
              }}
              onKeyDown={(e) => {
                const next = moveInGrid(index, e.key, 4, years.length);
                if (next === null) return;
                e.preventDefault();
                setPickedYear(years[next]!);
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

  if (view === "month") {
    const months = MONTH_NAMES.map((name, i) => ({ name, month: i + 1 }));
    const inRange = (month: number) =>
      toIso(pickedYear, month, 1) <= max && toIso(pickedYear, month, daysInMonth(pickedYear, month)) >= min;
    const focusMonth =
      pickedYear === shown.year ? shown.month : (months.find(({ month }) => inRange(month))?.month ?? 1);
    return (
      <div className="grid gap-2">
        <div className="flex h-8 items-center justify-between">
          <Button variant="ghost" size="sm" onClick={() => setView("year")} aria-label={`${pickedYear}, choose year`}>
            {pickedYear}
          </Button>
        </div>
        <fieldset ref={grid} className="grid grid-cols-3 gap-1" data-testid="date-picker-months">
          <legend className="sr-only">Choose a month of {pickedYear}</legend>
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
                  const day = Math.min(parts(focused).day, daysInMonth(pickedYear, month));
                  const target = toIso(pickedYear, month, day);
                  setFocused(target < min ? min : target > max ? max : target);
                  setView("day");
                }}
                onKeyDown={(e) => {
                  const next = moveInGrid(index, e.key, 3, 12);
                  if (next === null) return;
                  e.preventDefault();
                  const buttons = grid.current?.querySelectorAll<HTMLButtonElement>("button");
                  buttons?.[next]?.focus();
                }}
                className={cellClasses(current, false)}
              >
                {name.slice(0, 3)}
              </button>
            );
          })}
        </fieldset>
      </div>
    );
  }

  const weeks = monthGrid(shown);
  const heading = `${MONTH_NAMES[shown.month - 1]} ${shown.year}`;
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
          aria-label="Previous month"
          disabled={!previous}
          onClick={() => moveMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${heading}, choose year and month`}
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
          aria-label="Next month"
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
              {WEEKDAY_NAMES.map((day) => (
                <th key={day} scope="col" abbr={day} className="pb-1 text-xs font-normal text-muted-foreground">
                  {day.slice(0, 2)}
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
                        aria-label={spokenDate(day)}
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

function cellClasses(selected: boolean, today: boolean): string {
  return cn(
    "inline-flex h-9 items-center justify-center rounded-md text-sm tabular-nums outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
    "disabled:pointer-events-none disabled:opacity-40",
    today && !selected && "font-semibold text-primary",
    selected && "bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground",
  );
}

export { PICKER_MAX, PICKER_MIN };
