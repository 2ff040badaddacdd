import { DATE_FORMATS, LANGUAGES, THEMES, TIME_ZONES, type UserSettings } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardHeader, FormField, NativeSelect } from "@tprm/ui";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "../../i18n/languages";
import { useCalendar } from "../../lib/calendar";
import { formatDateField } from "../../lib/format";
import { THEME_KEYS, TIME_ZONE_KEYS } from "./settings-options";

/** Display Preferences (001 §2.10, §9): theme, language (each in its own name), date format, time zone. */
export function DisplayPreferencesCard({ form }: { form: UseFormReturn<UserSettings> }) {
  const { t } = useTranslation(["settings", "common"]);
  const { today } = useCalendar();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("settings:display.title")}</h2>
        <CardDescription>{t("settings:display.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("settings:display.theme")} className="content-start">
          {(control) => (
            <NativeSelect {...control} {...form.register("theme")}>
              {THEMES.map((theme) => (
                <option key={theme} value={theme}>
                  {t(THEME_KEYS[theme])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("settings:display.language")} className="content-start">
          {(control) => (
            <NativeSelect {...control} {...form.register("language")}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("settings:display.dateFormat")} className="content-start">
          {(control) => (
            <NativeSelect {...control} {...form.register("dateFormat")}>
              {DATE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t("settings:display.dateFormatOption", { format, example: formatDateField(today, format) })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("settings:display.timeZone")} className="content-start">
          {(control) => (
            <NativeSelect {...control} {...form.register("timezone")}>
              {TIME_ZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {t(TIME_ZONE_KEYS[zone])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
