import { LoaderCircleIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../lib/cn";
import { useUiTexts } from "./ui-text";

export interface SpinnerProps extends React.ComponentProps<"svg"> {
  /** Text read by screen readers; defaults to "Loading" (in the app's language, see UiTextProvider). */
  label?: string;
}

export function Spinner({ className, label, ...props }: SpinnerProps) {
  const texts = useUiTexts();
  return (
    <LoaderCircleIcon
      role="status"
      aria-label={label ?? texts.loading}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}
