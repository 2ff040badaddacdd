import { Card, CardContent, CardHeader } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The spec's text card pointing to dashboard customization, report preferences and privacy settings (001 §2.10). */
export function MoreSettingsCard() {
  const { t } = useTranslation(["settings", "common"]);
  const items = [
    { key: "dashboard", title: t("settings:more.dashboard"), text: t("settings:more.dashboardText") },
    { key: "reports", title: t("settings:more.reports"), text: t("settings:more.reportsText") },
  ];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <h2 className="font-semibold leading-none">{t("settings:more.title")}</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {items.map(({ key, title, text }) => (
            <li key={key}>
              <span className="font-medium">{title}</span> <span className="text-muted-foreground">{text}</span>
            </li>
          ))}
          <li>
            <span className="font-medium">{t("settings:more.privacy")}</span>{" "}
            <span className="text-muted-foreground">{t("settings:more.privacyText")}</span>{" "}
            <Link to="/account" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("settings:more.privacyLink")}
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
