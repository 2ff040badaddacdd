import { ArrowUpRightIcon } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "../../../lib/format";

/** A listed record's reference, opening the record on its own screen (an assessment, a contract). */
export function RecordReferenceLink({ to, label, reference }: { to: string; label: string; reference: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-sm font-mono text-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      aria-label={label}
    >
      {reference}
      <ArrowUpRightIcon aria-hidden="true" className="size-3.5" />
    </Link>
  );
}

/**
 * Under a list the record cuts short: how many of how many it shows (`shownText` words it), and a link to all of them
 * on their own screen. Nothing when the list is whole.
 */
export function SeeAllLine({
  shown,
  total,
  shownText,
  to,
  linkText,
}: {
  shown: number;
  total: number;
  shownText: (counts: { shown: string; total: string }) => string;
  to: string;
  linkText: string;
}) {
  if (total <= shown) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {shownText({ shown: formatCount(shown), total: formatCount(total) })}{" "}
      <Link to={to} className="font-medium text-foreground underline underline-offset-4">
        {linkText}
      </Link>
    </p>
  );
}
