import { SearchIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { Input } from "./input";

/** A text input with a magnifier inside it. `wrapperClassName` sizes the box; the rest goes to the input. */
export function SearchInput({
  className,
  wrapperClassName,
  type = "search",
  ...props
}: React.ComponentProps<"input"> & { wrapperClassName?: string }) {
  return (
    <div className={cn("relative", wrapperClassName)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type={type} className={cn("pl-8", className)} {...props} />
    </div>
  );
}
