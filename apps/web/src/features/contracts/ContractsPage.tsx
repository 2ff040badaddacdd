import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function ContractsPage() {
  return (
    <AreaPlaceholder
      title="Contract Governance Center"
      sentence="The contract register and its lifecycle tracking are being built."
    />
  );
}
