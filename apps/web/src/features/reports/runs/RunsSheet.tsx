import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  Pagination,
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from "@tprm/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryErrorAlert } from "../../../components/QueryErrorAlert";
import { RecordCollaboration } from "../../../components/RecordCollaboration";
import { useTRPC } from "../../../lib/trpc";
import type { ReportRow } from "../types";
import { RunItem } from "./RunItem";

const PAGE_SIZE = 10;

/**
 * Runs history of a report: every generation kept — when, by whom (or the schedule), with which parameters, its
 * status, size and pages, and its files to open again while the retention rule keeps them; deliveries per run.
 */
export function RunsSheet({ report, onClose }: { report: Pick<ReportRow, "id" | "name">; onClose: () => void }) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const runs = useQuery(
    trpc.reports.runs.queryOptions(
      { reportId: report.id, page, limit: PAGE_SIZE },
      { placeholderData: keepPreviousData, refetchInterval: (q) => (hasRunning(q.state.data) ? 2000 : false) },
    ),
  );
  const items = runs.data?.items ?? [];
  const pager = runs.data?.pagination;

  return (
    <Sheet open onOpenChange={(next) => !next && onClose()}>
      <SheetContent className="gap-0 sm:max-w-2xl" data-testid="runs-sheet">
        <SheetHeader className="pb-4">
          <SheetTitle>{t("reports:runs.title", { name: report.name })}</SheetTitle>
          <SheetDescription>{t("reports:runs.description")}</SheetDescription>
        </SheetHeader>
        <SheetBody className="grid content-start gap-3 overflow-y-auto pb-6">
          {runs.isError ? (
            <QueryErrorAlert
              title={t("reports:runs.loadFailed")}
              error={runs.error}
              fallback={t("reports:runs.loadFailed")}
              onRetry={() => void runs.refetch()}
              retrying={runs.isFetching}
            />
          ) : runs.isPending ? (
            <div className="grid gap-3" aria-hidden="true">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          ) : items.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground" data-testid="runs-empty">
              {t("reports:runs.empty")}
            </p>
          ) : (
            <ol className="grid gap-3" aria-label={t("reports:runs.title", { name: report.name })}>
              {items.map((run) => (
                <RunItem key={run.id} run={run} />
              ))}
            </ol>
          )}
          {pager && pager.totalPages > 1 && (
            <Pagination
              page={pager.page}
              totalPages={pager.totalPages}
              total={pager.total}
              totalIsLowerBound={pager.totalIsLowerBound}
              onPageChange={setPage}
              disabled={runs.isFetching}
            />
          )}
          <RecordCollaboration entityType="report" entityId={report.id} asSection />
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}

function hasRunning(data: { items: { status: string }[] } | undefined): boolean {
  return !!data?.items.some((run) => run.status === "queued" || run.status === "running");
}
