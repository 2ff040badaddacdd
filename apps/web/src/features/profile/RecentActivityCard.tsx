import { Card, CardContent, CardHeader } from "@tprm/ui";
import { ClockIcon, UserPlusIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../lib/format";
import type { Profile } from "./profile-format";

/** Recent Activity (001 §2.8): when the profile was last updated and when the account was created. */
export function RecentActivityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(["profile", "common"]);
  const items = [
    { key: "updated", Icon: ClockIcon, label: t("profile:activity.updated"), at: profile.updatedAt },
    { key: "created", Icon: UserPlusIcon, label: t("profile:activity.created"), at: profile.createdAt },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("profile:activity.title")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4" data-testid="profile-activity">
          {items.map(({ key, Icon, label, at }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="mt-0.5 rounded-full bg-muted p-2">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">{label}</span>
                <span className="text-sm text-muted-foreground">
                  <time dateTime={at}>{formatDateTime(at)}</time> · {formatRelativeTime(at)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
