import { PROCEDURE_COMPLEXITIES, PROCEDURE_STATUSES } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import { useCallback } from "react";
import type { Control, FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { type PickerOption, SearchPicker } from "../../../components/SearchPicker";
import { useTRPCClient } from "../../../lib/trpc";
import { complexityLabel, statusLabel } from "./procedure-format";

export interface ProcedureFormValues {
  name: string;
  owner: string;
  policyId: string;
  category: string;
  complexity: (typeof PROCEDURE_COMPLEXITIES)[number];
  status?: (typeof PROCEDURE_STATUSES)[number];
  lastReview: string;
  description: string;
}

/** The fields whose messages the spec gives, in its order (001 §5). */
export const CHECKED_IN_ORDER = ["name", "owner"] as const;

export const MESSAGES: Record<string, IssueMessages> = {
  name: {
    too_small: "governanceProcedures:errors.nameRequired",
    invalid_type: "governanceProcedures:errors.nameRequired",
  },
  owner: {
    too_small: "governanceProcedures:errors.ownerRequired",
    invalid_type: "governanceProcedures:errors.ownerRequired",
  },
};

export function ProcedureFields({
  register,
  control,
  errors,
  policy,
  onPolicy,
  editing,
  disabled,
}: {
  register: UseFormRegister<ProcedureFormValues>;
  control: Control<ProcedureFormValues>;
  errors: FieldErrors<ProcedureFormValues>;
  policy: PickerOption | null;
  onPolicy: (policy: PickerOption | null) => void;
  editing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation(["governanceProcedures", "common"]);
  const client = useTRPCClient();
  const error = (name: keyof ProcedureFormValues) => translatedError(t, errors[name], MESSAGES[name] ?? {});
  const source = useCallback(
    (term: string) => ({
      queryKey: ["policies", "procedurePicker", term],
      queryFn: async () =>
        (await client.policies.search.query({ q: term, limit: 10 })).map((p) => ({
          id: p.id,
          name: p.name,
          detail: p.reference,
        })),
    }),
    [client],
  );
  return (
    <>
      <FormField label={t("governanceProcedures:fields.name")} error={error("name")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("name")} />}
      </FormField>
      <FormField label={t("governanceProcedures:fields.owner")} error={error("owner")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("owner")} />}
      </FormField>
      <FormField label={t("governanceProcedures:fields.policy")} error={error("policyId")}>
        {(field) => (
          <SearchPicker
            id={field.id}
            aria-describedby={field["aria-describedby"]}
            value={policy}
            onChange={onPolicy}
            source={source}
            clearUnpickedOnBlur
            listLabel={t("governanceProcedures:fields.policyList")}
            placeholder={t("governanceProcedures:fields.policyPlaceholder")}
            clearLabel={t("governanceProcedures:fields.policyClear")}
          />
        )}
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("governanceProcedures:fields.category")} error={error("category")}>
          {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("category")} />}
        </FormField>
        <FormField label={t("governanceProcedures:fields.complexity")} error={error("complexity")}>
          {(field) => (
            <NativeSelect {...field} disabled={disabled} {...register("complexity")}>
              {PROCEDURE_COMPLEXITIES.map((c) => (
                <option key={c} value={c}>
                  {complexityLabel(t, c)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {editing && (
          <FormField label={t("governanceProcedures:fields.status")} error={error("status")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...register("status")}>
                {PROCEDURE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(t, s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormDateField
          control={control}
          name="lastReview"
          label={t("governanceProcedures:fields.lastReview")}
          error={error("lastReview")}
        />
      </div>
      <FormField label={t("governanceProcedures:fields.description")} error={error("description")}>
        {(field) => <Textarea {...field} rows={3} disabled={disabled} {...register("description")} />}
      </FormField>
    </>
  );
}
