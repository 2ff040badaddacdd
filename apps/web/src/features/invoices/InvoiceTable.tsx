import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { INVOICE_STATUS_LABELS } from "@tprm/api/schemas";
import {
  Button,
  Card,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Label,
  NativeSelect,
  SearchInput,
  SortableTableHead,
  TableCell,
  TableHead,
  TableRow,
} from "@tprm/ui";
import { CircleCheckIcon, EllipsisIcon, PencilIcon, Trash2Icon, UndoIcon, XIcon } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { InvoiceStatusChip } from "../../components/InvoiceStatusChip";
import { PagedTable } from "../../components/PagedTable";
import { formatAmount, formatCalendarDate, formatDate } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import {
  DEFAULT_INVOICE_SORT,
  dayCount,
  type InvoiceSort,
  type InvoiceSortColumn,
  type InvoiceStatusFilter,
  nextInvoiceSort,
  vendorRecordHref,
} from "./invoice-format";
import type { InvoiceRights } from "./invoice-permissions";
import type { InvoiceDialog, InvoiceListItem } from "./types";
import { type PickedVendor, VendorPicker } from "./VendorPicker";

const PAGE_SIZE = 10;

export interface InvoiceFilters {
  status: InvoiceStatusFilter | undefined;
  vendorId: string | undefined;
  search: string;
  /** An invoice to point at (a link from the exceptions panel): its row is highlighted and scrolled into view. */
  highlight: string | undefined;
}

const linkClass =
  "rounded-sm underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** Whole days from a due date to today (UTC, the server's reference for "overdue"). */
