import type { ClosedListName } from "@tprm/api/register/catalog";
import { FormField, Input, NativeSelect, Textarea } from "@tprm/ui";
import type { Control, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDateField } from "../../../components/FormDateField";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { CountryOptions, YesNoField } from "../../../components/register/FormParts";
import { fieldError } from "../../../components/register/field-message";
import type { ContractRegisterBody, ContractRegisterValues } from "./register-values";

export type ContractRegisterForm = UseFormReturn<ContractRegisterValues, unknown, ContractRegisterBody>;
type Values = ContractRegisterValues;
type Keys<V> = { [K in keyof Values]: Values[K] extends V ? K : never }[keyof Values];

/**
 * The Register tab's fields, each bound to the form by name with its label, its hint and its message in the user's
 * language: a closed list, a country, a text, a long text, a number, a date, a yes/no.
 */
export function useRegisterFields(form: ContractRegisterForm, disabled: boolean) {
  const { t } = useTranslation(["contractDetail", "register"]);
  const { errors } = form.formState;
  const err = (name: keyof Values) => fieldError(t, errors[name] as { message?: string } | undefined);
  const label = (name: string) => t(`contractDetail:register.fields.${name}`);
  const control = form.control as unknown as Control<Values>;

  return {
    /** A closed list; `always` for a field that always holds a code (no "not given"). */
    list: (name: Keys<string>, list: ClosedListName, hint?: string, always = false) => (
      <FormField label={label(name)} description={hint} error={err(name)} required={always}>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...form.register(name)}>
            <ClosedListOptions list={list} empty={always ? undefined : t("register:form.notGiven")} />
          </NativeSelect>
        )}
      </FormField>
    ),
    options: (name: Keys<string>, values: readonly string[], labelOf: (value: string) => string) => (
      <FormField label={label(name)} error={err(name)}>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...form.register(name)}>
            <option value="">{t("register:form.notGiven")}</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {labelOf(value)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    ),
    country: (name: Keys<string>) => (
      <FormField label={label(name)} error={err(name)}>
        {(field) => (
          <NativeSelect {...field} disabled={disabled} {...form.register(name)}>
            <CountryOptions />
          </NativeSelect>
        )}
      </FormField>
    ),
    text: (name: Keys<string>, hint?: string, inputMode?: "decimal" | "numeric") => (
      <FormField label={label(name)} description={hint} error={err(name)}>
        {(field) => (
          <Input {...field} autoComplete="off" inputMode={inputMode} disabled={disabled} {...form.register(name)} />
        )}
      </FormField>
    ),
    longText: (name: Keys<string>, hint?: string) => (
      <FormField label={label(name)} description={hint} error={err(name)} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={3} disabled={disabled} {...form.register(name)} />}
      </FormField>
    ),
    date: (name: Keys<string>) => <FormDateField control={control} name={name} label={label(name)} error={err(name)} />,
    yesNo: (name: Keys<string>, hint?: string) => (
      <YesNoField
        label={label(name)}
        description={hint}
        error={err(name)}
        registration={form.register(name)}
        disabled={disabled}
      />
    ),
  };
}
