import type { WorkflowDetail } from "../types";
import type { WorkflowAction } from "../workflows-format";
import { CompleteStepDialog } from "./CompleteStepDialog";
import { EditWorkflowDialog } from "./EditWorkflowDialog";
import { ReassignDialog } from "./ReassignDialog";
import { TimelineDialog } from "./TimelineDialog";

/** The dialog of a row's or the record's action. */
export function WorkflowActionDialog({
  action,
  workflow,
  onClose,
}: {
  action: WorkflowAction;
  workflow: WorkflowDetail;
  onClose: () => void;
}) {
  switch (action) {
    case "edit":
      return <EditWorkflowDialog workflow={workflow} onClose={onClose} />;
    case "reassign":
      return <ReassignDialog workflow={workflow} onClose={onClose} />;
    case "timeline":
      return <TimelineDialog workflow={workflow} onClose={onClose} />;
    case "completeStep":
      return <CompleteStepDialog workflow={workflow} onClose={onClose} />;
  }
}
