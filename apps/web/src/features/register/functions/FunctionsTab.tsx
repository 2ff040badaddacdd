import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import { BUSINESS_FUNCTION_IMPORT_COLUMNS } from "@tprm/api/schemas";
import { Button, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { PlusIcon, UploadIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import { ClosedListOptions } from "../../../components/register/ClosedListOptions";
import { focusFieldOf, openRecordOf, withOpenRecord } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { nextSort, type SortState } from "../../../lib/sort";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DeleteRecordDialog } from "../records/DeleteRecordDialog";
import { ImportDialog } from "../records/ImportDialog";
import type { BusinessFunctionRow as BusinessFunctionOutput } from "../records/types";
import { FunctionFormDialog } from "./FunctionFormDialog";
import { functionColumns } from "./function-columns";

type FunctionSort = "name" | "identifier" | "criticality" | "entity" | "createdAt";
type Criticality = "eba_BT:x28" | "eba_BT:x29" | "eba_BT:x21";
const PAGE_SIZE = 25;

/**
 * The bank's functions (DORA B_06.01): searched, filtered by entity and criticality, sorted, paged; added, edited and
 * deleted by those who keep the register, and imported from CSV. ?function=<id|new> opens one's dialog.
 */
export function FunctionsTab() {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const canEdit = allows(me?.role, REGISTER_ACCESS.edit);
  const [params, setParams] = useSearchParams();
  const openId = openRecordOf(params, "function");
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const [entityId, setEntityId] = useState("");
  const [criticality, setCriticality] = useState<Criticality | "">("");
  const [sort, setSort] = useState<SortState<FunctionSort>>({ sort: "name", order: "asc" });
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<BusinessFunctionOutput | null>(null);

  const entities = useQuery(
    trpc.register.entities.list.queryOptions({ kind: "entity", limit: 200, sort: "name", order: "asc" }),
  );
  const query = useQuery({
    ...trpc.register.functions.list.queryOptions({
      search: term || undefined,
      entityId: entityId || undefined,
      criticality: criticality || undefined,
      sort: sort.sort,
      order: sort.order,
      page,
      limit: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(trpc.register.functions.delete.mutationOptions());
  const importCsv = useMutation(trpc.register.functions.import.mutationOptions());

  const open = useCallback(
    (id: string | null) => setParams((current) => withOpenRecord(current, "function", id)),
    [setParams],
  );
  const columns = useMemo(
    () =>
      functionColumns(t, {
        href: (f) => `?${withOpenRecord(params, "function", f.id).toString()}`,
        onOpen: (f) => open(f.id),
        onDelete: canEdit ? setDeleting : undefined,
        canEdit,
      }),
    [t, params, canEdit, open],
  );
  const filtered = Boolean(term || entityId || criticality);

  return (
    <div className="grid gap-4" data-testid="register-functions">
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-3 lg:max-w-3xl">
          <div className="grid gap-1.5">
            <Label htmlFor="functions-search">{t("register:functions.search")}</Label>
            <SearchInput
              id="functions-search"
              value={search}
              placeholder={t("register:functions.searchPlaceholder")}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="functions-entity">{t("register:functions.entityFilter")}</Label>
            <NativeSelect
              id="functions-entity"
              value={entityId}
              onChange={(e) => {
                setEntityId(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t("register:functions.allEntities")}</option>
              {(entities.data?.items ?? []).map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="functions-criticality">{t("register:functions.criticalityFilter")}</Label>
            <NativeSelect
              id="functions-criticality"
              value={criticality}
              onChange={(e) => {
                setCriticality(e.target.value as Criticality | "");
                setPage(1);
              }}
            >
              <ClosedListOptions list="criticality" empty={t("register:functions.anyCriticality")} />
            </NativeSelect>
          </div>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImporting(true)} data-testid="functions-import">
              <UploadIcon aria-hidden="true" />
              {t("register:import.open")}
            </Button>
            <Button onClick={() => open("new")} data-testid="functions-add">
              <PlusIcon aria-hidden="true" />
              {t("register:functions.add")}
            </Button>
          </div>
        )}
      </div>
      <div className="overflow-x-auto rounded-md border">
        <DataTable
          query={query}
          columns={columns}
          getRowId={(f) => f.id}
          sort={sort}
          onSort={(column) => {
            setSort((current) => nextSort(current, column as FunctionSort, new Set<FunctionSort>(["createdAt"])));
            setPage(1);
          }}
          onPageChange={setPage}
          rowTestId="function-row"
          emptyMessage={filtered ? t("register:functions.noMatch") : t("register:functions.empty")}
          label={t("register:functions.tableLabel")}
          testId="functions-table"
          pagerClassName="border-t px-4 py-2"
        />
      </div>

      {openId && (
        <FunctionFormDialog
          key={openId}
          functionId={openId}
          focusField={focusFieldOf(params)}
          canEdit={canEdit}
          onClose={() => open(null)}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t("register:functions.deleteTitle")}
        description={t("register:functions.deleteDescription", { name: deleting?.name ?? "" })}
        success={t("register:functions.deleted", { name: deleting?.name ?? "" })}
        mutation={remove}
        testId="function-delete-dialog"
      />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        title={t("register:functions.importTitle")}
        description={t("register:functions.importDescription")}
        columns={BUSINESS_FUNCTION_IMPORT_COLUMNS}
        mutation={importCsv}
        testId="functions-import-dialog"
      />
    </div>
  );
}
