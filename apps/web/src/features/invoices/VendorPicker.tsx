import { useQuery } from "@tanstack/react-query";
import type { VendorStatusValue } from "@tprm/api/schemas";
import { cn, Input } from "@tprm/ui";
import { LoaderCircleIcon, SearchIcon } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ComboboxClearButton, ComboboxOption, useEscapeClosesList } from "../../components/combobox-parts";
import { countryName } from "../../lib/countries";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { VendorOption } from "./types";

export interface PickedVendor {
  id: string;
  name: string;
}

const RESULTS = 8;

/** A vendor's status as the option's detail line names it (translation keys). */
const VENDOR_STATUS_KEYS: Record<VendorStatusValue, string> = {
  onboarding: "invoices:vendorStatus.onboarding",
  active: "invoices:vendorStatus.active",
  under_review: "invoices:vendorStatus.underReview",
  offboarding: "invoices:vendorStatus.offboarding",
  offboarded: "invoices:vendorStatus.offboarded",
};

/**
 * A vendor combobox over vendors.search (ARIA 1.2 combobox with a list box): type part of a name, legal name, LEI
 * or contact, move with the arrow keys, Enter picks, Escape closes the list without closing a surrounding dialog.
 * Typing after a pick clears the pick, so a form never sends a vendor the field no longer shows.
 */
export function VendorPicker({
  value,
  onChange,
  id,
  placeholder,
  clearLabel,
  className,
  inputClassName,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  "aria-required": ariaRequired,
  "aria-label": ariaLabel,
  autoFocus,
  clearUnpickedOnBlur = false,
}: {
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  id?: string;
  placeholder?: string;
  clearLabel?: string;
  className?: string;
  inputClassName?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  "aria-label"?: string;
  autoFocus?: boolean;
  /** A filter: text left without a pick is cleared on leaving the field, so the box never shows a filter that is not applied. */
  clearUnpickedOnBlur?: boolean;
}) {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const generated = useId();
  const clearText = clearLabel ?? t("invoices:vendorPicker.clear");
  const inputId = id ?? generated;
  const listId = `${inputId}-vendors`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value?.name ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebouncedValue(text.trim(), 200);

  // A pick made elsewhere (a link, a reset form) shows its name; a cleared pick keeps what the user typed.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue?.id !== value?.id || shownValue?.name !== value?.name) {
    setShownValue(value);
    if (value) setText(value.name);
  }

  const searching = open && query.length > 0 && query !== value?.name;
  const results = useQuery({
    ...trpc.vendors.search.queryOptions({ q: query || "-", limit: RESULTS }),
    enabled: searching,
    staleTime: 30_000,
  });
  const options: VendorOption[] = searching ? (results.data ?? []) : [];
  const showList = open && query.length > 0 && query !== value?.name;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const activeOption = showList ? options[activeIndex] : undefined;

  useEscapeClosesList(showList, inputRef, setOpen);

  function pick(option: VendorOption) {
    onChange({ id: option.id, name: option.name });
    setText(option.name);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => (options.length ? (Math.min(i, options.length - 1) + 1) % options.length : 0));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (options.length ? (Math.min(i, options.length - 1) - 1 + options.length) % options.length : 0));
    } else if (e.key === "Enter" && showList) {
      // Enter picks; it never submits the surrounding form while the list is open.
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
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        aria-required={ariaRequired}
        aria-label={ariaLabel}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={placeholder ?? t("invoices:vendorPicker.placeholder")}
        className={cn("pl-8", value && "pr-8", inputClassName)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          if (clearUnpickedOnBlur && !value) setText("");
        }}
        onKeyDown={onKeyDown}
      />
      {value && (
        <ComboboxClearButton
          label={clearText}
          onClick={() => {
            onChange(null);
            setText("");
            inputRef.current?.focus();
          }}
        />
      )}
      {showList && (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md">
          {/* The list box stays in the DOM while open so aria-controls always points at it. */}
          <div
            id={listId}
            role="listbox"
            aria-label={t("invoices:vendorPicker.listLabel")}
            className="max-h-64 overflow-y-auto p-1"
          >
            {options.map((option, index) => (
              <ComboboxOption
                key={option.id}
                id={`${listId}-${option.id}`}
                name={option.name}
                active={index === activeIndex}
                onHover={() => setActive(index)}
                onPick={() => pick(option)}
              >
                <span className="truncate text-xs text-muted-foreground">
                  {[
                    option.legalName && option.legalName !== option.name ? option.legalName : null,
                    option.country ? countryName(option.country) : null,
                    option.status in VENDOR_STATUS_KEYS
                      ? t(VENDOR_STATUS_KEYS[option.status as VendorStatusValue])
                      : option.status,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </ComboboxOption>
            ))}
          </div>
          <p role="status" className="px-3 pb-2 text-xs text-muted-foreground empty:hidden">
            {results.isFetching && options.length === 0 ? (
              <span className="inline-flex items-center gap-1.5 pt-2">
                <LoaderCircleIcon aria-hidden="true" className="size-3 animate-spin" />
                {t("invoices:vendorPicker.searching")}
              </span>
            ) : results.isError ? (
              <span className="text-destructive">
                {errorMessage(results.error, t("invoices:vendorPicker.searchFailed"))}
              </span>
            ) : results.isSuccess && options.length === 0 ? (
              t("invoices:vendorPicker.noMatch", { query })
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}
