import { keepPreviousData, usePrefetchQuery, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import type { Budget, CompanySize, Timeline } from "@tprm/api/schemas";
import { Card, CardContent, Label, SearchInput } from "@tprm/ui";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../../components/DataTable";
import { PageHeader } from "../../../components/PageHeader";
import type { RouterOutputs } from "../../../lib/api-types";
import { formatDateTime } from "../../../lib/format";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";

const PAGE_SIZE = 25;

/** The form's choices (the API's option values) as translation keys; the API's labels are English. */
const COMPANY_SIZE_KEYS: Record<CompanySize, string> = {
  "1000-5000": "admin:demoRequests.companySize.from1000To5000",
  "5000-10000": "admin:demoRequests.companySize.from5000To10000",
  "10000-50000": "admin:demoRequests.companySize.from10000To50000",
  "50000+": "admin:demoRequests.companySize.over50000",
};
const TIMELINE_KEYS: Record<Timeline, string> = {
  immediate: "admin:demoRequests.timeline.immediate",
  short: "admin:demoRequests.timeline.short",
  medium: "admin:demoRequests.timeline.medium",
  long: "admin:demoRequests.timeline.long",
};
const BUDGET_KEYS: Record<Budget, string> = {
  "under-50k": "admin:demoRequests.budget.under50k",
  "50k-100k": "admin:demoRequests.budget.from50kTo100k",
  "100k-250k": "admin:demoRequests.budget.from100kTo250k",
  "250k-plus": "admin:demoRequests.budget.over250k",
  undecided: "admin:demoRequests.budget.undecided",
};

/** A stored choice in the user's language; a dash when none was made, the value itself when the app does not know it. */
function choice(t: TFunction, keys: Readonly<Record<string, string>>, value: string | null): string {
  if (!value) return "—";
  const key = keys[value];
  return key ? t(key) : value;
}

type DemoRequest = RouterOutputs["demoRequests"]["list"]["items"][number];

const columns = (t: TFunction): ColumnDef<DemoRequest, unknown>[] => [
  {
    id: "received",
    header: t("admin:demoRequests.columns.received"),
    meta: { headClassName: "pl-4", cellClassName: "whitespace-nowrap pl-4 align-top" },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: "contact",
    header: t("admin:demoRequests.columns.contact"),
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
    header: t("admin:demoRequests.columns.company"),
    meta: { cellClassName: "align-top font-medium" },
    cell: ({ row }) => row.original.company,
  },
  {
    id: "employees",
    header: t("admin:demoRequests.columns.companySize"),
    meta: { cellClassName: "align-top" },
    cell: ({ row }) => choice(t, COMPANY_SIZE_KEYS, row.original.employees),
  },
  {
    id: "timeline",
    header: t("admin:demoRequests.columns.timelineBudget"),
    meta: { cellClassName: "align-top" },
    cell: ({ row: { original: r } }) => (
      <>
        <div>{choice(t, TIMELINE_KEYS, r.timeline)}</div>
        <div className="text-muted-foreground text-xs">{choice(t, BUDGET_KEYS, r.budget)}</div>
      </>
    ),
  },
  {
    id: "message",
    header: t("admin:demoRequests.columns.message"),
    meta: { headClassName: "pr-4", cellClassName: "max-w-md whitespace-pre-wrap pr-4 align-top text-sm" },
    cell: ({ row }) => row.original.message ?? "—",
  },
];

/** Requests for an enterprise demo sent from the public landing page, newest first (Admin only). */
export default function DemoRequestsPage() {
  const trpc = useTRPC();
  // The first page starts loading while the screen's translations arrive (useTranslation suspends until then).
  usePrefetchQuery(trpc.demoRequests.list.queryOptions({ page: 1, limit: PAGE_SIZE }));
  const { t } = useTranslation(["admin"]);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);

  useEffect(() => {
    document.title = t("admin:demoRequests.documentTitle");
  }, [t]);
  const tableColumns = useMemo(() => columns(t), [t]);

  const list = useQuery(
    trpc.demoRequests.list.queryOptions(
      { page, limit: PAGE_SIZE, ...(debounced ? { search: debounced } : {}) },
      { placeholderData: keepPreviousData },
    ),
  );

  return (
    <section>
      <PageHeader title={t("admin:demoRequests.title")} description={t("admin:demoRequests.description")} />
      <Card className="gap-4 py-4">
        <CardContent className="flex flex-wrap items-end gap-4 px-4">
          <div className="grid w-80 gap-2">
            <Label htmlFor="demo-search">{t("admin:demoRequests.search")}</Label>
            <SearchInput
              id="demo-search"
              placeholder={t("admin:demoRequests.searchPlaceholder")}
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
          columns={tableColumns}
          getRowId={(r) => r.id}
          testId="demo-requests-table"
          rowTestId="demo-request-row"
          onPageChange={setPage}
          errorTitle={t("admin:demoRequests.loadError")}
          errorFallback={t("admin:demoRequests.loadFallback")}
          emptyMessage={debounced ? t("admin:demoRequests.emptySearch") : t("admin:demoRequests.empty")}
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4"
        />
      </Card>
    </section>
  );
}
