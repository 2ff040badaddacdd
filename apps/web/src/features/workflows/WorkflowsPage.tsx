import { AreaPlaceholder } from "../../components/AreaPlaceholder";

export default function WorkflowsPage() {
  return (
    <AreaPlaceholder
      title="Workflow Orchestration Center"
      sentence="Workflows, drafts and committee approvals are being built."
    />
  );
}
