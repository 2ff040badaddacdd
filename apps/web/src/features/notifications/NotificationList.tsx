import type { UseQueryResult } from "@tanstack/react-query";
import { Button, cn, Pagination, Skeleton } from "@tprm/ui";
import { CheckIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { NotificationTime, PriorityBadge, TypeBadge, UnreadMark } from "./NotificationParts";
import { inAppPath, isUnread, type NotificationItem } from "./notification-format";
import { useMarkNotificationRead } from "./use-notifications";

type ListQuery = UseQueryResult<
  { items: NotificationItem[]; pagination: { page: number; totalPages: number; total: number } },
  unknown
>;

/**
 * The Notification Center's list, newest first: unread ones bold with a dot; the title opens the record it is about
 * (marking it read), a button marks it read without leaving; placeholders while loading, the empty and error
 * states, and the pager.
 */
export function NotificationList({
  query,
  empty,
  onPageChange,
}: {
  query: ListQuery;
  /** What an empty page says (with or without filters). */
  empty: ReactNode;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation(["notifications", "common"]);
  const { markRead, pendingId } = useMarkNotificationRead();

  if (query.isError && !query.data) {
    return (
      <div className="px-4 sm:px-6">
        <QueryErrorAlert
          title={t("notifications:list.loadError")}
          error={query.error}
          fallback={t("notifications:list.loadFallback")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t("notifications:list.loading")} className="divide-y">
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <li key={i} className="grid gap-2 px-4 py-4 sm:px-6" data-testid="notification-skeleton">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
            <Skeleton className="h-3 w-32" />
          </li>
        ))}
      </ul>
    );
  }

  const items = query.data.items;
  const pager = query.data.pagination;
  return (
    <>
      {items.length === 0 ? (
        <p className="px-4 py-10 text-center text-muted-foreground sm:px-6" data-testid="notifications-empty">
          {empty}
        </p>
      ) : (
        <ul
          className="divide-y border-y"
          aria-label={t("notifications:list.label")}
          aria-busy={query.isFetching}
          data-testid="notification-list"
        >
          {items.map((notification) => {
            const unread = isUnread(notification);
            const path = inAppPath(notification.link);
            return (
              <li
                key={notification.id}
                data-testid="notification-row"
                data-status={notification.status}
                className={cn(
                  "grid grid-cols-[0.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 px-4 py-4 sm:grid-cols-[0.5rem_minmax(0,1fr)_auto] sm:px-6",
                  unread && "bg-primary/[0.04] dark:bg-primary/[0.08]",
                )}
              >
                <span className="flex justify-center pt-1.5">
                  <UnreadMark notification={notification} />
                </span>
                <div className="grid min-w-0 gap-1.5">
                  <h3 className={cn("text-sm break-words", unread ? "font-semibold" : "font-normal")}>
                    {path ? (
                      <Link
                        to={path}
                        onClick={() => markRead(notification)}
                        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        {notification.title}
                      </Link>
                    ) : (
                      notification.title
                    )}
                  </h3>
                  <p className="text-sm break-words text-muted-foreground">{notification.message}</p>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <PriorityBadge priority={notification.priority} />
                    <TypeBadge type={notification.type} />
                    {notification.relatedEntity?.name && (
                      <span className="max-w-full truncate text-xs text-muted-foreground">
                        {notification.relatedEntity.name}
                      </span>
                    )}
                    <NotificationTime createdAt={notification.createdAt} />
                  </div>
                </div>
                {unread && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="col-start-2 -ml-2 justify-self-start sm:col-start-3 sm:ml-0 sm:self-start"
                    aria-label={t("notifications:item.markReadOf", { title: notification.title })}
                    disabled={pendingId === notification.id}
                    onClick={() => markRead(notification)}
                  >
                    <CheckIcon aria-hidden="true" />
                    {t("notifications:item.markRead")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="px-4 sm:px-6">
        <Pagination
          page={pager.page}
          totalPages={pager.totalPages}
          total={pager.total}
          onPageChange={onPageChange}
          disabled={query.isFetching}
        />
      </div>
    </>
  );
}
