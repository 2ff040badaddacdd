import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { Button } from "./button";
import { formatUiNumber, useUiTexts } from "./ui-text";

export interface PaginationProps extends Omit<React.ComponentProps<"nav">, "onChange"> {
  page: number;
  totalPages: number;
  /** Total number of rows, shown next to the page counter when given. */
  total?: number;
  /** The server stopped counting: there are at least `total` rows ("1,000+ results"). */
  totalIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous / Next controls with "Page X of Y", inside a labelled <nav>. */
export function Pagination({
  page,
  totalPages,
  total,
  totalIsLowerBound = false,
  onPageChange,
  disabled,
  className,
  ...props
}: PaginationProps) {
  const { locale, pagination: text } = useUiTexts();
  const pages = Math.max(totalPages, 1);
  // An empty list says so itself; "Page 1 of 1 · 0 results" under it adds nothing.
  if (total === 0) return null;
  const more = totalIsLowerBound ? "+" : "";
  const number = (value: number) => formatUiNumber(value, locale);
  return (
    <nav
      aria-label={text.label}
      className={cn("flex items-center justify-between gap-4 text-sm", className)}
      {...props}
    >
      <p className="text-muted-foreground" aria-live="polite">
        {text.pageOf(number(Math.min(page, pages)), `${number(pages)}${more}`)}
        {total !== undefined &&
          // "1+ results": a lower bound counts as many.
          ` · ${text.results(totalIsLowerBound ? Math.max(total, 2) : total, `${number(total)}${more}`)}`}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon aria-hidden="true" />
          {text.previous}
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          {text.next}
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
