// The workflows' rules (spec 001 §3, §4, §5, §9; issue 16) as plain functions shared by the services, the worker
// and the screens. Browser-safe. docs/WORKFLOWS.md explains them.
import { addDays, type IsoDate } from "../lib/dates.js";
import type { RiskLevelValue } from "../lib/risk-levels.js";

export * from "./analytics-rules.js";
export * from "./assessment-rules.js";

import { MATERIALITY_QUESTIONS, OUTSOURCING_QUESTION_IDS } from "./questions.js";

export const WORKFLOW_TYPES = [
  "new_outsourcing",
  "contract_renewal",
  "risk_assessment",
  "vendor_onboarding",
  "vendor_offboarding",
] as const;
export type WorkflowTypeValue = (typeof WORKFLOW_TYPES)[number];

/** The spec's spelling of the types (001 §9: new-outsourcing, contract-renewal…), accepted on input. */
export const WORKFLOW_TYPE_SPEC_NAMES: Readonly<Record<WorkflowTypeValue, string>> = {
  new_outsourcing: "new-outsourcing",
  contract_renewal: "contract-renewal",
  risk_assessment: "risk-assessment",
  vendor_onboarding: "vendor-onboarding",
  vendor_offboarding: "vendor-offboarding",
};

export const WORKFLOW_STATUSES = [
  "initiation",
  "in_progress",
  "pending",
  "approved",
  "deferred",
  "rejected",
  "completed",
  "cancelled",
] as const;
export type WorkflowStatusValue = (typeof WORKFLOW_STATUSES)[number];

/** Statuses after which nothing moves any more. */
export const CLOSED_STATUSES: readonly WorkflowStatusValue[] = ["approved", "rejected", "completed", "cancelled"];
export const isWorkflowClosed = (status: WorkflowStatusValue) => CLOSED_STATUSES.includes(status);

export const DISPLAY_STATUSES = ["in-progress", "pending-approval", "completed", "on-hold", "overdue"] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/**
 * 001 §4's mapping, server status to display: Initiation and Draft → in-progress; Approved → completed; Pending →
 * pending-approval; Deferred and Rejected → on-hold; anything else → in-progress. Our own Completed reads completed
 * and Cancelled on-hold.
 */
export function displayStatus(status: string): Exclude<DisplayStatus, "overdue"> {
  switch (status.toLowerCase()) {
    case "approved":
    case "completed":
      return "completed";
    case "pending":
      return "pending-approval";
    case "deferred":
    case "rejected":
    case "cancelled":
      return "on-hold";
    default:
      return "in-progress";
  }
}

/** Overdue (the spec's mapping never yields it, DESIGN.md): past the target date and not closed. */
export function isOverdue(targetDate: IsoDate, today: IsoDate, status: WorkflowStatusValue): boolean {
  return !isWorkflowClosed(status) && targetDate < today;
}

/** The row's status: overdue when overdue, else the spec's mapping. */
export function rowStatus(status: WorkflowStatusValue, targetDate: IsoDate, today: IsoDate): DisplayStatus {
  return isOverdue(targetDate, today, status) ? "overdue" : displayStatus(status);
}

/** 001 §9: the default target date, 90 days after the start. */
export const DEFAULT_TARGET_DAYS = 90;
export const defaultTargetDate = (start: IsoDate) => addDays(start, DEFAULT_TARGET_DAYS);

// ── Steps ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** The new outsourcing arrangement's steps as 001 §4's progress names them, with their progress. */
export const OUTSOURCING_STEP_PROGRESS = {
  initiation: 10,
  materiality_assessment: 20,
  materiality_assessment_complete: 30,
  risk_assessment_in_progress: 50,
  vendor_due_diligence: 60,
  contract_negotiation: 70,
  committee_approval: 85,
  contract_execution: 95,
} as const;
export type OutsourcingStep = keyof typeof OUTSOURCING_STEP_PROGRESS;

/** The spec's names of those steps (001 §4 "Progress"). */
export const OUTSOURCING_STEP_SPEC_NAMES: Readonly<Record<OutsourcingStep, string>> = {
  initiation: "Initiation",
  materiality_assessment: "Materiality Assessment",
  materiality_assessment_complete: "Materiality Assessment Complete",
  risk_assessment_in_progress: "Risk Assessment In Progress",
  vendor_due_diligence: "Vendor Due Diligence",
  contract_negotiation: "Contract Negotiation",
  committee_approval: "Committee Approval",
  contract_execution: "Contract Execution",
};

