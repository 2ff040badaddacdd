import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createInvoiceInput } from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CurrencyOptions } from "../../components/CurrencyOptions";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { FormDateField } from "../../components/FormDateField";
import { useCalendar } from "../../lib/calendar";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { addDays } from "./invoice-format";
import type { InvoiceRef } from "./types";
import { type PickedVendor, VendorPicker } from "./VendorPicker";

type InvoiceFormValues = z.input<typeof createInvoiceInput>;
type InvoiceFormOutput = z.output<typeof createInvoiceInput>;
type InvoiceFormApi = ReturnType<typeof useForm<InvoiceFormValues, unknown, InvoiceFormOutput>>;

/** Payment terms most invoices carry: the due date starts 30 days after the issue date. */
const DEFAULT_TERMS_DAYS = 30;

function emptyValues(today: string): InvoiceFormValues {
  return {
    vendorId: "",
    number: "",
    amount: "",
    currency: "",
    issueDate: today,
    dueDate: addDays(today, DEFAULT_TERMS_DAYS),
    description: "",
  };
}

function valuesFrom(invoice: InvoiceRef): InvoiceFormValues {
  return {
    vendorId: invoice.vendorId,
    number: invoice.number,
    amount: invoice.amount,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? "",
  };
}

/** The server's warnings about a saved invoice (possible duplicate, above the contract value), kept on screen. */
function showWarnings(number: string, warnings: readonly string[]) {
  if (warnings.length === 0) return;
  toast.warning(`Check invoice ${number}`, {
    description: warnings.join(" "),
    duration: 20_000,
  });
}

/** New Invoice: vendor, number, amount, currency, issue and due dates, description. Finance roles only. */
export function NewInvoiceDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (invoice: { id: string; number: string; vendorId: string }) => void;
}) {
  const trpc = useTRPC();
  const { today } = useCalendar();
  const create = useMutation(
    trpc.invoices.create.mutationOptions({
      onSuccess: (invoice) => {
        toast.success(`Invoice ${invoice.number} from ${invoice.vendor?.name ?? "the vendor"} was recorded.`);
        showWarnings(invoice.number, invoice.warnings);
        onOpenChange(false);
        onCreated?.(invoice);
      },
    }),
  );
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title="New Invoice"
      description="Record a vendor's invoice. It stays pending until it is marked paid, and counts as overdue after its due date."
      testId="new-invoice-dialog"
    >
      {open && (
        <InvoiceForm
          defaults={emptyValues(today)}
          vendor={null}
          busy={create.isPending}
          submitLabel="Record invoice"
          onCancel={() => onOpenChange(false)}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, "The invoice could not be recorded."));
              },
            })
          }
        />
      )}
    </GuardedDialog>
  );
}

/** Edit an invoice's details (its payment status has its own actions: Mark as paid / Mark as unpaid). */
export function EditInvoiceDialog({ invoice, onClose }: { invoice: InvoiceRef; onClose: () => void }) {
  const trpc = useTRPC();
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(`Invoice ${saved.number} was updated.`);
        showWarnings(saved.number, saved.warnings);
        onClose();
      },
    }),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={update.isPending}
      title={`Edit invoice ${invoice.number}`}
      description="Every change is recorded in the audit trail."
      testId="edit-invoice-dialog"
    >
      <InvoiceForm
        defaults={valuesFrom(invoice)}
        vendor={invoice.vendor ? { id: invoice.vendor.id, name: invoice.vendor.name } : null}
        busy={update.isPending}
        submitLabel="Save changes"
        onCancel={onClose}
        onSubmit={({ status: _status, paidAt: _paidAt, ...values }, form) =>
          // Payment status is not part of this form: sending the schema's default would mark a paid invoice unpaid.
          update.mutate(
            { id: invoice.id, ...values },
            {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, "The invoice could not be saved."));
              },
            },
          )
        }
      />
    </GuardedDialog>
  );
}

function InvoiceForm({
  defaults,
  vendor,
  busy,
  submitLabel,
  onCancel,
  onSubmit,
}: {
  defaults: InvoiceFormValues;
  vendor: PickedVendor | null;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (values: InvoiceFormOutput, form: InvoiceFormApi) => void;
}) {
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(createInvoiceInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const [picked, setPicked] = useState<PickedVendor | null>(vendor);
  const blankIsUndefined = { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : v) };
  const issueDate = form.watch("issueDate");

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate className="grid gap-4">
      <FormField
        label="Vendor"
        error={errors.vendorId}
        required
        description={picked ? undefined : "Type part of the vendor's name, legal name or LEI, then pick it."}
      >
        {(field) => (
          <Controller
            name="vendorId"
            control={form.control}
            render={({ field: vendorField }) => (
              <VendorPicker
                {...field}
                autoFocus={!vendor}
                value={picked}
                onChange={(next) => {
                  setPicked(next);
                  vendorField.onChange(next?.id ?? "");
                }}
              />
            )}
          />
        )}
      </FormField>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_10.5rem]">
        <FormField label="Invoice number" error={errors.number} required>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              className="font-mono"
              autoFocus={!!vendor}
              {...form.register("number")}
            />
          )}
        </FormField>
        <FormField label="Amount" error={errors.amount} required>
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              className="text-right tabular-nums"
              {...form.register("amount")}
            />
          )}
        </FormField>
        <FormField label="Currency" error={errors.currency}>
          {(field) => (
            <NativeSelect {...field} {...form.register("currency", blankIsUndefined)}>
              {!defaults.currency && <option value="">Vendor's currency</option>}
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <FormDateField control={form.control} name="issueDate" label="Issue date" error={errors.issueDate} required />
        <FormDateField
          control={form.control}
          name="dueDate"
          label="Due date"
          error={errors.dueDate}
          required
          min={typeof issueDate === "string" && issueDate ? issueDate : undefined}
        />
      </div>
      <FormField label="Description" error={errors.description}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            placeholder="What the invoice is for, e.g. Q1 hosting fees"
            {...form.register("description")}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
