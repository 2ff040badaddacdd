import { NativeSelect } from "@tprm/ui";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { currencyName } from "../../../lib/format";

/** Which currency a card shows: amounts in different currencies are never added up or drawn on one axis. */
export function CurrencyChoice({
  currencies,
  value,
  onChange,
}: {
  currencies: readonly string[];
  value: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation(["analytics"]);
  const id = useId();
  if (currencies.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        {t("analytics:currency")}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 w-28"
        data-testid="currency-choice"
      >
        {currencies.map((code) => (
          <option key={code} value={code} title={currencyName(code)}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
