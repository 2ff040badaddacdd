import { CONTRACT_STAGES, CONTRACT_STATUSES, CONTRACT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { cn, Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { ClearFiltersButton, FilterSearch, useFilterBar } from "../../components/FilterSearch";
import { LabelledOptions } from "../../components/LabelledOptions";
import { MeFilterSelect } from "../../components/MeFilterSelect";
import type { PickerOption } from "../../components/SearchPicker";
import { Switch } from "../../components/Switch";
import { formatCount } from "../../lib/format";
import { type ContractRights, riskLabels, stageLabels, statusLabels, typeLabels } from "./contract-format";
import { CLEARED_FILTERS, type ContractListView, filtersOf, isFiltered, isOneOf } from "./contract-view";
import { OwnerFilter, VendorFilter } from "./FilterPickers";

type ViewChange = (change: Partial<ContractListView>, options?: { replace?: boolean }) => void;

/**
 * The register's filters: search, status, stage, type, risk level, vendor, owner and "Expiring within 30 days".
 * Each lives in the URL (contract-view.ts); the search reaches it once typing pauses.
 */
export function ContractFilters({
  view,
  onChange,
  vendor,
  owner,
  onPicked,
  rights,
  meId,
}: {
  view: ContractListView;
  onChange: ViewChange;
  /** The filtered vendor and owner with their names, when known (null when the filter is off). */
  vendor: PickerOption | null;
  owner: PickerOption | null;
  onPicked: (option: PickerOption) => void;
  rights: ContractRights;
  meId: string | undefined;
}) {
  const { t } = useTranslation(["contracts"]);
  const bar = useFilterBar(view.q, (q) => onChange({ q }, { replace: true }));
  const { field, moreId, expanded } = bar;
  const narrowing = Object.keys(filtersOf(view)).filter((key) => key !== "search").length;
  const pick = (key: "vendor" | "owner") => (option: PickerOption | null) => {
    if (option) onPicked(option);
    onChange({ [key]: option?.id ?? "" });
  };
  const select = <K extends "status" | "stage" | "type" | "risk">(key: K, values: readonly string[]) => ({
    value: view[key],
    onChange: (e: { target: { value: string } }) =>
      onChange({ [key]: isOneOf(values, e.target.value) ? e.target.value : "" } as Partial<ContractListView>),
  });

  return (
    <fieldset className="grid gap-3" data-testid="contract-filters">
      <legend className="sr-only">{t("contracts:filters.label")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <FilterSearch
          id="contract-search"
          label={t("contracts:filters.search")}
          placeholder={t("contracts:filters.searchPlaceholder")}
          toggleLabel={
            narrowing > 0
              ? t("contracts:filters.toggleCount", { n: formatCount(narrowing) })
              : t("contracts:filters.toggle")
          }
          toggleTestId="contract-filters-toggle"
          bar={bar}
        />
        <div className={field}>
          <Label htmlFor="contract-status">{t("contracts:filters.status")}</Label>
          <NativeSelect id="contract-status" {...select("status", CONTRACT_STATUSES)}>
            <option value="">{t("contracts:filters.anyStatus")}</option>
            <LabelledOptions values={CONTRACT_STATUSES} labels={statusLabels(t)} />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="contract-stage">{t("contracts:filters.stage")}</Label>
          <NativeSelect id="contract-stage" {...select("stage", CONTRACT_STAGES)}>
            <option value="">{t("contracts:filters.anyStage")}</option>
            <LabelledOptions values={CONTRACT_STAGES} labels={stageLabels(t)} />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="contract-type">{t("contracts:filters.type")}</Label>
          <NativeSelect id="contract-type" {...select("type", CONTRACT_TYPES)}>
            <option value="">{t("contracts:filters.anyType")}</option>
            <LabelledOptions values={CONTRACT_TYPES} labels={typeLabels(t)} />
          </NativeSelect>
        </div>
        <div className={field}>
          <Label htmlFor="contract-risk">{t("contracts:filters.risk")}</Label>
          <NativeSelect id="contract-risk" {...select("risk", RISK_LEVELS)}>
            <option value="">{t("contracts:filters.anyRisk")}</option>
            <LabelledOptions values={RISK_LEVELS} labels={riskLabels(t)} />
          </NativeSelect>
        </div>
      </div>
      <div
        id={moreId}
        className={cn(
          "grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]",
          !expanded && "max-lg:hidden",
        )}
      >
        {rights.pickVendor && (
          <div className={field}>
            <Label htmlFor="contract-vendor">{t("contracts:filters.vendor")}</Label>
            <VendorFilter id="contract-vendor" value={vendor} onChange={pick("vendor")} />
          </div>
        )}
        <div className={field}>
          <Label htmlFor="contract-owner">{t("contracts:filters.owner")}</Label>
          {rights.pickPeople ? (
            <OwnerFilter id="contract-owner" value={owner} onChange={pick("owner")} />
          ) : (
            <MeFilterSelect
              id="contract-owner"
              value={owner}
              meId={meId}
              onChange={(owner) => onChange({ owner })}
              anyoneLabel={t("contracts:filters.anyone")}
              meLabel={t("contracts:filters.me")}
            />
          )}
        </div>
        <div className={cn(field, "h-9 content-center")}>
          <div className="flex items-center gap-2">
            <Switch
              id="contract-expiring"
              checked={view.expiring}
              onCheckedChange={(expiring) => onChange({ expiring })}
              data-testid="expiring-toggle"
            />
            <Label htmlFor="contract-expiring">{t("contracts:filters.expiring")}</Label>
          </div>
        </div>
        {isFiltered(view) && (
          <ClearFiltersButton
            label={t("contracts:filters.clear")}
            bar={bar}
            onClear={() => onChange(CLEARED_FILTERS)}
          />
        )}
      </div>
    </fieldset>
  );
}
