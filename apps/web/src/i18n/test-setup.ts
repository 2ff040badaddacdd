// Unit tests that render screens import this file first: translations in English, loaded synchronously from the
// JSON files (the app loads them lazily), so a rendered component shows its texts instead of suspending.
import i18n from "i18next";
import { initReactI18next } from "react-i18next";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/en/*.json", { eager: true });

const resources: Record<string, Record<string, unknown>> = {};
for (const [path, module] of Object.entries(files)) {
  const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
  if (namespace) resources[namespace] = module.default;
}

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: "en",
    fallbackLng: false,
    resources: { en: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
}

export { i18n };
