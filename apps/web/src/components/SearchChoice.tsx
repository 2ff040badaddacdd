import { Button, FormMessage, SearchInput } from "@tprm/ui";
import { XIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

/** Something chosen from a searched list: a person, a vendor. `detail` tells apart two of the same name. */
export interface Choice {
  id: string;
  name: string;
  detail?: string | null | undefined;
}

/**
 * A choice from a searched list, for forms: a search box, a live status line (loading, how many match), the matches
 * as checkboxes (several may be chosen) or radio buttons (one), and the chosen ones above with a button each to
 * remove them. Everything is reached with Tab; Space ticks a checkbox, the arrow keys move between radio buttons.
 * The caller runs the search and says what to show; the texts come translated.
 */
export function SearchChoice({
  legend,
  hint,
  required,
  multiple,
  value,
  onChange,
  options,
  search,
  onSearch,
  searchLabel,
  status,
  chosenLabel,
  removeLabel,
  max,
  error,
  disabled,
  testId,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  multiple: boolean;
  value: Choice[];
  onChange: (next: Choice[]) => void;
  options: Choice[];
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  /** What the list holds now ("Loading…", "3 colleagues matching “an”."), announced politely. */
  status: string;
  chosenLabel: string;
  removeLabel: (name: string) => string;
  /** The most that may be chosen (several only). */
  max?: number;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
}) {
  const ids = useId();
  const chosen = new Set(value.map((c) => c.id));
  const full = multiple && max !== undefined && value.length >= max;
  const describedBy = [hint ? `${ids}-hint` : null, error ? `${ids}-error` : null].filter(Boolean).join(" ");
  const pick = (choice: Choice, on: boolean) => {
    const plain = { id: choice.id, name: choice.name, detail: choice.detail };
    if (!multiple) onChange(on ? [plain] : []);
    else onChange(on ? [...value, plain] : value.filter((c) => c.id !== choice.id));
  };

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      data-testid={testId}
    >
      <legend className={`mb-2 text-sm leading-none font-medium ${error ? "text-destructive" : ""}`}>
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-1 text-destructive">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${ids}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={chosenLabel}>
          {value.map((choice) => (
            <li
              key={choice.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted/60 py-0.5 pr-0.5 pl-3 text-sm"
            >
              <span className="truncate">{choice.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 shrink-0 rounded-full"
                disabled={disabled}
                aria-label={removeLabel(choice.name)}
                onClick={() => pick(choice, false)}
              >
                <XIcon aria-hidden="true" className="size-3.5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={searchLabel}
        aria-label={searchLabel}
        aria-controls={options.length > 0 ? `${ids}-options` : undefined}
        disabled={disabled}
        autoComplete="off"
      />
      <p className="text-xs text-muted-foreground" role="status" aria-live="polite">
        {status}
      </p>
      {options.length > 0 && (
        <div id={`${ids}-options`} className="grid max-h-40 gap-0.5 overflow-y-auto rounded-md border p-1">
          {options.map((choice) => {
            const checked = chosen.has(choice.id);
            return (
              <label
                key={choice.id}
                className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={multiple ? undefined : `${ids}-choice`}
                  className="size-4 shrink-0 accent-primary"
                  checked={checked}
                  disabled={disabled || (full && !checked)}
                  onChange={(e) => pick(choice, multiple ? e.target.checked : true)}
                />
                <span className="truncate">{choice.name}</span>
                {choice.detail && (
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">{choice.detail}</span>
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
