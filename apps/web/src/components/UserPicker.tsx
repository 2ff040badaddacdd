import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { roleName } from "./role-names";
import { type Choice, SearchChoice } from "./SearchChoice";

export interface PickedUser {
  id: string;
  name: string;
}

/** The picker's words, translated by the form that uses it (a review's co-reviewers, an assessment's team…). */
export interface UserPickerTexts {
  legend: ReactNode;
  hint?: ReactNode;
  /** The list of chosen people, for screen readers. */
  chosen: string;
  search: string;
  loading: string;
  loadFailed: string;
  noMatch: (term: string) => string;
  noneOther: string;
  available: (count: number, n: string) => string;
  matching: (count: number, n: string, term: string) => string;
  remove: (name: string) => string;
  /** When as many as `max` are chosen (several only). */
  full?: (max: string) => string;
}

/**
 * People chosen from the platform's active users (the user directory, searched by name or role): one (radio
 * buttons) or several (checkboxes, at most `max`). `excludeId` is never offered (the reviewer themself, the lead
 * assessor when choosing the team).
 */
export function UserPicker({
  multiple,
  value,
  onChange,
  texts,
  max,
  excludeId,
  required,
  error,
  disabled,
  testId,
}: {
  multiple: boolean;
  value: PickedUser[];
  onChange: (next: PickedUser[]) => void;
  texts: UserPickerTexts;
  max?: number;
  excludeId?: string | undefined;
  required?: boolean;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation(["common"]);
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const directory = useQuery(trpc.users.directory.queryOptions({ search: term || undefined, limit: 20 }));
  const options: Choice[] = (directory.data ?? [])
    .filter((u) => u.id !== excludeId)
    .map((u) => ({ id: u.id, name: u.name, detail: u.role ? roleName(t, u.role) : null }));
  const full = multiple && max !== undefined && value.length >= max;

  const status = directory.isPending
    ? texts.loading
    : directory.isError
      ? texts.loadFailed
      : options.length === 0
        ? term
          ? texts.noMatch(term)
          : texts.noneOther
        : full && texts.full && max !== undefined
          ? texts.full(formatCount(max))
          : term
            ? texts.matching(options.length, formatCount(options.length), term)
            : texts.available(options.length, formatCount(options.length));

  return (
    <SearchChoice
      legend={texts.legend}
      hint={texts.hint}
      required={required}
      multiple={multiple}
      value={value}
      onChange={(next) => onChange(next.map(({ id, name }) => ({ id, name })))}
      options={options}
      search={search}
      onSearch={setSearch}
      searchLabel={texts.search}
      status={status}
      chosenLabel={texts.chosen}
      removeLabel={texts.remove}
      max={max}
      error={error}
      disabled={disabled}
      testId={testId}
    />
  );
}
