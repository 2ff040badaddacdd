import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { formatCount } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { type Choice, SearchChoice } from "./SearchChoice";

const LIMIT = 20;

export interface PickedVendor {
  id: string;
  name: string;
}

/** The picker's words, translated by the form that uses it (an assessment's vendor, a contract's vendor…). */
export interface VendorChoiceTexts {
  legend: ReactNode;
  hint: ReactNode;
  search: string;
  loading: string;
  loadFailed: string;
  noMatch: (term: string) => string;
  none: string;
  matching: (count: number, n: string, term: string) => string;
  available: (count: number, n: string) => string;
  /** The chosen vendor, for screen readers. */
  chosen: string;
  remove: (name: string) => string;
}

/**
 * A form's required vendor: one of the register's vendors found by name, legal name or LEI (the register's own
 * search, first 20 by name). The legal name, when it differs, tells apart vendors of similar names; else the country,
 * as `country` shows it.
 */
export function VendorChoicePicker({
  value,
  onChange,
  texts,
  country,
  error,
  disabled,
  required = true,
  exclude,
  testId,
}: {
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  texts: VendorChoiceTexts;
  country: (code: string) => string;
  error?: string | undefined;
  disabled?: boolean | undefined;
  /** Marked as required (the default); an optional vendor (a parent undertaking) may be left empty. */
  required?: boolean;
  /** A vendor not to offer (the record itself, when choosing its parent). */
  exclude?: string | undefined;
  testId: string;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const vendors = useQuery({
    ...trpc.vendors.list.queryOptions({ search: term || undefined, limit: LIMIT, sort: "name", order: "asc" }),
    placeholderData: keepPreviousData,
  });
  const options: Choice[] = (vendors.data?.items ?? [])
    .filter((v) => v.id !== exclude)
    .map((v) => ({
      id: v.id,
      name: v.name,
      detail: v.legalName && v.legalName !== v.name ? v.legalName : v.country ? country(v.country) : null,
    }));
  const count = options.length;
  const status = vendors.isPending
    ? texts.loading
    : vendors.isError
      ? texts.loadFailed
      : count === 0
        ? term
          ? texts.noMatch(term)
          : texts.none
        : term
          ? texts.matching(count, formatCount(count), term)
          : texts.available(count, formatCount(count));
  return (
    <SearchChoice
      legend={texts.legend}
      hint={texts.hint}
      required={required}
      multiple={false}
      value={value ? [value] : []}
      onChange={(next) => onChange(next[0] ? { id: next[0].id, name: next[0].name } : null)}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={texts.search}
      status={status}
      chosenLabel={texts.chosen}
      removeLabel={texts.remove}
      error={error}
      disabled={disabled}
      testId={testId}
    />
  );
}
