import { NativeSelect } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "../../i18n/languages";
import { setPreferences } from "../../lib/preferences";
import { rememberPickedLanguage } from "./sign-in-language";

/** The signed-out pages' language: each language under its own name; the choice is remembered for the next visit. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation("auth");
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="ml-auto flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t("auth:language.label")}
      </label>
      <NativeSelect
        id={id}
        className="w-auto"
        data-testid="language-picker"
        value={isLanguage(current) ? current : "en"}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          rememberPickedLanguage(language);
          setPreferences({ language });
          void changeLanguage(language);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
