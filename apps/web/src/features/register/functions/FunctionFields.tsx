import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { Control, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { FieldGrid, FormSection } from "../../../components/register/FormParts";
import { fieldError } from "../../../components/register/field-message";
import type { FunctionFormOutput, FunctionFormValues } from "./function-form-values";

export type FunctionForm = UseFormReturn<FunctionFormValues, unknown, FunctionFormOutput>;

/**
 * A function's fields: identifier, name and the entity it belongs to, the licensed activity; whether it is critical
 * or important, why and when last assessed; its recovery objectives and the impact of discontinuing it.
 */
export function FunctionFields({
  form,
  entities,
  disabled,
}: {
  form: FunctionForm;
  entities: { id: string; name: string }[];
  disabled: boolean;
}) {
  const { t } = useTranslation(["register"]);
  const { errors } = form.formState;
  const err = (name: keyof FunctionFormValues) => fieldError(t, errors[name]);
  const label = (name: string) => t(`register:functions.fields.${name}`);
  const control = form.control as unknown as Control<FunctionFormValues>;
  const hours = (name: "rtoHours" | "rpoHours") => (
    <FormField label={label(name)} description={t("register:functions.fields.hoursHint")} error={err(name)}>
      {(field) => (
        <Input
          {...field}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          disabled={disabled}
          {...form.register(name)}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid min-w-0 gap-8">
      <FormSection title={t("register:functions.sections.function")}>
        <FieldGrid>
          <FormField
            label={label("identifier")}
            description={t("register:functions.fields.identifierHint")}
            error={err("identifier")}
            required
          >
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                className="font-mono"
                disabled={disabled}
                {...form.register("identifier")}
              />
            )}
          </FormField>
          <FormField label={label("name")} error={err("name")} required>
            {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register("name")} />}
          </FormField>
          <FormField label={label("entityId")} error={err("entityId")} required>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("entityId")}>
                <option value="">{t("register:form.choose")}</option>
                {entities.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={label("licensedActivity")} error={err("licensedActivity")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("licensedActivity")}>
                <ClosedListOptions list="licensedActivity" empty={t("register:form.notGiven")} />
              </NativeSelect>
            )}
          </FormField>
        </FieldGrid>
        <FormField label={label("description")} error={err("description")}>
          {(field) => <Textarea {...field} rows={2} disabled={disabled} {...form.register("description")} />}
        </FormField>
      </FormSection>
      <FormSection title={t("register:functions.sections.assessment")}>
        <FieldGrid>
          <FormField label={label("criticality")} error={err("criticality")} required>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("criticality")}>
                <ClosedListOptions list="criticality" />
              </NativeSelect>
            )}
          </FormField>
          <FormDateField
            control={control}
            name="lastAssessedOn"
            label={label("lastAssessedOn")}
            error={err("lastAssessedOn")}
          />
          {hours("rtoHours")}
          {hours("rpoHours")}
          <FormField label={label("discontinuationImpact")} error={err("discontinuationImpact")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("discontinuationImpact")}>
                <ClosedListOptions list="impact" empty={t("register:form.notGiven")} />
              </NativeSelect>
            )}
          </FormField>
        </FieldGrid>
        <FormField label={label("criticalityReasons")} error={err("criticalityReasons")}>
          {(field) => <Textarea {...field} rows={3} disabled={disabled} {...form.register("criticalityReasons")} />}
        </FormField>
      </FormSection>
    </div>
  );
}
