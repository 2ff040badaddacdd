/** The languages of the app (001 §9), each with the locale its numbers, money and times are written in. */
export const LANGUAGES = ["en", "es", "fr", "de", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language's name in that language, as the language pickers list them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  zh: "中文",
};

const LOCALES: Record<Language, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE", zh: "zh-CN" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale for a language: "de" → "de-DE". */
export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** The language a visitor reads before signing in: their last choice, else the browser's, else English. */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
