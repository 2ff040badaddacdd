import { Card, CardContent, CardHeader } from "@tprm/ui";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "../../lib/format";
import { FieldGrid, ProfileField } from "./ProfileField";
import type { Profile, ProfileFormValues } from "./profile-format";
import { profileIssueText } from "./profile-messages";

/**
 * Professional Information (001 §2.8): job title, department and business unit are the user's to edit; the
 * organisation, reporting manager and join date are kept by administrators and stay read-only.
 */
export function ProfessionalInfoCard({
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
  const notAvailable = t("profile:notAvailable");
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("profile:professional.title")}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FieldGrid editing={editing}>
          <ProfileField
            label={t("profile:fields.jobTitle")}
            editing={editing}
            value={profile.jobTitle}
            empty={empty}
            registration={form.register("jobTitle")}
            error={profileIssueText(errors.jobTitle?.message, t)}
            autoComplete="organization-title"
          />
          <ProfileField
            label={t("profile:fields.department")}
            editing={editing}
            value={profile.department}
            empty={empty}
            registration={form.register("department")}
            error={profileIssueText(errors.department?.message, t)}
          />
          <ProfileField
            label={t("profile:fields.organization")}
            editing={editing}
            value={profile.organization}
            empty={notAvailable}
          />
          <ProfileField
            label={t("profile:fields.businessUnit")}
            editing={editing}
            value={profile.businessUnit}
            empty={empty}
            registration={form.register("businessUnit")}
            error={profileIssueText(errors.businessUnit?.message, t)}
          />
          <ProfileField
            label={t("profile:fields.manager")}
            editing={editing}
            value={profile.manager?.name}
            empty={notAvailable}
          />
          <ProfileField
            label={t("profile:fields.joinDate")}
            editing={editing}
            value={profile.joinDate ? formatCalendarDate(profile.joinDate) : null}
            empty={notAvailable}
          />
        </FieldGrid>
      </CardContent>
    </Card>
  );
}
