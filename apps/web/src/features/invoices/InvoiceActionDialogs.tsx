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
import type { TFunction } from "i18next";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
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

/** "INV-7 from Acme (€1,200.00)", in the user's language. */
function describe(t: TFunction, invoice: InvoiceRef): string {
  const amount = formatAmount(invoice.amount, invoice.currency);
  return invoice.vendor
    ? t("invoices:dialogs.invoiceFrom", { number: invoice.number, vendor: invoice.vendor.name, amount })
    : t("invoices:dialogs.invoiceAmount", { number: invoice.number, amount });
}

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
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const { today } = useCalendar();
  const [paidOn, setPaidOn] = useState(today < invoice.issueDate ? invoice.issueDate : today);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("invoices:dialogs.markPaid.success", { number: saved.number }));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t("invoices:dialogs.markPaid.failure"))),
    }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return setProblem(t("invoices:dialogs.markPaid.dateRequired"));
    if (paidOn < invoice.issueDate)
      return setProblem(t("invoices:dialogs.markPaid.beforeIssue", { date: formatCalendarDate(invoice.issueDate) }));
    if (paidOn > today) return setProblem(t("invoices:dialogs.markPaid.future"));
    setProblem(null);
    update.mutate({ id: invoice.id, status: "paid", paidAt: paidOn });
  }

  return (
    <ConfirmDialog
      title={t("invoices:dialogs.markPaid.title", { number: invoice.number })}
      description={
        <>
          {t("invoices:dialogs.markPaid.description", {
            invoice: describe(t, invoice),
            date: formatCalendarDate(invoice.dueDate),
          })}
          {me && <> {t("invoices:dialogs.markPaid.approvedBy", { name: displayName(me) })}</>}
        </>
      }
      busy={update.isPending}
      onClose={onClose}
      testId="mark-paid-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          label={t("invoices:dialogs.markPaid.paidOn")}
          error={problem ? { message: problem } : undefined}
          required
        >
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
          <AlertDialogCancel disabled={update.isPending}>{t("invoices:dialogs.cancel")}</AlertDialogCancel>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t("invoices:dialogs.saving") : t("invoices:dialogs.markPaid.submit")}
          </Button>
        </AlertDialogFooter>
      </form>
    </ConfirmDialog>
  );
}

/** Undo a payment recorded by mistake: back to pending (or overdue, when its due date has passed). */
function MarkUnpaidDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(
          saved.overdue
            ? t("invoices:dialogs.markUnpaid.successOverdue", { number: saved.number })
            : t("invoices:dialogs.markUnpaid.successPending", { number: saved.number }),
        );
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t("invoices:dialogs.markUnpaid.failure"))),
    }),
  );
  return (
    <ConfirmDialog
      title={t("invoices:dialogs.markUnpaid.title", { number: invoice.number })}
      description={t("invoices:dialogs.markUnpaid.description", { invoice: describe(t, invoice) })}
      busy={update.isPending}
      onClose={onClose}
      testId="mark-unpaid-dialog"
    >
      <AlertDialogFooter>
        <AlertDialogCancel disabled={update.isPending}>{t("invoices:dialogs.cancel")}</AlertDialogCancel>
        <Button disabled={update.isPending} onClick={() => update.mutate({ id: invoice.id, status: "pending" })}>
          {update.isPending ? t("invoices:dialogs.saving") : t("invoices:dialogs.markUnpaid.submit")}
        </Button>
      </AlertDialogFooter>
    </ConfirmDialog>
  );
}

function DeleteInvoiceDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.invoices.delete.mutationOptions({
      onSuccess: () => {
        toast.success(t("invoices:dialogs.delete.success", { number: invoice.number }));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t("invoices:dialogs.delete.failure"))),
    }),
  );
  return (
    <ConfirmDialog
      title={t("invoices:dialogs.delete.title", { number: invoice.number })}
      description={t("invoices:dialogs.delete.description", { invoice: describe(t, invoice) })}
      busy={remove.isPending}
      onClose={onClose}
      testId="delete-invoice-dialog"
    >
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>{t("invoices:dialogs.cancel")}</AlertDialogCancel>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate({ id: invoice.id })}>
          {remove.isPending ? t("invoices:dialogs.deleting") : t("invoices:dialogs.delete.submit")}
        </Button>
      </AlertDialogFooter>
    </ConfirmDialog>
  );
}
