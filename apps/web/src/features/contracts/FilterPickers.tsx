import { useTranslation } from "react-i18next";
import type { PickerOption } from "../../components/SearchPicker";
import { UserSearchPicker } from "../../components/UserSearchPicker";
import { VendorSearchPicker } from "../../components/VendorSearchPicker";

/** The register's vendor filter: a vendor found by name, legal name or LEI (vendors.search). */
export function VendorFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PickerOption | null;
  onChange: (vendor: PickerOption | null) => void;
}) {
  const { t } = useTranslation(["contracts"]);
  return (
    <VendorSearchPicker
      id={id}
      value={value}
      onChange={onChange}
      texts={{
        list: t("contracts:filters.vendorList"),
        placeholder: t("contracts:filters.vendorPlaceholder"),
        clear: t("contracts:filters.clearVendor"),
      }}
    />
  );
}

/** The register's owner filter: one of the platform's active users, by name or role (users.directory). */
export function OwnerFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PickerOption | null;
  onChange: (owner: PickerOption | null) => void;
}) {
  const { t } = useTranslation(["contracts"]);
  return (
    <UserSearchPicker
      id={id}
      value={value}
      onChange={onChange}
      clearUnpickedOnBlur
      texts={{
        list: t("contracts:filters.ownerList"),
        placeholder: t("contracts:filters.ownerPlaceholder"),
        clear: t("contracts:filters.clearOwner"),
      }}
    />
  );
}
