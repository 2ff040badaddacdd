import { CommitteeDecisionsPage } from "../features/committee-decisions/CommitteeDecisionsPage";
import { CommitteeApprovalPanel } from "../features/workflows/committee/CommitteeApprovalPanel";

/**
 * /committee-decisions: the committee's page shows the workflow centre's Committee Approval panel. A feature does
 * not import a sibling feature, so the app puts the two together here.
 */
export default function CommitteeDecisionsRoute() {
  return <CommitteeDecisionsPage Panel={CommitteeApprovalPanel} />;
}
