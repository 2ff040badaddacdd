import type { DigestFrequency, SettingsTimeZone, Theme, UserSettings } from "@tprm/api/schemas";
import type { Theme as UiTheme } from "@tprm/ui";
import type { DisplayPreferences } from "../../lib/preferences";

// The settings screen's option labels (keys written in full, 001 §9 lists) and how saved settings are put in force.

export const THEME_KEYS: Readonly<Record<Theme, string>> = {
  light: "settings:display.themes.light",
  dark: "settings:display.themes.dark",
  auto: "settings:display.themes.auto",
};

export const TIME_ZONE_KEYS: Readonly<Record<SettingsTimeZone, string>> = {
  "America/New_York": "settings:display.timeZones.newYork",
  "America/Chicago": "settings:display.timeZones.chicago",
  "America/Denver": "settings:display.timeZones.denver",
  "America/Los_Angeles": "settings:display.timeZones.losAngeles",
  "Europe/London": "settings:display.timeZones.london",
  "Europe/Paris": "settings:display.timeZones.paris",
  "Asia/Tokyo": "settings:display.timeZones.tokyo",
  "Asia/Shanghai": "settings:display.timeZones.shanghai",
  "Australia/Sydney": "settings:display.timeZones.sydney",
};

export const DIGEST_KEYS: Readonly<Record<DigestFrequency, string>> = {
  realtime: "settings:notifications.digests.realtime",
  hourly: "settings:notifications.digests.hourly",
  daily: "settings:notifications.digests.daily",
  weekly: "settings:notifications.digests.weekly",
  monthly: "settings:notifications.digests.monthly",
};

/** The spec's "auto" theme is the UI's "system" (follow the operating system). */
export function uiTheme(theme: Theme): UiTheme {
  return theme === "auto" ? "system" : theme;
}

/** What the date, time and number helpers read (lib/preferences.ts) from saved settings. */
export function displayPreferences(
  settings: Pick<UserSettings, "language" | "dateFormat" | "timezone">,
): DisplayPreferences {
  return { language: settings.language, dateFormat: settings.dateFormat, timeZone: settings.timezone };
}
