import { GOVERNANCE_FILE_ACCEPT_ATTRIBUTE, RISK_LEVELS } from "@tprm/api/schemas";
import { Checkbox, FormField, Input, Label, NativeSelect, Textarea } from "@tprm/ui";
import { useId } from "react";
import { type Control, Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { type IssueMessages, translatedError } from "../../../components/field-error";

export interface PolicyFormValues {
  name: string;
  owner: string;
  jurisdiction: string;
  reviewDate: string;
  category: string;
  riskRating: (typeof RISK_LEVELS)[number];
  regulatoryFramework: string;
  complianceGaps: string[];
  securityPolicy: boolean;
  content: string;
}

/** The fields whose messages the spec gives, in its order (001 §5). */
export const CHECKED_IN_ORDER = ["name", "owner", "jurisdiction", "reviewDate"] as const;

const required = (key: string): IssueMessages => ({ too_small: key, invalid_type: key });
export const MESSAGES: Record<string, IssueMessages> = {
  name: required("governancePolicies:errors.nameRequired"),
  owner: required("governancePolicies:errors.ownerRequired"),
  jurisdiction: required("governancePolicies:errors.jurisdictionRequired"),
  reviewDate: required("governancePolicies:errors.reviewDateRequired"),
};

export interface PickedFiles {
  document: File | null;
  charter: File | null;
}

export function PolicyFields({
  register,
  control,
  errors,
  disabled,
  markLocked,
  fileErrors,
  onPick,
  current,
}: {
  register: UseFormRegister<PolicyFormValues>;
  control: Control<PolicyFormValues>;
  errors: FieldErrors<PolicyFormValues>;
  disabled: boolean;
  /** IT Security edits a security policy but never its mark. */
  markLocked: boolean;
  fileErrors: Partial<Record<keyof PickedFiles, string>>;
  onPick: (slot: keyof PickedFiles, file: File | null) => void;
  current: { document: string | null; charter: string | null };
}) {
  const { t } = useTranslation(["governancePolicies", "common"]);
  const error = (name: keyof PolicyFormValues) => translatedError(t, errors[name], MESSAGES[name] ?? {});
  const markId = useId();
  const fileField = (slot: keyof PickedFiles) => (
    <FormField
      label={t(`governancePolicies:fields.${slot}`)}
      error={fileErrors[slot] ? { message: fileErrors[slot] } : undefined}
      description={
        current[slot]
          ? t("governancePolicies:fields.currentFile", { name: current[slot] })
          : t("governancePolicies:fields.fileHint")
      }
    >
      {(field) => (
        <Input
          {...field}
          type="file"
          accept={GOVERNANCE_FILE_ACCEPT_ATTRIBUTE}
          disabled={disabled}
          onChange={(e) => onPick(slot, e.target.files?.[0] ?? null)}
          data-testid={`policy-${slot}-input`}
        />
      )}
    </FormField>
  );
  return (
    <>
      <FormField label={t("governancePolicies:fields.name")} error={error("name")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("name")} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("governancePolicies:fields.owner")} error={error("owner")} required>
          {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("owner")} />}
        </FormField>
        <FormField label={t("governancePolicies:fields.jurisdiction")} error={error("jurisdiction")} required>
          {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("jurisdiction")} />}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("governancePolicies:fields.category")} error={error("category")}>
          {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("category")} />}
        </FormField>
        <FormField label={t("governancePolicies:fields.riskRating")} error={error("riskRating")}>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...register("riskRating")}>
              {RISK_LEVELS.map((r) => (
                <option key={r} value={r}>
                  {t(`governancePolicies:risk.${r}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormDateField
          control={control}
          name="reviewDate"
          label={t("governancePolicies:fields.reviewDate")}
          error={error("reviewDate")}
          required
        />
        <FormField label={t("governancePolicies:fields.framework")} error={error("regulatoryFramework")}>
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              placeholder={t("governancePolicies:fields.frameworkPlaceholder")}
              disabled={disabled}
              {...register("regulatoryFramework")}
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t("governancePolicies:fields.gaps")}
        description={t("governancePolicies:fields.gapsHint")}
        error={errors.complianceGaps ? { message: t("governancePolicies:errors.gaps") } : undefined}
      >
        {(field) => (
          <Controller
            name="complianceGaps"
            control={control}
            render={({ field: gaps }) => (
              <Textarea
                {...field}
                rows={2}
                disabled={disabled}
                value={gaps.value.join("\n")}
                onChange={(e) => gaps.onChange(e.target.value.split("\n").map((l) => l.trimStart()))}
                onBlur={() => gaps.onChange(gaps.value.map((l) => l.trim()).filter(Boolean))}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <Controller
          name="securityPolicy"
          control={control}
          render={({ field }) => (
            <Checkbox
              id={markId}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              disabled={disabled || markLocked}
              data-testid="policy-security-mark"
            />
          )}
        />
        <div className="grid gap-1">
          <Label htmlFor={markId}>{t("governancePolicies:fields.securityPolicy")}</Label>
          <p className="text-sm text-muted-foreground">
            {markLocked ? t("governancePolicies:fields.securityLocked") : t("governancePolicies:fields.securityHint")}
          </p>
        </div>
      </div>
      <FormField
        label={t("governancePolicies:fields.content")}
        description={t("governancePolicies:fields.contentHint")}
      >
        {(field) => <Textarea {...field} rows={5} disabled={disabled} {...register("content")} />}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {fileField("document")}
        {fileField("charter")}
      </div>
    </>
  );
}
