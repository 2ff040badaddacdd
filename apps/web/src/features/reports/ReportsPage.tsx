import { allows, REPORT_ACCESS } from "@tprm/api/permissions";
import { Button, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { useSession } from "../../lib/session";
import { AllReportsTab } from "./all/AllReportsTab";
import { ReportDialog, type ReportDialogState } from "./dialog/ReportDialog";
import { ReportCounters } from "./ReportCounters";
import {
  parseListView,
  REPORT_TABS,
  type ReportListView,
  type ReportTab,
  tabOf,
  withListView,
  withTab,
} from "./reports-view";

const ScheduledTab = lazy(() => import("./scheduled/ScheduledTab"));
const TemplatesTab = lazy(() => import("./templates/TemplatesTab"));

const TAB_LABEL: Record<ReportTab, string> = {
  all: "reports:tabs.all",
  scheduled: "reports:tabs.scheduled",
  templates: "reports:tabs.templates",
};

/**
 * Enterprise Reports (001 §2.5): the hero with Total Reports and Scheduled, and three real tabs — All Reports (search,
 * the table and its row actions), Scheduled Reports (pause, resume, run now, change schedule, deliveries) and Report
 * Templates (built-in and own). The tab and the table's view live in the URL. Controls show only to the roles
 * REPORT_ACCESS lets use them; the server checks again, and per report (its creator or an Admin) through `can`.
 */
export default function ReportsPage() {
  const { t } = useTranslation(["reports", "common"]);
  const { data: me } = useSession();
  const mayCreate = allows(me?.role, REPORT_ACCESS.create);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const view = useMemo(() => parseListView(params), [params]);
  const [dialog, setDialog] = useState<ReportDialogState | null>(null);

  const documentTitle = t("reports:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // On a phone the tab bar scrolls sideways: the chosen tab is brought into it (a link may open any tab).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>(`[data-testid="tab-${tab}"]`);
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab]);

  const changeView = useCallback(
    (change: Partial<ReportListView>, options?: { replace?: boolean }) =>
      setParams((current) => withListView(current, change), options),
    [setParams],
  );

  const createButton = mayCreate ? (
    <Button onClick={() => setDialog({ mode: "create" })} data-testid="create-report">
      <PlusIcon aria-hidden="true" />
      {t("reports:actions.create")}
    </Button>
  ) : null;

  return (
    <section>
      <DashboardBreadcrumb
        label={t("reports:page.breadcrumb")}
        dashboard={t("reports:page.dashboard")}
        current={t("reports:page.current")}
      />
      <PageHeader title={t("reports:page.title")} description={t("reports:page.description")} actions={createButton} />
      <ReportCounters />

      <Tabs value={tab} onValueChange={(value) => setParams((current) => withTab(current, value))} className="gap-4">
        <TabsList
          ref={tabList}
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("reports:page.tabsLabel")}
        >
          {REPORT_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5" data-testid={`tab-${value}`}>
              {t(TAB_LABEL[value])}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="all" data-testid="panel-all">
          <AllReportsTab
            view={view}
            onViewChange={changeView}
            emptyAction={createButton}
            onEdit={(id) => setDialog({ mode: "edit", id })}
          />
        </TabsContent>
        <TabsContent value="scheduled" data-testid="panel-scheduled">
          <Suspense fallback={<TabLoading />}>
            <ScheduledTab onSchedule={mayCreate ? () => setDialog({ mode: "create", frequency: "weekly" }) : null} />
          </Suspense>
        </TabsContent>
        <TabsContent value="templates" data-testid="panel-templates">
          <Suspense fallback={<TabLoading />}>
            <TemplatesTab mayCreate={mayCreate} />
          </Suspense>
        </TabsContent>
      </Tabs>

      {dialog && <ReportDialog state={dialog} onClose={() => setDialog(null)} />}
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
