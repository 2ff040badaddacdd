import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function DashboardPage() {
  return (
    <AreaPlaceholder
      title="Risk Management Dashboard"
      sentence="The dashboard, with key metrics, governance status and board review figures from the register, is being built."
    />
  );
}
