import { CURRENCY_CODES } from "@tprm/api/schemas";
import { useTranslation } from "react-i18next";

/** Currencies a bank's register uses most, first; then every other ISO 4217 code. */
const COMMON_CURRENCIES = ["USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SGD", "HKD", "SEK", "NOK", "DKK", "PLN"];
const OTHER_CURRENCIES = CURRENCY_CODES.filter((c) => !COMMON_CURRENCIES.includes(c));

/** The <option>s of a currency <select>: common currencies first, then all the others. */
export function CurrencyOptions() {
  const { t } = useTranslation("common");
  return (
    <>
      <optgroup label={t("common:currencies.common")}>
        {COMMON_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
      <optgroup label={t("common:currencies.all")}>
        {OTHER_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </optgroup>
    </>
  );
}
