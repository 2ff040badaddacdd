import type { TFunction } from "i18next";

/** A closed list's EBA code ("eba_TA:S17") as its translation key's last part ("eba_TA_S17"). */
export const listKey = (code: string) => code.replaceAll(":", "_");

/** A closed list's code in words (`register:lists.<code>`); an unknown code shows as it is. */
export function listLabel(t: TFunction, code: string | null | undefined, empty = "—"): string {
  if (!code) return empty;
  return t(`register:lists.${listKey(code)}`, { defaultValue: code });
}

/** Yes, No or — for a flag that may be unknown. */
export function yesNo(t: TFunction, value: boolean | null | undefined): string {
  if (value === null || value === undefined) return "—";
  return value ? t("register:common.yes") : t("register:common.no");
}
