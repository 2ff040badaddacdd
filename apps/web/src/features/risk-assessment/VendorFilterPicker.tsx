import { useTranslation } from "react-i18next";
import type { PickerOption } from "../../components/SearchPicker";
import { VendorSearchPicker } from "../../components/VendorSearchPicker";

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
  return (
    <VendorSearchPicker
      id={id}
      value={value}
      onChange={onChange}
      texts={{
        list: t("riskAssessment:picker.vendors"),
        placeholder: t("riskAssessment:picker.vendorPlaceholder"),
        clear: t("riskAssessment:picker.clearVendor"),
      }}
    />
  );
}
