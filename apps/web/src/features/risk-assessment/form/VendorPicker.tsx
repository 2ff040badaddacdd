import { useTranslation } from "react-i18next";
import { type PickedVendor, VendorChoicePicker } from "../../../components/VendorChoicePicker";

/** The assessed vendor, one of the register's vendors (first 20 by name), shown with its legal name or country code. */
export function VendorPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation(["assessmentForm"]);
  return (
    <VendorChoicePicker
      value={value}
      onChange={onChange}
      country={(code) => code}
      texts={{
        legend: t("assessmentForm:fields.vendor"),
        hint: t("assessmentForm:vendorPicker.hint"),
        search: t("assessmentForm:vendorPicker.search"),
        loading: t("assessmentForm:vendorPicker.loading"),
        loadFailed: t("assessmentForm:vendorPicker.loadFailed"),
        noMatch: (term) => t("assessmentForm:vendorPicker.noMatch", { term }),
        none: t("assessmentForm:vendorPicker.none"),
        matching: (count, n, term) => t("assessmentForm:vendorPicker.matching", { count, n, term }),
        available: (count, n) => t("assessmentForm:vendorPicker.available", { count, n }),
        chosen: t("assessmentForm:vendorPicker.chosen"),
        remove: (name) => t("assessmentForm:vendorPicker.remove", { name }),
      }}
      error={error}
      disabled={disabled}
      testId="assessment-vendor-picker"
    />
  );
}
