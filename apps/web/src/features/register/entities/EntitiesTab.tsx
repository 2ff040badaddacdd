import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { allows, REGISTER_ACCESS } from "@tprm/api/permissions";
import { REGISTER_ENTITY_IMPORT_COLUMNS, REGISTER_ENTITY_KINDS, type RegisterEntityKindValue } from "@tprm/api/schemas";
import { Button, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { PlusIcon, UploadIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import { focusFieldOf, openRecordOf, withOpenRecord } from "../../../lib/record-focus";
import { useSession } from "../../../lib/session";
import { nextSort, type SortState } from "../../../lib/sort";
import { useTRPC } from "../../../lib/trpc";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { DeleteRecordDialog } from "../records/DeleteRecordDialog";
import { ImportDialog } from "../records/ImportDialog";
import type { RegisterEntityRow as RegisterEntityOutput } from "../records/types";
import { EntityFormDialog } from "./EntityFormDialog";
import { entityColumns } from "./entity-columns";

type EntitySort = "name" | "kind" | "country" | "lei" | "createdAt";
const PAGE_SIZE = 25;

/**
 * The bank's entities and branches (DORA B_01.02, B_01.03): searched, filtered by kind, sorted, paged; added, edited
 * and deleted by those who keep the register, and imported from CSV. ?entity=<id|new> opens one's dialog.
 */
export function EntitiesTab() {
  const { t } = useTranslation(["register"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const canEdit = allows(me?.role, REGISTER_ACCESS.edit);
  const [params, setParams] = useSearchParams();
  const openId = openRecordOf(params, "entity");
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<RegisterEntityKindValue | "">("");
  const [sort, setSort] = useState<SortState<EntitySort>>({ sort: "name", order: "asc" });
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<RegisterEntityOutput | null>(null);

  const query = useQuery({
    ...trpc.register.entities.list.queryOptions({
      search: term || undefined,
      kind: kind || undefined,
      sort: sort.sort,
      order: sort.order,
      page,
      limit: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(trpc.register.entities.delete.mutationOptions());
  const importCsv = useMutation(trpc.register.entities.import.mutationOptions());

  const open = useCallback(
    (id: string | null) => setParams((current) => withOpenRecord(current, "entity", id)),
    [setParams],
  );
  const columns = useMemo(
    () =>
      entityColumns(t, {
        href: (e) => `?${withOpenRecord(params, "entity", e.id).toString()}`,
        onOpen: (e) => open(e.id),
        onDelete: canEdit ? setDeleting : undefined,
        canEdit,
      }),
    [t, params, canEdit, open],
  );

  return (
    <div className="grid gap-4" data-testid="register-entities">
      <div className="grid gap-3 sm:flex sm:flex-wrap sm:items-end sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,20rem)_minmax(0,12rem)]">
          <div className="grid gap-1.5">
            <Label htmlFor="entities-search">{t("register:entities.search")}</Label>
            <SearchInput
              id="entities-search"
              value={search}
              placeholder={t("register:entities.searchPlaceholder")}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="entities-kind">{t("register:entities.kindFilter")}</Label>
            <NativeSelect
              id="entities-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as RegisterEntityKindValue | "");
                setPage(1);
              }}
            >
              <option value="">{t("register:entities.allKinds")}</option>
              {REGISTER_ENTITY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`register:entities.kindPlural.${k}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setImporting(true)} data-testid="entities-import">
              <UploadIcon aria-hidden="true" />
              {t("register:import.open")}
            </Button>
            <Button onClick={() => open("new")} data-testid="entities-add">
              <PlusIcon aria-hidden="true" />
              {t("register:entities.add")}
            </Button>
          </div>
        )}
      </div>
      <div className="overflow-x-auto rounded-md border">
        <DataTable
          query={query}
          columns={columns}
          getRowId={(e) => e.id}
          sort={sort}
          onSort={(column) => {
            setSort((current) => nextSort(current, column as EntitySort, new Set<EntitySort>(["createdAt"])));
            setPage(1);
          }}
          onPageChange={setPage}
          rowTestId="entity-row"
          emptyMessage={term || kind ? t("register:entities.noMatch") : t("register:entities.empty")}
          label={t("register:entities.tableLabel")}
          testId="entities-table"
          pagerClassName="border-t px-4 py-2"
        />
      </div>

      {openId && (
        <EntityFormDialog
          key={openId}
          entityId={openId}
          focusField={focusFieldOf(params)}
          canEdit={canEdit}
          onClose={() => open(null)}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t("register:entities.deleteTitle")}
        description={t("register:entities.deleteDescription", { name: deleting?.name ?? "" })}
        success={t("register:entities.deleted", { name: deleting?.name ?? "" })}
        mutation={remove}
        testId="entity-delete-dialog"
      />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        title={t("register:entities.importTitle")}
        description={t("register:entities.importDescription")}
        columns={REGISTER_ENTITY_IMPORT_COLUMNS}
        mutation={importCsv}
        testId="entities-import-dialog"
      />
    </div>
  );
}
