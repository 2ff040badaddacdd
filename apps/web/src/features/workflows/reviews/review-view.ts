// What the Prerequisites tab says about each of the seven reviews (issue 16): who sets it, and what it still waits
// for — the risk review for the linked risk assessment Completed, the contract draft for a linked contract at the
// Drafting stage or later (rules.ts reviewRefusal; the server checks again).
import { CONTRACT_STAGES, REVIEW_KINDS, type ReviewKind } from "@tprm/api/schemas";
import type { WorkflowRecord } from "../committee/types";

export type ReviewCondition =
  | "no_risk_assessment"
  | "risk_assessment_open"
  | "no_contract"
  | "contract_before_drafting";

type ConditionFacts = Pick<WorkflowRecord, "riskAssessment" | "contract">;

export function contractAtDraftingOrLater(stage: string): boolean {
  const index = (CONTRACT_STAGES as readonly string[]).indexOf(stage);
  return index >= CONTRACT_STAGES.indexOf("drafting");
}

/** What review `kind` still waits for on this arrangement, or null when nothing (beyond the right person). */
export function reviewCondition(kind: ReviewKind, w: ConditionFacts): ReviewCondition | null {
  if (kind === "risk") {
    if (!w.riskAssessment) return "no_risk_assessment";
    return w.riskAssessment.status === "completed" ? null : "risk_assessment_open";
  }
  if (kind === "contract_draft") {
    if (!w.contract) return "no_contract";
    return contractAtDraftingOrLater(w.contract.stage) ? null : "contract_before_drafting";
  }
  return null;
}

/** The seven reviews in 001 §3's order, with their record (a kind the answer lacks reads not complete). */
export function orderedReviews(reviews: WorkflowRecord["reviews"]) {
  return REVIEW_KINDS.map(
    (kind) =>
      reviews.find((r) => r.kind === kind) ?? {
        kind,
        flag: "",
        completed: false,
        completedBy: null,
        completedAt: null,
        comment: null,
      },
  );
}

/** Where the risk assessment and the contract open in their own screens. */
export const assessmentPath = (id: string) => `/risk-assessment?assessment=${encodeURIComponent(id)}`;
export const contractPath = (id: string) => `/contracts?contract=${encodeURIComponent(id)}`;
