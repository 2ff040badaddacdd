import { ReviewsPanel } from "../reviews/ReviewsPanel";
import type { WorkflowDetail } from "../types";

/**
 * The seven prerequisites of a new outsourcing arrangement (the committee engineer's panel): who completed each,
 * when, with what comment, and 'Mark complete' on those the signed-in user may set.
 */
export function PrerequisitesTab({ workflow }: { workflow: WorkflowDetail }) {
  return <ReviewsPanel workflow={workflow} />;
}
