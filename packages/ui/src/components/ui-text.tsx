import * as React from "react";

// The few words the components write themselves (a dialog's "Close", the pager, the date picker). English by default;
// an app that speaks other languages wraps its tree in <UiTextProvider texts={…}> with its own translations and the
// locale that month and weekday names and numbers are written in.

/** A calendar day's parts, named in the locale, for a screen reader's label of a day ("Saturday, 15 June 2030"). */
export interface DayLabelParts {
  weekday: string;
  day: string;
  /** The month's name as it stands in a date ("June"; "6" in Chinese, where "月" belongs to the text around it). */
  month: string;
  year: string;
}

export interface UiTexts {
  /** The locale (BCP 47) of month and weekday names and of numbers: "en-US", "de-DE". */
  locale: string;
  close: string;
  loading: string;
  pagination: {
    label: string;
    previous: string;
    next: string;
    /** "Page 2 of 7": both numbers already written in the locale (with "+" when the count is a lower bound). */
    pageOf: (page: string, pages: string) => string;
    /** "25 results": `count` chooses the plural, `total` is the number as written. */
    results: (count: number, total: string) => string;
  };
  datePicker: {
    /** The calendar button's name with no date chosen. */
    chooseDate: string;
    chooseDateSelected: (date: string) => string;
    /** The calendar popup's name. */
    calendar: string;
    previousMonth: string;
    nextMonth: string;
    /** The month heading's button: "May 2030, choose year and month". */
    chooseYearAndMonth: (heading: string) => string;
    chooseYear: string;
    backToDays: string;
    /** The month view's year button: "2030, choose year". */
    yearChooseYear: (year: string) => string;
    chooseMonthOf: (year: string) => string;
    dayLabel: (parts: DayLabelParts) => string;
  };
}

export const ENGLISH_UI_TEXTS: UiTexts = {
  locale: "en-US",
  close: "Close",
  loading: "Loading",
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    results: (count, total) => `${total} ${count === 1 ? "result" : "results"}`,
  },
  datePicker: {
    chooseDate: "Choose date",
    chooseDateSelected: (date) => `Choose date, ${date} selected`,
    calendar: "Choose a date",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    chooseYearAndMonth: (heading) => `${heading}, choose year and month`,
    chooseYear: "Choose a year",
    backToDays: "Back to days",
    yearChooseYear: (year) => `${year}, choose year`,
    chooseMonthOf: (year) => `Choose a month of ${year}`,
    dayLabel: ({ weekday, day, month, year }) => `${weekday}, ${day} ${month} ${year}`,
  },
};

const UiTextContext = React.createContext<UiTexts>(ENGLISH_UI_TEXTS);

export function UiTextProvider({ texts, children }: { texts: UiTexts; children: React.ReactNode }) {
  return <UiTextContext.Provider value={texts}>{children}</UiTextContext.Provider>;
}

export function useUiTexts(): UiTexts {
  return React.useContext(UiTextContext);
}

/** A whole number as the locale writes it ("1,000", "1.000", "1 000"). */
export function formatUiNumber(value: number, locale: string): string {
  try {
    return value.toLocaleString(locale);
  } catch {
    return String(value);
  }
}
