import { Button, FormField, FormMessage, NativeSelect } from "@tprm/ui";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormSection } from "../../../components/register/FormParts";
import { fieldError, registerFieldMessage } from "../../../components/register/field-message";
import type { ContractRegisterForm } from "./RegisterFieldKit";
import { FunctionsPicker, type RegisterEntityChoice } from "./RegisterPickers";

/** Who uses the service: the functions it supports and the bank's entities using it (each through a branch or not). */
export function RegisterUsage({
  form,
  functions,
  entities,
  disabled,
}: {
  form: ContractRegisterForm;
  functions: { id: string; identifier: string; name: string }[];
  entities: RegisterEntityChoice[];
  disabled: boolean;
}) {
  const { t } = useTranslation(["contractDetail", "register"]);
  const rows = useFieldArray({ control: form.control, name: "recipients" });
  const chosen = useWatch({ control: form.control, name: "recipients" });
  const { errors } = form.formState;
  const topError = registerFieldMessage(t, errors.recipients?.message ?? errors.recipients?.root?.message);
  const legal = entities.filter((e) => e.kind === "entity");

  return (
    <FormSection title={t("contractDetail:register.sections.usage")}>
      <div data-field="functionIds">
        <FunctionsPicker form={form} initial={functions} disabled={disabled} />
      </div>
      <fieldset className="grid min-w-0 gap-3" data-field="recipients">
        <legend className="mb-2 text-sm font-medium">{t("contractDetail:register.fields.recipients")}</legend>
        <p className="text-sm text-muted-foreground">{t("contractDetail:register.fields.recipientsHint")}</p>
        {rows.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("contractDetail:register.noRecipients")}</p>
        )}
        <ul className="grid gap-3" aria-label={t("contractDetail:register.fields.recipients")}>
          {rows.fields.map((row, index) => {
            const entityId = chosen?.[index]?.entityId ?? "";
            const branches = entities.filter((e) => e.kind === "branch" && e.parentId === entityId);
            const rowErrors = errors.recipients?.[index];
            return (
              <li
                key={row.id}
                className="grid items-end gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1fr_auto]"
                data-testid="register-recipient-row"
              >
                <FormField
                  label={t("contractDetail:register.fields.recipientEntity", { n: index + 1 })}
                  error={fieldError(t, rowErrors?.entityId)}
                  required
                >
                  {(field) => (
                    <NativeSelect
                      {...field}
                      disabled={disabled}
                      {...form.register(`recipients.${index}.entityId`, {
                        onChange: () => form.setValue(`recipients.${index}.branchId`, ""),
                      })}
                    >
                      <option value="">{t("contractDetail:register.chooseEntity")}</option>
                      {legal.map((e) => (
                        <option key={e.id} value={e.id}>
                          {e.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <FormField
                  label={t("contractDetail:register.fields.recipientBranch", { n: index + 1 })}
                  error={fieldError(t, rowErrors?.branchId)}
                >
                  {(field) => (
                    <NativeSelect
                      {...field}
                      disabled={disabled || branches.length === 0}
                      {...form.register(`recipients.${index}.branchId`)}
                    >
                      <option value="">{t("contractDetail:register.noBranch")}</option>
                      {branches.map((b) => (
                        <option key={b.id} value={b.id}>
                          {b.name}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-end"
                  disabled={disabled}
                  aria-label={t("contractDetail:register.removeRecipient", { n: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="sm:sr-only">{t("contractDetail:register.remove")}</span>
                </Button>
              </li>
            );
          })}
        </ul>
        {topError && <FormMessage>{topError}</FormMessage>}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || legal.length === 0}
            onClick={() => rows.append({ entityId: "", branchId: "" })}
            data-testid="register-add-recipient"
          >
            <PlusIcon aria-hidden="true" />
            {t("contractDetail:register.addRecipient")}
          </Button>
        </div>
      </fieldset>
    </FormSection>
  );
}
