import i18n, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, initialLanguage, isLanguage, LANGUAGES, type Language } from "./languages";

type Resource = Record<string, unknown>;

/** Every translation file, loaded on first use: a page downloads only its language's namespaces it asks for. */
const files = import.meta.glob<{ default: Resource }>("../locales/*/*.json");

const lazyFiles: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = files[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const STORAGE_KEY = "tprm.language";

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function setDocumentLanguage(language: string) {
  document.documentElement.lang = language;
}

/** Starts translations in the visitor's language; screens suspend until their namespaces have arrived. */
export function startTranslations(): Promise<unknown> {
  const language = initialLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);
  setDocumentLanguage(language);
  i18n.on("languageChanged", setDocumentLanguage);
  return i18n
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // Every language is complete (a test checks it), so nothing falls back and no second language is downloaded.
      fallbackLng: false,
      ns: ["common"],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** Switches the app's language and remembers it for the next visit (the sign-in page's picker, the settings). */
export function changeLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  return i18n.language === language ? Promise.resolve() : i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export { i18n };
