import { useMutation } from "@tanstack/react-query";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  FormField,
} from "@tprm/ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { toast } from "sonner";
import { DateField } from "../../components/DateField";
import { displayName } from "../../components/dialog-support";
import { useCalendar } from "../../lib/calendar";
import { formatAmount, formatCalendarDate } from "../../lib/format";
import { errorMessage } from "../../lib/http-errors";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { EditInvoiceDialog } from "./InvoiceFormDialog";
import type { InvoiceDialog, InvoiceRef } from "./types";

const describe = (invoice: InvoiceRef) =>
  `${invoice.number}${invoice.vendor ? ` from ${invoice.vendor.name}` : ""} (${formatAmount(invoice.amount, invoice.currency)})`;

/** The dialog the page has open for one invoice, if any. */
export function InvoiceDialogs({ dialog, onClose }: { dialog: InvoiceDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case "edit":
      return <EditInvoiceDialog key={dialog.invoice.id} invoice={dialog.invoice} onClose={onClose} />;
    case "mark-paid":
      return <MarkPaidDialog key={dialog.invoice.id} invoice={dialog.invoice} onClose={onClose} />;
    case "mark-unpaid":
      return <MarkUnpaidDialog key={dialog.invoice.id} invoice={dialog.invoice} onClose={onClose} />;
    case "delete":
      return <DeleteInvoiceDialog key={dialog.invoice.id} invoice={dialog.invoice} onClose={onClose} />;
  }
}

/** A confirmation that cannot be dismissed while its call runs. */
function ConfirmDialog({
  title,
  description,
  busy,
  onClose,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent data-testid={testId} onEscapeKeyDown={(e) => busy && e.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Mark as paid, on the day the payment was made (today unless changed): it feeds "average days to pay". The
 * signed-in user is recorded as the payment's approver.
 */
function MarkPaidDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const trpc = useTRPC();
  const { data: me } = useSession();
  const { today } = useCalendar();
  const [paidOn, setPaidOn] = useState(today < invoice.issueDate ? invoice.issueDate : today);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(`Invoice ${saved.number} is marked paid.`);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, "The invoice could not be marked paid.")),
    }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setProblem("Enter the payment date");
    if (paidOn < invoice.issueDate)
      return setProblem(`The payment date cannot be before the issue date (${formatCalendarDate(invoice.issueDate)})`);
    if (paidOn > today) return setProblem("The payment date cannot be in the future");
    setProblem(null);
    update.mutate({ id: invoice.id, status: "paid", paidAt: paidOn });
  }

  return (
    <ConfirmDialog
      title={`Mark invoice ${invoice.number} as paid?`}
      description={
        <>
          {describe(invoice)}, due {formatCalendarDate(invoice.dueDate)}. It leaves the pending and overdue totals.
          {me && <> The payment is recorded as approved by you ({displayName(me)}).</>}
        </>
      }
      busy={update.isPending}
      onClose={onClose}
      testId="mark-paid-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField label="Paid on" error={problem ? { message: problem } : undefined} required>
          {(field) => (
            <DateField
              {...field}
              autoFocus
              value={paidOn}
              min={invoice.issueDate}
              max={today}
              onChange={setPaidOn}
              className="sm:w-48"
            />
          )}
        </FormField>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>Cancel</AlertDialogCancel>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Mark as paid"}
          </Button>
        </AlertDialogFooter>
      </form>
    </ConfirmDialog>
  );
}

/** Undo a payment recorded by mistake: back to pending (or overdue, when its due date has passed). */
function MarkUnpaidDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const trpc = useTRPC();
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(`Invoice ${saved.number} is ${saved.overdue ? "overdue" : "pending"} again.`);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, "The invoice could not be changed.")),
    }),
  );
  return (
    <ConfirmDialog
      title={`Mark invoice ${invoice.number} as unpaid?`}
      description={<>{describe(invoice)}. Its payment date is cleared and it counts as open again.</>}
      busy={update.isPending}
      onClose={onClose}
      testId="mark-unpaid-dialog"
    >
      <AlertDialogFooter>
        <AlertDialogCancel disabled={update.isPending}>Cancel</AlertDialogCancel>
        <Button disabled={update.isPending} onClick={() => update.mutate({ id: invoice.id, status: "pending" })}>
          {update.isPending ? "Saving…" : "Mark as unpaid"}
        </Button>
      </AlertDialogFooter>
    </ConfirmDialog>
  );
}

function DeleteInvoiceDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.invoices.delete.mutationOptions({
      onSuccess: () => {
        toast.success(`Invoice ${invoice.number} was deleted.`);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, "The invoice could not be deleted.")),
    }),
  );
  return (
    <ConfirmDialog
      title={`Delete invoice ${invoice.number}?`}
      description={
        <>
          {describe(invoice)} is removed from the register and every total. The audit trail keeps a record of it. This
          cannot be undone.
        </>
      }
      busy={remove.isPending}
      onClose={onClose}
      testId="delete-invoice-dialog"
    >
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ id: invoice.id })}>
          {remove.isPending ? "Deleting…" : "Delete invoice"}
        </Button>
      </AlertDialogFooter>
    </ConfirmDialog>
  );
}
