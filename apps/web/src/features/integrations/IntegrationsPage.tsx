import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { ApiKeysOverview } from "./api-keys/ApiKeysOverview";
import { DevelopersTab } from "./developers/DevelopersTab";
import { WebhooksTab } from "./webhooks/WebhooksTab";

const TABS = ["webhooks", "api-keys", "developers"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  webhooks: "integrations:tabs.webhooks",
  "api-keys": "integrations:tabs.apiKeys",
  developers: "integrations:tabs.developers",
};

/**
 * Integrations (issue 18, Admin; docs/DECISIONS.md): webhooks that tell the bank's other systems of changes, the
 * organisation's API keys, and the API reference with copy-paste examples. The tab lives in the URL (?tab=).
 */
export default function IntegrationsPage() {
  const { t } = useTranslation(["integrations", "common"]);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : "webhooks";
  const documentTitle = t("integrations:documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <section>
      <PageHeader title={t("integrations:title")} description={t("integrations:description")} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next === "webhooks") updated.delete("tab");
            else updated.set("tab", next);
            return updated;
          })
        }
      >
        <div className="mb-4 max-w-full overflow-x-auto">
          <TabsList aria-label={t("integrations:tabs.label")}>
            {TABS.map((id) => (
              <TabsTrigger key={id} value={id} data-testid={`tab-${id}`}>
                {t(TAB_LABEL[id])}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="webhooks">
          <WebhooksTab />
        </TabsContent>
        <TabsContent value="api-keys">
          <ApiKeysOverview />
        </TabsContent>
        <TabsContent value="developers">
          <DevelopersTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
