import { AreaPlaceholder } from "../../../components/AreaPlaceholder";

export default function DemoRequestsPage() {
  return (
    <AreaPlaceholder
      title="Demo Requests"
      sentence="The list of demo requests sent from the public landing page is being built."
    />
  );
}
