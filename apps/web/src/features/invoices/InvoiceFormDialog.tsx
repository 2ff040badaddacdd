import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { createInvoiceInput } from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { TFunction } from "i18next";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { CurrencyOptions } from "../../components/CurrencyOptions";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { FormDateField } from "../../components/FormDateField";
import { useCalendar } from "../../lib/calendar";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { ContractPicker } from "./ContractPicker";
import { addDays, warningText } from "./invoice-format";
import { invoiceFieldError } from "./invoice-validation";
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
    contractId: null,
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
    contractId: invoice.contractId ?? null,
    number: invoice.number,
    amount: invoice.amount,
    currency: invoice.currency,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    description: invoice.description ?? "",
  };
}

/** The server's warnings about a saved invoice (possible duplicate, above the contract value), kept on screen. */
function showWarnings(t: TFunction, number: string, warnings: readonly string[]) {
  if (warnings.length === 0) return;
  toast.warning(t("invoices:form.checkInvoice", { number }), {
    description: warnings.map((warning) => warningText(t, warning, number)).join(" "),
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
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const { today } = useCalendar();
  const create = useMutation(
    trpc.invoices.create.mutationOptions({
      onSuccess: (invoice) => {
        toast.success(
          t("invoices:form.recorded", {
            number: invoice.number,
            vendor: invoice.vendor?.name ?? t("invoices:form.theVendor"),
          }),
        );
        showWarnings(t, invoice.number, invoice.warnings);
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
      title={t("invoices:form.newTitle")}
      description={t("invoices:form.newDescription")}
      testId="new-invoice-dialog"
    >
      {open && (
        <InvoiceForm
          defaults={emptyValues(today)}
          vendor={null}
          busy={create.isPending}
          submitLabel={t("invoices:form.record")}
          onCancel={() => onOpenChange(false)}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, t("invoices:form.recordFailed")));
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
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const update = useMutation(
    trpc.invoices.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(t("invoices:form.updated", { number: saved.number }));
        showWarnings(t, saved.number, saved.warnings);
        onClose();
      },
    }),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={update.isPending}
      title={t("invoices:form.editTitle", { number: invoice.number })}
      description={t("invoices:form.editDescription")}
      testId="edit-invoice-dialog"
    >
      <InvoiceForm
        defaults={valuesFrom(invoice)}
        vendor={invoice.vendor ? { id: invoice.vendor.id, name: invoice.vendor.name } : null}
        busy={update.isPending}
        submitLabel={t("invoices:form.saveChanges")}
        onCancel={onClose}
        onSubmit={({ status: _status, paidAt: _paidAt, ...values }, form) =>
          // Payment status is not part of this form: sending the schema's default would mark a paid invoice unpaid.
          update.mutate(
            { id: invoice.id, ...values },
            {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, t("invoices:form.saveFailed")));
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
  const { t } = useTranslation(["invoices"]);
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({
    resolver: zodResolver(createInvoiceInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const fieldError = (field: keyof InvoiceFormValues) => invoiceFieldError(t, field, errors[field]);
  const [picked, setPicked] = useState<PickedVendor | null>(vendor);
  const blankIsUndefined = { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : v) };
  const issueDate = form.watch("issueDate");

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate className="grid gap-4">
      <FormField
        label={t("invoices:form.vendor")}
        error={fieldError("vendorId")}
        required
        description={picked ? undefined : t("invoices:form.vendorHint")}
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
                  // A contract is one vendor's: another vendor starts without one.
                  if (next?.id !== picked?.id) form.setValue("contractId", null, { shouldDirty: true });
                }}
              />
            )}
          />
        )}
      </FormField>
      <Controller
        name="contractId"
        control={form.control}
        render={({ field }) => (
          <ContractPicker
            vendorId={picked?.id ?? null}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldError("contractId")}
          />
        )}
      />
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_10.5rem]">
        <FormField label={t("invoices:form.number")} error={fieldError("number")} required>
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
        <FormField label={t("invoices:form.amount")} error={fieldError("amount")} required>
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
        <FormField label={t("invoices:form.currency")} error={fieldError("currency")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("currency", blankIsUndefined)}>
              {!defaults.currency && <option value="">{t("invoices:form.vendorCurrency")}</option>}
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
        <FormDateField
          control={form.control}
          name="issueDate"
          label={t("invoices:form.issueDate")}
          error={fieldError("issueDate")}
          required
        />
        <FormDateField
          control={form.control}
          name="dueDate"
          label={t("invoices:form.dueDate")}
          error={fieldError("dueDate")}
          required
          min={typeof issueDate === "string" && issueDate ? issueDate : undefined}
        />
      </div>
      <FormField label={t("invoices:form.description")} error={fieldError("description")}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            placeholder={t("invoices:form.descriptionPlaceholder")}
            {...form.register("description")}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("invoices:form.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("invoices:form.saving") : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
