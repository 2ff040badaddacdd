import type { UserSettings } from "@tprm/api/schemas";
import { useTheme } from "@tprm/ui";
import { useLayoutEffect } from "react";
import { changeLanguage } from "../i18n";
import { setPreferences } from "../lib/preferences";

/**
 * Puts the signed-in user's settings into force: language, date format and time zone for every screen, and the
 * theme. Runs before the browser paints, so the first screen already shows the user's formats; again whenever the
 * saved settings change (the settings screen saves them, the session query brings them back).
 */
export function useApplySettings(settings: UserSettings | undefined) {
  const { setTheme } = useTheme();
  const language = settings?.language;
  const dateFormat = settings?.dateFormat;
  const timezone = settings?.timezone;
  const theme = settings?.theme;
  useLayoutEffect(() => {
    if (!language || !dateFormat || !timezone) return;
    setPreferences({ language, dateFormat, timeZone: timezone });
    void changeLanguage(language);
  }, [language, dateFormat, timezone]);
  useLayoutEffect(() => {
    if (theme) setTheme(theme === "auto" ? "system" : theme);
  }, [theme, setTheme]);
}
