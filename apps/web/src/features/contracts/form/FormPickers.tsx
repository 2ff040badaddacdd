import { COUNTRY_CODES } from "@tprm/api/schemas";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchChoice } from "../../../components/SearchChoice";
import { type PickedUser, UserPicker } from "../../../components/UserPicker";
import { type PickedVendor, VendorChoicePicker } from "../../../components/VendorChoicePicker";
import { countryName } from "../../../lib/countries";
import { formatCount } from "../../../lib/format";

/** The contract's vendor: one of the register's vendors (first 20 by name), shown with its legal name or country. */
export function ContractVendorPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["contractForm"]);
  return (
    <VendorChoicePicker
      value={value}
      onChange={onChange}
      country={countryName}
      texts={{
        legend: t("contractForm:fields.vendor"),
        hint: t("contractForm:vendorPicker.hint"),
        search: t("contractForm:vendorPicker.search"),
        loading: t("contractForm:vendorPicker.loading"),
        loadFailed: t("contractForm:vendorPicker.loadFailed"),
        noMatch: (term) => t("contractForm:vendorPicker.noMatch", { term }),
        none: t("contractForm:vendorPicker.none"),
        matching: (count, n, term) => t("contractForm:vendorPicker.matching", { count, n, term }),
        available: (count, n) => t("contractForm:vendorPicker.available", { count, n }),
        chosen: t("contractForm:vendorPicker.chosen"),
        remove: (name) => t("contractForm:vendorPicker.remove", { name }),
      }}
      error={error}
      disabled={disabled}
      testId="contract-vendor-picker"
    />
  );
}

/** The contract's owner: one of the platform's active users (the user directory). */
export function ContractOwnerPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedUser | null;
  onChange: (owner: PickedUser | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["contractForm"]);
  return (
    <UserPicker
      multiple={false}
      required
      value={value ? [value] : []}
      onChange={(next) => onChange(next[0] ?? null)}
      texts={{
        legend: t("contractForm:fields.owner"),
        hint: t("contractForm:ownerPicker.hint"),
        chosen: t("contractForm:ownerPicker.chosen"),
        search: t("contractForm:ownerPicker.search"),
        loading: t("contractForm:ownerPicker.loading"),
        loadFailed: t("contractForm:ownerPicker.loadFailed"),
        noMatch: (term) => t("contractForm:ownerPicker.noMatch", { term }),
        noneOther: t("contractForm:ownerPicker.none"),
        available: (count, n) => t("contractForm:ownerPicker.available", { count, n }),
        matching: (count, n, term) => t("contractForm:ownerPicker.matching", { count, n, term }),
        remove: (name) => t("contractForm:ownerPicker.remove", { name }),
      }}
      error={error}
      disabled={disabled}
      testId="contract-owner-picker"
    />
  );
}

const MAX_SHOWN = 20;

/** Countries (ISO codes) chosen from the list by name or code, several at a time: where data is stored or processed. */
export function CountriesPicker({
  legend,
  value,
  onChange,
  error,
  disabled,
  testId,
}: {
  legend: ReactNode;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation(["contractForm"]);
  const [search, setSearch] = useState("");
  const language = i18n.language;
  const all = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ id: code, name: countryName(code), detail: code })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  // The matches of what is typed, at most 20: a list of every country would be longer than the form.
  const term = search.trim().toLowerCase();
  const matches = term ? all.filter((c) => c.name.toLowerCase().includes(term) || c.id.toLowerCase() === term) : [];
  const options = matches.slice(0, MAX_SHOWN);
  const count = matches.length;
  return (
    <SearchChoice
      legend={legend}
      multiple
      max={30}
      value={value.map((code) => ({ id: code, name: countryName(code), detail: code }))}
      onChange={(next) => onChange(next.map((c) => c.id))}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t("contractForm:countries.search")}
      status={
        !term
          ? t("contractForm:countries.typeToSearch")
          : count === 0
            ? t("contractForm:countries.noMatch", { term: search.trim() })
            : count > MAX_SHOWN
              ? t("contractForm:countries.firstOf", { count, n: formatCount(count), shown: formatCount(MAX_SHOWN) })
              : t("contractForm:countries.matching", { count, n: formatCount(count) })
      }
      chosenLabel={t("contractForm:countries.chosen")}
      removeLabel={(name) => t("contractForm:countries.remove", { name })}
      error={error}
      disabled={disabled}
      testId={testId}
    />
  );
}
