import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import { Button, Pagination, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@tprm/ui";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AcknowledgementStateBadge } from "../../../components/AcknowledgementStateBadge";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { formatCalendarDate, formatDateTime } from "../../../lib/format";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { AcknowledgementCounts } from "./AcknowledgementCounts";
import { SendForAcknowledgementDialog } from "./SendForAcknowledgementDialog";

const PAGE_SIZE = 10;

/**
 * A policy's acknowledgements, for its detail view: accepted, pending and overdue counts of the version people are
 * asked to acknowledge, who was asked and when each acknowledged, and "Send for acknowledgement" for those who may
 * (Compliance, Compliance Officer, Admin). `policy.version` is the current version's label ("1.2"), the one sent.
 */
export function AcknowledgementPanel({
  policy,
  archived = false,
}: {
  policy: { id: string; name: string; version: string };
  archived?: boolean;
}) {
  const { t } = useTranslation(["governanceAcknowledgements", "common"]);
  const trpc = useTRPC();
  const { data: user } = useSession();
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const summary = useQuery(trpc.policyAcknowledgements.summary.queryOptions({ id: policy.id }));
  const list = useQuery(
    trpc.policyAcknowledgements.list.queryOptions(
      { id: policy.id, page, limit: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  const maySend = !archived && allows(user?.role, GOVERNANCE_ACCESS.requestAcknowledgement);

  const failed = summary.isError ? summary : list.isError ? list : null;
  if (failed) {
    return (
      <QueryErrorAlert
        title={t("governanceAcknowledgements:panel.loadError")}
        error={failed.error}
        fallback={t("governanceAcknowledgements:panel.loadFallback")}
        onRetry={() => {
          void summary.refetch();
          void list.refetch();
        }}
        retrying={summary.isFetching || list.isFetching}
      />
    );
  }

  const version = summary.data?.version;
  const versionLabel = version ? `${version.major}.${version.minor}` : null;
  return (
    <section className="grid gap-4" aria-labelledby={`ack-panel-${policy.id}`} data-testid="acknowledgement-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={`ack-panel-${policy.id}`} className="text-base font-semibold">
            {t("governanceAcknowledgements:panel.title")}
          </h3>
          {versionLabel && (
            <p className="text-sm text-muted-foreground">
              {t("governanceAcknowledgements:version", { version: versionLabel })}
            </p>
          )}
        </div>
        {maySend && (
          <Button size="sm" onClick={() => setSending(true)} data-testid="send-for-acknowledgement">
            <SendIcon aria-hidden="true" />
            {t("governanceAcknowledgements:send.open")}
          </Button>
        )}
      </div>

      {!summary.data ? (
        <Skeleton className="h-16 w-full" aria-label={t("governanceAcknowledgements:panel.loading")} />
      ) : !version ? (
        <p className="text-sm text-muted-foreground" data-testid="acknowledgements-never">
          {t("governanceAcknowledgements:panel.never")}
        </p>
      ) : (
        <AcknowledgementCounts
          counts={summary.data.counts}
          variant="figures"
          label={t("governanceAcknowledgements:panel.countsLabel", { version: versionLabel })}
        />
      )}

      {version && list.data && list.data.items.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-md border">
            <Table aria-label={t("governanceAcknowledgements:panel.listLabel")} aria-busy={list.isFetching}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("governanceAcknowledgements:panel.person")}</TableHead>
                  <TableHead>{t("governanceAcknowledgements:panel.status")}</TableHead>
                  <TableHead>{t("governanceAcknowledgements:panel.due")}</TableHead>
                  <TableHead>{t("governanceAcknowledgements:panel.acknowledgedAt")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.items.map((row) => (
                  <TableRow key={row.id} data-testid="acknowledgement-row">
                    <TableCell className="font-medium">{row.user.name}</TableCell>
                    <TableCell>
                      <AcknowledgementStateBadge state={row.state} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatCalendarDate(row.dueDate)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDateTime(row.acknowledgedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={list.data.pagination.page}
            totalPages={list.data.pagination.totalPages}
            total={list.data.pagination.total}
            onPageChange={setPage}
            disabled={list.isFetching}
          />
        </>
      )}

      {maySend && <SendForAcknowledgementDialog policy={policy} open={sending} onOpenChange={setSending} />}
    </section>
  );
}
