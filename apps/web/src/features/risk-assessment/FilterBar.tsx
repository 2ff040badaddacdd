import { ASSESSMENT_STATUSES, ASSESSMENT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { Button, cn, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { FilterXIcon, SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../components/DateField";
import { LabelledOptions } from "../../components/LabelledOptions";
import type { PickerOption } from "../../components/SearchPicker";
import { formatCount } from "../../lib/format";
import { useDebouncedValue } from "../../lib/use-debounced-value";
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
  const [search, setSearch] = useState(view.q);
  const typed = useDebouncedValue(search.trim(), 300);
  const latest = useRef({ q: view.q, onChange });
  latest.current = { q: view.q, onChange };
  // The box's text reaches the URL once typing has paused (typed caught up with it). Checked on every change to the
  // box and the URL, not only when the paused value changes: after "Clear filters", typing the same search again
  // within the pause leaves the paused value as it was, and must still be applied.
  const current = search.trim();
  useEffect(() => {
    if (typed === current && typed !== view.q) latest.current.onChange({ q: typed }, { replace: true });
  }, [typed, current, view.q]);
  // Back, Forward, a link or "Clear filters" changed the search: the box shows it.
  const [shownQ, setShownQ] = useState(view.q);
  if (shownQ !== view.q) {
    setShownQ(view.q);
    if (search.trim() !== view.q) setSearch(view.q);
  }

  // Below the large breakpoint only the search shows until "Filters" opens the rest.
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const field = cn("grid gap-1.5", !expanded && "max-lg:hidden");
  const narrowing = Object.keys(filtersOf(view)).filter((key) => key !== "search").length;

  const pick = (key: "vendor" | "assessor") => (option: PickerOption | null) => {
    if (option) onPicked(option);
    onChange({ [key]: option?.id ?? "" });
  };

  return (
    <fieldset className="grid gap-3" data-testid="assessment-filters">
      <legend className="sr-only">{t("riskAssessment:filters.label")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="assessment-search">{t("riskAssessment:filters.search")}</Label>
          <div className="flex gap-2">
            <SearchInput
              id="assessment-search"
              wrapperClassName="min-w-0 flex-1"
              placeholder={t("riskAssessment:filters.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button
              variant="outline"
              className="lg:hidden"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((open) => !open)}
              data-testid="filters-toggle"
            >
              <SlidersHorizontalIcon aria-hidden="true" />
              {narrowing > 0
                ? t("riskAssessment:filters.toggleCount", { n: formatCount(narrowing) })
                : t("riskAssessment:filters.toggle")}
            </Button>
          </div>
        </div>
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
            <NativeSelect
              id="assessment-assessor"
              value={assessor ? (assessor.id === meId ? "me" : "other") : ""}
              onChange={(e) => onChange({ assessor: e.target.value === "me" && meId ? meId : "" })}
            >
              <option value="">{t("riskAssessment:filters.anyone")}</option>
              {meId && <option value="me">{t("riskAssessment:filters.me")}</option>}
              {assessor && assessor.id !== meId && <option value="other">{assessor.name}</option>}
            </NativeSelect>
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
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => {
              setSearch("");
              onChange(CLEARED_FILTERS);
            }}
            data-testid="clear-filters"
          >
            <FilterXIcon aria-hidden="true" />
            {t("riskAssessment:filters.clear")}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
