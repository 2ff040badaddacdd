import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { BUDGET_OPTIONS, COMPANY_SIZE_OPTIONS, TIMELINE_OPTIONS } from "@tprm/api/schemas";
import { Card, CardContent, Label, SearchInput } from "@tprm/ui";
import { useEffect, useState } from "react";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

const PAGE_SIZE = 25;

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? "—";

type DemoRequest = RouterOutputs["demoRequests"]["list"]["items"][number];

const COLUMNS: ColumnDef<DemoRequest, unknown>[] = [
  {
    id: "received",
    header: "Received",
    meta: { headClassName: "pl-4", cellClassName: "whitespace-nowrap pl-4 align-top" },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: "contact",
    header: "Contact",
    meta: { cellClassName: "align-top" },
    cell: ({ row: { original: r } }) => (
      <>
        <div className="font-medium">
          {r.firstName} {r.lastName}
        </div>
        <div className="text-muted-foreground text-xs">{r.title}</div>
        <a className="text-primary text-xs underline-offset-2 hover:underline" href={`mailto:${r.email}`}>
          {r.email}
        </a>
        {r.phone && <div className="text-muted-foreground text-xs">{r.phone}</div>}
      </>
    ),
  },
  {
    id: "company",
    header: "Company",
    meta: { cellClassName: "align-top font-medium" },
    cell: ({ row }) => row.original.company,
  },
  {
    id: "employees",
    header: "Company size",
    meta: { cellClassName: "align-top" },
    cell: ({ row }) => labelOf(COMPANY_SIZE_OPTIONS, row.original.employees),
  },
  {
    id: "timeline",
    header: "Timeline and budget",
    meta: { cellClassName: "align-top" },
    cell: ({ row: { original: r } }) => (
      <>
        <div>{labelOf(TIMELINE_OPTIONS, r.timeline)}</div>
        <div className="text-muted-foreground text-xs">{labelOf(BUDGET_OPTIONS, r.budget)}</div>
      </>
    ),
  },
  {
    id: "message",
    header: "Message",
    meta: { headClassName: "pr-4", cellClassName: "max-w-md whitespace-pre-wrap pr-4 align-top text-sm" },
    cell: ({ row }) => row.original.message ?? "—",
  },
];

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
        <DataTable
          query={list}
          columns={COLUMNS}
          getRowId={(r) => r.id}
          testId="demo-requests-table"
          rowTestId="demo-request-row"
          onPageChange={setPage}
          errorTitle="The demo requests could not be loaded"
          errorFallback="Failed to load demo requests. Please check your connection and try again."
          emptyMessage={debounced ? "No demo requests match this search." : "No demo requests have arrived yet."}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
