import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Button, Pagination, Skeleton } from "@tprm/ui";
import { ChevronDownIcon, ChevronRightIcon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GuardedDialog } from "../../../components/dialog-support";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { SuccessStatus } from "../../../components/SuccessStatus";
import { formatCount, formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useFlash } from "../../../lib/use-flash";
import { type Delivery, DeliveryBadge, DeliveryResult } from "./DeliveryResult";
import type { Webhook } from "./WebhookRow";
import { eventLabelKey } from "./webhook-view";

/** An endpoint's deliveries, newest first, 50 a page; each opens to its response; redeliver sends one again. */
export function WebhookLogsDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation(["integrations", "common"]);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [flash, showFlash] = useFlash();
  const logs = useQuery({
    ...trpc.webhooks.logs.queryOptions({ id: webhook?.id ?? "", page, limit: 50 }),
    enabled: webhook !== null,
    placeholderData: keepPreviousData,
    // A delivery the worker has still to make (a redelivery, a new event) is read again until it has an outcome.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === "pending") ? 2_000 : false),
  });
  const redeliver = useMutation(trpc.webhooks.redeliver.mutationOptions());

  const again = (delivery: Delivery) => {
    setFailure(null);
    redeliver.mutate(
      { id: delivery.id },
      {
        onSuccess: () => {
          setPage(1);
          showFlash(t("integrations:logs.redelivered"));
        },
        onError: () => setFailure(t("integrations:logs.redeliverFailed")),
      },
    );
  };

  return (
    <GuardedDialog
      open={webhook !== null}
      onOpenChange={(next) => {
        if (next) return;
        setPage(1);
        setOpen(null);
        onClose();
      }}
      busy={false}
      title={t("integrations:logs.title", { name: webhook?.name ?? "" })}
      description={t("integrations:logs.description")}
      className="sm:max-w-3xl"
      testId="webhook-logs-dialog"
    >
      <div className="grid max-h-[70vh] min-w-0 gap-3 overflow-y-auto">
        <SuccessStatus message={flash} testId="webhook-logs-status" />
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        {logs.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : logs.isError ? (
          <QueryErrorAlert
            title={t("integrations:logs.loadFailed")}
            error={logs.error}
            fallback={t("integrations:loadFailedHint")}
            onRetry={() => void logs.refetch()}
            retrying={logs.isFetching}
          />
        ) : logs.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("integrations:logs.empty")}</p>
        ) : (
          <>
            <ul className="divide-y rounded-md border" data-testid="webhook-log">
              {logs.data.items.map((delivery) => {
                const expanded = open === delivery.id;
                return (
                  <li key={delivery.id} className="grid gap-2 p-3" data-testid="webhook-log-row">
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="-ml-2 px-2"
                        aria-expanded={expanded}
                        aria-label={t("integrations:logs.showExcerpt", { when: formatDateTime(delivery.createdAt) })}
                        onClick={() => setOpen(expanded ? null : delivery.id)}
                      >
                        {expanded ? <ChevronDownIcon aria-hidden="true" /> : <ChevronRightIcon aria-hidden="true" />}
                        {formatDateTime(delivery.createdAt)}
                      </Button>
                      <DeliveryBadge status={delivery.status} />
                      <span className="text-sm">
                        {t(eventLabelKey(delivery.event), { defaultValue: delivery.event })}
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {delivery.responseStatus !== null
                          ? t("integrations:delivery.http", { status: delivery.responseStatus })
                          : t("integrations:delivery.noResponse")}
                        {delivery.durationMs !== null &&
                          ` · ${t("integrations:delivery.duration", { ms: formatCount(delivery.durationMs) })}`}
                      </span>
                      {delivery.test && (
                        <span className="text-xs text-muted-foreground">{t("integrations:delivery.test")}</span>
                      )}
                      {delivery.redeliveryOfId && (
                        <span className="text-xs text-muted-foreground">{t("integrations:delivery.redelivery")}</span>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        className="ml-auto"
                        disabled={redeliver.isPending}
                        onClick={() => again(delivery)}
                        data-testid="webhook-redeliver"
                      >
                        <RotateCcwIcon aria-hidden="true" />
                        {redeliver.isPending && redeliver.variables?.id === delivery.id
                          ? t("integrations:logs.redelivering")
                          : t("integrations:logs.redeliver")}
                      </Button>
                    </div>
                    {expanded && <DeliveryResult delivery={delivery} />}
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={logs.data.pagination.page}
              totalPages={logs.data.pagination.totalPages}
              total={logs.data.pagination.total}
              onPageChange={setPage}
              disabled={logs.isFetching}
            />
          </>
        )}
      </div>
    </GuardedDialog>
  );
}
