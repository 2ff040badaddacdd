import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function VendorManagementPage() {
  return (
    <AreaPlaceholder
      title="Enterprise Vendor Management"
      sentence="The vendor register, with onboarding, reviews and offboarding, is being built."
    />
  );
}
