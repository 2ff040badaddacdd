let regionNames: Intl.DisplayNames | null | undefined;

/** ISO 3166-1 alpha-2 → "Germany" (the code itself when the browser has no name for it). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—";
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
