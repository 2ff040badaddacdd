import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Tabs, TabsContent, TabsList, TabsTrigger } from "@tprm/ui";
import { useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { useTRPC } from "../../lib/trpc";
import { AcknowledgementReader } from "./AcknowledgementReader";
import {
  type AcknowledgementsView,
  MY_TABS,
  type MyTab,
  parseAcknowledgementsView,
  withAcknowledgementsView,
} from "./acknowledgements-view";
import { MyAcknowledgementList } from "./MyAcknowledgementList";

const PAGE_SIZE = 20;

/**
 * My acknowledgements (issue 15): the policy versions I am asked to read and acknowledge, and those I have
 * acknowledged. Each opens in a reader with the version's text and documents and the "I have read and acknowledge
 * this version" action. Open to every signed-in user, like the profile; notifications link here (?version=).
 */
export default function AcknowledgementsPage() {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseAcknowledgementsView(params), [params]);
  const changeView = useCallback(
    (change: Partial<AcknowledgementsView>, options?: { replace?: boolean }) =>
      setParams((current) => withAcknowledgementsView(current, change), options),
    [setParams],
  );

  const documentTitle = t("governanceAcknowledgements:mine.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const list = useQuery(
    trpc.policyAcknowledgements.mine.queryOptions(
      { status: view.status, page: view.page, limit: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );

  // A notification's link names the version: open my acknowledgement of it.
  const byVersion = useQuery(
    trpc.policyAcknowledgements.mine.queryOptions(
      { versionId: view.version ?? undefined, limit: 1 },
      { enabled: view.version !== null },
    ),
  );
  const resolved = byVersion.data?.items[0];
  useEffect(() => {
    if (view.version === null || !byVersion.isSuccess) return;
    changeView(
      resolved
        ? { version: null, ack: resolved.id, status: resolved.acknowledgedAt ? "done" : "pending" }
        : { version: null },
      { replace: true },
    );
  }, [view.version, byVersion.isSuccess, resolved, changeView]);

  const totalPages = list.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && !list.isPlaceholderData && view.page > Math.max(totalPages, 1)) {
      changeView({ page: Math.max(totalPages, 1) }, { replace: true });
    }
  }, [totalPages, list.isPlaceholderData, view.page, changeView]);

  return (
    <section>
      <DashboardBreadcrumb
        label={t("governanceAcknowledgements:mine.breadcrumb")}
        dashboard={t("governanceAcknowledgements:mine.dashboard")}
        current={t("governanceAcknowledgements:mine.current")}
      />
      <PageHeader
        title={t("governanceAcknowledgements:mine.title")}
        description={t("governanceAcknowledgements:mine.description")}
      />
      <Card className="gap-4 pb-4">
        <Tabs value={view.status} onValueChange={(value) => changeView({ status: value as MyTab })} className="gap-4">
          <div className="px-4 sm:px-6">
            <TabsList aria-label={t("governanceAcknowledgements:mine.tabsLabel")}>
              {MY_TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="px-3 py-1.5" data-testid={`ack-tab-${tab}`}>
                  {t(`governanceAcknowledgements:mine.tabs.${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {MY_TABS.map((tab) => (
            <TabsContent key={tab} value={tab} className="grid gap-4">
              {tab === view.status && (
                <MyAcknowledgementList
                  query={list}
                  empty={
                    tab === "pending"
                      ? t("governanceAcknowledgements:mine.emptyPending")
                      : t("governanceAcknowledgements:mine.emptyDone")
                  }
                  onOpen={(ack) => changeView({ ack })}
                  onPageChange={(page) => changeView({ page })}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </Card>
      <AcknowledgementReader id={view.ack} onClose={() => changeView({ ack: null })} />
    </section>
  );
}
