import { cn, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@tprm/ui";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage } from "../lib/http-errors";
import type { SessionUser } from "../lib/session";

/**
 * A form dialog that cannot be dismissed while it is saving (Escape, outside click and the X are ignored then);
 * otherwise Escape closes it. Focus is trapped by the dialog primitive.
 */
export function GuardedDialog({
  open,
  onOpenChange,
  busy,
  title,
  description,
  className,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        className={cn("sm:max-w-xl", className)}
        data-testid={testId}
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => busy && e.preventDefault()}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface IssueCarrier {
  data?: { issues?: unknown } | null;
}

/** Puts the server's field issues (400 with data.issues) on the form's fields; true when any field got one. */
export function applyServerIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
): boolean {
  const issues = (error as IssueCarrier | null)?.data?.issues;
  if (!Array.isArray(issues)) return false;
  const values = form.getValues() as Record<string, unknown>;
  let applied = false;
  for (const issue of issues) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const field = path.split(".")[0] ?? "";
    if (!(field in values)) continue;
    form.setError(field as Path<T>, { type: "server", message });
    applied = true;
  }
  return applied;
}

/** "Jane Doe" for the signed-in user, shown as the reviewer or requester the server will record. */
export function displayName(user: SessionUser | null | undefined): string {
  if (!user) return "";
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * What every vendor dialog does with its call's outcome: on success a toast and close; on failure the server's
 * field issues on the form (when there is one) and a toast with its message. What refreshes afterwards is declared
 * per procedure (@tprm/api/refresh) and done by the query client.
 */
export function dialogOutcome<T extends FieldValues>(options: {
  success: string;
  failure: string;
  onClose: () => void;
  form?: Pick<UseFormReturn<T>, "setError" | "getValues">;
}) {
  return {
    onSuccess: () => {
      toast.success(options.success);
      options.onClose();
    },
    onError: (error: unknown) => {
      if (options.form) applyServerIssues(options.form, error);
      toast.error(errorMessage(error, options.failure));
    },
  };
}
