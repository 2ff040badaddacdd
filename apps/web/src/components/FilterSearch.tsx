import { Button, cn, Label, SearchInput } from "@tprm/ui";
import { FilterXIcon, SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../lib/use-debounced-value";

/**
 * The state of a list's filters bar whose search lives in the URL (`q`): the search box's text, applied once typing
 * pauses, and whether the filters beyond the search are open below the large breakpoint (`field` hides them there
 * until "Filters" opens them; `moreId` names the part that opens).
 */
export function useFilterBar(q: string, applySearch: (q: string) => void) {
  const [search, setSearch] = useState(q);
  const typed = useDebouncedValue(search.trim(), 300);
  const latest = useRef(applySearch);
  latest.current = applySearch;
  // The box's text reaches the URL once typing has paused (typed caught up with it). Checked on every change to the
  // box and the URL, not only when the paused value changes: after "Clear filters", typing the same search again
  // within the pause leaves the paused value as it was, and must still be applied.
  const current = search.trim();
  useEffect(() => {
    if (typed === current && typed !== q) latest.current(typed);
  }, [typed, current, q]);
  // Back, Forward, a link or "Clear filters" changed the search: the box shows it.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const field = cn("grid gap-1.5", !expanded && "max-lg:hidden");
  return { search, setSearch, expanded, setExpanded, moreId, field };
}

/** The filters bar's search box, with the "Filters" button that opens the other filters below the large breakpoint. */
export function FilterSearch({
  id,
  label,
  placeholder,
  toggleLabel,
  toggleTestId,
  bar,
}: {
  id: string;
  label: string;
  placeholder: string;
  /** "Filters", with how many filters narrow the list when there are any. */
  toggleLabel: string;
  toggleTestId: string;
  bar: ReturnType<typeof useFilterBar>;
}) {
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <SearchInput
          id={id}
          wrapperClassName="min-w-0 flex-1"
          placeholder={placeholder}
          value={bar.search}
          onChange={(e) => bar.setSearch(e.target.value)}
        />
        <Button
          variant="outline"
          className="lg:hidden"
          aria-expanded={bar.expanded}
          aria-controls={bar.moreId}
          onClick={() => bar.setExpanded((open) => !open)}
          data-testid={toggleTestId}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          {toggleLabel}
        </Button>
      </div>
    </div>
  );
}

/** "Clear filters": empties the search box at once (its text may not have reached the URL yet) and clears the rest. */
export function ClearFiltersButton({
  label,
  bar,
  onClear,
}: {
  label: string;
  bar: ReturnType<typeof useFilterBar>;
  onClear: () => void;
}) {
  return (
    <Button
      variant="ghost"
      className="justify-self-start"
      onClick={() => {
        bar.setSearch("");
        onClear();
      }}
      data-testid="clear-filters"
    >
      <FilterXIcon aria-hidden="true" />
      {label}
    </Button>
  );
}
