import { zodResolver } from "@hookform/resolvers/zod";
import { COUNTRY_CODES, createVendorInput, RISK_LEVELS } from "@tprm/api/schemas";
import { Button, DialogFooter, FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { type ReactNode, useMemo } from "react";
import { type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { CurrencyOptions } from "../../components/CurrencyOptions";
import { LabelledOptions } from "../../components/LabelledOptions";
import { translateVendorFieldError, type VendorFormField } from "./vendor-form-errors";
import { countryName, riskLevelLabels } from "./vendor-format";

export type VendorFormValues = z.input<typeof createVendorInput>;
export type VendorFormOutput = z.output<typeof createVendorInput>;
export type VendorFormApi = ReturnType<typeof useForm<VendorFormValues, unknown, VendorFormOutput>>;

/** The fields of a vendor (New Vendor Onboarding and Edit), validated with the server's own schema. */
export function VendorForm({
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
  const { t, i18n } = useTranslation(["vendors"]);
  const form = useForm<VendorFormValues, unknown, VendorFormOutput>({
    resolver: zodResolver(createVendorInput),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  // Each field's message in the user's language (the schema's are English).
  const fieldError = (field: VendorFormField) =>
    translateVendorFieldError(t, field, errors[field] as FieldError | undefined);
  const language = i18n.language;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  const countryOptions = (
    <>
      <option value="">{t("vendors:form.notSpecified")}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {t("vendors:form.countryOption", { name: c.name, code: c.code })}
        </option>
      ))}
    </>
  );

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values, form))} noValidate className="grid gap-6">
      <FormSection title={t("vendors:form.sections.company")}>
        <FormField label={t("vendors:form.fields.name")} error={fieldError("name")} required className="sm:col-span-2">
          {(field) => <Input {...field} autoComplete="off" autoFocus {...form.register("name")} />}
        </FormField>
        <FormField label={t("vendors:form.fields.legalName")} error={fieldError("legalName")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("legalName")} />}
        </FormField>
        <FormField
          label={t("vendors:form.fields.businessType")}
          error={fieldError("businessType")}
          description={t("vendors:form.fields.businessTypeHint")}
        >
          {(field) => <Input {...field} autoComplete="off" {...form.register("businessType")} />}
        </FormField>
        <FormField label={t("vendors:form.fields.country")} error={fieldError("country")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("country")}>
              {countryOptions}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("vendors:form.fields.countryOfService")} error={fieldError("countryOfService")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("countryOfService")}>
              {countryOptions}
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("vendors:form.fields.parentCompany")} error={fieldError("parentCompany")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("parentCompany")} />}
        </FormField>
        <FormField label={t("vendors:form.fields.criticality")} error={fieldError("criticality")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("criticality")}>
              <LabelledOptions values={RISK_LEVELS} labels={riskLevelLabels(t)} />
            </NativeSelect>
          )}
        </FormField>
      </FormSection>

      <FormSection title={t("vendors:form.sections.contact")}>
        <FormField label={t("vendors:form.fields.contactPerson")} error={fieldError("contactPerson")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("contactPerson")} />}
        </FormField>
        <FormField label={t("vendors:form.fields.email")} error={fieldError("email")}>
          {(field) => <Input {...field} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField label={t("vendors:form.fields.phone")} error={fieldError("phone")}>
          {(field) => <Input {...field} type="tel" autoComplete="off" {...form.register("phone")} />}
        </FormField>
      </FormSection>

      <FormSection title={t("vendors:form.sections.contract")}>
        {/* The contract value is derived from the vendor's executed contracts: the form only says where it comes from. */}
        <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="vendor-contract-value-note">
          {t("vendors:form.contractValueNote")}
        </p>
        <FormField label={t("vendors:form.fields.currency")} error={fieldError("currency")}>
          {(field) => (
            <NativeSelect {...field} {...form.register("currency")}>
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t("vendors:form.fields.servicesProvided")}
          error={fieldError("servicesProvided")}
          description={t("vendors:form.fields.servicesProvidedHint")}
          className="sm:col-span-2"
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder={t("vendors:form.fields.servicesProvidedPlaceholder")}
              {...form.register("servicesProvided")}
            />
          )}
        </FormField>
      </FormSection>

      <FormSection title={t("vendors:form.sections.legal")}>
        <FormField
          label={t("vendors:form.fields.lei")}
          error={fieldError("lei")}
          description={t("vendors:form.fields.leiHint")}
        >
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
        <FormField label={t("vendors:form.fields.registrationNumber")} error={fieldError("registrationNumber")}>
          {(field) => <Input {...field} autoComplete="off" {...form.register("registrationNumber")} />}
        </FormField>
        <FormField
          label={t("vendors:form.fields.registeredAddress")}
          error={fieldError("registeredAddress")}
          className="sm:col-span-2"
        >
          {(field) => <Textarea {...field} rows={2} {...form.register("registeredAddress")} />}
        </FormField>
      </FormSection>

      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("vendors:actions.cancel")}
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
