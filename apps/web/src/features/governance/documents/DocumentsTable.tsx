import type { UseQueryResult } from "@tanstack/react-query";
import {
  DOCUMENT_COMPLIANCE_STATES,
  DOCUMENT_STATUSES,
  type DocumentComplianceValue,
  type DocumentStatusValue,
} from "@tprm/api/schemas";
import { Button, Card, Label, NativeSelect } from "@tprm/ui";
import { FilterXIcon } from "lucide-react";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type Page } from "../../../components/DataTable";
import { documentColumns } from "./document-columns";
import { type DocumentsView, isNarrowed } from "./documents-view";
import type { RepositoryDocument } from "./types";

/**
 * The documents table: the recent documents (newest change first) or, once narrowed, the documents of the category
 * being browsed, the search's results and the status and compliance filters; paged by the server.
 */
export function DocumentsTable({
  query,
  view,
  categoryName,
  onViewChange,
  onView,
}: {
  query: UseQueryResult<Page<RepositoryDocument>, unknown>;
  view: DocumentsView;
  categoryName: string | null;
  onViewChange: (change: Partial<DocumentsView>) => void;
  onView: (document: RepositoryDocument) => void;
}) {
  const { t } = useTranslation(["governanceDocuments"]);
  const columns = useMemo(() => documentColumns({ t, onView }), [t, onView]);
  const statusId = useId();
  const complianceId = useId();
  const narrowed = isNarrowed(view);
  const heading = view.category
    ? t("governanceDocuments:table.inCategory", { name: categoryName ?? t("governanceDocuments:table.aCategory") })
    : view.q
      ? t("governanceDocuments:table.searchResults", { q: view.q })
      : t("governanceDocuments:table.recent");

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="documents-card">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4">
        <h3 className="min-w-0 break-words font-semibold" data-testid="documents-heading">
          {heading}
        </h3>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={statusId}>{t("governanceDocuments:filters.status")}</Label>
            <NativeSelect
              id={statusId}
              value={view.status ?? ""}
              onChange={(e) => onViewChange({ status: (e.target.value || null) as DocumentStatusValue | null })}
              data-testid="filter-status"
            >
              <option value="">{t("governanceDocuments:filters.anyStatus")}</option>
              {DOCUMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`governanceDocuments:status.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={complianceId}>{t("governanceDocuments:filters.compliance")}</Label>
            <NativeSelect
              id={complianceId}
              value={view.compliance ?? ""}
              onChange={(e) => onViewChange({ compliance: (e.target.value || null) as DocumentComplianceValue | null })}
              data-testid="filter-compliance"
            >
              <option value="">{t("governanceDocuments:filters.anyCompliance")}</option>
              {DOCUMENT_COMPLIANCE_STATES.map((c) => (
                <option key={c} value={c}>
                  {t(`governanceDocuments:compliance.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {narrowed && (
            <Button
              variant="ghost"
              onClick={() => onViewChange({ q: "", category: null, status: null, compliance: null })}
              data-testid="documents-show-recent"
            >
              <FilterXIcon aria-hidden="true" />
              {t("governanceDocuments:filters.showRecent")}
            </Button>
          )}
        </div>
      </div>
      <DataTable
        query={query}
        columns={columns}
        getRowId={(d) => d.id}
        onPageChange={(page) => onViewChange({ page })}
        rowTestId="document-row"
        rowProps={(d) => ({ "data-document-id": d.id })}
        label={heading}
        testId="documents-table"
        className="min-w-[960px]"
        headerClassName="bg-muted/40"
        headerRowClassName="hover:bg-transparent"
        keepDataOnError
        errorClassName="p-4"
        errorTitle={t("governanceDocuments:table.loadFailed")}
        errorFallback={t("governanceDocuments:table.loadFailedHint")}
        skeletonRows={5}
        skeletonCellClassName="h-12"
        emptyCellClassName="py-12 text-center"
        emptyMessage={
          <div data-testid="documents-empty">
            <p className="font-medium">
              {narrowed ? t("governanceDocuments:table.noMatch") : t("governanceDocuments:table.empty")}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {narrowed ? t("governanceDocuments:table.noMatchHint") : t("governanceDocuments:table.emptyHint")}
            </p>
          </div>
        }
        hidePagerWhenEmpty
        pagerClassName="border-t px-4 py-3"
      />
    </Card>
  );
}
