import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Choice, SearchChoice } from "../../../components/SearchChoice";
import { formatCount } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

const LIMIT = 20;

/**
 * The assessed vendor, one of the register's vendors found by name, legal name or LEI (the register's own search,
 * first 20 by name). The legal name, when it differs, tells apart vendors of similar names.
 */
export function VendorPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: { id: string; name: string } | null;
  onChange: (vendor: { id: string; name: string } | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["assessmentForm"]);
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const vendors = useQuery({
    ...trpc.vendors.list.queryOptions({ search: term || undefined, limit: LIMIT, sort: "name", order: "asc" }),
    placeholderData: keepPreviousData,
  });
  const options: Choice[] = (vendors.data?.items ?? []).map((v) => ({
    id: v.id,
    name: v.name,
    detail: v.legalName && v.legalName !== v.name ? v.legalName : v.country,
  }));
  const count = options.length;
  const status = vendors.isPending
    ? t("assessmentForm:vendorPicker.loading")
    : vendors.isError
      ? t("assessmentForm:vendorPicker.loadFailed")
      : count === 0
        ? term
          ? t("assessmentForm:vendorPicker.noMatch", { term })
          : t("assessmentForm:vendorPicker.none")
        : term
          ? t("assessmentForm:vendorPicker.matching", { count, n: formatCount(count), term })
          : t("assessmentForm:vendorPicker.available", { count, n: formatCount(count) });

  return (
    <SearchChoice
      legend={t("assessmentForm:fields.vendor")}
      hint={t("assessmentForm:vendorPicker.hint")}
      required
      multiple={false}
      value={value ? [value] : []}
      onChange={(next) => onChange(next[0] ? { id: next[0].id, name: next[0].name } : null)}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={t("assessmentForm:vendorPicker.search")}
      status={status}
      chosenLabel={t("assessmentForm:vendorPicker.chosen")}
      removeLabel={(name) => t("assessmentForm:vendorPicker.remove", { name })}
      error={error}
      disabled={disabled}
      testId="assessment-vendor-picker"
    />
  );
}
