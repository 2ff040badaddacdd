import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { updateProfileInput } from "@tprm/api/schemas";
import { Alert, AlertTitle, Button, Spinner } from "@tprm/ui";
import { PencilIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { applyServerIssues } from "../../components/dialog-support";
import { PageHeader } from "../../components/PageHeader";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { SuccessStatus } from "../../components/SuccessStatus";
import { serverMessageOf } from "../../lib/http-errors";
import { useTRPC } from "../../lib/trpc";
import { BioCard } from "./BioCard";
import { PersonalInfoCard } from "./PersonalInfoCard";
import { ProfessionalInfoCard } from "./ProfessionalInfoCard";
import { ProfileSummaryCard } from "./ProfileSummaryCard";
import { type Profile, type ProfileFormValues, profileFormValues } from "./profile-format";
import { profileIssueText } from "./profile-messages";
import { RecentActivityCard } from "./RecentActivityCard";
import { useFlash } from "./use-flash";

type ProfileFormOutput = z.output<typeof updateProfileInput>;

/** User Profile (001 §2.8): the signed-in user's own profile, viewed and edited in place. */
export default function ProfilePage() {
  const { t } = useTranslation(["profile", "common"]);
  const trpc = useTRPC();
  const profile = useQuery(trpc.users.profile.queryOptions());

  useEffect(() => {
    document.title = t("profile:documentTitle");
  }, [t]);

  if (profile.isPending) {
    return (
      <section>
        <PageHeader title={t("profile:title")} />
        <div className="flex justify-center py-16">
          <Spinner className="size-8 text-primary" label={t("profile:loading")} />
        </div>
      </section>
    );
  }
  if (profile.isError) {
    return (
      <section>
        <PageHeader title={t("profile:title")} />
        <QueryErrorAlert
          title={t("profile:loadFailed")}
          error={profile.error}
          fallback={t("profile:loadFailedHint")}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </section>
    );
  }
  return <ProfileScreen profile={profile.data} />;
}

function ProfileScreen({ profile }: { profile: Profile }) {
  const { t } = useTranslation(["profile", "common"]);
  const trpc = useTRPC();
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, showSaved] = useFlash();
  const editButton = useRef<HTMLButtonElement>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: profileFormValues(profile),
  });
  const update = useMutation(trpc.users.updateProfile.mutationOptions());

  useEffect(() => {
    if (editing) form.setFocus("firstName");
  }, [editing, form]);

  const startEditing = () => {
    form.reset(profileFormValues(profile));
    setSaveError(null);
    setEditing(true);
  };
  const stopEditing = () => {
    setEditing(false);
    // Back to the button that opened the form, which is rendered again once the form closes.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const cancel = () => {
    form.reset(profileFormValues(profile));
    setSaveError(null);
    stopEditing();
  };
  const onSubmit = (values: ProfileFormOutput) => {
    setSaveError(null);
    update.mutate(values, {
      onSuccess: (next) => {
        form.reset(profileFormValues(next));
        stopEditing();
        showSaved(t("profile:saved"));
      },
      onError: (error) => {
        applyServerIssues(form, error);
        setSaveError(profileIssueText(serverMessageOf(error), t) ?? t("profile:saveFailed"));
      },
    });
  };

  // While editing, Cancel and Save Changes follow the fields (the keyboard reaches them after the last one).
  const actions = editing ? undefined : (
    <Button ref={editButton} onClick={startEditing}>
      <PencilIcon aria-hidden="true" />
      {t("profile:edit")}
    </Button>
  );

  return (
    <section>
      <PageHeader title={t("profile:title")} description={t("profile:description")} actions={actions} />
      <SuccessStatus message={saved} testId="profile-status" />
      {saveError && (
        <Alert variant="destructive" className="mb-4" data-testid="profile-save-error">
          <AlertTitle>{saveError}</AlertTitle>
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="min-w-0">
          <ProfileSummaryCard profile={profile} />
        </div>
        <div className="grid min-w-0 gap-6">
          <form
            id="profile-form"
            noValidate
            onSubmit={form.handleSubmit(onSubmit)}
            className="grid min-w-0 gap-6"
            aria-label={t("profile:title")}
          >
            <PersonalInfoCard profile={profile} editing={editing} form={form} />
            <ProfessionalInfoCard profile={profile} editing={editing} form={form} />
            <BioCard profile={profile} editing={editing} form={form} />
            {editing && (
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={cancel} disabled={update.isPending}>
                  {t("profile:cancel")}
                </Button>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? t("profile:saving") : t("profile:save")}
                </Button>
              </div>
            )}
          </form>
          <RecentActivityCard profile={profile} />
        </div>
      </div>
    </section>
  );
}
