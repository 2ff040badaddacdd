import type { UseQueryResult } from "@tanstack/react-query";
import { POLICY_STATUSES, type PolicyStatusValue, RISK_LEVELS, type RiskLevelValue } from "@tprm/api/schemas";
import { Button, Card, Input, Label, NativeSelect } from "@tprm/ui";
import { ArchiveIcon, FilterXIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableSelection, type Page } from "../../../components/DataTable";
import { formatCount } from "../../../lib/format";
import { isNarrowed, nextPolicySort, type PoliciesView, type PolicySort, REVIEW_WITHIN_CHOICES } from "./policies-view";
import { policyColumns, type RowActions } from "./policy-columns";
import type { PolicyItem } from "./types";

/**
 * The policies table (or the archived policies): filters, server sort and paging, a row menu, and for those who
 * may archive, row selection with Archive selected.
 */
export function PoliciesTable({
  query,
  view,
  onViewChange,
  actions,
  selection,
  onArchiveSelected,
}: {
  query: UseQueryResult<Page<PolicyItem>, unknown>;
  view: PoliciesView;
  onViewChange: (change: Partial<PoliciesView>) => void;
  actions: RowActions;
  selection?: DataTableSelection<PolicyItem> | undefined;
  onArchiveSelected?: (() => void) | undefined;
}) {
  const { t } = useTranslation(["governancePolicies"]);
  const columns = useMemo(() => policyColumns(t, actions), [t, actions]);
  const ids = { status: useId(), risk: useId(), category: useId(), framework: useId(), within: useId() };
  const narrowed = isNarrowed(view);
  const heading = view.archived ? t("governancePolicies:table.archivedTitle") : t("governancePolicies:table.title");
  const picked = selection?.selected.size ?? 0;

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="policies-card">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4">
        <h3 className="font-semibold">{heading}</h3>
        {!view.archived && (
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.status}>{t("governancePolicies:filters.status")}</Label>
              <NativeSelect
                id={ids.status}
                value={view.status ?? ""}
                onChange={(e) => onViewChange({ status: (e.target.value || null) as PolicyStatusValue | null })}
                data-testid="filter-status"
              >
                <option value="">{t("governancePolicies:filters.anyStatus")}</option>
                {POLICY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`governancePolicies:status.${s}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.risk}>{t("governancePolicies:filters.risk")}</Label>
              <NativeSelect
                id={ids.risk}
                value={view.risk ?? ""}
                onChange={(e) => onViewChange({ risk: (e.target.value || null) as RiskLevelValue | null })}
              >
                <option value="">{t("governancePolicies:filters.anyRisk")}</option>
                {RISK_LEVELS.map((r) => (
                  <option key={r} value={r}>
                    {t(`governancePolicies:risk.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <TextFilter
              id={ids.category}
              label={t("governancePolicies:filters.category")}
              placeholder={t("governancePolicies:filters.anyCategory")}
              value={view.category}
              maxLength={100}
              onApply={(category) => onViewChange({ category })}
              testId="filter-category"
            />
            <TextFilter
              id={ids.framework}
              label={t("governancePolicies:filters.framework")}
              placeholder={t("governancePolicies:filters.anyFramework")}
              value={view.framework}
              maxLength={200}
              onApply={(framework) => onViewChange({ framework })}
              testId="filter-framework"
            />
            <div className="grid gap-1.5">
              <Label htmlFor={ids.within}>{t("governancePolicies:filters.within")}</Label>
              <NativeSelect
                id={ids.within}
                value={view.within ?? ""}
                onChange={(e) => onViewChange({ within: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">{t("governancePolicies:filters.anyTime")}</option>
                {REVIEW_WITHIN_CHOICES.map((d) => (
                  <option key={d} value={d}>
                    {t("governancePolicies:filters.withinDays", { count: d })}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {narrowed && (
              <Button
                variant="ghost"
                onClick={() =>
                  onViewChange({ q: "", status: null, risk: null, category: "", framework: "", within: null })
                }
              >
                <FilterXIcon aria-hidden="true" />
                {t("governancePolicies:filters.clear")}
              </Button>
            )}
          </div>
        )}
      </div>
      {picked > 0 && onArchiveSelected && (
        <div className="flex flex-wrap items-center gap-3 border-b bg-muted/40 px-4 py-2" data-testid="policy-bulk-bar">
          <span className="text-sm">
            {t("governancePolicies:bulk.selected", { count: picked, n: formatCount(picked) })}
          </span>
          <Button size="sm" variant="outline" onClick={onArchiveSelected} data-testid="policy-bulk-archive">
            <ArchiveIcon aria-hidden="true" />
            {t("governancePolicies:bulk.archive")}
          </Button>
        </div>
      )}
      <DataTable
        query={query}
        columns={columns}
        getRowId={(p) => p.id}
        sort={view.sort}
        onSort={(column) => onViewChange({ sort: nextPolicySort(view.sort, column as PolicySort) })}
        onPageChange={(page) => onViewChange({ page })}
        selection={selection}
        rowTestId="policy-row"
        rowProps={(p) => ({ "data-policy-id": p.id })}
        label={heading}
        testId="policies-table"
        className="min-w-[1040px]"
        headerClassName="bg-muted/40"
        keepDataOnError
        errorClassName="p-4"
        errorTitle={t("governancePolicies:table.loadFailed")}
        errorFallback={t("governancePolicies:table.loadFailed")}
        skeletonRows={5}
        skeletonCellClassName="h-12"
        emptyCellClassName="py-12 text-center"
        emptyMessage={
          <div data-testid="policies-empty">
            <p className="font-medium">
              {view.archived
                ? t("governancePolicies:table.noArchived")
                : narrowed
                  ? t("governancePolicies:table.noMatch")
                  : t("governancePolicies:table.empty")}
            </p>
          </div>
        }
        hidePagerWhenEmpty
        pagerClassName="border-t px-4 py-3"
      />
    </Card>
  );
}

/**
 * A free-text filter (the list matches it exactly, case aside), applied on Enter or when the field is left; Back,
 * Forward or "Clear filters" show the URL's value again.
 */
function TextFilter({
  id,
  label,
  placeholder,
  value,
  maxLength,
  onApply,
  testId,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onApply: (value: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const apply = () => {
    if (text.trim() !== value) onApply(text.trim());
  };
  return (
    <div className="grid w-40 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        enterKeyHint="search"
        onKeyDown={(e) => {
          if (e.key === "Enter") apply();
        }}
        onBlur={apply}
        data-testid={testId}
      />
    </div>
  );
}
