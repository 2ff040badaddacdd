import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Card, CardContent, cn, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { XIcon } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/DataTable";
import { TagFilter } from "../../components/TagFilter";
import { formatCount } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import { useTagParam } from "../../lib/use-tag-param";
import { invoiceColumns } from "./invoice-columns";
import {
  DEFAULT_INVOICE_SORT,
  type InvoiceSort,
  type InvoiceSortColumn,
  type InvoiceStatusFilter,
  nextInvoiceSort,
} from "./invoice-format";
import type { InvoiceRights } from "./invoice-permissions";
import type { InvoiceDialog } from "./types";
import { type PickedVendor, VendorPicker } from "./VendorPicker";

const PAGE_SIZE = 10;

/** The list call's input for the filters, page and order shown (the page prefetches its first page with it). */
export function invoiceListInput(filters: InvoiceFilters, page: number, sort: InvoiceSort) {
  return {
    page,
    limit: PAGE_SIZE,
    sort: sort.sort,
    order: sort.order,
    status: filters.status,
    vendorId: filters.vendorId,
    search: filters.search || undefined,
  };
}

export interface InvoiceFilters {
  status: InvoiceStatusFilter | undefined;
  vendorId: string | undefined;
  search: string;
  /** An invoice to point at (a link from the exceptions panel): its row is highlighted and scrolled into view. */
  highlight: string | undefined;
}

/**
 * The invoice register: server-side paging, sorting (column headers), debounced search over number, description and
 * vendor, a status filter (paid, pending, overdue) and a vendor filter (vendors.search). The filters live in the
 * address, so a link can open the list on one vendor or one invoice.
 */
