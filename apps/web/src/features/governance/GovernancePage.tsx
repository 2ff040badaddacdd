import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function GovernancePage() {
  return (
    <AreaPlaceholder
      title="Enterprise Governance Framework"
      sentence="Policies, procedures, committees and the document repository are being built."
    />
  );
}
