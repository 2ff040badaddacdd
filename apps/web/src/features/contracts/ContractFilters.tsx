import { CONTRACT_STAGES, CONTRACT_STATUSES, CONTRACT_TYPES, RISK_LEVELS } from "@tprm/api/schemas";
import { Button, cn, Label, NativeSelect, SearchInput } from "@tprm/ui";
import { FilterXIcon, SlidersHorizontalIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledOptions } from "../../components/LabelledOptions";
import type { PickerOption } from "../../components/SearchPicker";
import { Switch } from "../../components/Switch";
import { formatCount } from "../../lib/format";
import { useDebouncedValue } from "../../lib/use-debounced-value";
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
  const [search, setSearch] = useState(view.q);
  const typed = useDebouncedValue(search.trim(), 300);
  const latest = useRef(onChange);
  latest.current = onChange;
  const current = search.trim();
  useEffect(() => {
    if (typed === current && typed !== view.q) latest.current({ q: typed }, { replace: true });
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
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor="contract-search">{t("contracts:filters.search")}</Label>
          <div className="flex gap-2">
            <SearchInput
              id="contract-search"
              wrapperClassName="min-w-0 flex-1"
              placeholder={t("contracts:filters.searchPlaceholder")}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <Button
              variant="outline"
              className="lg:hidden"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((open) => !open)}
              data-testid="contract-filters-toggle"
            >
              <SlidersHorizontalIcon aria-hidden="true" />
              {narrowing > 0
                ? t("contracts:filters.toggleCount", { n: formatCount(narrowing) })
                : t("contracts:filters.toggle")}
            </Button>
          </div>
        </div>
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
            <NativeSelect
              id="contract-owner"
              value={owner ? (owner.id === meId ? "me" : "other") : ""}
              onChange={(e) => onChange({ owner: e.target.value === "me" && meId ? meId : "" })}
            >
              <option value="">{t("contracts:filters.anyone")}</option>
              {meId && <option value="me">{t("contracts:filters.me")}</option>}
              {owner && owner.id !== meId && <option value="other">{owner.name}</option>}
            </NativeSelect>
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
            {t("contracts:filters.clear")}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
