import { Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { GOVERNANCE_TABS, type GovernanceTab, governanceTabOf, governanceTabParams } from "./governance-view";

const PoliciesTab = lazy(() => import("./policies/PoliciesTab"));
const ProceduresTab = lazy(() => import("./procedures/ProceduresTab"));
const CommitteesTab = lazy(() => import("./committees/CommitteesTab"));
const DocumentsTab = lazy(() => import("./documents/DocumentsTab"));

const TAB_LABEL: Record<GovernanceTab, string> = {
  policies: "governance:tabs.policies",
  procedures: "governance:tabs.procedures",
  committees: "governance:tabs.committees",
  documents: "governance:tabs.documents",
};

/**
 * The Enterprise Governance Framework (001 §2.2): four tabs — Enterprise Policies, Global Procedures, Oversight
 * Committees and the Document Repository. The tab lives in the URL (?tab=committees) so every view can be linked;
 * each tab keeps its own state in the URL too.
 */
export default function GovernancePage() {
  const { t } = useTranslation(["governance", "common"]);
  const [params, setParams] = useSearchParams();
  const tab = governanceTabOf(params);

  const documentTitle = t("governance:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <section>
      <DashboardBreadcrumb
        label={t("governance:page.breadcrumb")}
        dashboard={t("governance:page.dashboard")}
        current={t("governance:page.current")}
      />
      <PageHeader title={t("governance:page.title")} description={t("governance:page.description")} />
      <Tabs value={tab} onValueChange={(value) => setParams(governanceTabParams(value))} className="gap-4">
        <TabsList
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("governance:page.tabsLabel")}
        >
          {GOVERNANCE_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5" data-testid={`tab-${value}`}>
              {t(TAB_LABEL[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="policies">
          <Suspense fallback={<TabLoading />}>
            <PoliciesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="procedures">
          <Suspense fallback={<TabLoading />}>
            <ProceduresTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="committees">
          <Suspense fallback={<TabLoading />}>
            <CommitteesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="documents">
          <Suspense fallback={<TabLoading />}>
            <DocumentsTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </section>
  );
}

function TabLoading() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
