import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { allows, GOVERNANCE_ACCESS } from "@tprm/api/permissions";
import { PROCEDURE_COMPLEXITIES, PROCEDURE_STATUSES } from "@tprm/api/schemas";
import { Button, Card, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { ArchiveIcon, ListIcon, PlusIcon } from "lucide-react";
import { useCallback, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "../../../components/DataTable";
import { useFilterBar } from "../../../components/FilterSearch";
import { TagFilter } from "../../../components/TagFilter";
import { useSession } from "../../../lib/session";
import { useTRPC } from "../../../lib/trpc";
import { useTagParam } from "../../../lib/use-tag-param";
import { AlignmentCard } from "./AlignmentCard";
import { ArchiveProcedureDialog } from "./ArchiveProcedureDialog";
import { ProcedureFormDialog } from "./ProcedureFormDialog";
import { procedureColumns } from "./procedure-columns";
import { complexityLabel, statusLabel } from "./procedure-format";
import {
  isNarrowed,
  nextProcedureSort,
  PROCEDURES_PAGE_SIZE,
  type ProcedureSort,
  type ProceduresView,
  proceduresViewOf,
  proceduresViewParams,
  toListInput,
} from "./procedures-view";
import type { ProcedureRow } from "./types";

type Dialog =
  | { kind: "form"; procedure: ProcedureRow | null }
  | { kind: "archive" | "restore"; procedure: ProcedureRow }
  | null;

/** The Global Procedure Management tab (001 §2.2): New Procedure, the monitoring card, the table and its archive. */
export default function ProceduresTab() {
  const { t } = useTranslation(["governanceProcedures", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const rights = {
    create: allows(me?.role, GOVERNANCE_ACCESS.createProcedure),
    edit: allows(me?.role, GOVERNANCE_ACCESS.editProcedure),
    archive: allows(me?.role, GOVERNANCE_ACCESS.archiveProcedure),
  };
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => proceduresViewOf(params), [params]);
  const change = useCallback(
    (next: Partial<ProceduresView>) => setParams((current) => proceduresViewParams(current, next)),
    [setParams],
  );
  const bar = useFilterBar(view.q, (q) => change({ q }));
  const searchId = useId();
  const [dialog, setDialog] = useState<Dialog>(null);

  const [tagId, setTagId] = useTagParam();
  const list = useQuery({
    ...trpc.procedures.list.queryOptions({ ...toListInput(view), tagId }, { placeholderData: keepPreviousData }),
    enabled: !view.archived,
  });
  const archivedList = useQuery({
    ...trpc.procedures.archived.queryOptions(
      { page: view.page, limit: PROCEDURES_PAGE_SIZE, ...(view.q ? { search: view.q } : {}) },
      { placeholderData: keepPreviousData },
    ),
    enabled: view.archived,
  });
  const alignment = useQuery(trpc.procedures.alignment.queryOptions());

  const columns = useMemo(
    () =>
      procedureColumns(t, view.archived, {
        onEdit: rights.edit && !view.archived ? (p) => setDialog({ kind: "form", procedure: p }) : undefined,
        onArchive: rights.archive && !view.archived ? (p) => setDialog({ kind: "archive", procedure: p }) : undefined,
        onRestore: rights.archive && view.archived ? (p) => setDialog({ kind: "restore", procedure: p }) : undefined,
      }),
    [t, view.archived, rights.edit, rights.archive],
  );

  return (
    <div className="grid grid-cols-1 gap-6" data-testid="procedures-tab">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid w-full gap-1.5 sm:w-72">
            <Label htmlFor={searchId}>{t("governanceProcedures:search.label")}</Label>
            <SearchInput
              id={searchId}
              placeholder={t("governanceProcedures:search.placeholder")}
              value={bar.search}
              onChange={(e) => bar.setSearch(e.target.value)}
              data-testid="procedures-search"
            />
          </div>
          {!view.archived && (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor={`${searchId}-status`}>{t("governanceProcedures:filters.status")}</Label>
                <NativeSelect
                  id={`${searchId}-status`}
                  value={view.status ?? ""}
                  onChange={(e) => change({ status: (e.target.value || null) as ProceduresView["status"] })}
                >
                  <option value="">{t("governanceProcedures:filters.any")}</option>
                  {PROCEDURE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel(t, s)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${searchId}-complexity`}>{t("governanceProcedures:filters.complexity")}</Label>
                <NativeSelect
                  id={`${searchId}-complexity`}
                  value={view.complexity ?? ""}
                  onChange={(e) => change({ complexity: (e.target.value || null) as ProceduresView["complexity"] })}
                >
                  <option value="">{t("governanceProcedures:filters.any")}</option>
                  {PROCEDURE_COMPLEXITIES.map((c) => (
                    <option key={c} value={c}>
                      {complexityLabel(t, c)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <TagFilter value={tagId} onChange={setTagId} />
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => change({ archived: !view.archived })}
            data-testid="procedures-toggle-archived"
          >
            {view.archived ? <ListIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {view.archived
              ? t("governanceProcedures:actions.showActive")
              : t("governanceProcedures:actions.showArchived")}
          </Button>
          {rights.create && (
            <Button onClick={() => setDialog({ kind: "form", procedure: null })} data-testid="new-procedure">
              <PlusIcon aria-hidden="true" />
              {t("governanceProcedures:actions.new")}
            </Button>
          )}
        </div>
      </div>
      {!view.archived && <AlignmentCard query={alignment} />}
      <Card className="gap-0 overflow-hidden py-0">
        <h2 className="border-b px-4 py-3 text-base font-semibold">
          {view.archived ? t("governanceProcedures:table.archivedTitle") : t("governanceProcedures:table.title")}
        </h2>
        <DataTable
          query={view.archived ? archivedList : list}
          columns={columns}
          getRowId={(p) => p.id}
          sort={view.archived ? undefined : view.sort}
          onSort={(column) => change({ sort: nextProcedureSort(view.sort, column as ProcedureSort) })}
          onPageChange={(page) => change({ page })}
          rowTestId="procedure-row"
          label={t("governanceProcedures:table.label")}
          testId="procedures-table"
          className="min-w-[960px]"
          headerClassName="bg-muted/40"
          keepDataOnError
          errorClassName="p-4"
          errorTitle={t("governanceProcedures:table.loadFailed")}
          errorFallback={t("governanceProcedures:table.loadFailedHint")}
          emptyCellClassName="py-12 text-center"
          emptyMessage={
            <p data-testid="procedures-empty">
              {view.archived
                ? t("governanceProcedures:table.emptyArchived")
                : isNarrowed(view)
                  ? t("governanceProcedures:table.noMatch")
                  : t("governanceProcedures:table.empty")}
            </p>
          }
          hidePagerWhenEmpty
          pagerClassName="border-t px-4 py-3"
        />
      </Card>
      {dialog?.kind === "form" && <ProcedureFormDialog procedure={dialog.procedure} onClose={() => setDialog(null)} />}
      {(dialog?.kind === "archive" || dialog?.kind === "restore") && (
        <ArchiveProcedureDialog
          procedure={dialog.procedure}
          restoring={dialog.kind === "restore"}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
