import type { UseQueryResult } from "@tanstack/react-query";
import { CardContent, Pagination, Skeleton, Table, TableBody, TableCell, TableHeader, TableRow } from "@tprm/ui";
import type { ReactNode } from "react";
import { QueryErrorAlert } from "./QueryErrorAlert";

interface Page<T> {
  items: T[];
  pagination: { page: number; totalPages: number; total: number; totalIsLowerBound?: boolean };
}

interface PagedTableProps<T, E> {
  query: UseQueryResult<Page<T>, E>;
  /** The header row's cells. */
  head: ReactNode;
  columns: number;
  renderRow: (item: T) => ReactNode;
  /** What an empty page says: a sentence, or a block with its own action (e.g. "Clear filters"). */
  emptyMessage: ReactNode;
  errorTitle: string;
  errorFallback: string;
  onPageChange: (page: number) => void;
  testId?: string;
  /** The table's accessible name, when the page has more than one table. */
  label?: string;
  /** Shown instead of the placeholder rows while the first page loads (e.g. when the query is disabled). */
  idle?: boolean;
}

/** A server-paged table inside a card: placeholder rows while loading, an empty message, an error with retry. */
export function PagedTable<T, E>({
  query,
  head,
  columns,
  renderRow,
  emptyMessage,
  errorTitle,
  errorFallback,
  onPageChange,
  testId,
  label,
  idle = false,
}: PagedTableProps<T, E>) {
  const items = query.data?.items ?? [];
  return (
    <>
      <CardContent className="px-0">
        {query.isError ? (
          <div className="px-4">
            <QueryErrorAlert
              title={errorTitle}
              error={query.error}
              fallback={errorFallback}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : (
          <Table aria-busy={query.isFetching} aria-label={label} data-testid={testId}>
            <TableHeader>
              <TableRow>{head}</TableRow>
            </TableHeader>
            <TableBody>
              {query.isPending &&
                !idle &&
                Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i}>
                    {Array.from({ length: columns }, (_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <TableCell key={j} className="first:pl-4">
                        <Skeleton className="h-4 w-24" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {!query.isPending && items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
                    {emptyMessage}
                  </TableCell>
                </TableRow>
              )}
              {items.map(renderRow)}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {query.data && (
        <CardContent className="px-4">
          <Pagination
            page={query.data.pagination.page}
            totalPages={query.data.pagination.totalPages}
            total={query.data.pagination.total}
            totalIsLowerBound={query.data.pagination.totalIsLowerBound}
            onPageChange={onPageChange}
            disabled={query.isFetching}
          />
        </CardContent>
      )}
    </>
  );
}
