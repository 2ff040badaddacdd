import { Avatar, AvatarFallback, Badge, Card, CardContent, initialsOf, Separator } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { roleName } from "../../components/role-names";
import { usePreferences } from "../../lib/preferences";
import { fullName, groupPermissions, hasAllPermissions, monthAndYear, type Profile } from "./profile-format";
import { actionLabel, resourceLabel } from "./profile-labels";

/** The left card (001 §2.8): initials, name, job title, role, employee ID, member since and the role's permissions. */
export function ProfileSummaryCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation(["profile", "common"]);
  const { timeZone } = usePreferences();
  const since = monthAndYear(profile.createdAt, timeZone);
  return (
    <Card data-testid="profile-summary" className="min-w-0">
      <CardContent className="grid gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar className="size-20">
            <AvatarFallback className="bg-primary text-2xl text-primary-foreground">
              {initialsOf(profile.firstName, profile.lastName, profile.email)}
            </AvatarFallback>
          </Avatar>
          <div className="grid min-w-0 gap-1">
            <h2 className="[overflow-wrap:anywhere] text-lg font-semibold">{fullName(profile)}</h2>
            <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">
              {profile.jobTitle ?? t("profile:summary.noJobTitle")}
            </p>
          </div>
          <Badge variant="secondary" data-testid="profile-role">
            {roleName(t, profile.role)}
          </Badge>
        </div>
        <Separator />
        <dl className="grid gap-3 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">{t("profile:summary.employeeId")}</dt>
            <dd className="font-medium break-all">{profile.employeeId ?? t("profile:notAvailable")}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-muted-foreground">{t("profile:summary.memberSince")}</dt>
            <dd className="font-medium">
              {since
                ? t("profile:summary.monthYear", { month: t(`profile:months.m${since.month}`), year: since.year })
                : t("profile:notAvailable")}
            </dd>
          </div>
        </dl>
        <Separator />
        <PermissionList permissions={profile.permissions} />
      </CardContent>
    </Card>
  );
}

function PermissionList({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation(["profile", "common"]);
  const groups = groupPermissions(permissions);
  return (
    <section aria-labelledby="profile-permissions" className="grid gap-3">
      <h3 id="profile-permissions" className="text-sm font-semibold">
        {t("profile:summary.permissions")}
      </h3>
      {hasAllPermissions(permissions) ? (
        <p className="text-sm">{t("profile:summary.allPermissions")}</p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("profile:summary.noPermissions")}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="profile-permissions">
          {groups.map((group) => (
            <li key={group.resource} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="font-medium">{resourceLabel(group.resource, t)}</span>
              <span className="flex flex-wrap gap-1">
                {group.actions.map((action) => (
                  <Badge key={action} variant="outline">
                    {actionLabel(action, t)}
                  </Badge>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
