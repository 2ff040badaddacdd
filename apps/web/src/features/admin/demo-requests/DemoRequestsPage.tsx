import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { BUDGET_OPTIONS, COMPANY_SIZE_OPTIONS, TIMELINE_OPTIONS } from "@tprm/api/schemas";
import { Card, CardContent, Label, SearchInput, TableCell, TableHead, TableRow } from "@tprm/ui";
import { useEffect, useState } from "react";
import { PagedTable } from "../../../components/PagedTable";
import { PageHeader } from "../../../components/PageHeader";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

const PAGE_SIZE = 25;
const COLUMNS = 6;

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? "—";

/** Requests for an enterprise demo sent from the public landing page, newest first (Admin only). */
export default function DemoRequestsPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);

  useEffect(() => {
    document.title = "Demo requests · TPRM Platform";
  }, []);

  const list = useQuery(
    trpc.demoRequests.list.queryOptions(
      { page, limit: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );

  return (
    <section>
      <PageHeader
        title="Demo requests"
        description="Requests for an enterprise demo sent from the public website. Each one is also e-mailed to the sales address."
      />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <div className="grid w-80 gap-2">
            <Label htmlFor="demo-search">Search</Label>
            <SearchInput
              id="demo-search"
              placeholder="Company, name or email"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
        </CardContent>
        <PagedTable
          query={list}
          testId="demo-requests-table"
          columns={COLUMNS}
          onPageChange={setPage}
          errorTitle="The demo requests could not be loaded"
          errorFallback="Failed to load demo requests. Please check your connection and try again."
          emptyMessage={debounced ? "No demo requests match this search." : "No demo requests have arrived yet."}
          head={
            <>
              <TableHead className="pl-4">Received</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Company</TableHead>
              <TableHead>Company size</TableHead>
              <TableHead>Timeline and budget</TableHead>
              <TableHead className="pr-4">Message</TableHead>
            </>
          }
          renderRow={(r) => (
            <TableRow key={r.id} data-testid="demo-request-row">
              <TableCell className="whitespace-nowrap pl-4 align-top">{formatDateTime(r.createdAt)}</TableCell>
              <TableCell className="align-top">
                <div className="font-medium">
                  {r.firstName} {r.lastName}
                </div>
                <div className="text-muted-foreground text-xs">{r.title}</div>
                <a className="text-primary text-xs underline-offset-2 hover:underline" href={`mailto:${r.email}`}>
                  {r.email}
                </a>
                {r.phone && <div className="text-muted-foreground text-xs">{r.phone}</div>}
              </TableCell>
              <TableCell className="align-top font-medium">{r.company}</TableCell>
              <TableCell className="align-top">{labelOf(COMPANY_SIZE_OPTIONS, r.employees)}</TableCell>
              <TableCell className="align-top">
                <div>{labelOf(TIMELINE_OPTIONS, r.timeline)}</div>
                <div className="text-muted-foreground text-xs">{labelOf(BUDGET_OPTIONS, r.budget)}</div>
              </TableCell>
              <TableCell className="max-w-md whitespace-pre-wrap pr-4 align-top text-sm">{r.message ?? "—"}</TableCell>
            </TableRow>
          )}
        />
      </Card>
    </section>
  );
}
