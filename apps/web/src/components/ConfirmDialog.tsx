import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from "@tprm/ui";
import type { ReactNode } from "react";

/**
 * Asks before an action (a destructive one unless `confirmVariant` says otherwise). Focus starts on Cancel; while the
 * action runs (`busy`) the confirm button is disabled and, unless `dismissibleWhileBusy`, the dialog stays open (it
 * cannot be dismissed, Cancel is disabled); the caller closes it when the action is done. `children` stand between
 * the description and the buttons (an error, for example).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  dismissibleWhileBusy = false,
  onConfirm,
  testId,
  confirmTestId,
  confirmVariant = "destructive",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while busy; the confirm label when not given. */
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  dismissibleWhileBusy?: boolean;
  onConfirm: () => void;
  testId?: string;
  confirmTestId?: string;
  confirmVariant?: "default" | "destructive";
  children?: ReactNode;
}) {
  const locked = busy && !dismissibleWhileBusy;
  return (
    <AlertDialog open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <AlertDialogContent data-testid={testId} onEscapeKeyDown={(e) => locked && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={locked}>{cancelLabel}</AlertDialogCancel>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} data-testid={confirmTestId}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
