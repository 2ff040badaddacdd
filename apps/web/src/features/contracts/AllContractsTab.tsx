import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card } from "@tprm/ui";
import { FilterXIcon } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/DataTable";
import type { PickerOption } from "../../components/SearchPicker";
import { TagFilter } from "../../components/TagFilter";
import { useTRPC } from "../../lib/trpc";
import { useTagParam } from "../../lib/use-tag-param";
import { ContractFilters } from "./ContractFilters";
import { ContractTotals } from "./ContractTotals";
import { contractColumns } from "./contract-columns";
import type { ContractRights } from "./contract-format";
import {
  byRelevance,
  CLEARED_FILTERS,
  type ContractListView,
  type ContractSort,
  filtersOf,
  isFiltered,
  nextSort,
  toListInput,
} from "./contract-view";
import type { ContractRow as ContractListItem } from "./types";

type ViewChange = (change: Partial<ContractListView>, options?: { replace?: boolean }) => void;

/**
 * All Contracts: the totals over what the filters select, the filters, and the register (server-side paging,
 * sorting and search). Everything the user narrows lives in the URL, so a reload or a shared link keeps it.
 */
export function AllContractsTab({
  view,
  onViewChange,
  rights,
  meId,
  contractHref,
  onEdit,
  emptyAction,
}: {
  view: ContractListView;
  onViewChange: ViewChange;
  rights: ContractRights;
  meId: string | undefined;
  contractHref: (id: string) => string;
  onEdit?: ((contract: ContractListItem) => void) | undefined;
  /** Add contract, for the roles that may create (shown in the empty register). */
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(["contracts", "common"]);
  const trpc = useTRPC();
  const filters = useMemo(() => filtersOf(view), [view]);
  const [tagId, setTagId] = useTagParam();
  const list = useQuery(
    trpc.contracts.list.queryOptions({ ...toListInput(view), tagId }, { placeholderData: keepPreviousData }),
  );
  const summary = useQuery(trpc.contracts.summary.queryOptions(filters, { placeholderData: keepPreviousData }));

  // A page past the end (an old link, the last page after a change) goes to the last page there is.
  const served = list.data?.pagination;
  const items = list.data?.items ?? [];
  const lastPage = served && !list.isPlaceholderData && items.length === 0 ? Math.max(1, served.totalPages) : null;
  const latest = useRef(onViewChange);
  latest.current = onViewChange;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) latest.current({ page: lastPage }, { replace: true });
  }, [lastPage, view.page]);

  // The names of the filtered vendor and owner: picked from a list, or read off the rows they filter.
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const remember = useCallback((option: PickerOption) => setNames((n) => ({ ...n, [option.id]: option.name })), []);
  const nameOf = (id: string, read: (c: ContractListItem) => { id: string; name: string } | null, unknown: string) =>
    names[id] ?? items.map(read).find((ref) => ref?.id === id)?.name ?? unknown;
  const vendor = view.vendor
    ? { id: view.vendor, name: nameOf(view.vendor, (c) => c.vendor, t("contracts:filters.chosenVendor")) }
    : null;
  const owner = view.owner
    ? { id: view.owner, name: nameOf(view.owner, (c) => c.owner, t("contracts:filters.chosenOwner")) }
    : null;

  const columns = useMemo(() => contractColumns({ t, contractHref, onEdit }), [t, contractHref, onEdit]);
  const filtered = isFiltered(view);

  return (
    <div className="grid grid-cols-1 gap-6">
      <ContractTotals summary={summary} />
      <Card className="gap-0 p-4 sm:p-5">
        <ContractFilters
          view={view}
          onChange={onViewChange}
          vendor={vendor}
          owner={owner}
          onPicked={remember}
          rights={rights}
          meId={meId}
        />
        <TagFilter className="mt-3 sm:max-w-xs" value={tagId} onChange={setTagId} />
      </Card>
      <Card className="gap-0 overflow-hidden py-0" data-testid="contract-register">
        <DataTable
          query={list}
          columns={columns}
          getRowId={(c) => c.id}
          sort={byRelevance(view) ? undefined : view.sort}
          onSort={(column) => onViewChange({ sort: nextSort(view.sort, column as ContractSort) })}
          onPageChange={(page) => onViewChange({ page })}
          rowTestId="contract-row"
          rowProps={(c) => ({ "data-contract-id": c.id })}
          label={t("contracts:table.label")}
          testId="contracts-table"
          className="min-w-[960px]"
          headerClassName="bg-muted/40"
          headerRowClassName="hover:bg-transparent"
          keepDataOnError
          errorClassName="p-4"
          errorTitle={t("contracts:table.loadFailed")}
          errorFallback={t("contracts:table.loadFailedHint")}
          skeletonRows={6}
          skeletonRowTestId="contract-row-skeleton"
          skeletonCellClassName="h-12"
          emptyCellClassName="py-12 text-center"
          emptyMessage={
            filtered ? (
              <div data-testid="contracts-empty-filtered">
                <p className="font-medium">{t("contracts:table.noMatch")}</p>
                <p className="mt-1 text-sm text-muted-foreground">{t("contracts:table.noMatchHint")}</p>
                <div className="mt-4 flex justify-center">
                  <Button variant="outline" onClick={() => onViewChange(CLEARED_FILTERS)}>
                    <FilterXIcon aria-hidden="true" />
                    {t("contracts:filters.clear")}
                  </Button>
                </div>
              </div>
            ) : (
              <div data-testid="contracts-empty">
                <p className="font-medium">{t("contracts:table.empty")}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {emptyAction ? t("contracts:table.emptyHintCreate") : t("contracts:table.emptyHint")}
                </p>
                {emptyAction && <div className="mt-4 flex justify-center">{emptyAction}</div>}
              </div>
            )
          }
          hidePagerWhenEmpty
          pagerClassName="border-t px-4 py-3"
        />
      </Card>
    </div>
  );
}
