import { type DateFormat, isValidTimeZone } from "@tprm/api/dates";
import { useSyncExternalStore } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language, localeOf } from "../i18n/languages";

/**
 * The signed-in user's display preferences, as the date, time, number and money helpers read them (lib/format.ts).
 * Set from the user's settings at start-up and whenever they are saved; before sign-in, the spec's defaults
 * (001 §3 Settings) in the language the visitor chose.
 */
export interface DisplayPreferences {
  language: Language;
  dateFormat: DateFormat;
  timeZone: string;
}

export const DEFAULT_PREFERENCES: DisplayPreferences = {
  language: DEFAULT_LANGUAGE,
  dateFormat: "MM/DD/YYYY",
  timeZone: "America/New_York",
};

let current: DisplayPreferences = DEFAULT_PREFERENCES;
const listeners = new Set<() => void>();

export function getPreferences(): DisplayPreferences {
  return current;
}

/** The Intl locale of the current language: "fr" → "fr-FR". */
export function currentLocale(): string {
  return localeOf(current.language);
}

/** Replaces what differs; values the app does not know (an old language, a zone the browser lacks) are ignored. */
export function setPreferences(next: Partial<{ language: string; dateFormat: DateFormat; timeZone: string }>) {
  const merged: DisplayPreferences = {
    language: isLanguage(next.language) ? next.language : current.language,
    dateFormat: next.dateFormat ?? current.dateFormat,
    timeZone: next.timeZone && isValidTimeZone(next.timeZone) ? next.timeZone : current.timeZone,
  };
  if (
    merged.language === current.language &&
    merged.dateFormat === current.dateFormat &&
    merged.timeZone === current.timeZone
  )
    return;
  current = merged;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The preferences, re-rendering the caller when they change (the signed-in frame remounts its screen then). */
export function usePreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
