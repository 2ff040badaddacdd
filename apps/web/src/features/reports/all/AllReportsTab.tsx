import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, Label, SearchInput } from "@tprm/ui";
import { FilterXIcon } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { TagFilter } from "../../../components/TagFilter";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useTagParam } from "../../../lib/use-tag-param";
import {
  anyGenerating,
  GENERATING_POLL_MS,
  nextSort,
  type ReportListView,
  type ReportSort,
  toListInput,
} from "../reports-view";
import { ReportActions } from "./ReportActions";
import { reportColumns } from "./report-columns";

type ViewChange = (change: Partial<ReportListView>, options?: { replace?: boolean }) => void;

/**
 * All Reports (001 §2.5): the search over name, type and recipients (case-insensitive, on the server), and the table
 * Report Name, Type, Frequency, Last Generated, Next Due, Status, Actions — paged and sorted on the server.
 */
export function AllReportsTab({
  view,
  onViewChange,
  emptyAction,
  onEdit,
}: {
  view: ReportListView;
  onViewChange: ViewChange;
  emptyAction: ReactNode;
  onEdit: (id: string) => void;
}) {
  const { t } = useTranslation(["reports", "common"]);
  const trpc = useTRPC();
  // While a report is being generated (by anyone), the list is read again until its status settles.
  const [tagId, setTagId] = useTagParam();
  const list = useQuery(
    trpc.reports.list.queryOptions(
      { ...toListInput(view), tagId },
      {
        placeholderData: keepPreviousData,
        refetchInterval: (query) => (anyGenerating(query.state.data?.items) ? GENERATING_POLL_MS : false),
      },
    ),
  );

  // The box's text reaches the URL once typing pauses; Back or a link that changes the search shows it in the box.
  const [search, setSearch] = useState(view.q);
  const typed = useDebouncedValue(search.trim(), 300);
  const latest = useRef(onViewChange);
  latest.current = onViewChange;
  useEffect(() => {
    if (typed === search.trim() && typed !== view.q) latest.current({ q: typed }, { replace: true });
  }, [typed, search, view.q]);
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    if (search.trim() !== view.q) setSearch(view.q);
  }

  // A page past the end (an old link, the last page after a delete) goes to the last page there is.
  const served = list.data?.pagination;
  const empty = (list.data?.items.length ?? 0) === 0;
  const lastPage = served && !list.isPlaceholderData && empty ? Math.max(1, served.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) latest.current({ page: lastPage }, { replace: true });
  }, [lastPage, view.page]);

  const columns = useMemo(
    () => reportColumns({ t, actions: (report) => <ReportActions report={report} onEdit={onEdit} /> }),
    [t, onEdit],
  );

  return (
    <section aria-labelledby="reports-all" className="grid gap-3">
      <h2 id="reports-all" className="sr-only">
        {t("reports:list.title")}
      </h2>
      <Card className="gap-1.5 p-4 sm:p-5">
        <Label htmlFor="report-search">{t("reports:list.searchLabel")}</Label>
        <SearchInput
          id="report-search"
          wrapperClassName="max-w-xl"
          placeholder={t("reports:list.searchPlaceholder")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="report-search"
        />
        <TagFilter className="mt-2 sm:max-w-xs" value={tagId} onChange={setTagId} />
      </Card>
      <Card className="gap-0 overflow-hidden py-0" data-testid="reports-list">
        <DataTable
          query={list}
          columns={columns}
          getRowId={(r) => r.id}
          sort={view.sort}
          onSort={(column) => onViewChange({ sort: nextSort(view.sort, column as ReportSort) })}
          onPageChange={(page) => onViewChange({ page })}
          rowTestId="report-row"
          rowProps={(r) => ({ "data-report-id": r.id })}
          label={t("reports:list.title")}
          testId="reports-table"
          className="min-w-[1000px]"
          headerClassName="bg-muted/40"
          headerRowClassName="hover:bg-transparent"
          keepDataOnError
          errorClassName="p-4"
          errorTitle={t("reports:list.loadFailed")}
          errorFallback={t("reports:list.loadFailed")}
          skeletonCellClassName="h-12"
          emptyCellClassName="py-12 text-center"
          emptyMessage={
            view.q ? (
              <div data-testid="reports-empty-filtered">
                <p className="font-medium">{t("reports:list.noMatch", { q: view.q })}</p>
                <div className="mt-4 flex justify-center">
                  <Button variant="outline" onClick={() => onViewChange({ q: "" })}>
                    <FilterXIcon aria-hidden="true" />
                    {t("reports:list.clearSearch")}
                  </Button>
                </div>
              </div>
            ) : (
              <div data-testid="reports-empty">
                <p className="font-medium">{emptyAction ? t("reports:list.empty") : t("reports:list.emptyReadOnly")}</p>
                {emptyAction && <div className="mt-4 flex justify-center">{emptyAction}</div>}
              </div>
            )
          }
          hidePagerWhenEmpty
          pagerClassName="border-t px-4 py-3"
        />
      </Card>
    </section>
  );
}
