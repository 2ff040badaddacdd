import { ASSESSMENT_STATUSES, ASSESSMENT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { cn, Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { DateField } from "../../components/DateField";
import { ClearFiltersButton, FilterSearch, useFilterBar } from "../../components/FilterSearch";
import { LabelledOptions } from "../../components/LabelledOptions";
import { MeFilterSelect } from "../../components/MeFilterSelect";
import type { PickerOption } from "../../components/SearchPicker";
import { formatCount } from "../../lib/format";
import { AssessorPicker } from "./AssessorPicker";
import { isRisk, isStatus, isType, labelsOf, riskLabel, statusLabel, typeLabel } from "./assessment-format";
import { type AssessmentView, CLEARED_FILTERS, filtersOf, isFiltered, REVIEW_DUE_FILTERS } from "./assessment-view";
import { VendorFilterPicker } from "./VendorFilterPicker";

type ViewChange = (change: Partial<AssessmentView>, options?: { replace?: boolean }) => void;

/**
 * The centre's filters: search, status, overall risk, type, review due, vendor, lead assessor and the assessment
 * date range. Each lives in the URL (assessment-view.ts); the search reaches it once typing pauses.
 */
export function FilterBar({
  view,
  onChange,
  vendor,
  assessor,
  onPicked,
  canPickVendor,
  canPickAssessor,
  meId,
}: {
  view: AssessmentView;
  onChange: ViewChange;
  /** The filtered vendor and assessor with their names, when known (null when the filter is off). */
  vendor: PickerOption | null;
  assessor: PickerOption | null;
  /** A vendor or assessor picked from a list: the page remembers its name. */
  onPicked: (option: PickerOption) => void;
  /** The vendor picker searches the vendor register, which not every role may read. */
  canPickVendor: boolean;
  /** The assessor picker searches the user directory; without it the filter offers "me" (the signed-in user). */
  canPickAssessor: boolean;
  meId: string | undefined;
}) {
  const { t } = useTranslation(["riskAssessment", "common"]);
  const bar = useFilterBar(view.q, (q) => onChange({ q }, { replace: true }));
  const { field, moreId, expanded } = bar;
  const narrowing = Object.keys(filtersOf(view)).filter((key) => key !== "search").length;

  const pick = (key: "vendor" | "assessor") => (option: PickerOption | null) => {
    if (option) onPicked(option);
    onChange({ [key]: option?.id ?? "" });
  };

  return (
    <fieldset className="grid gap-3" data-testid="assessment-filters">
      <legend className="sr-only">{t("riskAssessment:filters.label")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <FilterSearch
          id="assessment-search"
          label={t("riskAssessment:filters.search")}
          placeholder={t("riskAssessment:filters.searchPlaceholder")}
          toggleLabel={
            narrowing > 0
              ? t("riskAssessment:filters.toggleCount", { n: formatCount(narrowing) })
              : t("riskAssessment:filters.toggle")
          }
          toggleTestId="filters-toggle"
          bar={bar}
        />
        <div className={field}>
          <Label htmlFor="assessment-status">{t("riskAssessment:filters.status")}</Label>
          <NativeSelect
            id="assessment-status"
            value={view.status}
            onChange={(e) => onChange({ status: isStatus(e.target.value) ? e.target.value : "" })}
          >
            <option value="">{t("riskAssessment:filters.anyStatus")}</option>
            <LabelledOptions
              values={ASSESSMENT_STATUSES}
              labels={labelsOf(ASSESSMENT_STATUSES, (s) => statusLabel(t, s))}
            />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="assessment-risk">{t("riskAssessment:filters.risk")}</Label>
          <NativeSelect
            id="assessment-risk"
            value={view.risk}
            onChange={(e) => onChange({ risk: isRisk(e.target.value) ? e.target.value : "" })}
          >
            <option value="">{t("riskAssessment:filters.anyRisk")}</option>
            <LabelledOptions values={RISK_LEVELS} labels={labelsOf(RISK_LEVELS, (r) => riskLabel(t, r))} />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="assessment-type">{t("riskAssessment:filters.type")}</Label>
          <NativeSelect
            id="assessment-type"
            value={view.type}
            onChange={(e) => onChange({ type: isType(e.target.value) ? e.target.value : "" })}
          >
            <option value="">{t("riskAssessment:filters.anyType")}</option>
            <LabelledOptions values={ASSESSMENT_TYPES} labels={labelsOf(ASSESSMENT_TYPES, (v) => typeLabel(t, v))} />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="assessment-due">{t("riskAssessment:filters.reviewDue")}</Label>
          <NativeSelect
            id="assessment-due"
            value={view.due}
            onChange={(e) =>
              onChange({ due: e.target.value === "overdue" || e.target.value === "due" ? e.target.value : "" })
            }
          >
            <option value="">{t("riskAssessment:filters.anyReview")}</option>
            {REVIEW_DUE_FILTERS.map((due) => (
              <option key={due} value={due}>
                {t(`riskAssessment:filters.due.${due}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div
        id={moreId}
        className={cn(
          "grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]",
          !expanded && "max-lg:hidden",
        )}
      >
        {canPickVendor && (
          <div className={field}>
            <Label htmlFor="assessment-vendor">{t("riskAssessment:filters.vendor")}</Label>
            <VendorFilterPicker id="assessment-vendor" value={vendor} onChange={pick("vendor")} />
          </div>
        )}
        <div className={field}>
          <Label htmlFor="assessment-assessor">{t("riskAssessment:filters.assessor")}</Label>
          {canPickAssessor ? (
            <AssessorPicker id="assessment-assessor" value={assessor} onChange={pick("assessor")} clearUnpickedOnBlur />
          ) : (
            <MeFilterSelect
              id="assessment-assessor"
              value={assessor}
              meId={meId}
              onChange={(assessor) => onChange({ assessor })}
              anyoneLabel={t("riskAssessment:filters.anyone")}
              meLabel={t("riskAssessment:filters.me")}
            />
          )}
        </div>
        <div className={field}>
          <Label htmlFor="assessment-from">{t("riskAssessment:filters.from")}</Label>
          <DateField
            id="assessment-from"
            value={view.from}
            max={view.to || undefined}
            onChange={(from) => onChange({ from })}
          />
        </div>
        <div className={field}>
          <Label htmlFor="assessment-to">{t("riskAssessment:filters.to")}</Label>
          <DateField
            id="assessment-to"
            value={view.to}
            min={view.from || undefined}
            onChange={(to) => onChange({ to })}
          />
        </div>
        {isFiltered(view) && (
          <ClearFiltersButton
            label={t("riskAssessment:filters.clear")}
            bar={bar}
            onClear={() => onChange(CLEARED_FILTERS)}
          />
        )}
      </div>
    </fieldset>
  );
}
