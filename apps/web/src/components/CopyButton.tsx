import { Button, type ButtonProps } from "@tprm/ui";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * Copies a text to the clipboard; its label says `copiedLabel` for two seconds (announced politely), or
 * `failedLabel` when the browser refuses the clipboard (the text stays selectable on screen). The texts come from
 * the caller's locale namespace.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  failedLabel,
  context,
  variant = "outline",
  size = "sm",
  testId,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  failedLabel: string;
  /** Read after the label by screen readers only ("Copy" of which example), so the visible text stays the name's start. */
  context?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  testId?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <>
      <Button variant={variant} size={size} onClick={copy} data-testid={testId}>
        {state === "copied" ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
        {state === "copied" ? copiedLabel : label}
        {context && <span className="sr-only"> {context}</span>}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? copiedLabel : state === "failed" ? failedLabel : ""}
      </span>
    </>
  );
}
