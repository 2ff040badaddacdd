import { closedListCodes } from "@tprm/api/register/catalog";
import { EBA_STATUSES } from "@tprm/api/schemas";
import { Label, NativeSelect } from "@tprm/ui";
import { useTranslation } from "react-i18next";
import { ClearFiltersButton, FilterSearch, useFilterBar } from "../../../components/FilterSearch";
import type { PickerOption } from "../../../components/SearchPicker";
import { VendorSearchPicker } from "../../../components/VendorSearchPicker";
import { formatCount } from "../../../lib/format";
import { listLabel } from "../register-labels";
import { activeFilterCount, type EbaFilters } from "../register-url";
import { useRegisterEntities } from "../use-register-entities";

const SERVICE_TYPES = closedListCodes("ictServiceType");

/** The EBA register's filters (search, critical, provider, entity, ICT service type, status), each kept in the URL. */
export function EbaFilterBar({
  filters,
  provider,
  onChange,
  onClear,
  canPickProvider,
}: {
  filters: EbaFilters;
  /** The provider filtered on, with its name when known. */
  provider: PickerOption | null;
  onChange: (change: Partial<EbaFilters>, picked?: PickerOption | null) => void;
  onClear: () => void;
  /** The provider picker searches the vendor register, which not every role that reads the register may read. */
  canPickProvider: boolean;
}) {
  const { t } = useTranslation(["register", "contracts", "common"]);
  const bar = useFilterBar(filters.q, (q) => onChange({ q }));
  const entities = useRegisterEntities();
  const narrowing = activeFilterCount(filters);
  return (
    <fieldset className="grid gap-3" data-testid="eba-filters">
      <legend className="sr-only">{t("register:eba.filters.label")}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
        <FilterSearch
          id="eba-search"
          label={t("register:eba.filters.search")}
          placeholder={t("register:eba.filters.searchPlaceholder")}
          toggleLabel={
            narrowing > 0
              ? t("register:eba.filters.toggleCount", { n: formatCount(narrowing) })
              : t("register:eba.filters.toggle")
          }
          toggleTestId="eba-filters-toggle"
          bar={bar}
        />
        <div className={bar.field} id={bar.moreId}>
          <Label htmlFor="eba-critical">{t("register:eba.filters.critical")}</Label>
          <NativeSelect
            id="eba-critical"
            value={filters.critical === undefined ? "" : filters.critical ? "yes" : "no"}
            onChange={(e) => onChange({ critical: e.target.value === "" ? undefined : e.target.value === "yes" })}
            data-testid="eba-critical-filter"
          >
            <option value="">{t("register:eba.filters.anyCriticality")}</option>
            <option value="yes">{t("register:eba.filters.criticalOnly")}</option>
            <option value="no">{t("register:eba.filters.notCritical")}</option>
          </NativeSelect>
        </div>
        {canPickProvider && (
          <div className={bar.field}>
            <Label htmlFor="eba-provider">{t("register:eba.filters.provider")}</Label>
            <VendorSearchPicker
              id="eba-provider"
              value={provider}
              onChange={(picked) => onChange({ provider: picked?.id }, picked)}
              texts={{
                list: t("register:eba.filters.providerList"),
                placeholder: t("register:eba.filters.providerPlaceholder"),
                clear: t("register:eba.filters.providerClear"),
              }}
            />
          </div>
        )}
        <div className={bar.field}>
          <Label htmlFor="eba-entity">{t("register:eba.filters.entity")}</Label>
          <NativeSelect
            id="eba-entity"
            value={filters.entity ?? ""}
            onChange={(e) => onChange({ entity: e.target.value || undefined })}
          >
            <option value="">{t("register:eba.filters.anyEntity")}</option>
            {entities.data?.map((entity) => (
              <option key={entity.id} value={entity.id}>
                {entity.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={bar.field}>
          <Label htmlFor="eba-service">{t("register:eba.filters.serviceType")}</Label>
          <NativeSelect
            id="eba-service"
            value={filters.serviceType ?? ""}
            onChange={(e) => onChange({ serviceType: SERVICE_TYPES.find((code) => code === e.target.value) })}
          >
            <option value="">{t("register:eba.filters.anyServiceType")}</option>
            {SERVICE_TYPES.map((code) => (
              <option key={code} value={code}>
                {listLabel(t, code)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={bar.field}>
          <Label htmlFor="eba-status">{t("register:eba.filters.status")}</Label>
          <NativeSelect
            id="eba-status"
            value={filters.status ?? ""}
            onChange={(e) => onChange({ status: EBA_STATUSES.find((status) => status === e.target.value) })}
          >
            <option value="">{t("register:eba.filters.anyStatus")}</option>
            {EBA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`contracts:status.${status}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {(narrowing > 0 || filters.q) && (
        <ClearFiltersButton label={t("register:eba.filters.clear")} bar={bar} onClear={onClear} />
      )}
    </fieldset>
  );
}
