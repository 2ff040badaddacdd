import { CONTRACT_TYPES, OPENING_STAGES, RISK_LEVELS } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect } from "@tprm/ui";
import type { ReactNode } from "react";
import { type Control, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CurrencyOptions } from "../../../components/CurrencyOptions";
import { FormDateField } from "../../../components/FormDateField";
import { LabelledOptions } from "../../../components/LabelledOptions";
import type { PickedUser } from "../../../components/UserPicker";
import { riskLabels, stageLabels, typeLabels } from "../contract-format";
import { type ContractFormOutput, type ContractFormValues, fieldMessage } from "./contract-form-values";
import { ContractOwnerPicker, ContractVendorPicker } from "./FormPickers";

export type ContractForm = UseFormReturn<ContractFormValues, unknown, ContractFormOutput>;

/** The vendor and owner the ids stand for, as the pickers show them. */
export interface Chosen {
  vendor: { id: string; name: string } | null;
  owner: PickedUser | null;
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The contract itself: name, vendor, type, value and currency, dates, risk level, owner, and (new contracts) the
 * stage it starts at.
 */
export function ContractTermsFields({
  form,
  chosen,
  onChosen,
  creating,
  disabled,
}: {
  form: ContractForm;
  chosen: Chosen;
  onChosen: (next: Chosen) => void;
  creating: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractForm", "contracts"]);
  const { errors, isSubmitted } = form.formState;
  const message = (name: keyof ContractFormValues) => fieldMessage(t, errors[name]);
  const error = (name: keyof ContractFormValues) => {
    const text = message(name);
    return text ? { message: text } : undefined;
  };
  // After a first save attempt every change re-validates, so a message goes as soon as the field is put right.
  const set = (field: "vendorId" | "ownerId", value: string) =>
    form.setValue(field, value, { shouldDirty: true, shouldValidate: isSubmitted });
  const dateControl = form.control as unknown as Control<ContractFormValues>;
  const startDate = useWatch({ control: form.control, name: "startDate" });

  return (
    <FormSection title={t("contractForm:sections.contract")}>
      <FormField label={t("contractForm:fields.name")} error={error("name")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register("name")} />}
      </FormField>
      <ContractVendorPicker
        value={chosen.vendor}
        onChange={(vendor) => {
          onChosen({ ...chosen, vendor });
          set("vendorId", vendor?.id ?? "");
        }}
        error={message("vendorId")}
        disabled={disabled}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("contractForm:fields.type")} error={error("type")} required>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...form.register("type")}>
              <LabelledOptions values={CONTRACT_TYPES} labels={typeLabels(t)} />
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("contractForm:fields.riskLevel")} error={error("riskLevel")}>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...form.register("riskLevel")}>
              <LabelledOptions values={RISK_LEVELS} labels={riskLabels(t)} />
            </NativeSelect>
          )}
        </FormField>
        <FormField label={t("contractForm:fields.value")} error={error("value")} required>
          {(field) => (
            <Input {...field} inputMode="decimal" autoComplete="off" disabled={disabled} {...form.register("value")} />
          )}
        </FormField>
        <FormField label={t("contractForm:fields.currency")} error={error("currency")} required>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...form.register("currency")}>
              <CurrencyOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormDateField
          control={dateControl}
          name="startDate"
          label={t("contractForm:fields.startDate")}
          error={error("startDate")}
          required
        />
        <FormDateField
          control={dateControl}
          name="endDate"
          label={t("contractForm:fields.endDate")}
          description={t("contractForm:fields.endDateHint")}
          error={error("endDate")}
          min={startDate || undefined}
        />
        {creating && (
          <FormField
            label={t("contractForm:fields.stage")}
            description={t("contractForm:fields.stageHint")}
            error={error("stage")}
          >
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("stage")}>
                <LabelledOptions values={OPENING_STAGES} labels={stageLabels(t)} />
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>
      <ContractOwnerPicker
        value={chosen.owner}
        onChange={(owner) => {
          onChosen({ ...chosen, owner });
          set("ownerId", owner?.id ?? "");
        }}
        error={message("ownerId")}
        disabled={disabled}
      />
    </FormSection>
  );
}
