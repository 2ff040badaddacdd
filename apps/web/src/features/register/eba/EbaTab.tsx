import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allows, can, REGISTER_ACCESS } from "@tprm/api/permissions";
import { Card, CardContent } from "@tprm/ui";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import type { PickerOption } from "../../../components/SearchPicker";
import { useSession } from "../../../lib/session";
import { nextSort } from "../../../lib/sort";
import { useTRPC } from "../../../lib/trpc";
import {
  activeFilterCount,
  type EbaSort,
  ebaFiltersFrom,
  ebaFiltersInput,
  withEbaFilters,
  withoutEbaFilters,
} from "../register-url";
import { EbaDetail } from "./EbaDetail";
import { EbaDownload } from "./EbaDownload";
import { EbaFilterBar } from "./EbaFilterBar";
import { ebaColumns, ebaDetailId } from "./eba-columns";

const LIMIT = 25;
const DESC_FIRST = new Set<EbaSort>(["startDate", "endDate"]);

/**
 * The EBA outsourcing register (EBA/GL/2019/02 §11): every arrangement with paragraph 54's fields, paragraph 55's for
 * the critical or important ones (a row opens its detail), filtered and sorted on the server, and downloaded as the
 * same rows in XLSX or CSV.
 */
export function EbaTab() {
  const { t } = useTranslation(["register", "contracts", "common"]);
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filters = ebaFiltersFrom(params);
  const { data: me } = useSession();
  const mayExport = allows(me?.role, REGISTER_ACCESS.edit);
  const [pickedProvider, setPickedProvider] = useState<PickerOption | null>(null);

  const sort = { sort: filters.sort ?? "reference", order: filters.order ?? "asc" } as const;
  const list = useQuery(
    trpc.register.eba.list.queryOptions(
      { ...ebaFiltersInput(filters), sort: sort.sort, order: sort.order, page: filters.page, limit: LIMIT },
      { placeholderData: keepPreviousData },
    ),
  );
  const columns = useMemo(() => ebaColumns(t), [t]);
  const change = (next: Partial<typeof filters>, picked?: PickerOption | null) => {
    if (picked !== undefined) setPickedProvider(picked);
    setParams((current) => withEbaFilters(current, next));
  };
  const providerName =
    pickedProvider?.id === filters.provider
      ? pickedProvider?.name
      : list.data?.items.find((r) => r.provider.id === filters.provider)?.provider.name;
  const provider = filters.provider ? { id: filters.provider, name: providerName ?? "…" } : null;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="eba-tab">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-muted-foreground">{t("register:eba.intro")}</p>
        {mayExport && <EbaDownload filters={filters} />}
      </div>
      <EbaFilterBar
        filters={filters}
        provider={provider}
        onChange={change}
        onClear={() => setParams((current) => withoutEbaFilters(current))}
        canPickProvider={can(me?.role, "view", "vendors")}
      />
      <Card className="py-0">
        <DataTable
          query={list}
          columns={columns}
          getRowId={(row) => row.contractId}
          sort={sort}
          onSort={(column) => change(nextSort<EbaSort>(sort, column as EbaSort, DESC_FIRST))}
          onPageChange={(page) => change({ page })}
          renderExpanded={(row) => <EbaDetail row={row} />}
          expandedRowId={ebaDetailId}
          emptyMessage={
            filters.q || activeFilterCount(filters) > 0 ? t("register:eba.emptyFiltered") : t("register:eba.empty")
          }
          errorTitle={t("register:eba.loadFailed")}
          errorFallback={t("register:eba.loadFailed")}
          label={t("register:eba.tableLabel")}
          rowTestId="eba-row"
          testId="eba-table"
          Wrapper={CardContent}
          bodyClassName="px-0"
          pagerClassName="px-4 pb-4"
          hidePagerWhenEmpty
        />
      </Card>
    </div>
  );
}
