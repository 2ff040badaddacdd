// What the Committee Approval tab shows, worked out from a workflow's record (spec 001 §2.4, §4, §5, §8): the
// prerequisites' tally, why the decision buttons are refused, the risk banner's tone and the success message's parts.
import {
  ASSESSMENT_STATUSES,
  ASSESSMENT_TYPES,
  isWorkflowClosed,
  REVIEW_KINDS,
  type ReviewKind,
} from "@tprm/api/schemas";
import type { WorkflowRecord } from "./types";

type Review = Pick<WorkflowRecord["reviews"][number], "kind" | "completed">;

/** The seven prerequisites, in 001 §3's order, each done or not (a flag the answer lacks counts as not done). */
export function prerequisiteStates(reviews: readonly Review[]): { kind: ReviewKind; done: boolean }[] {
  return REVIEW_KINDS.map((kind) => ({ kind, done: reviews.some((r) => r.kind === kind && r.completed) }));
}

export function prerequisitesTally(reviews: readonly Review[]) {
  const states = prerequisiteStates(reviews);
  const done = states.filter((s) => s.done).length;
  return { done, total: states.length, complete: done === states.length };
}

/**
 * Why this user may not record the decision now, or null when they may, as the server worked it out
 * (`can.decideRefusal`, rules.ts decisionRefusal): a workflow of another type; one already approved or rejected
 * (closed); the user owns it, started it or owned it before (segregation of duties); they completed one of its
 * reviews (four eyes); they are not a member of its committee; else the prerequisites are not all complete.
 */
export type DecisionBlock =
  | "not_outsourcing"
  | "closed"
  | "owner"
  | "creator"
  | "former_owner"
  | "reviewer"
  | "not_member"
  | "prerequisites";

/** The blocks that say who may not decide: an explanation instead of the buttons. */
export const PERSONAL_BLOCKS: readonly DecisionBlock[] = [
  "owner",
  "creator",
  "former_owner",
  "reviewer",
  "not_member",
  "not_outsourcing",
];

export function decisionBlock(
  w: Pick<WorkflowRecord, "type" | "status" | "owner" | "reviews" | "can">,
  userId: string | null | undefined,
): DecisionBlock | null {
  if (w.can.decide) return null;
  const refusal = w.can.decideRefusal;
  if (refusal) return refusal === "not_outsourcing_workflow" ? "not_outsourcing" : refusal;
  if (w.type !== "new_outsourcing") return "not_outsourcing";
  if (isWorkflowClosed(w.status)) return "closed";
  if (userId && w.owner.id === userId) return "owner";
  if (prerequisitesTally(w.reviews).complete) return "not_member";
  return "prerequisites";
}

/** Whether the three buttons show at all: not to the owner, a non-member or on another type (an explanation instead). */
export const showsDecisionButtons = (block: DecisionBlock | null) =>
  block === null || block === "prerequisites" || block === "closed";

/** The overall risk banner's tone: Critical and High an error, Medium a warning, Low a success, N/A neutral. */
export function riskBannerVariant(risk: string): "destructive" | "warning" | "success" | "default" {
  switch (risk) {
    case "critical":
    case "high":
      return "destructive";
    case "medium":
      return "warning";
    case "low":
      return "success";
    default:
      return "default";
  }
}

/** The risk assessment's type or status as a key of this namespace, or null for a value it has no label for. */
export function assessmentTypeKey(type: string): string | null {
  const value = type.toLowerCase().replace(/[\s-]+/g, "_");
  return (ASSESSMENT_TYPES as readonly string[]).includes(value) ? value : null;
}

export function assessmentStatusKey(status: string): string | null {
  const value = status.toLowerCase().replace(/[\s-]+/g, "_");
  return (ASSESSMENT_STATUSES as readonly string[]).includes(value) ? value : null;
}

/** The latest decision first (the record keeps them oldest first). */
export function decisionsNewestFirst<T extends { decidedAt: string | Date }>(decisions: readonly T[]): T[] {
  return [...decisions].sort((a, b) => new Date(b.decidedAt).getTime() - new Date(a.decidedAt).getTime());
}

/** A text the deck shows, or null when there is nothing (the deck then says "Not provided"). */
export function shown(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}
