import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchResult } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { SearchIcon } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useTRPC } from "../../lib/trpc";
import { highlightPieces, searchResultHref } from "./search-links";

/** Waits for a pause in typing before asking the server. */
function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Marked({ text, ranges }: { text: string; ranges: SearchResult["highlights"]["title"] }) {
  return (
    <>
      {highlightPieces(text, ranges).map((piece, i) =>
        piece.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order, never reordered
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-500/40">
            {piece.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}

/**
 * The search box and its results, grouped by kind with the best group first. The input is a combobox: ↑ and ↓ move
 * through every result across the groups, Enter opens the one chosen (its record's screen), Escape closes.
 */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(["search"]);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), 200);
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  const found = useQuery(
    trpc.search.global.queryOptions({ q, limit: 5 }, { enabled, placeholderData: keepPreviousData, staleTime: 10_000 }),
  );
  const groups = enabled ? (found.data?.groups ?? []) : [];
  const flat = groups.flatMap((group) => group.items);
  // The choice belongs to one search: a new search starts at its first result.
  const [cursor, setCursor] = useState({ q: "", index: 0 });
  const active = cursor.q === q ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ q, index });

  const open = (result: SearchResult) => {
    onDone();
    void navigate(searchResultHref(result));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + flat.length) % flat.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = flat[active];
      if (chosen) open(chosen);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  let index = -1;
  return (
    <div className="flex max-h-[inherit] flex-col">
      <div className="flex items-center gap-2 border-b px-4">
        <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          autoFocus
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(active) : undefined}
          aria-label={t("search:label")}
          placeholder={t("search:placeholder")}
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="global-search-input"
          className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
        />
      </div>
      <div className="min-h-0 overflow-y-auto p-2" aria-live="polite">
        {!enabled ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">
            {t("search:hint", { count: SEARCH_MIN_LENGTH })}
          </p>
        ) : found.isError ? (
          <p className="px-2 py-6 text-center text-sm text-destructive">{t("search:error")}</p>
        ) : found.isPending ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t("search:searching")}</p>
        ) : flat.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t("search:empty", { query: q })}</p>
        ) : null}
        <div id={listId} role="listbox" aria-label={t("search:results")} hidden={flat.length === 0}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a list box (ARIA), not a form's fieldset
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="mb-2">
              <div
                id={`${listId}-${group.kind}`}
                className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {t(`search:kinds.${group.kind}`)}
              </div>
              {group.items.map((item) => {
                index += 1;
                const mine = index;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant list box are not focused; the combobox input keeps focus
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (↑ ↓ Enter)
                  <div
                    key={item.id}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    data-testid="global-search-result"
                    data-kind={item.kind}
                    onMouseMove={() => setActive(mine)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(item)}
                    className={cn(
                      "cursor-pointer rounded-md px-2 py-1.5 text-sm",
                      mine === active && "bg-accent text-accent-foreground",
                    )}
                  >
                    <div className="flex items-baseline gap-2">
                      <span className="truncate font-medium">
                        <Marked text={item.title} ranges={item.highlights.title} />
                      </span>
                      {item.code && item.code !== item.title && (
                        <span className="shrink-0 font-mono text-xs text-muted-foreground">
                          <Marked text={item.code} ranges={item.highlights.code} />
                        </span>
                      )}
                    </div>
                    {item.subtitle && (
                      <div className="truncate text-xs text-muted-foreground">
                        <Marked text={item.subtitle} ranges={item.highlights.subtitle} />
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <p className="border-t px-4 py-2 text-xs text-muted-foreground">{t("search:keys")}</p>
    </div>
  );
}
