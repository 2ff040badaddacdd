import { DIGEST_FREQUENCIES, type UserSettings } from "@tprm/api/schemas";
import { Card, CardContent, CardDescription, CardHeader, FormField, NativeSelect } from "@tprm/ui";
import { useId } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Switch } from "../../components/Switch";
import { DIGEST_KEYS } from "./settings-options";

/** Notification Preferences (001 §2.10, §5): e-mail and in-app switches; the digest needs e-mail on. */
export function NotificationPreferencesCard({ form }: { form: UseFormReturn<UserSettings> }) {
  const { t } = useTranslation(["settings", "common"]);
  const emailOn = form.watch("emailNotifications");
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("settings:notifications.title")}</h2>
        <CardDescription>{t("settings:notifications.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SwitchRow
          form={form}
          name="emailNotifications"
          label={t("settings:notifications.email")}
          description={t("settings:notifications.emailHelp")}
        />
        <SwitchRow
          form={form}
          name="inAppNotifications"
          label={t("settings:notifications.inApp")}
          description={t("settings:notifications.inAppHelp")}
        />
        <FormField
          label={t("settings:notifications.digest")}
          description={emailOn ? t("settings:notifications.digestHelp") : t("settings:notifications.digestOff")}
          className="sm:max-w-xs"
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("digestFrequency")} disabled={!emailOn}>
              {DIGEST_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(DIGEST_KEYS[frequency])}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}

function SwitchRow({
  form,
  name,
  label,
  description,
}: {
  form: UseFormReturn<UserSettings>;
  name: "emailNotifications" | "inAppNotifications";
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-description`}
          />
        )}
      />
    </div>
  );
}
