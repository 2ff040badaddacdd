import { FormField, Input, Label, Textarea } from "@tprm/ui";
import { type Control, Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { Switch } from "../../../components/Switch";
import { type ContractForm, FormSection } from "./ContractFields";
import { type ContractFormValues, fieldMessage } from "./contract-form-values";
import { CountriesPicker } from "./FormPickers";

/** A yes/no of the contract as a switch with its label and an explanation under it. */
function SwitchField({
  id,
  control,
  name,
  label,
  hint,
  disabled,
}: {
  id: string;
  control: Control<ContractFormValues>;
  name: "autoRenewal" | "criticalFunction";
  label: string;
  hint: string;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3">
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            data-testid={id}
          />
          <div className="grid gap-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </p>
          </div>
        </div>
      )}
    />
  );
}

/**
 * Renewal and review (auto-renewal with its term and notice period, the next review) and the outsourcing terms a
 * regulator asks about: governing law, where data is stored and processed, termination rights, the exit plan,
 * whether the contract supports a critical or important function, and a description.
 */
export function GovernanceFields({ form, disabled }: { form: ContractForm; disabled: boolean }) {
  const { t } = useTranslation(["contractForm"]);
  const { errors } = form.formState;
  const error = (name: keyof ContractFormValues) => {
    const text = fieldMessage(t, errors[name]);
    return text ? { message: text } : undefined;
  };
  const control = form.control as unknown as Control<ContractFormValues>;
  const autoRenewal = useWatch({ control: form.control, name: "autoRenewal" });

  return (
    <>
      <FormSection title={t("contractForm:sections.renewal")}>
        <SwitchField
          id="contract-auto-renewal"
          control={control}
          name="autoRenewal"
          label={t("contractForm:fields.autoRenewal")}
          hint={t("contractForm:fields.autoRenewalHint")}
          disabled={disabled}
        />
        {autoRenewal && (
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t("contractForm:fields.renewalTermMonths")} error={error("renewalTermMonths")} required>
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  min={1}
                  max={120}
                  step={1}
                  disabled={disabled}
                  {...form.register("renewalTermMonths")}
                />
              )}
            </FormField>
            <FormField
              label={t("contractForm:fields.noticePeriodDays")}
              description={t("contractForm:fields.noticePeriodHint")}
              error={error("noticePeriodDays")}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  min={0}
                  max={3650}
                  step={1}
                  disabled={disabled}
                  {...form.register("noticePeriodDays")}
                />
              )}
            </FormField>
          </div>
        )}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormDateField
            control={control}
            name="nextReviewDate"
            label={t("contractForm:fields.nextReviewDate")}
            error={error("nextReviewDate")}
          />
        </div>
      </FormSection>

      <FormSection title={t("contractForm:sections.governance")}>
        <SwitchField
          id="contract-critical-function"
          control={control}
          name="criticalFunction"
          label={t("contractForm:fields.criticalFunction")}
          hint={t("contractForm:fields.criticalFunctionHint")}
          disabled={disabled}
        />
        <FormField label={t("contractForm:fields.governingLaw")} error={error("governingLaw")}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder={t("contractForm:fields.governingLawPlaceholder")}
              disabled={disabled}
              {...form.register("governingLaw")}
            />
          )}
        </FormField>
        <div className="grid items-start gap-6 md:grid-cols-2">
          {(["dataStorageCountries", "dataProcessingCountries"] as const).map((name) => (
            // data-field: a register check's link to these countries focuses the picker (?edit=1&field=…).
            <div key={name} className="min-w-0" data-field={name}>
              <Controller
                control={control}
                name={name}
                render={({ field }) => (
                  <CountriesPicker
                    legend={
                      name === "dataStorageCountries"
                        ? t("contractForm:fields.dataStorageCountries")
                        : t("contractForm:fields.dataProcessingCountries")
                    }
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldMessage(t, errors[name] as { message?: string } | undefined)}
                    disabled={disabled}
                    testId={name === "dataStorageCountries" ? "storage-countries" : "processing-countries"}
                  />
                )}
              />
            </div>
          ))}
        </div>
        {(["terminationRights", "exitPlan", "description"] as const).map((name) => (
          <FormField
            key={name}
            label={
              name === "terminationRights"
                ? t("contractForm:fields.terminationRights")
                : name === "exitPlan"
                  ? t("contractForm:fields.exitPlan")
                  : t("contractForm:fields.description")
            }
            error={error(name)}
          >
            {(field) => <Textarea {...field} rows={3} disabled={disabled} {...form.register(name)} />}
          </FormField>
        ))}
      </FormSection>
    </>
  );
}
