import { REGISTER_ENTITY_KINDS } from "@tprm/api/schemas";
import { FormField, Input, Label, NativeSelect } from "@tprm/ui";
import { type Control, Controller, type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CurrencyOptions } from "../../../components/CurrencyOptions";
import { FormDateField } from "../../../components/FormDateField";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { CountryOptions, FieldGrid, FormSection } from "../../../components/register/FormParts";
import { fieldError } from "../../../components/register/field-message";
import { Switch } from "../../../components/Switch";
import type { EntityFormOutput, EntityFormValues } from "./entity-form-values";

export type EntityForm = UseFormReturn<EntityFormValues, unknown, EntityFormOutput>;

/**
 * An entity's or a branch's fields: kind, name, LEI (entity) or branch code (branch), country, type and place in the
 * group, the parent (an entity's parent undertaking, a branch's head office), the competent authority, whether it
 * keeps the register, currency and total assets, and when it entered and left the register.
 */
export function EntityFields({
  form,
  parents,
  disabled,
}: {
  form: EntityForm;
  /** The entities that may be the parent or head office (the edited one left out). */
  parents: { id: string; name: string }[];
  disabled: boolean;
}) {
  const { t } = useTranslation(["register"]);
  const { errors } = form.formState;
  const err = (name: keyof EntityFormValues) => fieldError(t, errors[name]);
  const kind = useWatch({ control: form.control, name: "kind" });
  const branch = kind === "branch";
  const control = form.control as unknown as Control<EntityFormValues>;
  const label = (name: string) => t(`register:entities.fields.${name}`);

  return (
    <div className="grid min-w-0 gap-8">
      <FormSection title={t("register:entities.sections.identity")}>
        <FieldGrid>
          <FormField label={label("kind")} error={err("kind")} required>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("kind")}>
                {REGISTER_ENTITY_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`register:entities.kind.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={label("name")} error={err("name")} required>
            {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register("name")} />}
          </FormField>
          {branch ? (
            <FormField
              label={label("branchCode")}
              description={t("register:entities.fields.branchCodeHint")}
              error={err("branchCode")}
              required
            >
              {(field) => <Input {...field} autoComplete="off" disabled={disabled} {...form.register("branchCode")} />}
            </FormField>
          ) : (
            <FormField
              label={label("lei")}
              description={t("register:entities.fields.leiHint")}
              error={err("lei")}
              required
            >
              {(field) => (
                <Input
                  {...field}
                  autoComplete="off"
                  className="font-mono"
                  disabled={disabled}
                  {...form.register("lei")}
                />
              )}
            </FormField>
          )}
          <FormField label={label("country")} error={err("country")} required>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("country")}>
                <CountryOptions />
              </NativeSelect>
            )}
          </FormField>
          <FormField label={label("entityType")} error={err("entityType")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("entityType")}>
                <ClosedListOptions list="entityType" empty={t("register:form.notGiven")} />
              </NativeSelect>
            )}
          </FormField>
          <FormField label={label("hierarchy")} error={err("hierarchy")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("hierarchy")}>
                <ClosedListOptions list="hierarchy" empty={t("register:form.notGiven")} />
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label={branch ? label("headOffice") : label("parentId")}
            error={err("parentId")}
            required={branch}
            className="sm:col-span-2"
          >
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("parentId")}>
                <option value="">{branch ? t("register:form.choose") : t("register:entities.noParent")}</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </FieldGrid>
      </FormSection>
      <FormSection title={t("register:entities.sections.supervision")}>
        <FieldGrid>
          <FormField
            label={label("competentAuthority")}
            description={t("register:entities.fields.competentAuthorityHint")}
            error={err("competentAuthority")}
          >
            {(field) => (
              <Input {...field} autoComplete="off" disabled={disabled} {...form.register("competentAuthority")} />
            )}
          </FormField>
          <FormField label={label("currency")} error={err("currency")}>
            {(field) => (
              <NativeSelect {...field} disabled={disabled} {...form.register("currency")}>
                <CurrencyOptions />
              </NativeSelect>
            )}
          </FormField>
          <FormField label={label("totalAssets")} error={err("totalAssets")}>
            {(field) => (
              <Input
                {...field}
                inputMode="decimal"
                autoComplete="off"
                disabled={disabled}
                {...form.register("totalAssets")}
              />
            )}
          </FormField>
          <FormDateField
            control={control}
            name="integratedOn"
            label={label("integratedOn")}
            error={err("integratedOn")}
          />
          <FormDateField control={control} name="deletedOn" label={label("deletedOn")} error={err("deletedOn")} />
        </FieldGrid>
        <Controller
          control={form.control}
          name="maintainsRegister"
          render={({ field }) => (
            <div className="flex items-start gap-3" data-field="maintainsRegister">
              <Switch
                id="entity-maintains-register"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                aria-describedby="entity-maintains-register-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="entity-maintains-register">{label("maintainsRegister")}</Label>
                <p id="entity-maintains-register-hint" className="text-sm text-muted-foreground">
                  {t("register:entities.fields.maintainsRegisterHint")}
                </p>
              </div>
            </div>
          )}
        />
      </FormSection>
    </div>
  );
}
