import { currentLocale } from "./preferences";

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** ISO 3166-1 alpha-2 → "Germany", "Deutschland"… in the user's language (the code itself when the browser has none). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—";
  const locale = currentLocale();
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames(locale, { type: "region" }));
    } catch {
      regionNames.set(locale, null);
    }
  }
  try {
    return regionNames.get(locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
