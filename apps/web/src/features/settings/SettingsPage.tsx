import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { allows, COLLABORATION_ACCESS, SETTINGS_ACCESS } from "@tprm/api/permissions";
import { type UserSettings, userSettingsInput } from "@tprm/api/schemas";
import { Alert, AlertTitle, Button, Spinner, useTheme } from "@tprm/ui";
import { CircleCheckIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerIssues } from "../../components/dialog-support";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { changeLanguage } from "../../i18n";
import { serverMessageOf } from "../../lib/http-errors";
import { setPreferences } from "../../lib/preferences";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { DisplayPreferencesCard } from "./DisplayPreferencesCard";
import { MoreSettingsCard } from "./MoreSettingsCard";
import { NotificationPreferencesCard } from "./NotificationPreferencesCard";
import { OrganisationSettingsCard } from "./OrganisationSettingsCard";
import { showSavedFlash, useSavedFlash } from "./saved-flash";
import { settingsIssueText } from "./settings-messages";
import { displayPreferences, uiTheme } from "./settings-options";
import { TagsManager } from "./TagsManager";

/** Settings (001 §2.10): the user's display and notification preferences; the organisation's for `settings`. */
export default function SettingsPage() {
  const { t } = useTranslation(["settings", "common"]);
  const trpc = useTRPC();
  const settings = useQuery(trpc.users.settings.queryOptions());
  const { data: me } = useSession();

  useEffect(() => {
    document.title = t("settings:documentTitle");
  }, [t]);

  return (
    <section>
      <PageHeader title={t("settings:title")} description={t("settings:description")} />
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8 text-primary" label={t("settings:loading")} />
        </div>
      ) : settings.isError ? (
        <QueryErrorAlert
          title={t("settings:loadFailed")}
          error={settings.error}
          fallback={t("settings:loadFailedHint")}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        // A new answer (saved here or elsewhere) starts the form again from it.
        <PersonalSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
      {allows(me?.role, SETTINGS_ACCESS.organisation) && (
        <div className="mt-8">
          <OrganisationSettingsCard />
        </div>
      )}
      {allows(me?.role, COLLABORATION_ACCESS.manageTags) && (
        <div className="mt-8">
          <TagsManager />
        </div>
      )}
    </section>
  );
}

function PersonalSettingsForm({ saved }: { saved: UserSettings }) {
  const { t } = useTranslation(["settings", "common"]);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { setTheme } = useTheme();
  const flash = useSavedFlash();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UserSettings>({ resolver: zodResolver(userSettingsInput), defaultValues: saved });
  const save = useMutation(
    trpc.users.updateSettings.mutationOptions({
      // Applied here rather than in the call's own callbacks: a new date format or time zone remounts this screen
      // before those would run. The answer is the saved settings.
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.users.settings.queryKey(), next);
        showSavedFlash("settings:saved");
        setTheme(uiTheme(next.theme));
        setPreferences(displayPreferences(next));
        void changeLanguage(next.language);
      },
    }),
  );

  const onSubmit = (values: UserSettings) => {
    setFailure(null);
    save.mutate(values, {
      onError: (error) => {
        applyServerIssues(form, error);
        setFailure(settingsIssueText(serverMessageOf(error), t) ?? t("settings:saveFailed"));
      },
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6" aria-label={t("settings:title")}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <DisplayPreferencesCard form={form} />
        <NotificationPreferencesCard form={form} />
      </div>
      <MoreSettingsCard />
      {failure && (
        <Alert variant="destructive" data-testid="settings-save-error">
          <AlertTitle>{failure}</AlertTitle>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("settings:saving") : t("settings:save")}
        </Button>
        <div role="status" aria-live="polite" data-testid="settings-status">
          {flash && (
            <Alert variant="success" role="presentation" className="py-2 text-green-800 dark:text-green-200">
              <CircleCheckIcon aria-hidden="true" />
              <AlertTitle>{t("settings:saved")}</AlertTitle>
            </Alert>
          )}
        </div>
      </div>
    </form>
  );
}
