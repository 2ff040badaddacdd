import { Card, CardContent, CardHeader } from "@tprm/ui";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldGrid, ProfileField } from "./ProfileField";
import type { Profile, ProfileFormValues } from "./profile-format";
import { profileIssueText } from "./profile-messages";

/** Personal Information (001 §2.8): first and last name, e-mail (never editable), phone, location. */
export function PersonalInfoCard({
  profile,
  editing,
  form,
}: {
  profile: Profile;
  editing: boolean;
  form: UseFormReturn<ProfileFormValues>;
}) {
  const { t } = useTranslation(["profile", "common"]);
  const { errors } = form.formState;
  const empty = t("profile:notProvided");
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("profile:personal.title")}</h2>
      </CardHeader>
      <CardContent>
        <FieldGrid editing={editing}>
          <ProfileField
            label={t("profile:fields.firstName")}
            editing={editing}
            value={profile.firstName}
            empty={empty}
            registration={form.register("firstName")}
            error={profileIssueText(errors.firstName?.message, t)}
            required
            autoComplete="given-name"
          />
          <ProfileField
            label={t("profile:fields.lastName")}
            editing={editing}
            value={profile.lastName}
            empty={empty}
            registration={form.register("lastName")}
            error={profileIssueText(errors.lastName?.message, t)}
            required
            autoComplete="family-name"
          />
          <ProfileField
            label={t("profile:fields.email")}
            editing={editing}
            value={profile.email}
            empty={empty}
            description={t("profile:personal.emailHelp")}
            error={profileIssueText(errors.email?.message, t)}
            testId="profile-email"
          />
          <ProfileField
            label={t("profile:fields.phone")}
            editing={editing}
            value={profile.phone}
            empty={empty}
            registration={form.register("phone")}
            error={profileIssueText(errors.phone?.message, t)}
            type="tel"
            autoComplete="tel"
          />
          <ProfileField
            label={t("profile:fields.location")}
            editing={editing}
            value={profile.location}
            empty={empty}
            registration={form.register("location")}
            error={profileIssueText(errors.location?.message, t)}
            className="sm:col-span-2"
          />
        </FieldGrid>
      </CardContent>
    </Card>
  );
}
