import { CONTRACT_TYPES, type contractTemplateMetaInput } from "@tprm/api/schemas";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { TFunction } from "i18next";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { type IssueMessages, translatedError } from "../../../components/field-error";
import { typeLabel } from "../contract-format";

/** The template's details as the form holds them (contractTemplateMetaInput's input). */
export type TemplateMetaForm = z.input<typeof contractTemplateMetaInput>;

const MESSAGES: Record<"name" | "type" | "description", IssueMessages> = {
  name: { too_small: "contractTemplates:errors.nameRequired", too_big: "contractTemplates:errors.nameTooLong" },
  type: { invalid_value: "contractTemplates:errors.typeRequired" },
  description: { too_big: "contractTemplates:errors.descriptionTooLong" },
};

function fieldError(t: TFunction, errors: FieldErrors<TemplateMetaForm>, field: "name" | "type" | "description") {
  return translatedError(t, errors[field], MESSAGES[field]);
}

/** Name, type and description: the upload dialog and Edit details share them. */
export function TemplateMetaFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<TemplateMetaForm>;
  errors: FieldErrors<TemplateMetaForm>;
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractTemplates", "contracts"]);
  return (
    <>
      <FormField label={t("contractTemplates:fields.name")} error={fieldError(t, errors, "name")} required>
        {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...register("name")} />}
      </FormField>
      <FormField label={t("contractTemplates:fields.type")} error={fieldError(t, errors, "type")} required>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...register("type")}>
            {CONTRACT_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t("contractTemplates:fields.description")} error={fieldError(t, errors, "description")}>
        {(field) => <Textarea {...field} rows={3} disabled={disabled} {...register("description")} />}
      </FormField>
    </>
  );
}