/** 001 §4: progress of an unknown step. */
export const UNKNOWN_STEP_PROGRESS = 15;

export const TEAMS = [
  "business_owner",
  "risk_team",
  "enterprise_risk_team",
  "vendor_management",
  "legal_department",
  "committee_secretary",
  "operations_team",
] as const;
export type Team = (typeof TEAMS)[number];

export interface TemplateStep {
  key: string;
  /** The team responsible (001 §6). */
  assignee: Team;
  estimatedDays: number;
}

/**
 * Each type's template, in order. New outsourcing is 001 §4's template with §9's estimated days and §6's teams;
 * the other four are ours (docs/WORKFLOWS.md).
 */
export const WORKFLOW_TEMPLATES: Readonly<Record<WorkflowTypeValue, readonly TemplateStep[]>> = {
  new_outsourcing: [
    { key: "initiation", assignee: "business_owner", estimatedDays: 2 },
    { key: "materiality_assessment", assignee: "risk_team", estimatedDays: 5 },
    { key: "risk_assessment", assignee: "enterprise_risk_team", estimatedDays: 10 },
    { key: "vendor_due_diligence", assignee: "vendor_management", estimatedDays: 15 },
    { key: "contract_negotiation", assignee: "legal_department", estimatedDays: 12 },
    { key: "committee_approval", assignee: "committee_secretary", estimatedDays: 7 },
    { key: "contract_execution", assignee: "legal_department", estimatedDays: 5 },
    { key: "vendor_onboarding", assignee: "operations_team", estimatedDays: 15 },
    { key: "kpi_monitoring", assignee: "operations_team", estimatedDays: 0 },
  ],
  contract_renewal: [
    { key: "renewal_initiation", assignee: "business_owner", estimatedDays: 2 },
    { key: "performance_review", assignee: "vendor_management", estimatedDays: 10 },
    { key: "risk_reassessment", assignee: "risk_team", estimatedDays: 10 },
    { key: "renegotiation", assignee: "legal_department", estimatedDays: 15 },
    { key: "renewal_approval", assignee: "committee_secretary", estimatedDays: 5 },
    { key: "renewal_execution", assignee: "legal_department", estimatedDays: 5 },
  ],
  risk_assessment: [
    { key: "scoping", assignee: "risk_team", estimatedDays: 3 },
    { key: "evidence_collection", assignee: "vendor_management", estimatedDays: 10 },
    { key: "domain_scoring", assignee: "risk_team", estimatedDays: 7 },
    { key: "review_signoff", assignee: "enterprise_risk_team", estimatedDays: 5 },
  ],
  vendor_onboarding: [
    { key: "intake", assignee: "business_owner", estimatedDays: 2 },
    { key: "due_diligence", assignee: "vendor_management", estimatedDays: 15 },
    { key: "security_review", assignee: "risk_team", estimatedDays: 10 },
    { key: "contracting", assignee: "legal_department", estimatedDays: 12 },
    { key: "go_live", assignee: "operations_team", estimatedDays: 5 },
  ],
  vendor_offboarding: [
    { key: "exit_plan", assignee: "business_owner", estimatedDays: 5 },
    { key: "data_return", assignee: "operations_team", estimatedDays: 15 },
    { key: "access_revocation", assignee: "operations_team", estimatedDays: 3 },
    { key: "final_settlement", assignee: "vendor_management", estimatedDays: 10 },
    { key: "closure", assignee: "business_owner", estimatedDays: 2 },
  ],
};

/** Which template step a new outsourcing arrangement's progress step stands on (the Template tab's stepper). */
export const OUTSOURCING_STEP_TEMPLATE_INDEX: Readonly<Record<OutsourcingStep, number>> = {
  initiation: 0,
  materiality_assessment: 1,
  materiality_assessment_complete: 1,
  risk_assessment_in_progress: 2,
  vendor_due_diligence: 3,
  contract_negotiation: 4,
  committee_approval: 5,
  contract_execution: 6,
};

export type TemplateStepStatus = "completed" | "active" | "blocked" | "pending";

