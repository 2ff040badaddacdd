import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@tprm/ui";
import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchPanel } from "./SearchPanel";
import { opensSearch } from "./search-links";

/** A key press in a field that takes text: "/" there is typed, not a shortcut. */
function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The top bar's one search box (issue 18, docs/COLLABORATION.md "Search"): a button that reads as a search field,
 * and "/" or Ctrl+K (⌘K) from anywhere, open the search over every kind of record the user may view.
 */
export function GlobalSearch() {
  // The top bar must not suspend: the trigger shows an icon until the texts are in.
  const { t, ready } = useTranslation(["search"], { useSuspense: false });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !opensSearch(event, inTextField(event.target))) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="global-search-open"
        aria-keyshortcuts="/ Control+K"
        aria-label={ready ? t("search:open") : undefined}
        className="inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm text-topbar-foreground/90 outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white/70 2xl:w-56 2xl:bg-white/10 2xl:px-3"
      >
        <SearchIcon aria-hidden="true" className="size-5 shrink-0 2xl:size-4" />
        <span className="hidden truncate 2xl:inline">{ready ? t("search:placeholder") : ""}</span>
        <kbd className="ml-auto hidden rounded border border-white/30 px-1.5 text-xs 2xl:inline">/</kbd>
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-0 p-0 sm:top-16 sm:max-w-2xl"
          hideClose
          data-testid="global-search"
        >
          <DialogTitle className="sr-only">{ready ? t("search:title") : ""}</DialogTitle>
          <DialogDescription className="sr-only">{ready ? t("search:description") : ""}</DialogDescription>
          {open && ready && <SearchPanel onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
