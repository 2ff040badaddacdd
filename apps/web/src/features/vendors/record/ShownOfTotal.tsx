import { formatCount } from "../../../lib/format";

/** Under a list the record cuts short: says how many of how many it shows, so the tab's count never looks wrong. */
export function ShownOfTotal({ shown, total, noun }: { shown: number; total: number; noun: string }) {
  if (shown >= total) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="shown-of-total">
      Showing the latest {formatCount(shown)} of {formatCount(total)} {noun}.
    </p>
  );
}
