import { Button, DialogFooter } from "@tprm/ui";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GuardedDialog } from "./dialog-support";

/**
 * The form dialog every screen uses: a title, the fields (the dialog's body scrolls when they are many), and the
 * button bar fixed at the bottom (Cancel, and the submit button that says what it does and when it is busy). It
 * cannot be dismissed while saving. Validation is the form's zod resolver, the server's schema; the caller's
 * onError puts the server's field issues on the fields (applyServerIssues).
 */
export function FormDialog<TValues extends FieldValues, TOutput = TValues>({
  open,
  onOpenChange,
  title,
  description,
  className,
  testId,
  form,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  testId?: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (values: TOutput) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={title}
      description={description}
      className={className}
      testId={testId}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </GuardedDialog>
  );
}
