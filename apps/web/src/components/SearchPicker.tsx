import { useQuery } from "@tanstack/react-query";
import { cn, Input } from "@tprm/ui";
import { LoaderCircleIcon, SearchIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { ComboboxClearButton, ComboboxOption, useEscapeClosesList } from "./combobox-parts";
import { errorText } from "./error-text";

export interface PickerOption {
  id: string;
  name: string;
  /** A second line (a role, a country). */
  detail?: string | null;
}

/** What a picker searches: the query's key and function for a term; null while the term is too short. */
export interface PickerSource {
  queryKey: readonly unknown[];
  queryFn: () => Promise<PickerOption[]>;
}

/**
 * A combobox over a search (ARIA 1.2 combobox with a list box): type part of a name, move with the arrow keys,
 * Enter picks, Escape closes the list without closing a surrounding dialog. Typing after a pick clears the pick,
 * so nothing is applied that the box no longer shows.
 */
export function SearchPicker({
  value,
  onChange,
  source,
  listLabel,
  placeholder,
  clearLabel,
  id,
  className,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  "aria-required": ariaRequired,
  "aria-label": ariaLabel,
  clearUnpickedOnBlur = false,
}: {
  value: PickerOption | null;
  onChange: (option: PickerOption | null) => void;
  source: (term: string) => PickerSource | null;
  listLabel: string;
  placeholder: string;
  clearLabel: string;
  id?: string;
  className?: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
  "aria-required"?: boolean | undefined;
  "aria-label"?: string;
  clearUnpickedOnBlur?: boolean;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-options`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebouncedValue(text.trim(), 200);

  // A pick made elsewhere (a link, a cleared filter) shows its name.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue?.id !== value?.id || shownValue?.name !== value?.name) {
    setShownValue(value);
    setText(value?.name ?? "");
  }

  const showList = open && !(value && term === value.name);
  const search = source(term);
  const results = useQuery({
    queryKey: search?.queryKey ?? ["picker", "idle"],
    queryFn: search?.queryFn ?? (async () => []),
    enabled: showList && search !== null,
    staleTime: 30_000,
  });
  const options = showList ? (results.data ?? []) : [];
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = options[activeIndex];

  useEscapeClosesList(showList, inputRef, setOpen);

  function pick(option: PickerOption) {
    onChange(option);
    setText(option.name);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) setOpen(true);
      else if (n) setActive((i) => (Math.min(i, n - 1) + (e.key === "ArrowDown" ? 1 : n - 1)) % n);
    } else if (e.key === "Enter" && showList) {
      e.preventDefault();
      if (activeOption) pick(activeOption);
    }
  }

  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        id={inputId}
        role="combobox"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showList && activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-required={ariaRequired}
        aria-label={ariaLabel}
        autoComplete="off"
        placeholder={placeholder}
        className={cn("pl-8", value && "pr-8")}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          if (clearUnpickedOnBlur && !value) setText("");
        }}
        onKeyDown={onKeyDown}
      />
      {value && (
        <ComboboxClearButton
          label={clearLabel}
          onClick={() => {
            onChange(null);
            setText("");
            inputRef.current?.focus();
          }}
        />
      )}
      {showList && (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md">
          <div id={listId} role="listbox" aria-label={listLabel} className="max-h-64 overflow-y-auto p-1 empty:hidden">
            {options.map((option, index) => (
              <ComboboxOption
                key={option.id}
                id={`${listId}-${option.id}`}
                name={option.name}
                active={index === activeIndex}
                onHover={() => setActive(index)}
                onPick={() => pick(option)}
              >
                {option.detail && <span className="truncate text-xs text-muted-foreground">{option.detail}</span>}
              </ComboboxOption>
            ))}
          </div>
          <p role="status" className="px-3 py-2 text-xs text-muted-foreground empty:hidden">
            {search === null ? (
              t("riskAssessment:picker.typeToSearch")
            ) : results.isFetching && options.length === 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <LoaderCircleIcon aria-hidden="true" className="size-3 animate-spin" />
                {t("riskAssessment:picker.searching")}
              </span>
            ) : results.isError ? (
              <span className="text-destructive">{errorText(t, results.error, t("riskAssessment:picker.failed"))}</span>
            ) : results.isSuccess && options.length === 0 ? (
              term ? (
                t("riskAssessment:picker.noMatch", { term })
              ) : (
                t("riskAssessment:picker.none")
              )
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}
