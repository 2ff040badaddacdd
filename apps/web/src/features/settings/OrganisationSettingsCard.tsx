import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import {
  organisationSettingsInput,
  PASSWORD_MIN_LENGTH_CEILING,
  PASSWORD_MIN_LENGTH_FLOOR,
  SESSION_LIFETIME_HOURS_MAX,
  SESSION_LIFETIME_HOURS_MIN,
} from "@tprm/api/schemas";
import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  FormField,
  Input,
  Skeleton,
} from "@tprm/ui";
import { CircleCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues } from "../../components/dialog-support";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatDateTime } from "../../lib/format";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import {
  type OrganisationFormOutput,
  type OrganisationFormValues,
  type OrganisationSettings,
  organisationFormValues,
} from "./organisation-form";
import { ReportSettingsFields } from "./ReportSettingsFields";
import { settingsIssueText } from "./settings-messages";
import { TwoFactorRequirementField } from "./TwoFactorRequirementField";
import { useFlash } from "./use-flash";

/** The organisation's security settings, for roles holding the `settings` permission (IT Security, Admin). */
export function OrganisationSettingsCard() {
  const { t } = useTranslation(["settings", "common"]);
  const trpc = useTRPC();
  const settings = useQuery(trpc.settings.organisation.queryOptions());
  return (
    <Card className="min-w-0" data-testid="organisation-settings">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("settings:organisation.title")}</h2>
        <CardDescription>{t("settings:organisation.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : settings.isError ? (
          <QueryErrorAlert
            title={t("settings:organisation.loadFailed")}
            error={settings.error}
            fallback={t("settings:loadFailedHint")}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <OrganisationForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function OrganisationForm({ saved }: { saved: OrganisationSettings }) {
  const { t } = useTranslation(["settings", "common"]);
  const trpc = useTRPC();
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const form = useForm<OrganisationFormValues, unknown, OrganisationFormOutput>({
    resolver: zodResolver(organisationSettingsInput),
    defaultValues: organisationFormValues(saved),
  });
  const save = useMutation(trpc.settings.updateOrganisation.mutationOptions());
  const { errors } = form.formState;

  const onSubmit = (values: OrganisationFormOutput) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (next) => {
        form.reset(organisationFormValues(next));
        showFlash(t("settings:organisation.saved"));
      },
      onError: (error) => {
        if (!applyServerIssues(form, error)) {
          setFailure(settingsIssueText(serverMessageOf(error), t) ?? t("settings:organisation.saveFailed"));
        }
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <FormField
          label={t("settings:organisation.name")}
          error={{ message: settingsIssueText(errors.name?.message, t) }}
          required
          className="content-start md:col-span-2"
        >
          {(control) => <Input {...control} {...form.register("name")} autoComplete="organization" />}
        </FormField>
        <FormField
          label={t("settings:organisation.passwordMinLength")}
          description={t("settings:organisation.passwordMinLengthHelp", {
            min: PASSWORD_MIN_LENGTH_FLOOR,
            max: PASSWORD_MIN_LENGTH_CEILING,
          })}
          error={{ message: settingsIssueText(errors.passwordMinLength?.message, t) }}
          className="content-start"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("passwordMinLength", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={PASSWORD_MIN_LENGTH_FLOOR}
              max={PASSWORD_MIN_LENGTH_CEILING}
            />
          )}
        </FormField>
        <FormField
          label={t("settings:organisation.sessionLifetime")}
          description={t("settings:organisation.sessionLifetimeHelp", {
            min: SESSION_LIFETIME_HOURS_MIN,
            max: SESSION_LIFETIME_HOURS_MAX,
          })}
          error={{ message: settingsIssueText(errors.sessionLifetimeHours?.message, t) }}
          className="content-start"
        >
          {(control) => (
            <Input
              {...control}
              {...form.register("sessionLifetimeHours", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={SESSION_LIFETIME_HOURS_MIN}
              max={SESSION_LIFETIME_HOURS_MAX}
            />
          )}
        </FormField>
      </div>
      <TwoFactorRequirementField form={form} rolesError={settingsIssueText(errors.twoFactorRoles?.message, t)} />
      <ReportSettingsFields form={form} />
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>{failure}</AlertTitle>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("settings:saving") : t("settings:organisation.save")}
        </Button>
        <div role="status" aria-live="polite" data-testid="organisation-status">
          {flash && (
            <Alert variant="success" role="presentation" className="py-2 text-green-800 dark:text-green-200">
              <CircleCheckIcon aria-hidden="true" />
              <AlertTitle>{flash}</AlertTitle>
            </Alert>
          )}
        </div>
      </div>
      {saved.updatedAt && (
        <p className="text-sm text-muted-foreground">
          {saved.updatedBy
            ? t("settings:organisation.lastChangedBy", {
                when: formatDateTime(saved.updatedAt),
                name: saved.updatedBy.name,
              })
            : t("settings:organisation.lastChanged", { when: formatDateTime(saved.updatedAt) })}
        </p>
      )}
    </form>
  );
}
