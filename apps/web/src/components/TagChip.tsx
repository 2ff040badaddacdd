import type { TagColour } from "@tprm/api/schemas";
import { cn } from "@tprm/ui";
import { XIcon } from "lucide-react";
import { TAG_CHIP_CLASS } from "./tag-colours";

export interface TagChipProps {
  name: string;
  colour: TagColour;
  description?: string;
  /** Shown with a remove button labelled so when given. */
  onRemove?: () => void;
  removeLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** A tag as a chip in its palette colour; with a remove button when the caller may take it off. */
export function TagChip({ name, colour, description, onRemove, removeLabel, disabled, className }: TagChipProps) {
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs",
        TAG_CHIP_CLASS[colour] ?? TAG_CHIP_CLASS.grey,
        className,
      )}
      title={description || undefined}
      data-testid="tag-chip"
    >
      <span className="truncate">{name}</span>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={removeLabel}
          title={removeLabel}
          className="-mr-1 grid size-4 shrink-0 place-items-center rounded-full outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-current disabled:opacity-50 dark:hover:bg-white/15"
        >
          <XIcon aria-hidden="true" className="size-3" />
        </button>
      )}
    </span>
  );
}
