import { useQuery } from "@tanstack/react-query";
import { MAX_CO_REVIEWERS } from "@tprm/api/schemas";
import { Button, FormMessage, SearchInput } from "@tprm/ui";
import { XIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../components/role-names";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";

export interface PickedUser {
  id: string;
  name: string;
}

/**
 * Co-reviewers chosen from the platform's active users: a search box over the user directory and a list of
 * checkboxes (Tab to reach, Space to tick), the chosen ones listed above with a button each to remove them. The
 * signed-in user (`excludeId`) is the reviewer and is never offered.
 */
export function CoReviewerPicker({
  value,
  onChange,
  excludeId,
  error,
  disabled,
}: {
  value: PickedUser[];
  onChange: (next: PickedUser[]) => void;
  excludeId: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["vendorRecord", "common"]);
  const trpc = useTRPC();
  const ids = useId();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 250);
  const directory = useQuery(trpc.users.directory.queryOptions({ search: term || undefined, limit: 20 }));
  const chosen = new Set(value.map((u) => u.id));
  const full = value.length >= MAX_CO_REVIEWERS;
  const options = (directory.data ?? []).filter((u) => u.id !== excludeId);
  const toggle = (user: PickedUser, on: boolean) =>
    onChange(on ? [...value, { id: user.id, name: user.name }] : value.filter((u) => u.id !== user.id));

  const max = formatCount(MAX_CO_REVIEWERS);
  const status = directory.isPending
    ? t("vendorRecord:coReviewers.loading")
    : directory.isError
      ? t("vendorRecord:coReviewers.loadFailed")
      : options.length === 0
        ? term
          ? t("vendorRecord:coReviewers.noMatch", { term })
          : t("vendorRecord:coReviewers.noneOther")
        : full
          ? t("vendorRecord:coReviewers.full", { max })
          : term
            ? t("vendorRecord:coReviewers.matching", { count: options.length, n: formatCount(options.length), term })
            : t("vendorRecord:coReviewers.available", { count: options.length, n: formatCount(options.length) });

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={`${ids}-hint${error ? ` ${ids}-error` : ""}`}
      data-testid="co-reviewer-picker"
    >
      <legend className="mb-2 text-sm font-medium leading-none">
        {t("vendorRecord:reviewForm.coReviewers")}{" "}
        <span className="font-normal text-muted-foreground">{t("vendorRecord:coReviewers.optional")}</span>
      </legend>
      <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
        {t("vendorRecord:coReviewers.hint", { max })}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t("vendorRecord:coReviewers.chosen")}>
          {value.map((user) => (
            <li
              key={user.id}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/60 py-0.5 pr-0.5 pl-3 text-sm"
            >
              {user.name}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                disabled={disabled}
                aria-label={t("vendorRecord:coReviewers.remove", { name: user.name })}
                onClick={() => toggle(user, false)}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("vendorRecord:coReviewers.search")}
        aria-label={t("vendorRecord:coReviewers.search")}
        aria-controls={`${ids}-options`}
        disabled={disabled}
        autoComplete="off"
      />
      <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
        {status}
      </p>
      {options.length > 0 && (
        <div id={`${ids}-options`} className="grid max-h-40 gap-0.5 overflow-y-auto rounded-md border p-1">
          {options.map((user) => {
            const checked = chosen.has(user.id);
            return (
              <label
                key={user.id}
                className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={checked}
                  disabled={disabled || (full && !checked)}
                  onChange={(e) => toggle(user, e.target.checked)}
                />
                <span className="truncate">{user.name}</span>
                {user.role && (
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">{roleName(t, user.role)}</span>
                )}
              </label>
            );
          })}
        </div>
      )}
      {error && <FormMessage id={`${ids}-error`}>{error}</FormMessage>}
    </fieldset>
  );
}
