import { DISPLAY_STATUSES, WORKFLOW_TYPES } from "@tprm/api/schemas";
import { Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { ClearFiltersButton, FilterSearch, useFilterBar } from "../../../components/FilterSearch";
import { LabelledOptions } from "../../../components/LabelledOptions";
import { formatCount } from "../../../lib/format";
import { typeLabels } from "../workflow-labels";
import { CLEARED_FILTERS, isFiltered, type WorkflowListView } from "../workflows-view";

type ViewChange = (change: Partial<WorkflowListView>, options?: { replace?: boolean }) => void;

const oneOf = <T extends string>(values: readonly T[], value: string): T | "" =>
  (values as readonly string[]).includes(value) ? (value as T) : "";

/** The table's filters: search (name, reference, vendor), type and display status; each lives in the URL. */
export function InstanceFilters({ view, onChange }: { view: WorkflowListView; onChange: ViewChange }) {
  const { t } = useTranslation(["workflows"]);
  const bar = useFilterBar(view.q, (q) => onChange({ q }, { replace: true }));
  const narrowing = [view.type, view.status].filter(Boolean).length;
  const statusLabels = Object.fromEntries(
    DISPLAY_STATUSES.map((s) => [s, t(`workflows:displayStatus.${s}`)]),
  ) as Record<(typeof DISPLAY_STATUSES)[number], string>;

  return (
    <fieldset className="grid gap-3" data-testid="workflow-filters">
      <legend className="sr-only">{t("workflows:filters.label")}</legend>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]">
        <FilterSearch
          id="workflow-search"
          label={t("workflows:filters.search")}
          placeholder={t("workflows:filters.searchPlaceholder")}
          toggleLabel={
            narrowing > 0
              ? t("workflows:filters.toggleCount", { n: formatCount(narrowing) })
              : t("workflows:filters.toggle")
          }
          toggleTestId="workflow-filters-toggle"
          bar={bar}
        />
        <div className={bar.field}>
          <Label htmlFor="workflow-type-filter">{t("workflows:filters.type")}</Label>
          <NativeSelect
            id="workflow-type-filter"
            value={view.type}
            onChange={(e) => onChange({ type: oneOf(WORKFLOW_TYPES, e.target.value) })}
          >
            <option value="">{t("workflows:filters.anyType")}</option>
            <LabelledOptions values={WORKFLOW_TYPES} labels={typeLabels(t)} />
          </NativeSelect>
        </div>
        <div className={bar.field}>
          <Label htmlFor="workflow-status-filter">{t("workflows:filters.status")}</Label>
          <NativeSelect
            id="workflow-status-filter"
            value={view.status}
            onChange={(e) => onChange({ status: oneOf(DISPLAY_STATUSES, e.target.value) })}
            data-testid="status-filter"
          >
            <option value="">{t("workflows:filters.anyStatus")}</option>
            <LabelledOptions values={DISPLAY_STATUSES} labels={statusLabels} />
          </NativeSelect>
        </div>
        {isFiltered(view) && (
          <ClearFiltersButton
            label={t("workflows:filters.clear")}
            bar={bar}
            onClear={() => onChange(CLEARED_FILTERS)}
          />
        )}
      </div>
    </fieldset>
  );
}
