import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { can } from "@tprm/api/permissions";
import { Button, Card } from "@tprm/ui";
import { PlusIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { PickerOption } from "../../components/SearchPicker";
import { TagFilter } from "../../components/TagFilter";
import { useSession } from "../../lib/session";
import { useTRPC } from "../../lib/trpc";
import { useTagParam } from "../../lib/use-tag-param";
import { AssessmentGrid } from "./AssessmentGrid";
import { AssessmentHeader } from "./AssessmentHeader";
import { assessmentRights } from "./assessment-permissions";
import {
  type AssessmentView,
  filtersOf,
  newAssessmentOf,
  openAssessmentOf,
  parseAssessmentView,
  toListInput,
  withAssessmentView,
  withNewAssessment,
  withOpenAssessment,
} from "./assessment-view";
import { AssessmentDashboard, preloadAssessmentDashboard } from "./dashboard/AssessmentDashboard";
import { AssessmentDetailDialog } from "./detail/AssessmentDetailDialog";
import { FilterBar } from "./FilterBar";
import { AssessmentFormDialog } from "./form/AssessmentFormDialog";
import { AssessmentTransferActions } from "./transfer/AssessmentTransferActions";
import type { AssessmentDetail } from "./types";

/**
 * The Risk Assessment Centre (000 §2): header with the total and high-risk counts, the Grid / Dashboard toggle,
 * filters, the assessment cards and the detail dialog. Filters, sort, page, view and the open assessment live in
 * the URL (?status=in_progress&view=dashboard&assessment=<id>), so every view can be linked.
 */
export default function RiskAssessmentPage() {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const trpc = useTRPC();
  const { data: me } = useSession();
  const rights = assessmentRights(me?.role);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseAssessmentView(params), [params]);
  const openId = openAssessmentOf(params);
  const creating = rights.create ? newAssessmentOf(params) : null;
  const [editing, setEditing] = useState<AssessmentDetail | null>(null);
  const filters = useMemo(() => filtersOf(view), [view]);

  const documentTitle = t("riskAssessment:page.documentTitle");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const changeView = useCallback(
    (change: Partial<AssessmentView>, options?: { replace?: boolean }) =>
      setParams((current) => withAssessmentView(current, change), options),
    [setParams],
  );
  const openAssessment = useCallback(
    (id: string | null) => setParams((current) => withOpenAssessment(current, id)),
    [setParams],
  );
  const setCreating = useCallback(
    (open: boolean) => setParams((current) => withNewAssessment(current, open)),
    [setParams],
  );
  const hrefFor = useCallback((id: string) => `?${withOpenAssessment(params, id).toString()}`, [params]);

  const [tagId, setTagId] = useTagParam();
  const list = useQuery(
    trpc.riskAssessments.list.queryOptions(
      { ...toListInput(view), tagId },
      {
        placeholderData: keepPreviousData,
        enabled: view.mode === "grid",
      },
    ),
  );

  // A page past the end (an old link, the last page after a change) goes to the last page there is.
  const served = list.data?.pagination;
  const lastPage =
    served && !list.isPlaceholderData && (list.data?.items.length ?? 0) === 0 ? Math.max(1, served.totalPages) : null;
  const latest = useRef(changeView);
  latest.current = changeView;
  useEffect(() => {
    if (lastPage !== null && view.page > lastPage) latest.current({ page: lastPage }, { replace: true });
  }, [lastPage, view.page]);

  // The names of the filtered vendor and assessor: picked from a list, or read off the cards they filter.
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const remember = useCallback((option: PickerOption) => setNames((n) => ({ ...n, [option.id]: option.name })), []);
  const items = list.data?.items ?? [];
  const nameOf = (id: string, read: (item: (typeof items)[number]) => { id: string; name: string }, unknown: string) =>
    names[id] ?? items.map(read).find((ref) => ref.id === id)?.name ?? unknown;
  const vendor = view.vendor
    ? { id: view.vendor, name: nameOf(view.vendor, (a) => a.vendor, t("riskAssessment:filters.chosenVendor")) }
    : null;
  const assessor = view.assessor
    ? {
        id: view.assessor,
        name: nameOf(view.assessor, (a) => a.leadAssessor, t("riskAssessment:filters.chosenAssessor")),
      }
    : null;

  const newButton = rights.create ? (
    <Button onClick={() => setCreating(true)} data-testid="new-assessment">
      <PlusIcon aria-hidden="true" />
      {t("riskAssessment:actions.new")}
    </Button>
  ) : null;

  return (
    <div>
      <AssessmentHeader
        mode={view.mode}
        onModeChange={(mode) => changeView({ mode })}
        onDashboardHint={preloadAssessmentDashboard}
        actions={
          <>
            {/* Export / Import: their own group, apart from New Assessment (as on the vendor screen). */}
            <div className="flex flex-wrap items-center gap-2 empty:hidden" data-slot="assessment-transfer-actions">
              <AssessmentTransferActions filters={filters} />
            </div>
            {newButton}
          </>
        }
      />

      <div className="grid grid-cols-1 gap-6">
        <Card className="gap-0 p-4 sm:p-5">
          <FilterBar
            view={view}
            onChange={changeView}
            vendor={vendor}
            assessor={assessor}
            onPicked={remember}
            canPickVendor={can(me?.role, "view", "vendors")}
            canPickAssessor={rights.pickPeople}
            meId={me?.id}
          />
          <TagFilter className="mt-3 sm:max-w-xs" value={tagId} onChange={setTagId} />
        </Card>

        {view.mode === "grid" ? (
          <AssessmentGrid
            list={list}
            view={view}
            onViewChange={changeView}
            selectable={rights.edit}
            canPickAssessor={rights.pickPeople}
            hrefFor={hrefFor}
            emptyAction={newButton}
          />
        ) : (
          <AssessmentDashboard filters={filters} />
        )}
      </div>

      <AssessmentDetailDialog
        assessmentId={openId}
        rights={rights}
        onOpenAssessment={(id) => openAssessment(id)}
        onClose={() => openAssessment(null)}
        onEdit={rights.edit ? setEditing : undefined}
      />
      {rights.create && (
        <AssessmentFormDialog
          open={creating !== null}
          onOpenChange={(open) => !open && setCreating(false)}
          defaultVendorId={creating?.vendorId}
          // The new assessment opens in its detail, where it is scored and submitted.
          onSaved={(saved) => setParams((current) => withOpenAssessment(withNewAssessment(current, false), saved.id))}
        />
      )}
      {rights.edit && (
        <AssessmentFormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          assessment={editing ?? undefined}
        />
      )}
    </div>
  );
}
