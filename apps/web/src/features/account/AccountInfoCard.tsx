import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, Skeleton } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";

/** Account Information (001 §2.9): when the account was created, its last sign-in and last password change. */
export function AccountInfoCard() {
  const { t } = useTranslation(["account", "common"]);
  const trpc = useTRPC();
  const profile = useQuery(trpc.users.profile.queryOptions());
  const when = (value: string) => `${formatDateTime(value)} · ${formatRelativeTime(value)}`;
  const lastLoginAt = profile.data?.lastLoginAt;
  const lastPasswordChange = profile.data?.lastPasswordChange;
  const rows = [
    { key: "email", label: t("account:info.email"), value: profile.data?.email },
    { key: "created", label: t("account:info.created"), value: profile.data && formatDateTime(profile.data.createdAt) },
    ...(lastLoginAt ? [{ key: "lastLogin", label: t("account:info.lastLogin"), value: when(lastLoginAt) }] : []),
    ...(lastPasswordChange
      ? [{ key: "passwordChanged", label: t("account:info.passwordChanged"), value: when(lastPasswordChange) }]
      : []),
  ];
  return (
    <Card className="min-w-0" data-testid="account-info-card">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("account:info.title")}</h2>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <dl className="grid gap-3 text-sm">
            {rows.map(({ key, label, value }) => (
              <div key={key} className="grid gap-0.5">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{value ?? t("account:info.unavailable")}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
