import { FormField, Label, NativeSelect } from "@tprm/ui";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldGrid, FormSection } from "../../../components/register/FormParts";
import { fieldError } from "../../../components/register/field-message";
import { Switch } from "../../../components/Switch";
import { formatCount } from "../../../lib/format";
import { type ContractRegisterForm, useRegisterFields } from "./RegisterFieldKit";
import { OverarchingContractPicker, type RegisterEntityChoice } from "./RegisterPickers";

/**
 * The arrangement: whether it is an outsourcing, the ICT service, the arrangement type and the overarching contract,
 * who signed it, what it costs a year, notice periods, governing law and where it is provided, why it ended.
 */
export function RegisterArrangement({
  form,
  contract,
  entities,
  disabled,
}: {
  form: ContractRegisterForm;
  contract: {
    id: string;
    currency: string;
    noticePeriodDays: number | null;
    overarching: { id: string; name: string } | null;
  };
  entities: RegisterEntityChoice[];
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractDetail", "register"]);
  const f = useRegisterFields(form, disabled);
  const { errors } = form.formState;
  return (
    <FormSection title={t("contractDetail:register.sections.arrangement")}>
      <Controller
        control={form.control}
        name="isOutsourcing"
        render={({ field }) => (
          <div className="flex items-start gap-3" data-field="isOutsourcing">
            <Switch
              id="register-is-outsourcing"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby="register-is-outsourcing-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="register-is-outsourcing">{t("contractDetail:register.fields.isOutsourcing")}</Label>
              <p id="register-is-outsourcing-hint" className="text-sm text-muted-foreground">
                {t("contractDetail:register.fields.isOutsourcingHint")}
              </p>
            </div>
          </div>
        )}
      />
      <FieldGrid>
        {f.list("ictServiceType", "ictServiceType", t("contractDetail:register.fields.ictServiceTypeHint"))}
        {f.list("arrangementType", "arrangementType", undefined, true)}
        <FormField
          label={t("contractDetail:register.fields.signingEntityId")}
          error={fieldError(t, errors.signingEntityId)}
        >
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...form.register("signingEntityId")}>
              <option value="">{t("register:form.notGiven")}</option>
              {entities
                .filter((e) => e.kind === "entity")
                .map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
            </NativeSelect>
          )}
        </FormField>
        {f.text(
          "annualCost",
          t("contractDetail:register.fields.annualCostHint", { currency: contract.currency }),
          "decimal",
        )}
        <div className="grid gap-0.5 text-sm">
          <span className="text-sm font-medium">{t("contractDetail:register.fields.bankNoticePeriod")}</span>
          <span data-testid="register-bank-notice">
            {contract.noticePeriodDays === null
              ? t("contractDetail:register.notGiven")
              : t("contractDetail:register.days", {
                  count: contract.noticePeriodDays,
                  n: formatCount(contract.noticePeriodDays),
                })}
          </span>
          <span className="text-xs text-muted-foreground">{t("contractDetail:register.fields.bankNoticeHint")}</span>
        </div>
        {f.text("providerNoticePeriodDays", t("contractDetail:register.fields.providerNoticeHint"), "numeric")}
        {f.country("governingLawCountry")}
        {f.country("provisionCountry")}
        {f.list("terminationReasonCode", "terminationReason")}
      </FieldGrid>
      <div data-field="overarchingContractId">
        <OverarchingContractPicker
          form={form}
          contractId={contract.id}
          initial={contract.overarching}
          disabled={disabled}
        />
      </div>
    </FormSection>
  );
}
