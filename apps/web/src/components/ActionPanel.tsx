import { Alert, AlertDescription, AlertTitle, Button, cn } from "@tprm/ui";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * A confirmation inside the detail dialog (Submit, Reopen, Delete): its question, what follows, any fields, the
 * server's refusal when there is one, and Cancel / confirm. Inline rather than a second dialog, so the keyboard stays
 * in the one focus trap; the panel takes the focus when it opens (its first field, else its title).
 */
export function ActionPanel({
  title,
  description,
  children,
  failure,
  busy,
  confirmLabel,
  busyLabel,
  confirmDisabled = false,
  destructive = false,
  initialFocus,
  onSubmit,
  onCancel,
  testId,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** The server's refusal: a title and its message (already in words). */
  failure?: { title: string; message: string } | null;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  confirmDisabled?: boolean;
  destructive?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  testId: string;
}) {
  const { t } = useTranslation(["common"]);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    (initialFocus?.current ?? titleRef.current)?.focus();
  }, [initialFocus]);
  // Escape cancels the confirmation, not the whole dialog: a capture listener on window runs before the dialog's.
  const latest = useRef({ busy, onCancel });
  latest.current = { busy, onCancel };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.preventDefault();
      e.stopPropagation();
      if (!latest.current.busy) latest.current.onCancel();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, []);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "mt-2 grid gap-3 rounded-lg border p-4",
        destructive ? "border-destructive/40 bg-destructive/5" : "border-primary/30 bg-primary/5",
      )}
      data-testid={testId}
    >
      <form noValidate className="grid gap-3" onSubmit={onSubmit}>
        <div className="grid gap-1">
          <h3 id={titleId} ref={titleRef} tabIndex={-1} className="font-semibold outline-none">
            {title}
          </h3>
          <div className="text-sm text-muted-foreground">{description}</div>
        </div>
        {children}
        {failure && (
          <Alert variant="destructive">
            <AlertTitle>{failure.title}</AlertTitle>
            <AlertDescription>{failure.message}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy || confirmDisabled}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
