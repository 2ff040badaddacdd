import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { ANALYTICS_TABS, type AnalyticsTab, analyticsTabOf, analyticsTabParams } from "./analytics-view";

const TAB_CONTENT: Record<AnalyticsTab, ReturnType<typeof lazy>> = {
  vendors: lazy(() => import("./vendors/VendorsTab")),
  risk: lazy(() => import("./risk/RiskTab")),
  compliance: lazy(() => import("./compliance/ComplianceTab")),
  financial: lazy(() => import("./financial/FinancialTab")),
};

/**
 * Analytics (/analytics, a view of reports; docs/ANALYTICS.md): vendors, risk, compliance and financial figures from
 * GET /api/analytics/*, each chart with a table view and a CSV download. The tab lives in the URL (?tab=risk).
 */
export default function AnalyticsPage() {
  const { t } = useTranslation(["analytics", "common"]);
  const [params, setParams] = useSearchParams();
  const tab = analyticsTabOf(params);
  const documentTitle = t("analytics:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <section>
      <DashboardBreadcrumb
        label={t("analytics:page.breadcrumb")}
        dashboard={t("analytics:page.dashboard")}
        current={t("analytics:page.current")}
      />
      <PageHeader title={t("analytics:page.title")} description={t("analytics:page.description")} />
      <Tabs value={tab} onValueChange={(value) => setParams(analyticsTabParams(value))} className="gap-4">
        <TabsList
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("analytics:page.tabsLabel")}
        >
          {ANALYTICS_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5" data-testid={`tab-${value}`}>
              {t(`analytics:tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {ANALYTICS_TABS.map((value) => {
          const Content = TAB_CONTENT[value];
          return (
            <TabsContent key={value} value={value}>
              <Suspense fallback={<Skeleton className="h-96 w-full" />}>
                <Content />
              </Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}
