import type { UseQueryResult } from "@tanstack/react-query";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { ComponentProps, ReactNode } from "react";

/** data-* attributes (test ids, record ids) on a row or cell. */
export type DataAttributes = { [key: `data-${string}`]: string | undefined };

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the header cell (<th>). */
    headClassName?: string;
    /** Further attributes of the header cell: a title, a test id. */
    headProps?: Omit<ComponentProps<"th">, "children" | "className"> & DataAttributes;
    /** Classes of every body cell (<td>) in the column. */
    cellClassName?: string;
    /** Attributes of one body cell, from its row (a title for truncated text, a test id). */
    cellProps?: (row: TData) => Omit<ComponentProps<"td">, "children"> & DataAttributes;
    /** Classes of the placeholder bar shown in the column while the first page loads. */
    skeletonClassName?: string;
  }
}

export interface Page<T> {
  items: T[];
  pagination: PageInfo;
}

export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
  totalIsLowerBound?: boolean;
}

export interface ServerSort<C extends string = string> {
  sort: C;
  order: "asc" | "desc";
}

export interface DataTableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The header checkbox's accessible name ("Select all vendors on this page"). */
  allLabel: string;
  /** A row checkbox's accessible name ("Select Acme Ltd"). */
  rowLabel: (row: T) => string;
}

export interface DataTableProps<T, E> {
  query: UseQueryResult<Page<T>, E>;
  /** Column definitions; a column whose id is a server sort column and has `enableSorting: true` sorts. */
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  /** The server's current order; sorting columns show it (aria-sort). */
  sort?: ServerSort;
  /** A sortable header was clicked: the caller decides the next column and direction. */
  onSort?: (columnId: string) => void;
  onPageChange: (page: number) => void;
  /** Row checkboxes and a "select all on this page" header checkbox. */
  selection?: DataTableSelection<T>;
  /**
   * A detail row under a row, shown while the row is expanded (a cell calls `row.toggleExpanded()`); the detail row's
   * id is `expandedRowId(row)`, for the toggle's aria-controls.
   */
  renderExpanded?: (row: T) => ReactNode;
  expandedRowId?: (row: T) => string;
  /** data-testid of every row ("vendor-row"). */
  rowTestId?: string;
  /** Further attributes of a row: data-* ids, aria-current, a ref, classes. */
  rowProps?: (row: T) => ComponentProps<"tr"> & DataAttributes;
  /** What an empty page says: a sentence, or a block with its own action (e.g. "Clear filters"). */
  emptyMessage: ReactNode;
  emptyCellClassName?: string;
  /** The error shown instead of the table; by default QueryErrorAlert with a retry. */
  renderError?: (query: UseQueryResult<Page<T>, E>) => ReactNode;
  errorTitle?: string;
  errorFallback?: string;
  /** Keep showing the last page when a refetch fails (the error shows only when there is nothing to show). */
  keepDataOnError?: boolean;
  /** Overrides the page counts the server sent (e.g. an exact total known from elsewhere). */
  pagination?: PageInfo;
  /** Hide the pager when there is nothing to page through. */
  hidePagerWhenEmpty?: boolean;
  label?: string;
  testId?: string;
  className?: string;
  headerClassName?: string;
  headerRowClassName?: string;
  /** Wrappers: around the table (or the error) and around the pager. */
  bodyClassName?: string;
  errorClassName?: string;
  pagerClassName?: string;
  /** Markup of the wrappers, e.g. CardContent inside a card. */
  Wrapper?: (props: ComponentProps<"div">) => ReactNode;
  skeletonRows?: number;
  skeletonRowTestId?: string;
  skeletonCellClassName?: string;
  /** Shown instead of the placeholder rows while the first page loads (e.g. when the query is disabled). */
  idle?: boolean;
}
