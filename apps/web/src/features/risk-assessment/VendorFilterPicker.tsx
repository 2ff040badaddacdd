import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { type PickerOption, SearchPicker } from "../../components/SearchPicker";
import { countryName } from "../../lib/countries";
import { useTRPCClient } from "../../lib/trpc";

/** A vendor of the register, found by name, legal name or LEI (vendors.search). */
export function VendorFilterPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: PickerOption | null;
  onChange: (vendor: PickerOption | null) => void;
}) {
  const { t } = useTranslation(["riskAssessment"]);
  const client = useTRPCClient();
  const source = useCallback(
    (term: string) =>
      term
        ? {
            queryKey: ["riskAssessment", "vendorPicker", term],
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
      listLabel={t("riskAssessment:picker.vendors")}
      placeholder={t("riskAssessment:picker.vendorPlaceholder")}
      clearLabel={t("riskAssessment:picker.clearVendor")}
    />
  );
}