function daysPast(dueDate: string, now = new Date()): number {
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((today - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
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
  const filterKey = `${filters.status ?? ""}|${filters.vendorId ?? ""}|${filters.search}`;
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setPage(1);
  }

  const list = useQuery(
    trpc.invoices.list.queryOptions(
      {
        page,
        limit: PAGE_SIZE,
        sort: sort.sort,
        order: sort.order,
        status: filters.status,
        vendorId: filters.vendorId,
        search: filters.search || undefined,
      },
      { placeholderData: keepPreviousData },
    ),
  );

  const items = list.data?.items ?? [];
  const showActions = rights.edit || rights.delete;
  const columns = showActions ? 7 : 6;
  const filtered = !!(filters.status || filters.vendorId || filters.search);

  const vendorFilter: PickedVendor | null = filters.vendorId
    ? {
        id: filters.vendorId,
        name:
          vendorNames[filters.vendorId] ??
          items.find((i) => i.vendorId === filters.vendorId)?.vendor?.name ??
          "Selected vendor",
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
  const direction = (column: InvoiceSortColumn) => (sort.sort === column ? sort.order : undefined);

  function clearFilters() {
    setSearchText("");
    onFiltersChange({ status: undefined, vendorId: undefined, search: "" });
  }

  const head = (
    <>
      <SortableTableHead className="pl-4" direction={direction("number")} onSort={() => sortBy("number")}>
        Invoice
      </SortableTableHead>
      <SortableTableHead direction={direction("vendor")} onSort={() => sortBy("vendor")}>
        Vendor
      </SortableTableHead>
      <SortableTableHead direction={direction("issueDate")} onSort={() => sortBy("issueDate")}>
        Issued
      </SortableTableHead>
      <SortableTableHead direction={direction("dueDate")} onSort={() => sortBy("dueDate")}>
        Due
      </SortableTableHead>
      <SortableTableHead
        className="text-right [&>button]:ml-auto"
        direction={direction("amount")}
        onSort={() => sortBy("amount")}
      >
        Amount
      </SortableTableHead>
      <SortableTableHead
        className={cn(!showActions && "pr-4")}
        direction={direction("status")}
        onSort={() => sortBy("status")}
      >
        Status
      </SortableTableHead>
      {showActions && (
        <TableHead className="w-44 pr-4 text-right">
          <span className="sr-only">Actions</span>
        </TableHead>
      )}
    </>
  );

  const empty = filtered ? (
    <div className="grid justify-items-center gap-2">
      <p className="font-medium text-foreground">No invoices match these filters.</p>
      <Button variant="outline" size="sm" onClick={clearFilters}>
        Clear filters
      </Button>
    </div>
  ) : (
    <div className="grid justify-items-center gap-2">
      <p className="font-medium text-foreground">No invoices recorded yet.</p>
      <p className="text-sm">Vendor invoices appear here with their payment status once they are recorded.</p>
      {emptyAction && <div className="mt-2">{emptyAction}</div>}
    </div>
  );

  return (
    <Card className="gap-0 py-0" data-testid="invoice-register">
      <div className="grid gap-3 border-b p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-search">Search invoices</Label>
          <SearchInput
            id="invoice-search"
            placeholder="Number, description or vendor"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-vendor-filter">Vendor</Label>
          <VendorPicker
            id="invoice-vendor-filter"
            placeholder="All vendors"
            clearLabel="Show every vendor's invoices"
            clearUnpickedOnBlur
            value={vendorFilter}
            onChange={(vendor) => {
              if (vendor) setVendorNames((names) => ({ ...names, [vendor.id]: vendor.name }));
              onFiltersChange({ vendorId: vendor?.id });
            }}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="invoice-status-filter">Status</Label>
          <NativeSelect
            id="invoice-status-filter"
            value={filters.status ?? ""}
            onChange={(e) => onFiltersChange({ status: (e.target.value || undefined) as InvoiceStatusFilter })}
          >
            <option value="">All statuses</option>
            <option value="pending">{INVOICE_STATUS_LABELS.pending}</option>
            <option value="overdue">{INVOICE_STATUS_LABELS.overdue}</option>
            <option value="paid">{INVOICE_STATUS_LABELS.paid}</option>
          </NativeSelect>
        </div>
      </div>
      {filtered && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/30 px-4 py-2 text-sm">
          <p className="text-muted-foreground" aria-live="polite">
            {list.data ? `${list.data.pagination.total.toLocaleString()} matching` : "Filtering…"}
            {filters.search && <> · “{filters.search}”</>}
          </p>
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
      <div className="pt-0 [&_[data-slot=card-content]:last-child]:border-t [&_[data-slot=card-content]:last-child]:py-3">
        <PagedTable
          query={list}
          head={head}
          columns={columns}
          label="Invoices"
          testId="invoices-table"
          emptyMessage={empty}
          errorTitle="The invoices could not be loaded."
          errorFallback="Please check your connection and try again."
          onPageChange={setPage}
          renderRow={(invoice) => (
            <InvoiceRow
              key={invoice.id}
              invoice={invoice}
              rights={rights}
              showActions={showActions}
              onDialog={onDialog}
              highlighted={invoice.id === filters.highlight}
              rowRef={invoice.id === filters.highlight ? highlighted : undefined}
            />
          )}
        />
      </div>
    </Card>
  );
}

function InvoiceRow({
  invoice,
  rights,
  showActions,
  onDialog,
  highlighted,
  rowRef,
}: {
  invoice: InvoiceListItem;
  rights: InvoiceRights;
  showActions: boolean;
  onDialog: (dialog: InvoiceDialog) => void;
  highlighted: boolean;
  rowRef?: Ref<HTMLTableRowElement>;
}) {
  const paid = invoice.status === "paid";
  const overdueDays = invoice.overdue ? daysPast(invoice.dueDate) : 0;
  return (
    <TableRow
      ref={rowRef}
      data-testid="invoice-row"
      data-invoice-id={invoice.id}
      aria-current={highlighted || undefined}
      className={cn(highlighted && "bg-primary/5 shadow-[inset_3px_0_0_var(--color-primary)] hover:bg-primary/10")}
    >
      <TableCell className="max-w-56 py-2.5 pl-4">
        <span
          className="block truncate font-mono text-sm font-medium"
          data-testid="invoice-number"
          title={invoice.number}
        >
          {invoice.number}
        </span>
        {invoice.description && (
          <span className="block truncate text-xs text-muted-foreground" title={invoice.description}>
            {invoice.description}
          </span>
        )}
      </TableCell>
      <TableCell className="max-w-48 truncate" title={invoice.vendor?.name}>
        {invoice.vendor ? (
          <Link to={vendorRecordHref(invoice.vendor.id)} className={cn(linkClass, "font-medium")}>
            {invoice.vendor.name}
          </Link>
        ) : (
          "—"
        )}
      </TableCell>
      <TableCell className="text-muted-foreground">{formatCalendarDate(invoice.issueDate)}</TableCell>
      <TableCell>
        <span className="block">{formatCalendarDate(invoice.dueDate)}</span>
        {invoice.overdue && (
          <span className="block text-xs font-medium text-red-700 dark:text-red-300">
            {dayCount(overdueDays)} overdue
          </span>
        )}
      </TableCell>
      <TableCell className="text-right font-medium tabular-nums" data-testid="invoice-amount">
        {formatAmount(invoice.amount, invoice.currency)}
      </TableCell>
      <TableCell className={cn(!showActions && "pr-4")}>
        <InvoiceStatusChip invoice={invoice} />
        {paid && invoice.paidAt && (
          <span
            className="mt-0.5 block text-xs text-muted-foreground"
            data-testid="invoice-paid"
            title={`Paid on ${formatDate(invoice.paidAt)}${invoice.paidBy ? `, approved by ${invoice.paidBy.name}` : ""}`}
          >
            {formatDate(invoice.paidAt)}
            {invoice.paidBy && <> by {invoice.paidBy.name}</>}
          </span>
        )}
      </TableCell>
      {showActions && (
        <TableCell className="pr-4">
          <div className="flex items-center justify-end gap-1">
            {rights.edit && !paid && (
              <Button variant="outline" size="sm" onClick={() => onDialog({ kind: "mark-paid", invoice })}>
                <CircleCheckIcon aria-hidden="true" />
                Mark paid<span className="sr-only"> invoice {invoice.number}</span>
              </Button>
            )}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={`More actions for invoice ${invoice.number}`}>
                  <EllipsisIcon aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {rights.edit && (
                  <DropdownMenuItem onSelect={() => onDialog({ kind: "edit", invoice })}>
                    <PencilIcon aria-hidden="true" />
                    Edit…
                  </DropdownMenuItem>
                )}
                {rights.edit && paid && (
                  <DropdownMenuItem onSelect={() => onDialog({ kind: "mark-unpaid", invoice })}>
                    <UndoIcon aria-hidden="true" />
                    Mark as unpaid…
                  </DropdownMenuItem>
                )}
                {rights.delete && (
                  <>
                    {rights.edit && <DropdownMenuSeparator />}
                    <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "delete", invoice })}>
                      <Trash2Icon aria-hidden="true" />
                      Delete…
                    </DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}
