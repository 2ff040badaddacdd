// Pieces shared by the search comboboxes (a vendor picker, the risk assessment centre's pickers): each keeps its own
// state, search and keys; these are what they draw and listen to alike.
import { cn } from "@tprm/ui";
import { XIcon } from "lucide-react";
import { type ReactNode, type RefObject, useEffect } from "react";

/** Escape closes the list only: a capture listener on window runs before a surrounding dialog's own Escape handling. */
export function useEscapeClosesList(
  showList: boolean,
  inputRef: RefObject<HTMLInputElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!showList) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || document.activeElement !== inputRef.current) return;
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [showList, inputRef, setOpen]);
}

/** The cross inside the box that clears the pick. */
export function ComboboxClearButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className="absolute top-1/2 right-1.5 grid size-6 -translate-y-1/2 place-items-center rounded-sm text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      onClick={onClick}
    >
      <XIcon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** One option of the list box: its name in bold and what `children` add below. */
export function ComboboxOption({
  id,
  name,
  active,
  onHover,
  onPick,
  children,
}: {
  id: string;
  name: string;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
  children?: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: options of an aria-activedescendant list box are not focused; the combobox input keeps focus
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (arrows, Enter)
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={cn(
        "grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm",
        active && "bg-accent text-accent-foreground",
      )}
      // Keep focus in the input so the pick lands before blur closes the list.
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onHover}
      onClick={onPick}
    >
      <span className="truncate font-medium">{name}</span>
      {children}
    </div>
  );
}
