import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card } from "@tprm/ui";
import { CheckCheckIcon } from "lucide-react";
import { useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DashboardBreadcrumb } from "../../components/DashboardBreadcrumb";
import { PageHeader } from "../../components/PageHeader";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { NotificationFilters } from "./NotificationFilters";
import { NotificationList } from "./NotificationList";
import { NotificationStatCards } from "./NotificationStatCards";
import { NOTIFICATIONS_REFRESH_MS } from "./notification-format";
import {
  isFiltered,
  type NotificationView,
  parseNotificationView,
  toListInput,
  withNotificationView,
} from "./notification-view";
import { useMarkAllRead, useNotificationStats } from "./use-notifications";

/**
 * The Notification Center (001 §2.7): breadcrumb Dashboard > System Notifications, the four counts, and the caller's
 * notifications with filters, paging, marking read (one, or all at once) and a link to each one's record. Filters and
 * page live in the URL (?status=unread&priority=critical&page=2).
 */
export default function NotificationsPage() {
  const { t } = useTranslation(["notifications", "common"]);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseNotificationView(params), [params]);

  const documentTitle = t("notifications:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const stats = useNotificationStats();
  const list = useQuery(
    trpc.notifications.list.queryOptions(toListInput(view), {
      placeholderData: keepPreviousData,
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
    }),
  );
  const markAll = useMarkAllRead();

  const changeView = useCallback(
    (change: Partial<NotificationView>, options?: { replace?: boolean }) =>
      setParams((current) => withNotificationView(current, change), options),
    [setParams],
  );

  // A page that no longer exists (everything on it was read while showing unread ones): go to the last one.
  const totalPages = list.data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && !list.isPlaceholderData && view.page > Math.max(totalPages, 1)) {
      changeView({ page: Math.max(totalPages, 1) }, { replace: true });
    }
  }, [totalPages, list.isPlaceholderData, view.page, changeView]);

  const unread = stats.data?.unread ?? 0;
  const filtered = isFiltered(view);

  return (
    <section>
      <DashboardBreadcrumb
        label={t("notifications:page.breadcrumb")}
        dashboard={t("notifications:page.dashboard")}
        current={t("notifications:page.current")}
      />
      <PageHeader
        title={t("notifications:page.title")}
        description={t("notifications:page.description")}
        actions={
          <Button
            variant="outline"
            disabled={unread === 0 || markAll.isPending}
            onClick={() => markAll.mutate()}
            data-testid="mark-all-read"
          >
            <CheckCheckIcon aria-hidden="true" />
            {markAll.isPending
              ? t("notifications:actions.markingAllRead")
              : unread > 0
                ? t("notifications:actions.markAllReadCount", { number: formatCount(unread) })
                : t("notifications:actions.markAllRead")}
          </Button>
        }
      />

      <div className="grid grid-cols-1 gap-6">
        <NotificationStatCards stats={stats.data} loading={stats.isPending && !stats.isError} />

        <Card className="gap-4 pb-4">
          <div className="grid gap-4 px-4 sm:px-6">
            <div className="space-y-1">
              <h2 className="text-lg font-semibold">{t("notifications:list.title")}</h2>
              <p className="text-sm text-muted-foreground">{t("notifications:list.description")}</p>
            </div>
            <NotificationFilters view={view} onChange={changeView} />
          </div>
          <NotificationList
            query={list}
            empty={filtered ? t("notifications:list.emptyFiltered") : t("notifications:list.empty")}
            onPageChange={(page) => changeView({ page })}
          />
        </Card>
      </div>
    </section>
  );
}
