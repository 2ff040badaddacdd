import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { TableHead } from "./table";

export type SortDirection = "asc" | "desc";

export interface SortableTableHeadProps extends Omit<React.ComponentProps<"th">, "children" | "onClick"> {
  children: React.ReactNode;
  /** The column the table is sorted by now, in this direction; undefined when sorted by another column. */
  direction: SortDirection | undefined;
  /** Called when the header is clicked: the caller decides the next column and direction. */
  onSort: () => void;
}

/**
 * A column header that sorts: a button inside the <th>, which carries aria-sort so assistive technology announces
 * the current order ("ascending", "descending" or "none").
 */
export function SortableTableHead({ children, direction, onSort, className, ...props }: SortableTableHeadProps) {
  const Icon = direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      className={className}
      {...props}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "-ml-1.5 inline-flex h-8 items-center gap-1 rounded-md px-1.5 font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
          direction === undefined && "text-foreground/80",
        )}
      >
        {children}
        <Icon aria-hidden="true" className={cn("size-3.5", direction === undefined && "opacity-40")} />
      </button>
    </TableHead>
  );
}
