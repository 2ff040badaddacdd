import { Card, CardContent, CardHeader } from "@tprm/ui";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldGrid, ProfileField } from "./ProfileField";
import type { Profile, ProfileFormValues } from "./profile-format";
import { profileIssueText } from "./profile-messages";

/** The user's bio (001 §3: editable, up to 2,000 characters). */
export function BioCard({
  profile,
  editing,
  form,
}: {
  profile: Profile;
  editing: boolean;
  form: UseFormReturn<ProfileFormValues>;
}) {
  const { t } = useTranslation(["profile", "common"]);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("profile:bio.title")}</h2>
      </CardHeader>
      <CardContent>
        <FieldGrid editing={editing} className="sm:grid-cols-1">
          <ProfileField
            label={t("profile:fields.bio")}
            editing={editing}
            value={profile.bio}
            empty={t("profile:bio.empty")}
            registration={form.register("bio")}
            error={profileIssueText(form.formState.errors.bio?.message, t)}
            multiline
          />
        </FieldGrid>
      </CardContent>
    </Card>
  );
}
