import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function CompliancePage() {
  return (
    <AreaPlaceholder
      title="Compliance"
      sentence="Compliance requirements, gaps, status tracking and reports are being built."
    />
  );
}
