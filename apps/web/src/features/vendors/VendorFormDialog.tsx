import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { COUNTRY_CODES, createVendorInput, RISK_LEVEL_LABELS, RISK_LEVELS } from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { type ReactNode, useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { CurrencyOptions } from "../../components/CurrencyOptions";
import { applyServerIssues, GuardedDialog } from "../../components/dialog-support";
import { LabelledOptions } from "../../components/LabelledOptions";
import { errorMessage } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import type { VendorDetail } from "./types";
import { countryName } from "./vendor-format";

type VendorFormValues = z.input<typeof createVendorInput>;
type VendorFormOutput = z.output<typeof createVendorInput>;

const EMPTY: VendorFormValues = {
  name: "",
  legalName: "",
  businessType: "",
  country: "",
  countryOfService: "",
  contactPerson: "",
  email: "",
  phone: "",
  contractValue: undefined,
  currency: "USD",
  servicesProvided: "",
  criticality: "medium",
  lei: "",
  registrationNumber: "",
  registeredAddress: "",
  parentCompany: "",
};

function valuesFrom(vendor: VendorDetail): VendorFormValues {
  return {
    name: vendor.name,
    legalName: vendor.legalName ?? "",
    businessType: vendor.businessType ?? "",
    country: vendor.country ?? "",
    countryOfService: vendor.countryOfService ?? "",
    contactPerson: vendor.contactPerson ?? "",
    email: vendor.email ?? "",
    phone: vendor.phone ?? "",
    contractValue: vendor.contractValue,
    currency: vendor.currency,
    servicesProvided: vendor.servicesProvided.join(", "),
    criticality: vendor.criticality,
    lei: vendor.lei ?? "",
    registrationNumber: vendor.registrationNumber ?? "",
    registeredAddress: vendor.registeredAddress ?? "",
    parentCompany: vendor.parentCompany ?? "",
  };
}

/** New Vendor Onboarding: the vendor starts in onboarding with the standard checklist. */
export function NewVendorDialog({
  open,
  onOpenChange,
  onCreated,
  onOpenVendor,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (vendor: { id: string; name: string }) => void;
  onOpenVendor: (id: string) => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(
    trpc.vendors.create.mutationOptions({
      onSuccess: (vendor) => {
        toast.success(`${vendor.name} was added to the onboarding queue.`, {
          action: { label: "Open", onClick: () => onOpenVendor(vendor.id) },
        });
        onOpenChange(false);
        onCreated(vendor);
      },
    }),
  );
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={create.isPending}
      title="New Vendor Onboarding"
      description="Register a third party. It starts in onboarding with the standard due-diligence checklist; it can be activated once every task is done."
      className="sm:max-w-3xl"
      testId="new-vendor-dialog"
    >
      {open && (
        <VendorForm
          defaults={EMPTY}
          busy={create.isPending}
          submitLabel="Start onboarding"
          busyLabel="Saving…"
          onCancel={() => onOpenChange(false)}
          onSubmit={(values, form) =>
            create.mutate(values, {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, "The vendor could not be created."));
              },
            })
          }
        />
      )}
    </GuardedDialog>
  );
}

/** Edit the vendor's details (not its status: the lifecycle buttons do that). */
export function EditVendorDialog({ vendor, onClose }: { vendor: VendorDetail; onClose: () => void }) {
  const trpc = useTRPC();
  const update = useMutation(
    trpc.vendors.update.mutationOptions({
      onSuccess: (saved) => {
        toast.success(`${saved.name} was updated.`);
        onClose();
      },
    }),
  );
  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && onClose()}
      busy={update.isPending}
      title={`Edit ${vendor.name}`}
      description="Change the vendor's details. Every change is recorded in the audit trail."
      className="sm:max-w-3xl"
      testId="edit-vendor-dialog"
    >
      <VendorForm
        defaults={valuesFrom(vendor)}
        busy={update.isPending}
        submitLabel="Save changes"
        busyLabel="Saving…"
        onCancel={onClose}
        onSubmit={(values, form) =>
          update.mutate(
            { id: vendor.id, ...values },
            {
              onError: (error) => {
                applyServerIssues(form, error);
                toast.error(errorMessage(error, "The vendor could not be saved."));
              },
            },
          )
        }
      />
    </GuardedDialog>
  );
}

type VendorFormApi = ReturnType<typeof useForm<VendorFormValues, unknown, VendorFormOutput>>;

function VendorForm({
  defaults,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  onSubmit,
}: {
  defaults: VendorFormValues;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  onSubmit: (values: VendorFormOutput, form: VendorFormApi) => void;
}) {
  const form = useForm<VendorFormValues, unknown, VendorFormOutput>({
    resolver: zodResolver(createVendorInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );
  const countryOptions = (
    <>
      <option value="">Not specified</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name} ({c.code})
        </option>
      ))}
    </>
  );
  const optionalNumber = { setValueAs: (v: unknown) => (v === "" || v === null ? undefined : v) };

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate className="grid gap-6">
      <FormSection title="Company">
        <FormField label="Vendor name" error={errors.name} required className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="off" autoFocus {...form.register("name")} />}
        </FormField>
        <FormField label="Legal name" error={errors.legalName}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("legalName")} />}
        </FormField>
        <FormField label="Business type" error={errors.businessType} description="e.g. Cloud hosting, Payments">
          {(field) => <Input {...field} autoComplete="off" {...form.register("businessType")} />}
        </FormField>
        <FormField label="Country" error={errors.country}>
          {(field) => (
            <NativeSelect {...field} {...form.register("country")}>
              {countryOptions}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Country of service" error={errors.countryOfService}>
          {(field) => (
            <NativeSelect {...field} {...form.register("countryOfService")}>
              {countryOptions}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Parent company" error={errors.parentCompany}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("parentCompany")} />}
        </FormField>
        <FormField label="Criticality" error={errors.criticality}>
          {(field) => (
            <NativeSelect {...field} {...form.register("criticality")}>
              <LabelledOptions values={RISK_LEVELS} labels={RISK_LEVEL_LABELS} />
            </NativeSelect>
          )}
        </FormField>
      </FormSection>

      <FormSection title="Contact">
        <FormField label="Contact person" error={errors.contactPerson}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("contactPerson")} />}
        </FormField>
        <FormField label="Email" error={errors.email}>
          {(field) => <Input {...field} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          {(field) => <Input {...field} type="tel" autoComplete="off" {...form.register("phone")} />}
        </FormField>
      </FormSection>

      <FormSection title="Contract and services">
        <FormField label="Contract value" error={errors.contractValue} description="Annual value, e.g. 250000.00">
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              {...form.register("contractValue", optionalNumber)}
            />
          )}
        </FormField>
        <FormField label="Currency" error={errors.currency}>
          {(field) => (
            <NativeSelect {...field} {...form.register("currency")}>
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Services provided"
          error={errors.servicesProvided}
          description="Separate services with commas."
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder="Cloud hosting, Managed backups"
              {...form.register("servicesProvided")}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title="Legal identity">
        <FormField label="LEI" error={errors.lei} description="Legal Entity Identifier, 20 characters (ISO 17442).">
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              className="font-mono uppercase"
              maxLength={24}
              {...form.register("lei")}
            />
          )}
        </FormField>
        <FormField label="Registration number" error={errors.registrationNumber}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("registrationNumber")} />}
        </FormField>
        <FormField label="Registered address" error={errors.registeredAddress} className="sm:col-span-2">
          {(field) => <Textarea {...field} rows={2} {...form.register("registeredAddress")} />}
        </FormField>
      </FormSection>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid items-start gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}
