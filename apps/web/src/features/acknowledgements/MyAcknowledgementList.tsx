import type { UseQueryResult } from "@tanstack/react-query";
import type { AcknowledgementState } from "@tprm/api/schemas";
import { Button, Pagination, Skeleton } from "@tprm/ui";
import { BookOpenIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AcknowledgementStateBadge } from "../../components/AcknowledgementStateBadge";
import { QueryErrorAlert } from "../../components/QueryErrorAlert";
import { formatCalendarDate, formatDateTime } from "../../lib/format";

export interface MyAcknowledgement {
  id: string;
  policy: { id: string; reference: string; name: string };
  version: { id: string; major: number; minor: number };
  requestedBy: { id: string; name: string } | null;
  dueDate: string;
  acknowledgedAt: string | Date | null;
  state: AcknowledgementState;
}

type ListQuery = UseQueryResult<
  { items: MyAcknowledgement[]; pagination: { page: number; totalPages: number; total: number } },
  unknown
>;

export const versionText = (v: { major: number; minor: number }) => `${v.major}.${v.minor}`;

/** My acknowledgements of one tab: each policy version with its state and due date, and a Read button. */
export function MyAcknowledgementList({
  query,
  empty,
  onOpen,
  onPageChange,
}: {
  query: ListQuery;
  empty: ReactNode;
  onOpen: (id: string) => void;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);

  if (query.isError && !query.data) {
    return (
      <div className="px-4 sm:px-6">
        <QueryErrorAlert
          title={t("governanceAcknowledgements:mine.loadError")}
          error={query.error}
          fallback={t("governanceAcknowledgements:mine.loadFallback")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  if (query.isPending) {
    return (
      <ul aria-busy="true" aria-label={t("governanceAcknowledgements:mine.loading")} className="divide-y">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <li key={i} className="grid gap-2 px-4 py-4 sm:px-6">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </li>
        ))}
      </ul>
    );
  }

  const { items, pagination } = query.data;
  return (
    <>
      {items.length === 0 ? (
        <p className="px-4 py-10 text-center text-muted-foreground sm:px-6" data-testid="acknowledgements-empty">
          {empty}
        </p>
      ) : (
        <ul
          className="divide-y border-y"
          aria-label={t("governanceAcknowledgements:mine.listLabel")}
          aria-busy={query.isFetching}
          data-testid="my-acknowledgements"
        >
          {items.map((ack) => {
            const version = versionText(ack.version);
            return (
              <li
                key={ack.id}
                className="grid gap-3 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-6"
                data-testid="my-acknowledgement"
              >
                <div className="grid min-w-0 gap-1.5">
                  <h3 className="text-sm font-semibold break-words">{ack.policy.name}</h3>
                  <p className="text-xs text-muted-foreground">
                    {ack.policy.reference} · {t("governanceAcknowledgements:version", { version })}
                  </p>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <AcknowledgementStateBadge state={ack.state} />
                    {ack.acknowledgedAt ? (
                      <span>
                        {t("governanceAcknowledgements:mine.acknowledgedOn", {
                          date: formatDateTime(ack.acknowledgedAt),
                        })}
                      </span>
                    ) : (
                      <span>{t("governanceAcknowledgements:mine.due", { date: formatCalendarDate(ack.dueDate) })}</span>
                    )}
                    {ack.requestedBy && (
                      <span>{t("governanceAcknowledgements:mine.requestedBy", { name: ack.requestedBy.name })}</span>
                    )}
                  </div>
                </div>
                <Button
                  variant={ack.acknowledgedAt ? "outline" : "default"}
                  size="sm"
                  className="justify-self-start"
                  onClick={() => onOpen(ack.id)}
                  aria-label={t("governanceAcknowledgements:mine.openOf", { name: ack.policy.name, version })}
                  data-testid="open-acknowledgement"
                >
                  <BookOpenIcon aria-hidden="true" />
                  {t("governanceAcknowledgements:mine.open")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="px-4 sm:px-6">
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          onPageChange={onPageChange}
          disabled={query.isFetching}
        />
      </div>
    </>
  );
}