/** 001 §4's default statuses of the standard template: initiation completed, materiality active, the rest pending. */
export function templateStepStatuses(activeIndex: number, length: number, blocked = false): TemplateStepStatus[] {
  return Array.from({ length }, (_, i) =>
    i < activeIndex ? "completed" : i === activeIndex ? (blocked ? "blocked" : "active") : "pending",
  );
}

/**
 * 001 §4 progress: Approved 100, Rejected 0; otherwise by the current step (new outsourcing: the spec's table,
 * unknown step 15). The other types: Completed 100, else the share of their template's steps done before the
 * current one, at least 15 % of one step so a started workflow never reads 0.
 */
export function workflowProgress(type: WorkflowTypeValue, status: WorkflowStatusValue, currentStep: string): number {
  if (status === "approved" || status === "completed") return 100;
  if (status === "rejected") return 0;
  if (type === "new_outsourcing") {
    return OUTSOURCING_STEP_PROGRESS[currentStep as OutsourcingStep] ?? UNKNOWN_STEP_PROGRESS;
  }
  const steps = WORKFLOW_TEMPLATES[type];
  const index = steps.findIndex((s) => s.key === currentStep);
  if (index < 0) return UNKNOWN_STEP_PROGRESS;
  return Math.max(Math.round((index / steps.length) * 100), Math.round(100 / steps.length / 2));
}

// ── Priority and risk ─────────────────────────────────────────────────────────────────────────────────────────

export const MATERIALITY_CLASSES = ["critical", "material", "non_material"] as const;
export type MaterialityClassValue = (typeof MATERIALITY_CLASSES)[number];

/** 001 §4: Critical → critical; Material → high; otherwise (or absent) medium. */
export function workflowPriority(classification: MaterialityClassValue | null | undefined): RiskLevelValue {
  if (classification === "critical") return "critical";
  if (classification === "material") return "high";
  return "medium";
}

/** 001 §4: Critical → critical; else the risk threshold; else Material → high; else medium. */
export function workflowRiskRating(
  classification: MaterialityClassValue | null | undefined,
  riskThreshold: RiskLevelValue | null | undefined,
): RiskLevelValue {
  if (classification === "critical") return "critical";
  if (riskThreshold) return riskThreshold;
  if (classification === "material") return "high";
  return "medium";
}

// ── Drafts ────────────────────────────────────────────────────────────────────────────────────────────────────

export const WIZARD_STEPS = 5;

/** 001 §4 draft resume: 'Step 2' → 2; 'Step 3' or 'Process' → 3; 'Step 4' → 4; 'Step 5' → 5; otherwise 1. */
export function resumeStep(currentStep: string | null | undefined): number {
  const text = currentStep ?? "";
  if (text.includes("Step 2")) return 2;
  if (text.includes("Step 3") || text.includes("Process")) return 3;
  if (text.includes("Step 4")) return 4;
  if (text.includes("Step 5")) return 5;
  return 1;
}

/** 001 §4 draft step chip: 'Step N' read from the text (default 1), shown as "Step N/5". */
export function draftStepNumber(currentStep: string | null | undefined): number {
  const match = /Step\s+(\d+)/.exec(currentStep ?? "");
  const n = match ? Number(match[1]) : 1;
  return n >= 1 && n <= WIZARD_STEPS ? n : 1;
}

export const stepText = (step: number) => `Step ${step}`;

/** 001 §9: the process description runs 100 to 5000 characters. */
export const DESCRIPTION_MIN = 100;
export const DESCRIPTION_MAX = 5000;
/** 001 §9: auto-save 30 s after the last change; redirect 2 s after submission. */
export const AUTO_SAVE_DELAY_MS = 30_000;
export const SUBMIT_REDIRECT_MS = 2_000;

/** 001 §4: auto-save runs only when recipient, provider or description is non-empty. */
export function shouldAutoSave(fields: {
  recipientDetails: string;
  providerDetails: string;
  processDescription: string;
}) {
  return [fields.recipientDetails, fields.providerDetails, fields.processDescription].some((v) => v.trim() !== "");
}

/**
 * 001 §5 wizard Next: step 1 needs recipient and provider; step 2 always; step 3 a description of 100+ characters
 * (5000 at most); step 4 all four answers; step 5 all fifteen.
 */
