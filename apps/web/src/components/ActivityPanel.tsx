import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ActivityAction } from "@tprm/api/schemas";
import { Badge, cn, Pagination, Skeleton } from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime, formatRelativeTime } from "../lib/format";
import { useTRPC } from "../lib/trpc";
import { QueryErrorAlert } from "./QueryErrorAlert";

/**
 * The feed's page (000 §9; ACTIVITY_FEED_PAGE_SIZE in @tprm/api/schemas, not imported: the dashboard's chunk would
 * take every schema with it).
 */
const FEED_PAGE_SIZE = 20;

/** Each action's chip: text at 4.5:1 or more on its tint, in both themes. */
const ACTION_CHIP: Readonly<Record<ActivityAction, string>> = {
  CREATE: "border-transparent bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200",
  UPDATE: "border-transparent bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200",
  DELETE: "border-transparent bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200",
  APPROVE: "border-transparent bg-violet-100 text-violet-800 dark:bg-violet-500/20 dark:text-violet-200",
  REVIEW: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200",
};

export interface ActivityPanelProps {
  /** The feed of one kind of record ("Vendor"), or of one record with `entityId`; the whole feed without. */
  entityType?: string;
  entityId?: string;
  /** Entries per page: the feed's 20, or the dashboard's 10 (000 §9). */
  pageSize?: number;
  className?: string;
}

/**
 * Recent activity from the audit trail (docs/ACTIVITY.md), newest first, a page at a time: who, what (a chip), the
 * server's sentence (English, written when the change was made) and how long ago, with the exact time as its tooltip.
 * The pager shows only when there is more than one page.
 */
export function ActivityPanel({ entityType, entityId, pageSize = FEED_PAGE_SIZE, className }: ActivityPanelProps) {
  const { t } = useTranslation(["activity", "common"]);
  const trpc = useTRPC();
  // The page belongs to the feed it was chosen in: another record starts at page 1.
  const feedKey = `${entityType ?? ""}|${entityId ?? ""}|${pageSize}`;
  const [paging, setPaging] = useState({ feedKey, page: 1 });
  const page = paging.feedKey === feedKey ? paging.page : 1;
  const feed = useQuery(
    trpc.activity.feed.queryOptions(
      { page, limit: pageSize, ...(entityType ? { entityType } : {}), ...(entityId ? { entityId } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );
  const items = feed.data?.items ?? [];
  const pagination = feed.data?.pagination;

  return (
    <section className={cn("grid gap-4", className)} data-testid="activity-panel" aria-busy={feed.isFetching}>
      {feed.isPending && <ActivitySkeleton rows={Math.min(pageSize, 4)} label={t("activity:loading")} />}
      {feed.isError && !feed.data && (
        <QueryErrorAlert
          title={t("activity:error.title")}
          error={feed.error}
          fallback={t("activity:error.fallback")}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      )}
      {feed.isSuccess && items.length === 0 && (
        <p className="text-sm text-muted-foreground" data-testid="activity-empty">
          {entityId ? t("activity:empty.record") : t("activity:empty.recent")}
        </p>
      )}
      {items.length > 0 && (
        <ol className="grid gap-3" aria-label={t("activity:label")}>
          {items.map((entry) => (
            <li
              key={entry.id}
              className="grid min-w-0 gap-1 border-b pb-3 last:border-b-0"
              data-testid="activity-entry"
            >
              <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 truncate text-sm font-medium" data-testid="activity-actor">
                  {entry.userId ? entry.userName : t("activity:system")}
                </span>
                <Badge variant="outline" className={ACTION_CHIP[entry.action]} data-action={entry.action}>
                  {t(`activity:actions.${entry.action.toLowerCase()}`)}
                </Badge>
                <time
                  dateTime={new Date(entry.createdAt).toISOString()}
                  title={formatDateTime(entry.createdAt)}
                  className="ml-auto shrink-0 text-xs text-muted-foreground"
                >
                  {formatRelativeTime(entry.createdAt)}
                </time>
              </div>
              <p className="text-sm break-words">{entry.description}</p>
            </li>
          ))}
        </ol>
      )}
      {pagination && pagination.totalPages > 1 && (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          onPageChange={(next) => setPaging({ feedKey, page: next })}
          disabled={feed.isFetching}
        />
      )}
    </section>
  );
}

function ActivitySkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="grid gap-3" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
