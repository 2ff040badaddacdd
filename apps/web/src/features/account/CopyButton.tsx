import { Button, type ButtonProps } from "@tprm/ui";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Copies a text to the clipboard; its label says "Copied" for two seconds (announced politely), or that copying
 * failed (a browser that refuses the clipboard: the text stays selectable on screen).
 */
export function CopyButton({
  text,
  label,
  variant = "outline",
  size = "sm",
  testId,
}: {
  text: string;
  label: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  testId?: string;
}) {
  const { t } = useTranslation(["account", "common"]);
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
        {state === "copied" ? t("account:copy.copied") : label}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? t("account:copy.copied") : state === "failed" ? t("account:copy.failed") : ""}
      </span>
    </>
  );
}
