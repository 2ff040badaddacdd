import {
  type ColumnDef,
  type ExpandedState,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from "@tanstack/react-table";
import {
  Checkbox,
  cn,
  Pagination,
  Skeleton,
  SortableTableHead,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@tprm/ui";
import { type ComponentProps, Fragment, type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataTableProps } from "./data-table-types";
import { QueryErrorAlert } from "./QueryErrorAlert";

export type { DataTableProps, DataTableSelection, Page, PageInfo, ServerSort } from "./data-table-types";

const SELECT_HEAD = "w-12 pl-4 [&:has([role=checkbox])]:pr-3";
const SELECT_CELL = "pl-4 [&:has([role=checkbox])]:pr-3";

/**
 * A header or cell of a column definition, called as a function rather than mounted as a component (flexRender
 * does that): column definitions built during render are new functions each time, and as component types they
 * would remount every cell (its menus, its focus) on every render. A cell that needs hooks returns a component.
 */
function render<C>(template: ReactNode | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof template === "function" ? template(context) : (template ?? null);
}

function Div(props: ComponentProps<"div">) {
  return <div {...props} />;
}

/**
 * A server-paged, server-sorted table built from column definitions (TanStack Table): header cells from the
 * columns (sortable ones as SortableTableHead, with aria-sort), placeholder rows while the first page loads, an
 * empty message, an error with retry, a pager and optional row selection.
 */
export function DataTable<T, E>({
  query,
  columns,
  getRowId,
  sort,
  onSort,
  onPageChange,
  selection,
  rowTestId,
  rowProps,
  renderExpanded,
  expandedRowId,
  emptyMessage,
  emptyCellClassName = "py-10 text-center text-muted-foreground",
  renderError,
  errorTitle,
  errorFallback,
  keepDataOnError = false,
  pagination,
  hidePagerWhenEmpty = false,
  label,
  testId,
  className,
  headerClassName,
  headerRowClassName,
  bodyClassName,
  errorClassName = "px-4",
  pagerClassName,
  Wrapper = Div,
  skeletonRows = 5,
  skeletonRowTestId,
  skeletonCellClassName,
  idle = false,
}: DataTableProps<T, E>) {
  const { t } = useTranslation("common");
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const sorting: SortingState = sort ? [{ id: sort.sort, desc: sort.order === "desc" }] : [];
  const rowSelection: RowSelectionState = {};
  if (selection) for (const id of selection.selected) rowSelection[id] = true;

  const allColumns = useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!selection) return columns;
    const select: ColumnDef<T, unknown> = {
      id: "select",
      enableSorting: false,
      meta: { headClassName: SELECT_HEAD, cellClassName: SELECT_CELL },
      header: ({ table }) => (
        <Checkbox
          aria-label={selection.allLabel}
          checked={table.getIsAllRowsSelected() ? true : table.getIsSomeRowsSelected() ? "indeterminate" : false}
          disabled={table.getRowModel().rows.length === 0}
          onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={selection.rowLabel(row.original)}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selection]);

  const [expanded, setExpanded] = useState<ExpandedState>({});

  const table = useReactTable<T>({
    data: items,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: false,
    enableRowSelection: !!selection,
    enableMultiSort: false,
    getRowCanExpand: () => !!renderExpanded,
    // A refetch (a new page, the window regaining focus) keeps open detail rows open.
    autoResetExpanded: false,
    state: { sorting, rowSelection, expanded },
    onExpandedChange: setExpanded,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      selection.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const showError = query.isError && !(keepDataOnError && query.data);
  const pager = pagination ?? query.data?.pagination;
  const columnCount = allColumns.length;
  const leafColumns = table.getVisibleLeafColumns();

  return (
    <>
      <Wrapper className={bodyClassName}>
        {showError ? (
          <div className={errorClassName}>
            {renderError ? (
              renderError(query)
            ) : (
              <QueryErrorAlert
                title={errorTitle ?? t("common:errors.listNotLoaded")}
                error={query.error}
                fallback={errorFallback ?? t("common:errors.checkConnection")}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )}
          </div>
        ) : (
          <Table aria-busy={query.isFetching} aria-label={label} data-testid={testId} className={className}>
            <TableHeader className={headerClassName}>
              {table.getHeaderGroups().map((group) => (
                <TableRow key={group.id} className={headerRowClassName}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const content = header.isPlaceholder
                      ? null
                      : render(header.column.columnDef.header, header.getContext());
                    const sortable = header.column.columnDef.enableSorting === true && onSort;
                    if (sortable) {
                      const sorted = header.column.getIsSorted();
                      return (
                        <SortableTableHead
                          key={header.id}
                          className={meta?.headClassName}
                          direction={sorted === false ? undefined : sorted}
                          onSort={() => onSort(header.column.id)}
                          {...meta?.headProps}
                        >
                          {content}
                        </SortableTableHead>
                      );
                    }
                    return (
                      <TableHead key={header.id} className={meta?.headClassName} {...meta?.headProps}>
                        {content}
                      </TableHead>
                    );
                  })}
                </TableRow>
              ))}
            </TableHeader>
            <TableBody>
              {query.isPending &&
                !idle &&
                Array.from({ length: skeletonRows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i} data-testid={skeletonRowTestId}>
                    {leafColumns.map((column) => (
                      <TableCell key={column.id} className={cn("first:pl-4", skeletonCellClassName)}>
                        {column.id !== "select" && (
                          <Skeleton className={cn("h-4 w-24", column.columnDef.meta?.skeletonClassName)} />
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {!query.isPending && items.length === 0 && (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={columnCount} className={emptyCellClassName}>
                    {emptyMessage}
                  </TableCell>
                </TableRow>
              )}
              {table.getRowModel().rows.map((row) => {
                const { className: rowClassName, ...extra } = rowProps?.(row.original) ?? {};
                return (
                  <Fragment key={row.id}>
                    <TableRow
                      data-testid={rowTestId}
                      data-state={row.getIsSelected() || row.getIsExpanded() ? "selected" : undefined}
                      className={rowClassName}
                      {...extra}
                    >
                      {row.getVisibleCells().map((cell) => {
                        const meta = cell.column.columnDef.meta;
                        const { className: cellClassName, ...cellProps } = meta?.cellProps?.(row.original) ?? {};
                        return (
                          <TableCell key={cell.id} className={cn(meta?.cellClassName, cellClassName)} {...cellProps}>
                            {render(cell.column.columnDef.cell, cell.getContext())}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                    {renderExpanded && row.getIsExpanded() && (
                      <TableRow id={expandedRowId?.(row.original)} className="bg-muted/40 hover:bg-muted/40">
                        <TableCell colSpan={columnCount} className="p-0 whitespace-normal">
                          {renderExpanded(row.original)}
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Wrapper>
      {pager && !(hidePagerWhenEmpty && pager.total === 0) && (
        <Wrapper className={pagerClassName}>
          <Pagination
            page={pager.page}
            totalPages={pager.totalPages}
            total={pager.total}
            totalIsLowerBound={pager.totalIsLowerBound}
            onPageChange={onPageChange}
            disabled={query.isFetching}
          />
        </Wrapper>
      )}
    </>
  );
}
