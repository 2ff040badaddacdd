import { CalendarDays } from "lucide-react";
import { Popover } from "radix-ui";
import * as React from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { Calendar } from "./date-picker-calendar";
import { isIsoDate, limits, PICKER_MAX, PICKER_MIN } from "./date-picker-model";
import { calendarNames } from "./date-picker-names";
import { useUiTexts } from "./ui-text";

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
  const texts = useUiTexts();
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

  const { datePicker: words } = texts;
  const label = isIsoDate(value)
    ? words.chooseDateSelected(words.dayLabel(calendarNames(texts.locale).dayParts(value)))
    : words.chooseDate;
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
          aria-label={words.calendar}
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

export { PICKER_MAX, PICKER_MIN };