export function canAdvance(
  step: number,
  w: {
    recipientDetails: string;
    providerDetails: string;
    processDescription: string;
    outsourcingAnswered: number;
    materialityAnswered: number;
  },
): boolean {
  switch (step) {
    case 1:
      return w.recipientDetails.trim() !== "" && w.providerDetails.trim() !== "";
    case 2:
      return true;
    case 3: {
      const n = w.processDescription.trim().length;
      return n >= DESCRIPTION_MIN && n <= DESCRIPTION_MAX;
    }
    case 4:
      return w.outsourcingAnswered === OUTSOURCING_QUESTION_IDS.length;
    case 5:
      return w.materialityAnswered === MATERIALITY_QUESTIONS.length;
    default:
      return false;
  }
}

// ── Prerequisites and the committee's decision ────────────────────────────────────────────────────────────────

export const REVIEW_KINDS = ["it", "compliance", "risk", "operations", "legal", "finance", "contract_draft"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The spec's flag names (001 §3). */
export const REVIEW_FLAG_NAMES: Readonly<Record<ReviewKind, string>> = {
  it: "itReviewCompleted",
  compliance: "complianceReviewCompleted",
  risk: "riskReviewCompleted",
  operations: "operationsReviewCompleted",
  legal: "legalReviewCompleted",
  finance: "financeReviewCompleted",
  contract_draft: "contractDraftCompleted",
};

/** The roles that set each flag; the operations review is the arrangement's owner's (reviewRefusal). */
export const REVIEW_ROLES: Readonly<Record<ReviewKind, readonly string[]>> = {
  it: ["IT Security"],
  compliance: ["Compliance", "Compliance Officer"],
  risk: ["Risk Manager"],
  operations: [],
  legal: ["Legal", "Legal Counsel"],
  finance: ["Finance", "Finance Manager"],
  contract_draft: ["Legal", "Legal Counsel"],
};

export type ReviewRefusal =
  | "not_outsourcing_workflow"
  | "closed"
  | "already_completed"
  | "not_responsible"
  | "operations_owner_only"
  | "owner_other_review"
  | "risk_assessment_not_completed"
  | "no_contract_draft";

/** The refusals that say who may not (403); the others say the arrangement is not ready or no longer open (409). */
export const REVIEW_FORBIDDEN: readonly ReviewRefusal[] = [
  "not_responsible",
  "operations_owner_only",
  "owner_other_review",
];

/**
 * Whether `role` (user `userId`) may complete review `kind`. Segregation of duties: the operations review is the
 * owner's own attestation, set by the owner alone (an Admin included: never on another's arrangement); the owner sets
 * no other review, even as Admin; the others are for their responsible roles and Admin. The risk review only once
 * the linked risk assessment is Completed; the contract draft only with a linked contract at Drafting or later.
 * Undefined when allowed.
 */
export function reviewRefusal(
  kind: ReviewKind,
  actor: { role: string; userId: string },
  w: {
    type: WorkflowTypeValue;
    status: WorkflowStatusValue;
    ownerId: string;
    completed: readonly ReviewKind[];
    riskAssessmentCompleted: boolean;
    contractAtDraftingOrLater: boolean;
  },
): ReviewRefusal | undefined {
  if (w.type !== "new_outsourcing") return "not_outsourcing_workflow";
  if (isWorkflowClosed(w.status)) return "closed";
  if (w.completed.includes(kind)) return "already_completed";
  const isOwner = actor.userId === w.ownerId;
  if (kind === "operations") {
    if (!isOwner) return "operations_owner_only";
  } else {
    if (isOwner) return "owner_other_review";
    const isAdmin = actor.role === "Admin" || actor.role === "ADMIN";
    if (!isAdmin && !REVIEW_ROLES[kind].includes(actor.role)) return "not_responsible";
  }
  if (kind === "risk" && !w.riskAssessmentCompleted) return "risk_assessment_not_completed";
  if (kind === "contract_draft" && !w.contractAtDraftingOrLater) return "no_contract_draft";
  return undefined;
}

export const allReviewsComplete = (completed: readonly ReviewKind[]) =>
  REVIEW_KINDS.every((k) => completed.includes(k));

/**
 * Where a new outsourcing arrangement stands, from its reviews: the risk review first, then the due diligence
 * reviews (IT, compliance, operations, finance), then legal and the contract draft, then the committee; after
 * approval, contract execution.
 */
export function outsourcingStep(status: WorkflowStatusValue, completed: readonly ReviewKind[]): OutsourcingStep {
  if (status === "approved") return "contract_execution";
  const done = (...kinds: ReviewKind[]) => kinds.every((k) => completed.includes(k));
  if (!done("risk")) return "risk_assessment_in_progress";
  if (!done("it", "compliance", "operations", "finance")) return "vendor_due_diligence";
  if (!done("legal", "contract_draft")) return "contract_negotiation";
  return "committee_approval";
}

/** The status that goes with the reviews, before any decision: Pending once all seven are complete. */
export function statusAfterReviews(status: WorkflowStatusValue, completed: readonly ReviewKind[]): WorkflowStatusValue {
  if (status !== "initiation") return status;
  return allReviewsComplete(completed) ? "pending" : "initiation";
}

export const DECISIONS = ["approved", "deferred", "rejected"] as const;
export type DecisionValue = (typeof DECISIONS)[number];

export const DECISION_REFUSALS = [
  "not_outsourcing_workflow",
  "closed",
  "prerequisites",
  "owner",
  "creator",
  "former_owner",
  "reviewer",
  "not_member",
] as const;
export type DecisionRefusal = (typeof DECISION_REFUSALS)[number];

/** The refusals that say who may not (403); the others say the arrangement cannot be decided now (409). */
export const DECISION_FORBIDDEN: readonly DecisionRefusal[] = [
  "owner",
  "creator",
  "former_owner",
  "reviewer",
  "not_member",
];

/**
 * The owners an arrangement had before its current one, from its owner_reassigned events' details
 * ("<previous owner id> → <new owner id>"; a detail of one id, the new owner, is read too).
 */
export function formerOwnerIds(reassignments: readonly (string | null)[], currentOwnerId: string): string[] {
  const ids = reassignments.flatMap((detail) => (detail ?? "").split("→").map((id) => id.trim()));
  return [...new Set(ids)].filter((id) => id !== "" && id !== currentOwnerId);
}

/** The detail an owner_reassigned event keeps: who owned it before, and who owns it now. */
export const reassignmentDetail = (previousOwnerId: string, newOwnerId: string) => `${previousOwnerId} → ${newOwnerId}`;

/**
 * 001 §4–§5 and issue 16: a decision needs a new outsourcing arrangement not yet approved or rejected, all seven
 * prerequisites complete (409 otherwise), and a decider who is a member of its committee, or an Admin, and who had no
 * hand in it (403 otherwise; segregation of duties and four eyes): not its owner, not who started it, not an owner it
 * was reassigned away from, not anyone who completed one of its seven reviews.
 */
export function decisionRefusal(
  actor: { userId: string; isAdmin: boolean; isCommitteeMember: boolean },
  w: {
    type: WorkflowTypeValue;
    status: WorkflowStatusValue;
    ownerId: string;
    createdById: string | null;
    formerOwnerIds: readonly string[];
    reviewerIds: readonly string[];
    completed: readonly ReviewKind[];
  },
): DecisionRefusal | undefined {
  if (w.type !== "new_outsourcing") return "not_outsourcing_workflow";
  if (isWorkflowClosed(w.status)) return "closed";
  if (actor.userId === w.ownerId) return "owner";
  if (actor.userId === w.createdById) return "creator";
  if (w.formerOwnerIds.includes(actor.userId)) return "former_owner";
  if (w.reviewerIds.includes(actor.userId)) return "reviewer";
  if (!actor.isAdmin && !actor.isCommitteeMember) return "not_member";
  if (!allReviewsComplete(w.completed)) return "prerequisites";
  return undefined;
}

/** The status a decision leaves: Approved, Deferred or Rejected. */
export const statusAfterDecision = (decision: DecisionValue): WorkflowStatusValue => decision;

/** 001 §4's three success messages. */
export function decisionMessage(decision: DecisionValue, reason?: string | null, deferralDate?: string | null): string {
  if (decision === "approved") return "Arrangement APPROVED - Contract execution initiated";
  if (decision === "deferred") return `Arrangement DEFERRED until ${deferralDate ?? ""} - Reason: ${reason ?? ""}`;
  return `Arrangement REJECTED - Reason: ${reason ?? ""}`;
}
