import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader";
import { AccountInfoCard } from "./AccountInfoCard";
import { ApiKeysCard } from "./ApiKeysCard";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { SessionsCard } from "./SessionsCard";
import { TwoFactorCard } from "./TwoFactorCard";

/** Account Security (001 §2.9): password, two-factor authentication, account information, sessions and API keys. */
export default function AccountPage() {
  const { t } = useTranslation(["account", "common"]);
  useEffect(() => {
    document.title = t("account:documentTitle");
  }, [t]);
  return (
    <section>
      <PageHeader title={t("account:title")} description={t("account:description")} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ChangePasswordCard />
        <div className="grid min-w-0 content-start gap-6">
          <TwoFactorCard />
          <AccountInfoCard />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <SessionsCard />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <ApiKeysCard />
        </div>
      </div>
    </section>
  );
}
