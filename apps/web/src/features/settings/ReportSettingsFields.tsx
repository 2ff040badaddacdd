import { TIME_ZONES } from "@tprm/api/schemas";
import { FormField, NativeSelect, Textarea } from "@tprm/ui";
import { type ComponentProps, type Ref, useRef, useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { OrganisationFormValues } from "./organisation-form";
import { settingsIssueText } from "./settings-messages";

/** Every IANA zone the browser knows (the short list of the personal settings where it cannot say). */
function timeZoneOptions(current: string | undefined): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: "timeZone") => string[] };
  const known = intl.supportedValuesOf?.("timeZone") ?? [...TIME_ZONES];
  return [...new Set(["UTC", ...(current ? [current] : []), ...known])];
}

const domainsText = (domains: readonly string[] | undefined) => (domains ?? []).join("\n");
const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * The organisation's report settings: the time zone scheduled reports run in (07:00 there) and the domains whose
 * addresses may receive reports besides the users (one per line).
 */
export function ReportSettingsFields({ form }: { form: UseFormReturn<OrganisationFormValues> }) {
  const { t } = useTranslation(["settings", "common"]);
  const { errors } = form.formState;
  const domainErrors = errors.reportExternalDomains;
  const domainError =
    domainErrors?.message ?? (Array.isArray(domainErrors) ? domainErrors.find((e) => e?.message)?.message : undefined);
  return (
    <fieldset className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="organisation-report-settings">
      <legend className="mb-2 text-sm font-medium">{t("settings:organisation.reports.legend")}</legend>
      <FormField
        label={t("settings:organisation.reports.timeZone")}
        description={t("settings:organisation.reports.timeZoneHelp")}
        error={{ message: settingsIssueText(errors.timeZone?.message, t) }}
        className="content-start"
      >
        {(control) => (
          <NativeSelect {...control} {...form.register("timeZone")}>
            {timeZoneOptions(form.getValues("timeZone")).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={t("settings:organisation.reports.externalDomains")}
        description={t("settings:organisation.reports.externalDomainsHelp")}
        error={{ message: settingsIssueText(domainError, t) }}
        className="content-start"
      >
        {(control) => (
          <Controller
            control={form.control}
            name="reportExternalDomains"
            render={({ field }) => (
              <DomainsTextarea
                control={control}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * The allowed domains as text, one per line, held as a list by the form. The text is the user's while they type; a
 * list set from outside (the saved, normalised one after a save) replaces it.
 */
function DomainsTextarea({
  control,
  name,
  inputRef,
  value,
  onBlur,
  onChange,
}: {
  control: ComponentProps<typeof Textarea>;
  name: string;
  inputRef: Ref<HTMLTextAreaElement>;
  value: readonly string[] | undefined;
  onBlur: () => void;
  onChange: (domains: string[]) => void;
}) {
  const [text, setText] = useState(() => domainsText(value));
  const last = useRef(value);
  if (last.current !== value) {
    last.current = value;
    if (domainsText(domainsOf(text)) !== domainsText(value)) setText(domainsText(value));
  }
  return (
    <Textarea
      {...control}
      rows={3}
      name={name}
      ref={inputRef}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(domainsOf(event.target.value));
      }}
      placeholder="regulator.example"
      spellCheck={false}
    />
  );
}
