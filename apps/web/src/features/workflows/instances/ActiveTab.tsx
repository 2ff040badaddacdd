import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card } from "@tprm/ui";
import { FilterXIcon } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import { TagFilter } from "../../../components/TagFilter";
import { useTRPC } from "../../../lib/trpc";
import { useTagParam } from "../../../lib/use-tag-param";
import { DraftList } from "../drafts/DraftList";
import { rowClassName } from "../workflows-format";
import {
  CLEARED_FILTERS,
  isFiltered,
  nextSort,
  toListInput,
  type WorkflowListView,
  type WorkflowSort,
  withParam,
} from "../workflows-view";
import { InstanceFilters } from "./InstanceFilters";
import { instanceColumns } from "./instance-columns";

type ViewChange = (change: Partial<WorkflowListView>, options?: { replace?: boolean }) => void;

/**
 * Active Workflows (001 §2.4): the user's drafts, then 'Enterprise Workflow Instances' — server-side paging,
 * sorting, search and filters by type and display status (overdue included), all in the URL. Overdue rows are red.
 */
export function ActiveTab({
  view,
  onViewChange,
  mayCreate,
  emptyAction,
  onOpen,
  onCommittee,
}: {
  view: WorkflowListView;
  onViewChange: ViewChange;
  mayCreate: boolean;
  emptyAction: ReactNode;
  onOpen: (id: string) => void;
  onCommittee: (id: string) => void;
}) {
  const { t } = useTranslation(["workflows", "common"]);
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const [tagId, setTagId] = useTagParam();
  const list = useQuery(
    trpc.workflows.list.queryOptions({ ...toListInput(view), tagId }, { placeholderData: keepPreviousData }),
  );

  // A page past the end (an old link, the last page after a change) goes to the last page there is.
  const served = list.data?.pagination;
  const empty = (list.data?.items.length ?? 0) === 0;
  const lastPage = served && !list.isPlaceholderData && empty ? Math.max(1, served.totalPages) : null;
  const latest = useRef(onViewChange);
  latest.current = onViewChange;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) latest.current({ page: lastPage }, { replace: true });
  }, [lastPage, view.page]);

  const recordHref = useMemo(() => (id: string) => `?${withParam(params, "record", id).toString()}`, [params]);
  const columns = useMemo(
    () => instanceColumns({ t, recordHref, actions: { onOpen, onCommittee } }),
    [t, recordHref, onOpen, onCommittee],
  );
  const filtered = isFiltered(view);

  return (
    <div className="grid grid-cols-1 gap-6">
      {mayCreate && <DraftList />}
      <section aria-labelledby="workflow-instances" className="grid gap-3">
        <h2 id="workflow-instances" className="text-lg font-semibold">
          {t("workflows:table.title")}
        </h2>
        <Card className="gap-0 p-4 sm:p-5">
          <InstanceFilters view={view} onChange={onViewChange} />
          <TagFilter className="mt-3 sm:max-w-xs" value={tagId} onChange={setTagId} />
        </Card>
        <Card className="gap-0 overflow-hidden py-0" data-testid="workflow-instances">
          <DataTable
            query={list}
            columns={columns}
            getRowId={(w) => w.id}
            sort={view.sort}
            onSort={(column) => onViewChange({ sort: nextSort(view.sort, column as WorkflowSort) })}
            onPageChange={(page) => onViewChange({ page })}
            rowTestId="workflow-row"
            rowProps={(w) => ({
              className: rowClassName(w),
              "data-workflow-id": w.id,
              "data-overdue": w.overdue ? "true" : undefined,
            })}
            label={t("workflows:table.title")}
            testId="workflows-table"
            className="min-w-[1100px]"
            headerClassName="bg-muted/40"
            headerRowClassName="hover:bg-transparent"
            keepDataOnError
            errorClassName="p-4"
            errorTitle={t("workflows:table.loadFailed")}
            errorFallback={t("workflows:table.loadFailed")}
            skeletonRows={5}
            skeletonCellClassName="h-12"
            emptyCellClassName="py-12 text-center"
            emptyMessage={
              filtered ? (
                <div data-testid="workflows-empty-filtered">
                  <p className="font-medium">{t("workflows:table.noMatch")}</p>
                  <div className="mt-4 flex justify-center">
                    <Button variant="outline" onClick={() => onViewChange(CLEARED_FILTERS)}>
                      <FilterXIcon aria-hidden="true" />
                      {t("workflows:filters.clear")}
                    </Button>
                  </div>
                </div>
              ) : (
                <div data-testid="workflows-empty">
                  <p className="font-medium">{t("workflows:table.empty")}</p>
                  {emptyAction && <div className="mt-4 flex justify-center">{emptyAction}</div>}
                </div>
              )
            }
            hidePagerWhenEmpty
            pagerClassName="border-t px-4 py-3"
          />
        </Card>
      </section>
    </div>
  );
}
