import type { UseQueryResult } from "@tanstack/react-query";
import { RISK_ASSESSMENT_SORTS } from "@tprm/api/schemas";
import { Button, Card, Checkbox, Label, NativeSelect, Pagination, Skeleton } from "@tprm/ui";
import { ArrowDownWideNarrowIcon, ArrowUpNarrowWideIcon, ClipboardListIcon, SearchXIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledOptions } from "../../components/LabelledOptions";
import { formatCount } from "../../lib/format";
import { AssessmentBulkActions } from "./AssessmentBulkActions";
import { AssessmentCard } from "./AssessmentCard";
import { AssessmentLoadError } from "./AssessmentLoadError";
import { flipOrder, labelsOf, SORT_LABELS, sortBy } from "./assessment-format";
import type { AssessmentView } from "./assessment-view";
import { isFiltered } from "./assessment-view";
import type { AssessmentList } from "./types";

type ListQuery = UseQueryResult<AssessmentList, unknown>;

const GRID = "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3";

/**
 * The assessment cards: sort, paging, loading skeletons, the spec's two empty states (000 §2) and its load-failure
 * text (000 §8). Risk Managers select cards for the bulk bar; the selection is the page's and goes when the view
 * changes.
 */
export function AssessmentGrid({
  list,
  view,
  onViewChange,
  selectable,
  canPickAssessor,
  hrefFor,
  emptyAction,
}: {
  list: ListQuery;
  view: AssessmentView;
  onViewChange: (change: Partial<AssessmentView>) => void;
  selectable: boolean;
  /** The bulk bar's "Change lead assessor" needs the user directory. */
  canPickAssessor: boolean;
  hrefFor: (id: string) => string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = list.data?.items ?? [];
  const pagination = list.data?.pagination;

  // A new filter, sort or page starts with nothing selected (adjusted during render, not in an effect).
  const viewKey = JSON.stringify({ ...view, mode: undefined });
  const [shownFor, setShownFor] = useState(viewKey);
  if (shownFor !== viewKey) {
    setShownFor(viewKey);
    setSelected(new Set());
  }
  const chosen = items.filter((a) => selected.has(a.id));
  const allOnPage = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const sortLabels = labelsOf(RISK_ASSESSMENT_SORTS, (column) => t(SORT_LABELS[column]));
  const OrderIcon = view.sort.order === "asc" ? ArrowUpNarrowWideIcon : ArrowDownWideNarrowIcon;

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <AssessmentLoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.isPending) {
    body = (
      <ul className={GRID} aria-busy="true" aria-label={t("riskAssessment:grid.loading")}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <li key={i} data-testid="assessment-card-skeleton">
            <Card className="gap-4 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-full" />
              <Skeleton className="h-2 w-full" />
              <Skeleton className="h-10 w-full" />
            </Card>
          </li>
        ))}
      </ul>
    );
  } else if (items.length === 0) {
    const filtered = isFiltered(view);
    const Icon = filtered ? SearchXIcon : ClipboardListIcon;
    body = (
      <Card className="items-center gap-2 px-6 py-12 text-center" data-testid="assessments-empty">
        <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
        {filtered ? (
          <p className="font-medium">{t("riskAssessment:empty.filtered")}</p>
        ) : (
          <>
            <p className="font-medium">{t("riskAssessment:empty.title")}</p>
            <p className="text-sm text-muted-foreground">{t("riskAssessment:empty.hint")}</p>
          </>
        )}
        <div className="mt-3 empty:hidden">{filtered ? null : emptyAction}</div>
      </Card>
    );
  } else {
    body = (
      <ul className={GRID} aria-label={t("riskAssessment:grid.label")} data-testid="assessment-grid">
        {items.map((assessment) => (
          <li key={assessment.id} className="grid">
            <AssessmentCard
              assessment={assessment}
              href={hrefFor(assessment.id)}
              selectable={selectable}
              selected={selected.has(assessment.id)}
              onSelectedChange={(on) => toggle(assessment.id, on)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="assessment-count">
          {pagination
            ? t("riskAssessment:grid.count", {
                count: pagination.total,
                n: `${formatCount(pagination.total)}${pagination.totalIsLowerBound ? "+" : ""}`,
              })
            : "\u00a0"}
        </p>
        <div className="flex flex-wrap items-end gap-2">
          {selectable && items.length > 0 && (
            <Label className="h-9 items-center gap-2 rounded-md border px-3 text-sm font-normal">
              <Checkbox
                checked={allOnPage ? true : chosen.length > 0 ? "indeterminate" : false}
                onCheckedChange={(on) => setSelected(on === true ? new Set(items.map((a) => a.id)) : new Set())}
                data-testid="select-page"
              />
              {t("riskAssessment:grid.selectPage")}
            </Label>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="assessment-sort">{t("riskAssessment:sort.label")}</Label>
            <NativeSelect
              id="assessment-sort"
              className="w-52"
              value={view.sort.sort}
              onChange={(e) => {
                const column = RISK_ASSESSMENT_SORTS.find((c) => c === e.target.value);
                if (column) onViewChange({ sort: sortBy(view.sort, column) });
              }}
            >
              <LabelledOptions values={RISK_ASSESSMENT_SORTS} labels={sortLabels} />
            </NativeSelect>
          </div>
          <Button
            variant="outline"
            size="icon"
            onClick={() => onViewChange({ sort: flipOrder(view.sort) })}
            aria-label={
              view.sort.order === "asc" ? t("riskAssessment:sort.ascending") : t("riskAssessment:sort.descending")
            }
            title={view.sort.order === "asc" ? t("riskAssessment:sort.ascending") : t("riskAssessment:sort.descending")}
            data-testid="sort-order"
          >
            <OrderIcon aria-hidden="true" />
          </Button>
        </div>
      </div>

      {selectable && chosen.length > 0 && (
        <AssessmentBulkActions
          selected={chosen}
          canPickAssessor={canPickAssessor}
          onClear={() => setSelected(new Set())}
        />
      )}

      {list.isError && list.data && (
        <AssessmentLoadError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      )}

      {body}

      {pagination && items.length > 0 && (
        <Pagination
          page={view.page}
          totalPages={pagination.totalPages}
          total={pagination.total}
          totalIsLowerBound={pagination.totalIsLowerBound}
          onPageChange={(page) => onViewChange({ page })}
          disabled={list.isFetching}
        />
      )}
    </div>
  );
}
