import { COUNTRY_CODES } from "@tprm/api/schemas";
import { FormField, NativeSelect } from "@tprm/ui";
import { type ReactNode, useMemo } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { countryName } from "../../lib/countries";

/** A titled group of a register form's fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Two columns from a small screen up, one on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid items-start gap-4 sm:grid-cols-2">{children}</div>;
}

/** The <option>s of a country <select>: "not given", then every ISO 3166 country by its name in the user's language. */
export function CountryOptions() {
  const { t, i18n } = useTranslation("register");
  const language = i18n.language;
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
        a.name.localeCompare(b.name, language),
      ),
    [language],
  );
  return (
    <>
      <option value="">{t("register:form.notGiven")}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {t("register:form.countryOption", { name: c.name, code: c.code })}
        </option>
      ))}
    </>
  );
}

/** A yes / no / not given <select> over a field that holds "yes", "no" or "". */
export function YesNoField({
  label,
  description,
  error,
  registration,
  disabled,
}: {
  label: string;
  description?: string;
  error?: { message: string } | undefined;
  registration: UseFormRegisterReturn;
  disabled: boolean;
}) {
  const { t } = useTranslation("register");
  return (
    <FormField label={label} description={description} error={error}>
      {(field) => (
        <NativeSelect {...field} disabled={disabled} {...registration}>
          <option value="">{t("register:form.notGiven")}</option>
          <option value="yes">{t("register:form.yes")}</option>
          <option value="no">{t("register:form.no")}</option>
        </NativeSelect>
      )}
    </FormField>
  );
}

/** "yes" / "no" / "" ⇄ true / false / null. */
export const yesNo = (v: boolean | null | undefined): "yes" | "no" | "" =>
  v === true ? "yes" : v === false ? "no" : "";
export const fromYesNo = (v: string): boolean | null => (v === "yes" ? true : v === "no" ? false : null);
/** "" ⇄ null for optional texts, codes and dates. */
export const text = (v: string | null | undefined): string => v ?? "";
export const orNull = (v: string): string | null => (v.trim() === "" ? null : v.trim());
/** Whole numbers as typed ⇄ numbers ("" is null; what is not a number is left for the schema to refuse). */
export const whole = (v: number | null | undefined): string => (v === null || v === undefined ? "" : String(v));
export const toNumber = (v: string): number | null => (v.trim() === "" ? null : Number(v.trim()));
