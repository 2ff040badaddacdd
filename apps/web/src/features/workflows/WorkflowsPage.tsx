import { useQuery } from "@tanstack/react-query";
import { allows, WORKFLOW_ACCESS } from "@tprm/api/permissions";
import { Button, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { CountBadge } from "../../components/RecordSheet";
import { formatCount } from "../../lib/format";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { CommitteeApprovalPanel } from "./committee/CommitteeApprovalPanel";
import { ActiveTab } from "./instances/ActiveTab";
import { NewWorkflowDialog } from "./instances/NewWorkflowDialog";
import { NewOutsourcingPanel } from "./NewOutsourcingPanel";
import { SummaryTiles } from "./SummaryTiles";
import {
  chosenWorkflowOf,
  committeeParams,
  openRecordOf,
  parseListView,
  tabOf,
  WORKFLOW_TABS,
  type WorkflowListView,
  type WorkflowTab,
  withListView,
  withParam,
  withTab,
} from "./workflows-view";

const TemplatesPanel = lazy(() => import("./templates/TemplatesPanel"));
const AnalyticsPanel = lazy(() => import("./analytics/AnalyticsPanel"));
const WorkflowRecordSheet = lazy(() => import("./record/WorkflowRecordSheet"));

const TAB_LABEL: Record<WorkflowTab, string> = {
  active: "workflows:tabs.active",
  "new-outsourcing": "workflows:tabs.newOutsourcing",
  templates: "workflows:tabs.templates",
  committee: "workflows:tabs.committee",
  analytics: "workflows:tabs.analytics",
};

/**
 * The Workflow Orchestration Center (001 §2.4): breadcrumb, the header tiles and the overdue banner, and five tabs
 * whose labels show their own panels (DESIGN.md). The tab, the table's view, the workflow chosen for the committee
 * and the open record live in the URL (?tab=committee&workflow=<id>), so every view can be linked.
 */
export default function WorkflowsPage() {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const mayCreate = allows(me?.role, WORKFLOW_ACCESS.create);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const view = useMemo(() => parseListView(params), [params]);
  const chosen = chosenWorkflowOf(params);
  const recordId = openRecordOf(params);
  const [creating, setCreating] = useState(false);
  const summary = useQuery(trpc.workflows.summary.queryOptions());

  const documentTitle = t("workflows:page.documentTitle");
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
    (change: Partial<WorkflowListView>, options?: { replace?: boolean }) =>
      setParams((current) => withListView(current, change), options),
    [setParams],
  );
  const openRecord = useCallback(
    (id: string | null) => setParams((current) => withParam(current, "record", id)),
    [setParams],
  );
  const toCommittee = useCallback(
    (id: string) => setParams((current) => committeeParams(withParam(current, "record", null), id)),
    [setParams],
  );

  const newButton = mayCreate ? (
    <Button onClick={() => setCreating(true)} data-testid="new-workflow">
      <PlusIcon aria-hidden="true" />
      {t("workflows:actions.new")}
    </Button>
  ) : null;

  return (
    <section>
      <DashboardBreadcrumb
        label={t("workflows:page.breadcrumb")}
        dashboard={t("workflows:page.dashboard")}
        current={t("workflows:page.current")}
      />
      <PageHeader title={t("workflows:page.title")} description={t("workflows:page.description")} actions={newButton} />
      <SummaryTiles
        summary={summary}
        onShowOverdue={() => setParams((current) => withListView(withTab(current, "active"), { status: "overdue" }))}
      />

      <Tabs value={tab} onValueChange={(value) => setParams((current) => withTab(current, value))} className="gap-4">
        <TabsList
          ref={tabList}
          className="w-full justify-start gap-1 overflow-x-auto sm:w-fit"
          aria-label={t("workflows:page.tabsLabel")}
        >
          {WORKFLOW_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-none px-3 py-1.5" data-testid={`tab-${value}`}>
              {t(TAB_LABEL[value])}
              {value === "active" && summary.data && (
                <>
                  <span className="sr-only">, {t("workflows:tabs.inProgressCount")}:</span>
                  <CountBadge n={formatCount(summary.data.inProgress)} />
                </>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="active" data-testid="panel-active">
          <ActiveTab
            view={view}
            onViewChange={changeView}
            mayCreate={mayCreate}
            emptyAction={newButton}
            onOpen={openRecord}
            onCommittee={toCommittee}
          />
        </TabsContent>
        <TabsContent value="new-outsourcing" data-testid="panel-new-outsourcing">
          <NewOutsourcingPanel mayCreate={mayCreate} />
        </TabsContent>
        <TabsContent value="templates" data-testid="panel-templates">
          <Suspense fallback={<TabLoading />}>
            <TemplatesPanel />
          </Suspense>
        </TabsContent>
        <TabsContent value="committee" data-testid="panel-committee">
          <CommitteeApprovalPanel
            workflowId={chosen}
            onSelect={(id) => setParams((current) => withParam(current, "workflow", id))}
          />
        </TabsContent>
        <TabsContent value="analytics" data-testid="panel-analytics">
          <Suspense fallback={<TabLoading />}>
            <AnalyticsPanel />
          </Suspense>
        </TabsContent>
      </Tabs>

      {recordId && (
        <Suspense fallback={null}>
          <WorkflowRecordSheet workflowId={recordId} onClose={() => openRecord(null)} onCommittee={toCommittee} />
        </Suspense>
      )}
      {mayCreate && <NewWorkflowDialog open={creating} onOpenChange={setCreating} />}
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
