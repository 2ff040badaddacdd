import { Button, FormField, FormMessage, Input, NativeSelect } from "@tprm/ui";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { FieldGrid, FormSection } from "../../../components/register/FormParts";
import { fieldError, registerFieldMessage } from "../../../components/register/field-message";
import { VendorChoicePicker } from "../../../components/VendorChoicePicker";
import { countryName } from "../../../lib/countries";
import { CountriesPicker } from "../form/FormPickers";
import type { ContractRegisterForm } from "./RegisterFieldKit";
import { emptySubcontractor, recipientChoices } from "./register-values";

/**
 * The ICT supply chain beyond the contract's provider (rank 1): each subcontractor with its rank, the provider it
 * serves, the service it provides, where it performs it and where it keeps the data. Rows are added and removed; the
 * save replaces the chain.
 */
export function RegisterSupplyChain({
  form,
  provider,
  disabled,
}: {
  form: ContractRegisterForm;
  provider: { id: string; name: string };
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractDetail", "register", "contractForm"]);
  const rows = useFieldArray({ control: form.control, name: "subcontractors" });
  const current = useWatch({ control: form.control, name: "subcontractors" }) ?? [];
  const { errors } = form.formState;
  const topError = registerFieldMessage(t, errors.subcontractors?.message ?? errors.subcontractors?.root?.message);

  return (
    <FormSection title={t("contractDetail:register.sections.supplyChain")}>
      <p className="text-sm text-muted-foreground">
        {t("contractDetail:register.supplyChainIntro", { provider: provider.name })}
      </p>
      {rows.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("contractDetail:register.noSubcontractors")}</p>
      )}
      <ol
        className="grid gap-4"
        aria-label={t("contractDetail:register.sections.supplyChain")}
        data-field="subcontractors"
      >
        {rows.fields.map((row, index) => {
          const values = current[index];
          const rank = Number(values?.rank ?? 2);
          const above = recipientChoices(current, rank);
          const rowErrors = errors.subcontractors?.[index];
          const n = index + 1;
          return (
            <li key={row.id} className="grid gap-4 rounded-md border p-3" data-testid="register-subcontractor-row">
              <div className="flex items-center justify-between gap-2">
                <h4 className="text-sm font-semibold">{t("contractDetail:register.subcontractor", { n })}</h4>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => rows.remove(index)}
                  aria-label={t("contractDetail:register.removeSubcontractor", { n })}
                >
                  <Trash2Icon aria-hidden="true" />
                  {t("contractDetail:register.remove")}
                </Button>
              </div>
              <VendorChoicePicker
                value={values?.vendorId ? { id: values.vendorId, name: values.vendorName } : null}
                onChange={(vendor) => {
                  form.setValue(`subcontractors.${index}.vendorId`, vendor?.id ?? "", { shouldDirty: true });
                  form.setValue(`subcontractors.${index}.vendorName`, vendor?.name ?? "");
                }}
                country={countryName}
                texts={{
                  legend: t("contractDetail:register.fields.subcontractorVendor"),
                  hint: t("contractForm:vendorPicker.hint"),
                  search: t("contractForm:vendorPicker.search"),
                  loading: t("contractForm:vendorPicker.loading"),
                  loadFailed: t("contractForm:vendorPicker.loadFailed"),
                  noMatch: (term) => t("contractForm:vendorPicker.noMatch", { term }),
                  none: t("contractForm:vendorPicker.none"),
                  matching: (count, c, term) => t("contractForm:vendorPicker.matching", { count, n: c, term }),
                  available: (count, c) => t("contractForm:vendorPicker.available", { count, n: c }),
                  chosen: t("contractForm:vendorPicker.chosen"),
                  remove: (name) => t("contractForm:vendorPicker.remove", { name }),
                }}
                error={registerFieldMessage(t, rowErrors?.vendorId?.message)}
                disabled={disabled}
                exclude={provider.id}
                testId={`register-subcontractor-vendor-${index}`}
              />
              <FieldGrid>
                <FormField
                  label={t("contractDetail:register.fields.rank")}
                  error={fieldError(t, rowErrors?.rank)}
                  required
                >
                  {(field) => (
                    <Input
                      {...field}
                      type="number"
                      min={2}
                      max={20}
                      step={1}
                      disabled={disabled}
                      {...form.register(`subcontractors.${index}.rank`)}
                    />
                  )}
                </FormField>
                <FormField
                  label={t("contractDetail:register.fields.recipientVendor")}
                  error={fieldError(t, rowErrors?.recipientVendorId)}
                >
                  {(field) => (
                    <NativeSelect
                      {...field}
                      disabled={disabled || !(rank > 2)}
                      {...form.register(`subcontractors.${index}.recipientVendorId`)}
                    >
                      <option value="">{rank > 2 ? t("contractDetail:register.chooseProvider") : provider.name}</option>
                      {above.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField
                  label={t("contractDetail:register.fields.serviceType")}
                  error={fieldError(t, rowErrors?.serviceType)}
                  required
                  className="sm:col-span-2"
                >
                  {(field) => (
                    <NativeSelect
                      {...field}
                      disabled={disabled}
                      {...form.register(`subcontractors.${index}.serviceType`)}
                    >
                      <ClosedListOptions list="ictServiceType" empty={t("register:form.choose")} />
                    </NativeSelect>
                  )}
                </FormField>
              </FieldGrid>
              <div className="grid items-start gap-4 md:grid-cols-2">
                {(["performanceCountries", "dataLocations"] as const).map((name) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={`subcontractors.${index}.${name}`}
                    render={({ field }) => (
                      <CountriesPicker
                        legend={t(`contractDetail:register.fields.${name}`)}
                        value={field.value}
                        onChange={field.onChange}
                        error={registerFieldMessage(t, rowErrors?.[name]?.message)}
                        disabled={disabled}
                        testId={`register-subcontractor-${name}-${index}`}
                      />
                    )}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      {topError && <FormMessage>{topError}</FormMessage>}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => {
            const last = current[current.length - 1];
            rows.append(emptySubcontractor(last ? Number(last.rank) || 2 : 2));
          }}
          data-testid="register-add-subcontractor"
        >
          <PlusIcon aria-hidden="true" />
          {t("contractDetail:register.addSubcontractor")}
        </Button>
      </div>
    </FormSection>
  );
}
