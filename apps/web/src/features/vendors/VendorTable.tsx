import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { VENDOR_TRANSITIONS } from "@tprm/api/schemas";
import {
  Button,
  Card,
  Checkbox,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Label,
  Pagination,
  SearchInput,
  Skeleton,
  SortableTableHead,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import {
  ClipboardCheckIcon,
  DoorOpenIcon,
  EllipsisIcon,
  EyeIcon,
  FlagIcon,
  PencilIcon,
  Trash2Icon,
  UndoIcon,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format";
import { useTRPC } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";
import type { RegisterView } from "./register-view";
import type { VendorDialog, VendorListItem } from "./types";
import { VendorBulkActions } from "./VendorBulkActions";
import { RiskChip, VendorStatusChip } from "./VendorChips";
import { VendorLoadError } from "./VendorLoadError";
import { countryName, nextSort, type SortColumn, type VendorTab } from "./vendor-format";
import type { VendorRights } from "./vendor-permissions";

const PAGE_SIZE = 10;

const EMPTY_TEXT: Record<VendorTab, string> = {
  all: "There are no vendors in the register yet.",
  active: "No vendor is active at the moment.",
  under_review: "No vendor is under review.",
  onboarding: "No vendor is being onboarded.",
  offboarding: "No vendor is being offboarded.",
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
  const trpc = useTRPC();
  const { tab, page, sort } = view;
  const debouncedSearch = view.q;
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
  const viewKey = `${tab}|${debouncedSearch}|${page}|${sort.sort}|${sort.order}`;
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
        sort: sort.sort,
        order: sort.order,
        search: debouncedSearch || undefined,
        tab,
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
  const columns = selectable ? 8 : 7;
  const selectedOnPage = items.filter((v) => selected.has(v.id));
  const allSelected = items.length > 0 && selectedOnPage.length === items.length;

  function changePage(next: number) {
    onViewChange({ page: next });
  }

  function sortBy(column: SortColumn) {
    onViewChange({ sort: nextSort(sort, column) });
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const direction = (column: SortColumn) => (sort.sort === column ? sort.order : undefined);

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="vendor-register">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4">
        <div className="grid min-w-64 flex-1 gap-1.5">
          <Label htmlFor="vendor-search">Search vendors</Label>
          <SearchInput
            id="vendor-search"
            wrapperClassName="max-w-md"
            placeholder="Name, legal name, LEI, contact or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {selectable && selectedOnPage.length > 0 && (
          <VendorBulkActions vendors={selectedOnPage} rights={rights} onDone={() => setSelected(new Set())} />
        )}
      </div>

      {list.isError && !list.data ? (
        <div className="p-4">
          <VendorLoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        </div>
      ) : (
        <Table aria-busy={list.isFetching} aria-label="Vendors" data-testid="vendors-table" className="min-w-[720px]">
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              {selectable && (
                // The right padding keeps 24 px around the checkbox free of the sort button next to it (target size).
                <TableHead className="w-12 pl-4 [&:has([role=checkbox])]:pr-3">
                  <Checkbox
                    aria-label="Select all vendors on this page"
                    checked={allSelected ? true : selectedOnPage.length > 0 ? "indeterminate" : false}
                    disabled={items.length === 0}
                    onCheckedChange={(checked) =>
                      setSelected(checked === true ? new Set(items.map((v) => v.id)) : new Set())
                    }
                  />
                </TableHead>
              )}
              <SortableTableHead
                className={cn(!selectable && "pl-4")}
                direction={direction("name")}
                onSort={() => sortBy("name")}
              >
                Vendor
              </SortableTableHead>
              <SortableTableHead direction={direction("country")} onSort={() => sortBy("country")}>
                Country
              </SortableTableHead>
              <SortableTableHead direction={direction("status")} onSort={() => sortBy("status")}>
                Status
              </SortableTableHead>
              <SortableTableHead direction={direction("riskRating")} onSort={() => sortBy("riskRating")}>
                Risk
              </SortableTableHead>
              {/* Amounts in different currencies are not comparable: the sort groups by currency first. */}
              <SortableTableHead
                className="text-right [&>button]:ml-auto"
                direction={direction("contractValue")}
                onSort={() => sortBy("contractValue")}
                title="Sorts by currency, then by contract value within each currency"
                data-testid="contract-value-header"
              >
                <span className="grid justify-items-end">
                  <span>Contract value</span>
                  <span
                    className={cn(
                      "text-[11px] font-normal text-muted-foreground",
                      !direction("contractValue") && "sr-only",
                    )}
                  >
                    grouped by currency
                  </span>
                </span>
              </SortableTableHead>
              <SortableTableHead
                className="text-right"
                direction={direction("kpiBreachesCount")}
                onSort={() => sortBy("kpiBreachesCount")}
              >
                <abbr title="Key performance indicator breaches" className="no-underline">
                  KPI breaches
                </abbr>
              </SortableTableHead>
              <TableHead className="w-12 pr-4 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.isPending &&
              Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={i} data-testid="vendor-row-skeleton">
                  {Array.from({ length: columns }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <TableCell key={j} className="h-14 first:pl-4">
                      <Skeleton className={cn("h-4", j === (selectable ? 1 : 0) ? "w-40" : "w-16")} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {!list.isPending && items.length === 0 && (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns} className="py-12 text-center">
                  <p className="font-medium">
                    {debouncedSearch ? `No vendors match “${debouncedSearch}”.` : EMPTY_TEXT[tab]}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {debouncedSearch
                      ? "Try another name, or clear the search."
                      : tab === "all" || tab === "onboarding"
                        ? "New vendors start here with their onboarding checklist."
                        : "Vendors appear here when their status changes."}
                  </p>
                  {!debouncedSearch && (tab === "all" || tab === "onboarding") && emptyAction && (
                    <div className="mt-4 flex justify-center">{emptyAction}</div>
                  )}
                </TableCell>
              </TableRow>
            )}
            {items.map((vendor) => (
              <VendorRow
                key={vendor.id}
                vendor={vendor}
                rights={rights}
                selectable={selectable}
                selected={selected.has(vendor.id)}
                onSelect={(on) => toggle(vendor.id, on)}
                href={vendorHref(vendor.id)}
                focus={vendor.id === focusVendorId}
                onFocused={onFocused}
                onDialog={onDialog}
              />
            ))}
          </TableBody>
        </Table>
      )}

      {pager && pager.total > 0 && (
        <div className="border-t px-4 py-3">
          <Pagination
            page={pager.page}
            totalPages={pager.totalPages}
            total={pager.total}
            totalIsLowerBound={pager.totalIsLowerBound}
            onPageChange={changePage}
            disabled={list.isFetching}
          />
        </div>
      )}
    </Card>
  );
}

function VendorRow({
  vendor,
  rights,
  selectable,
  selected,
  onSelect,
  href,
  onDialog,
  focus,
  onFocused,
}: {
  focus?: boolean;
  onFocused?: () => void;
  vendor: VendorListItem;
  rights: VendorRights;
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  href: string;
  onDialog: (dialog: VendorDialog) => void;
}) {
  const ref = { id: vendor.id, name: vendor.name, status: vendor.status, riskRating: vendor.riskRating };
  const canReview = rights.relationship && vendor.status !== "offboarded";
  const canStartOffboarding = rights.relationship && VENDOR_TRANSITIONS[vendor.status].includes("offboarding");
  const inOffboarding = rights.relationship && VENDOR_TRANSITIONS[vendor.status].includes("offboarded");
  const secondary = vendor.legalName && vendor.legalName !== vendor.name ? vendor.legalName : vendor.businessType;
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focus || !link.current) return;
    link.current.focus();
    link.current.scrollIntoView({ block: "nearest" });
    onFocused?.();
  }, [focus, onFocused]);
  return (
    <TableRow data-testid="vendor-row" data-vendor-id={vendor.id} data-state={selected ? "selected" : undefined}>
      {selectable && (
        <TableCell className="pl-4 [&:has([role=checkbox])]:pr-3">
          <Checkbox
            aria-label={`Select ${vendor.name}`}
            checked={selected}
            onCheckedChange={(checked) => onSelect(checked === true)}
          />
        </TableCell>
      )}
      <TableCell className={cn("max-w-64 py-2.5", !selectable && "pl-4")}>
        <Link
          ref={link}
          to={href}
          title={vendor.name}
          className="block truncate font-medium text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-sm"
        >
          {vendor.name}
        </Link>
        {secondary && (
          <span className="block truncate text-xs text-muted-foreground" title={secondary}>
            {secondary}
          </span>
        )}
      </TableCell>
      <TableCell className="max-w-36 truncate" title={vendor.country ?? undefined}>
        {countryName(vendor.country)}
      </TableCell>
      <TableCell>
        <VendorStatusChip status={vendor.status} />
      </TableCell>
      <TableCell>
        <RiskChip risk={vendor.riskRating} />
      </TableCell>
      <TableCell className="text-right tabular-nums whitespace-nowrap" data-testid="contract-value">
        {formatMoney(vendor.contractValue, vendor.currency)}{" "}
        <span className="text-xs text-muted-foreground">{vendor.currency}</span>
      </TableCell>
      <TableCell className="text-right tabular-nums">
        <span className={cn(vendor.kpiBreachesCount > 0 && "font-semibold text-destructive")}>
          {vendor.kpiBreachesCount}
        </span>
      </TableCell>
      <TableCell className="pr-4 text-right">
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${vendor.name}`}>
              <EllipsisIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem asChild>
              <Link to={href}>
                <EyeIcon aria-hidden="true" />
                View details
              </Link>
            </DropdownMenuItem>
            {rights.edit && (
              <DropdownMenuItem onSelect={() => onDialog({ kind: "edit", vendor: ref })}>
                <PencilIcon aria-hidden="true" />
                Edit details…
              </DropdownMenuItem>
            )}
            {canReview && (
              <DropdownMenuItem onSelect={() => onDialog({ kind: "review", vendor: ref })}>
                <ClipboardCheckIcon aria-hidden="true" />
                Review vendor…
              </DropdownMenuItem>
            )}
            {(canStartOffboarding || inOffboarding || rights.delete) && <DropdownMenuSeparator />}
            {canStartOffboarding && (
              <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "offboard", vendor: ref })}>
                <DoorOpenIcon aria-hidden="true" />
                Start offboarding…
              </DropdownMenuItem>
            )}
            {inOffboarding && (
              <DropdownMenuItem onSelect={() => onDialog({ kind: "complete-offboarding", vendor: ref })}>
                <FlagIcon aria-hidden="true" />
                Complete offboarding…
              </DropdownMenuItem>
            )}
            {inOffboarding && (
              <DropdownMenuItem onSelect={() => onDialog({ kind: "cancel-offboarding", vendor: ref })}>
                <UndoIcon aria-hidden="true" />
                Cancel offboarding…
              </DropdownMenuItem>
            )}
            {rights.delete && (
              <DropdownMenuItem variant="destructive" onSelect={() => onDialog({ kind: "delete", vendor: ref })}>
                <Trash2Icon aria-hidden="true" />
                Delete…
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </TableCell>
    </TableRow>
  );
}