export function InvoiceTable({
  filters,
  onFiltersChange,
  rights,
  onDialog,
  emptyAction,
}: {
  filters: InvoiceFilters;
  onFiltersChange: (next: Partial<Omit<InvoiceFilters, "highlight">>) => void;
  rights: InvoiceRights;
  onDialog: (dialog: InvoiceDialog) => void;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(["invoices"]);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<InvoiceSort>(DEFAULT_INVOICE_SORT);
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const [vendorNames, setVendorNames] = useState<Record<string, string>>({});

  // The address changed from outside (a link): the search box follows it.
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    if (filters.search !== debouncedSearch) setSearchText(filters.search);
  }

  // The typed search reaches the address once it has settled.
  useEffect(() => {
    // Only a settled value: right after a link changed the box, the debounced value is still the old text.
    if (debouncedSearch === searchText.trim() && debouncedSearch !== urlSearch)
      onFiltersChange({ search: debouncedSearch });
  }, [debouncedSearch, searchText, urlSearch, onFiltersChange]);

  // New filters start at page 1 (state adjusted during render, not in an effect).
  const [tagId, setTagId] = useTagParam();
  const filterKey = `${filters.status ?? ""}|${filters.vendorId ?? ""}|${filters.search}|${tagId ?? ""}`;
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setPage(1);
  }

  const list = useQuery(
    trpc.invoices.list.queryOptions(
      { ...invoiceListInput(filters, page, sort), tagId },
      { placeholderData: keepPreviousData },
    ),
  );

  const items = list.data?.items ?? [];
  const columns = useMemo(() => invoiceColumns({ t, rights, onDialog }), [t, rights, onDialog]);
  const filtered = !!(filters.status || filters.vendorId || filters.search);

  const vendorFilter: PickedVendor | null = filters.vendorId
    ? {
        id: filters.vendorId,
        name:
          vendorNames[filters.vendorId] ??
          items.find((i) => i.vendorId === filters.vendorId)?.vendor?.name ??
          t("invoices:table.selectedVendor"),
      }
    : null;

  // A linked or new invoice scrolls into view once its row is on screen, and its row takes the focus.
  const highlighted = useRef<HTMLTableRowElement>(null);
  const scrolledTo = useRef<string | undefined>(undefined);
  const highlightShown = !!filters.highlight && items.some((i) => i.id === filters.highlight);
  useEffect(() => {
    if (!highlightShown || scrolledTo.current === filters.highlight) return;
    scrolledTo.current = filters.highlight;
    highlighted.current?.scrollIntoView({ block: "center", behavior: "smooth" });
    // Focus follows (after a create, a keyboard user goes on from the new invoice, not from the top of the page).
    highlighted.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus({ preventScroll: true });
  }, [highlightShown, filters.highlight]);

  function sortBy(column: InvoiceSortColumn) {
    setSort((current) => nextInvoiceSort(current, column));
    setPage(1);
  }

  function clearFilters() {
    setSearchText("");
    onFiltersChange({ status: undefined, vendorId: undefined, search: "" });
  }

  const empty = filtered ? (
    <div className="grid justify-items-center gap-2">
      <p className="font-medium text-foreground">{t("invoices:table.emptyFiltered")}</p>
      <Button variant="outline" size="sm" onClick={clearFilters}>
        {t("invoices:table.clearFilters")}
      </Button>
    </div>
  ) : (
    <div className="grid justify-items-center gap-2">
      <p className="font-medium text-foreground">{t("invoices:table.empty")}</p>
      <p className="text-sm">{t("invoices:table.emptyHint")}</p>
      {emptyAction && <div className="mt-2">{emptyAction}</div>}
    </div>
  );

  return (
    <Card className="gap-0 py-0" data-testid="invoice-register">
      <div className="grid gap-3 border-b p-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_12rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-search">{t("invoices:table.searchLabel")}</Label>
          <SearchInput
            id="invoice-search"
            placeholder={t("invoices:table.searchPlaceholder")}
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-vendor-filter">{t("invoices:table.vendorLabel")}</Label>
          <VendorPicker
            id="invoice-vendor-filter"
            placeholder={t("invoices:table.vendorPlaceholder")}
            clearLabel={t("invoices:table.vendorClear")}
            clearUnpickedOnBlur
            value={vendorFilter}
            onChange={(vendor) => {
              if (vendor) setVendorNames((names) => ({ ...names, [vendor.id]: vendor.name }));
              onFiltersChange({ vendorId: vendor?.id });
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-status-filter">{t("invoices:table.statusLabel")}</Label>
          <NativeSelect
            id="invoice-status-filter"
            value={filters.status ?? ""}
            onChange={(e) => onFiltersChange({ status: (e.target.value || undefined) as InvoiceStatusFilter })}
          >
            <option value="">{t("invoices:table.allStatuses")}</option>
            <option value="pending">{t("invoices:status.pending")}</option>
            <option value="overdue">{t("invoices:status.overdue")}</option>
            <option value="paid">{t("invoices:status.paid")}</option>
          </NativeSelect>
        </div>
        <TagFilter value={tagId} onChange={setTagId} />
      </div>
      {filtered && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/30 px-4 py-2 text-sm">
          <p className="text-muted-foreground" aria-live="polite">
            {list.data
              ? t("invoices:table.matching", {
                  count: list.data.pagination.total,
                  number: formatCount(list.data.pagination.total),
                })
              : t("invoices:table.filtering")}
            {filters.search && <> · “{filters.search}”</>}
          </p>
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            <XIcon aria-hidden="true" />
            {t("invoices:table.clearFilters")}
          </Button>
        </div>
      )}
      <div className="pt-0 [&_[data-slot=card-content]:last-child]:border-t [&_[data-slot=card-content]:last-child]:py-3">
        <DataTable
          query={list}
          columns={columns}
          getRowId={(invoice) => invoice.id}
          sort={sort}
          onSort={(column) => sortBy(column as InvoiceSortColumn)}
          rowTestId="invoice-row"
          rowProps={(invoice) => {
            const isHighlighted = invoice.id === filters.highlight;
            return {
              "data-invoice-id": invoice.id,
              ref: isHighlighted ? highlighted : undefined,
              "aria-current": isHighlighted || undefined,
              className: cn(
                isHighlighted && "bg-primary/5 shadow-[inset_3px_0_0_var(--color-primary)] hover:bg-primary/10",
              ),
            };
          }}
          label={t("invoices:table.label")}
          testId="invoices-table"
          emptyMessage={empty}
          errorTitle={t("invoices:table.loadError")}
          errorFallback={t("invoices:errors.connection")}
          onPageChange={setPage}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </div>
    </Card>
  );
}
