import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../components/role-names";
import { type PickerOption, SearchPicker } from "../../components/SearchPicker";
import { countryName } from "../../lib/countries";
import { useTRPCClient } from "../../lib/trpc";

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
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) =>
      term
        ? {
            queryKey: ["contracts", "vendorFilter", term],
            queryFn: async () =>
              (await client.vendors.search.query({ q: term, limit: 10 })).map((vendor) => ({
                id: vendor.id,
                name: vendor.name,
                detail: vendor.country ? countryName(vendor.country) : null,
              })),
          }
        : null,
    [client],
  );
  return (
    <SearchPicker
      id={id}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur
      listLabel={t("contracts:filters.vendorList")}
      placeholder={t("contracts:filters.vendorPlaceholder")}
      clearLabel={t("contracts:filters.clearVendor")}
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
  const { t } = useTranslation(["contracts", "common"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) => ({
      queryKey: ["contracts", "ownerFilter", term],
      queryFn: async () =>
        (await client.users.directory.query({ search: term || undefined, limit: 20 })).map((user) => ({
          id: user.id,
          name: user.name,
          detail: roleName(t, user.role),
        })),
    }),
    [client, t],
  );
  return (
    <SearchPicker
      id={id}
      value={value}
      onChange={onChange}
      source={source}
      clearUnpickedOnBlur
      listLabel={t("contracts:filters.ownerList")}
      placeholder={t("contracts:filters.ownerPlaceholder")}
      clearLabel={t("contracts:filters.clearOwner")}
    />
  );
}
