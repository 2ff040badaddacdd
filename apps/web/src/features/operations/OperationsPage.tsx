import { Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/PageHeader";
import { BackupsPanel } from "./backups/BackupsPanel";
import { DatabasePanel } from "./database/DatabasePanel";
import { HealthPanel } from "./health/HealthPanel";
import { MetricsPanel } from "./metrics/MetricsPanel";
import { QueuesPanel } from "./queues/QueuesPanel";
import { TransferPanels } from "./transfer/TransferPanels";

/**
 * The screen's tabs, one entry per part of issue 19: each part renders its own panels (one file per panel) and
 * names its tab with a key of the `operations` namespace (tabs.<id>). The tab lives in the URL (?tab=).
 */
const TABS: { id: string; label: string; render: () => ReactNode }[] = [
  {
    id: "health",
    label: "operations:tabs.health",
    render: () => (
      <div className="grid gap-4">
        <HealthPanel />
        <QueuesPanel />
        <MetricsPanel />
      </div>
    ),
  },
  { id: "database", label: "operations:tabs.database", render: () => <DatabasePanel /> },
  { id: "backups", label: "operations:tabs.backups", render: () => <BackupsPanel /> },
  { id: "transfer", label: "operations:tabs.transfer", render: () => <TransferPanels /> },
];

/** Operations (issue 19, Admin; docs/OPERATIONS.md): the platform's health, queues, metrics and database. */
export default function OperationsPage() {
  const { t } = useTranslation(["operations", "common"]);
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = TABS.find((entry) => entry.id === requested)?.id ?? TABS[0]!.id;
  const documentTitle = t("operations:documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <section>
      <PageHeader title={t("operations:title")} description={t("operations:description")} />
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next === TABS[0]!.id) updated.delete("tab");
            else updated.set("tab", next);
            return updated;
          })
        }
      >
        <div className="mb-4 max-w-full overflow-x-auto">
          <TabsList aria-label={t("operations:tabs.label")}>
            {TABS.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id} data-testid={`tab-${entry.id}`}>
                {t(entry.label)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {TABS.map((entry) => (
          <TabsContent key={entry.id} value={entry.id}>
            {entry.render()}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
