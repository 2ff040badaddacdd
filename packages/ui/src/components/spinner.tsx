import { LoaderCircleIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";

export interface SpinnerProps extends React.ComponentProps<"svg"> {
  /** Text read by screen readers; defaults to "Loading". */
  label?: string;
}

export function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <LoaderCircleIcon role="status" aria-label={label} className={cn("size-4 animate-spin", className)} {...props} />
  );
}
