import { CLOSED_LISTS, type ClosedListName } from "@tprm/api/register/catalog";
import { useTranslation } from "react-i18next";

/** The translation key of an EBA code's label: "eba_TA:S17" → "register:lists.eba_TA_S17". */
export function listKey(code: string): string {
  return `register:lists.${code.replace(/:/g, "_")}`;
}

/** An EBA code as the user reads it, in their language ("" for none). */
export function useListLabel(): (code: string | null | undefined) => string {
  const { t } = useTranslation("register");
  return (code) => (code ? t(listKey(code)) : "");
}

/**
 * The <option>s of a closed-list <select> (catalog.ts, in the EBA's order), each by its translated label; with
 * `empty`, a first option for "not given" (the empty string).
 */
export function ClosedListOptions({ list, empty }: { list: ClosedListName; empty?: string }) {
  const label = useListLabel();
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {Object.keys(CLOSED_LISTS[list]).map((code) => (
        <option key={code} value={code}>
          {label(code)}
        </option>
      ))}
    </>
  );
}
