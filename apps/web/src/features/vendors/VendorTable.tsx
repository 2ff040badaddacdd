import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Card, Label, SearchInput } from "@tprm/ui";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableSelection } from "../../components/DataTable";
import { TagFilter } from "../../components/TagFilter";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useTagParam } from "../../lib/use-tag-param";
import { DEFAULT_SORT, type RegisterView } from "./register-view";
import type { VendorDialog, VendorListItem } from "./types";
import { VendorBulkActions } from "./VendorBulkActions";
import { VendorLoadError } from "./VendorLoadError";
import { vendorColumns } from "./vendor-columns";
import { nextSort, type SortColumn, type VendorTab } from "./vendor-format";
import type { VendorRights } from "./vendor-permissions";

const PAGE_SIZE = 10;

const EMPTY_TEXT: Record<VendorTab, string> = {
  all: "vendors:table.empty.all",
  active: "vendors:table.empty.active",
  under_review: "vendors:table.empty.underReview",
  onboarding: "vendors:table.empty.onboarding",
  offboarding: "vendors:table.empty.offboarding",
};

/** The vendor register: server-side paging, sorting (column headers) and debounced search, filtered by the tab. */
export function VendorTable({
  view,
  onViewChange,
  focusVendorId,
  onFocused,
  rights,
  vendorHref,
  onDialog,
  emptyAction,
  exactTotal,
}: {
  /** Tab, search, sort and page, kept in the URL by the page. */
  view: RegisterView;
  onViewChange: (change: Partial<RegisterView>, options?: { replace?: boolean }) => void;
  /** A vendor to give the focus to once its row shows (the one just created). */
  focusVendorId?: string | null;
  onFocused?: () => void;
  rights: VendorRights;
  vendorHref: (id: string) => string;
  onDialog: (dialog: VendorDialog) => void;
  emptyAction?: ReactNode;
  /** The tab's exact vendor count (from the summary), used by the pager when the page's own count stops early. */
  exactTotal?: number;
}) {
  const { t } = useTranslation(["vendors"]);
  const trpc = useTRPC();
  const { tab, page } = view;
  const debouncedSearch = view.q;
  // A search with no column chosen lists best matches first (the server's relevance order).
  const byRelevance = Boolean(debouncedSearch) && view.sort === null;
  const sort = view.sort ?? DEFAULT_SORT;
  // The box holds what is typed; the URL gets it once typing pauses (replacing the entry, so Back skips keystrokes).
  const [search, setSearch] = useState(view.q);
  const typed = useDebouncedValue(search.trim(), 300);
  const latest = useRef({ q: view.q, onViewChange });
  latest.current = { q: view.q, onViewChange };
  useEffect(() => {
    if (typed !== latest.current.q) latest.current.onViewChange({ q: typed }, { replace: true });
  }, [typed]);
  // Back, Forward or a link changed the search: the box shows it.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    if (search.trim() !== view.q) setSearch(view.q);
  }
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  // A new tab, search, sort or page starts with nothing selected (state adjusted during render, not in an effect).
  const [tagId, setTagId] = useTagParam();
  const viewKey = `${tab}|${debouncedSearch}|${page}|${byRelevance ? "relevance" : `${sort.sort}|${sort.order}`}|${tagId ?? ""}`;
  const [shownFor, setShownFor] = useState(viewKey);
  if (shownFor !== viewKey) {
    setShownFor(viewKey);
    setSelected(new Set());
  }

  const list = useQuery(
    trpc.vendors.list.queryOptions(
      {
        page,
        limit: PAGE_SIZE,
        sort: byRelevance ? undefined : sort.sort,
        order: sort.order,
        search: debouncedSearch || undefined,
        tab,
        tagId,
      },
      { placeholderData: keepPreviousData },
    ),
  );

  const items = list.data?.items ?? [];
  const served = list.data?.pagination;
  const pager =
    served?.totalIsLowerBound && !debouncedSearch && exactTotal !== undefined && exactTotal >= served.total
      ? { ...served, total: exactTotal, totalPages: Math.ceil(exactTotal / PAGE_SIZE), totalIsLowerBound: false }
      : served;
  // A page past the end (an old link, or the last page after a bulk delete) goes to the last page there is.
  const lastPage = pager && !list.isPlaceholderData && items.length === 0 ? Math.max(1, pager.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) latest.current.onViewChange({ page: lastPage }, { replace: true });
  }, [lastPage, page]);
  const selectable = rights.bulk;
  const selectedOnPage = items.filter((v) => selected.has(v.id));
  const columns = useMemo(
    () => vendorColumns({ t, rights, selectable, vendorHref, onDialog, focusVendorId, onFocused }),
    [t, rights, selectable, vendorHref, onDialog, focusVendorId, onFocused],
  );
  const selection = useMemo<DataTableSelection<VendorListItem> | undefined>(
    () =>
      selectable
        ? {
            selected,
            onChange: setSelected,
            allLabel: t("vendors:table.selectAll"),
            rowLabel: (vendor) => t("vendors:table.selectRow", { name: vendor.name }),
          }
        : undefined,
    [t, selectable, selected],
  );

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="vendor-register">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="vendor-search">{t("vendors:table.search")}</Label>
          <SearchInput
            id="vendor-search"
            wrapperClassName="max-w-md"
            placeholder={t("vendors:table.searchPlaceholder")}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-describedby={byRelevance ? "vendor-search-order" : undefined}
          />
          {byRelevance && (
            <p id="vendor-search-order" className="text-muted-foreground text-xs">
              {t("vendors:table.byRelevance")}
            </p>
          )}
        </div>
        <TagFilter className="min-w-48" value={tagId} onChange={setTagId} />
        {selectable && selectedOnPage.length > 0 && (
          <VendorBulkActions vendors={selectedOnPage} rights={rights} onDone={() => setSelected(new Set())} />
        )}
      </div>

      <DataTable
        query={list}
        columns={columns}
        getRowId={(vendor) => vendor.id}
        sort={byRelevance ? undefined : sort}
        onSort={(column) => onViewChange({ sort: nextSort(sort, column as SortColumn) })}
        onPageChange={(next) => onViewChange({ page: next })}
        selection={selection}
        rowTestId="vendor-row"
        rowProps={(vendor) => ({ "data-vendor-id": vendor.id })}
        label={t("vendors:table.label")}
        testId="vendors-table"
        className="min-w-[720px]"
        headerClassName="bg-muted/40"
        headerRowClassName="hover:bg-transparent"
        keepDataOnError
        errorClassName="p-4"
        renderError={(query) => (
          <VendorLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )}
        skeletonRows={6}
        skeletonRowTestId="vendor-row-skeleton"
        skeletonCellClassName="h-14"
        emptyCellClassName="py-12 text-center"
        emptyMessage={
          <>
            <p className="font-medium">
              {debouncedSearch ? t("vendors:table.noMatch", { search: debouncedSearch }) : t(EMPTY_TEXT[tab])}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {debouncedSearch
                ? t("vendors:table.noMatchHint")
                : tab === "all" || tab === "onboarding"
                  ? t("vendors:table.emptyHintNew")
                  : t("vendors:table.emptyHintStatus")}
            </p>
            {!debouncedSearch && (tab === "all" || tab === "onboarding") && emptyAction && (
              <div className="mt-4 flex justify-center">{emptyAction}</div>
            )}
          </>
        }
        pagination={pager}
        hidePagerWhenEmpty
        pagerClassName="border-t px-4 py-3"
      />
    </Card>
  );
}
