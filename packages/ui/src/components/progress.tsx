import { Progress as ProgressPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "../lib/cn";

export interface ProgressProps extends React.ComponentProps<typeof ProgressPrimitive.Root> {
  /** 0–100. */
  value: number;
  /** Classes for the filled part (e.g. a status colour). */
  indicatorClassName?: string;
}

/** A horizontal progress bar (role="progressbar" with aria-valuenow); give it an aria-label or aria-labelledby. */
export function Progress({ className, value, indicatorClassName, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn("h-full w-full flex-1 bg-primary transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
