import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function NewOutsourcingPage() {
  return (
    <AreaPlaceholder
      title="New Outsourcing Arrangement"
      sentence="The five-step wizard for registering a new outsourcing arrangement is being built."
    />
  );
}
