// The prerequisite reviews, the committee's decision, the templates and the analytics (001 §3–§6, §9; issue 16).
import { describe, expect, it } from "vitest";
import {
  allReviewsComplete,
  DECISION_FORBIDDEN,
  decisionMessage,
  decisionRefusal,
  formerOwnerIds,
  OUTSOURCING_STEP_PROGRESS,
  OUTSOURCING_STEP_TEMPLATE_INDEX,
  outsourcingStep,
  REVIEW_FLAG_NAMES,
  REVIEW_FORBIDDEN,
  REVIEW_KINDS,
  type ReviewKind,
  reassignmentDetail,
  reviewRefusal,
  statusAfterDecision,
  statusAfterReviews,
  templateStepStatuses,
  WORKFLOW_TEMPLATES,
  WORKFLOW_TYPE_SPEC_NAMES,
  WORKFLOW_TYPES,
  withShares,
  workflowAnalytics,
  type workflowProgress,
} from "./rules.js";

const ALL = [...REVIEW_KINDS];
const without = (...kinds: ReviewKind[]) => ALL.filter((k) => !kinds.includes(k));

describe("prerequisite reviews", () => {
  const base = {
    type: "new_outsourcing" as const,
    status: "initiation" as const,
    ownerId: "owner",
    completed: [] as ReviewKind[],
    riskAssessmentCompleted: true,
    contractAtDraftingOrLater: true,
  };
  const as = (role: string, userId = "someone") => ({ role, userId });

  it("the seven flags as the spec names them", () => {
    expect(REVIEW_FLAG_NAMES).toEqual({
      it: "itReviewCompleted",
      compliance: "complianceReviewCompleted",
      risk: "riskReviewCompleted",
      operations: "operationsReviewCompleted",
      legal: "legalReviewCompleted",
      finance: "financeReviewCompleted",
      contract_draft: "contractDraftCompleted",
    });
  });

  it.each([
    ["it", "IT Security"],
    ["compliance", "Compliance"],
    ["compliance", "Compliance Officer"],
    ["risk", "Risk Manager"],
    ["legal", "Legal"],
    ["legal", "Legal Counsel"],
    ["finance", "Finance"],
    ["finance", "Finance Manager"],
    ["contract_draft", "Legal"],
    ["contract_draft", "Legal Counsel"],
  ] as [ReviewKind, string][])("%s is set by %s (and Admin); others are not responsible", (kind, role) => {
    expect(reviewRefusal(kind, as(role), base)).toBeUndefined();
    expect(reviewRefusal(kind, as("Admin"), base)).toBeUndefined();
    expect(reviewRefusal(kind, as("Business User"), base)).toBe("not_responsible");
    expect(reviewRefusal(kind, as("Executive"), base)).toBe("not_responsible");
  });

  it("the operations review is the owner's alone (whatever their role): never an Admin's on another's arrangement", () => {
    expect(reviewRefusal("operations", as("Business User", "owner"), base)).toBeUndefined();
    expect(reviewRefusal("operations", as("Admin", "owner"), base)).toBeUndefined();
    expect(reviewRefusal("operations", as("Business User", "other"), base)).toBe("operations_owner_only");
    expect(reviewRefusal("operations", as("Vendor Manager"), base)).toBe("operations_owner_only");
    expect(reviewRefusal("operations", as("Admin"), base)).toBe("operations_owner_only");
  });

  it("the owner sets no other review, even as Admin or in the responsible role (segregation of duties)", () => {
    for (const kind of without("operations")) {
      expect(reviewRefusal(kind, as("Admin", "owner"), base), kind).toBe("owner_other_review");
    }
    expect(reviewRefusal("compliance", as("Compliance Officer", "owner"), base)).toBe("owner_other_review");
    expect(reviewRefusal("risk", as("Risk Manager", "owner"), base)).toBe("owner_other_review");
    expect(REVIEW_FORBIDDEN).toEqual(["not_responsible", "operations_owner_only", "owner_other_review"]);
  });

  it("refusals, in order: another type, closed, already done, not responsible, RA not completed, no contract", () => {
    expect(reviewRefusal("it", as("IT Security"), { ...base, type: "contract_renewal" })).toBe(
      "not_outsourcing_workflow",
    );
    for (const status of ["approved", "rejected", "completed", "cancelled"] as const) {
      expect(reviewRefusal("it", as("IT Security"), { ...base, status })).toBe("closed");
    }
    expect(reviewRefusal("it", as("IT Security"), { ...base, status: "deferred" })).toBeUndefined();
    expect(reviewRefusal("it", as("IT Security"), { ...base, completed: ["it"] })).toBe("already_completed");
    expect(reviewRefusal("it", as("Risk Manager"), { ...base, completed: ["it"] })).toBe("already_completed");
    expect(reviewRefusal("risk", as("Risk Manager"), { ...base, riskAssessmentCompleted: false })).toBe(
      "risk_assessment_not_completed",
    );
    expect(reviewRefusal("risk", as("IT Security"), { ...base, riskAssessmentCompleted: false })).toBe(
      "not_responsible",
    );
    expect(reviewRefusal("contract_draft", as("Legal"), { ...base, contractAtDraftingOrLater: false })).toBe(
      "no_contract_draft",
    );
    expect(reviewRefusal("legal", as("Legal"), { ...base, contractAtDraftingOrLater: false })).toBeUndefined();
  });

  it("all seven complete; the current step follows them; Pending once all are done", () => {
    expect(allReviewsComplete(ALL)).toBe(true);
    expect(allReviewsComplete(without("finance"))).toBe(false);
    expect(outsourcingStep("initiation", [])).toBe("risk_assessment_in_progress");
    expect(outsourcingStep("initiation", ["it", "compliance", "operations", "finance"])).toBe(
      "risk_assessment_in_progress",
    );
    expect(outsourcingStep("initiation", ["risk"])).toBe("vendor_due_diligence");
    expect(outsourcingStep("initiation", ["risk", "it", "compliance", "operations"])).toBe("vendor_due_diligence");
    expect(outsourcingStep("initiation", ["risk", "it", "compliance", "operations", "finance"])).toBe(
      "contract_negotiation",
    );
    expect(outsourcingStep("initiation", without("contract_draft"))).toBe("contract_negotiation");
    expect(outsourcingStep("pending", ALL)).toBe("committee_approval");
    expect(outsourcingStep("deferred", ALL)).toBe("committee_approval");
    expect(outsourcingStep("approved", ALL)).toBe("contract_execution");
    expect(statusAfterReviews("initiation", without("it"))).toBe("initiation");
    expect(statusAfterReviews("initiation", ALL)).toBe("pending");
    expect(statusAfterReviews("deferred", ALL)).toBe("deferred");
  });

  it("every step a review leaves has its progress and template step", () => {
    for (const step of Object.keys(OUTSOURCING_STEP_PROGRESS)) {
      expect(OUTSOURCING_STEP_TEMPLATE_INDEX[step as keyof typeof OUTSOURCING_STEP_TEMPLATE_INDEX]).toBeTypeOf(
        "number",
      );
    }
    expect(OUTSOURCING_STEP_TEMPLATE_INDEX.committee_approval).toBe(5);
  });
});

describe("the committee's decision (001 §4, §5)", () => {
  const w = {
    type: "new_outsourcing" as const,
    status: "pending" as const,
    ownerId: "owner",
    createdById: "owner",
    formerOwnerIds: [] as string[],
    reviewerIds: ["it-person", "risk-person"],
    completed: ALL,
  };
  const member = { userId: "m", isAdmin: false, isCommitteeMember: true };
  const admin = (userId: string) => ({ userId, isAdmin: true, isCommitteeMember: false });

  it("allowed to a committee member or an Admin who is not the owner, with all seven flags", () => {
    expect(decisionRefusal(member, w)).toBeUndefined();
    expect(decisionRefusal({ userId: "a", isAdmin: true, isCommitteeMember: false }, w)).toBeUndefined();
    expect(decisionRefusal(member, { ...w, status: "deferred" })).toBeUndefined();
  });

  it("refused: another type, closed, the owner (even an Admin member), not a member, a flag missing", () => {
    expect(decisionRefusal(member, { ...w, type: "vendor_onboarding" })).toBe("not_outsourcing_workflow");
    expect(decisionRefusal(member, { ...w, status: "approved" })).toBe("closed");
    expect(decisionRefusal(member, { ...w, status: "rejected" })).toBe("closed");
    expect(decisionRefusal({ userId: "owner", isAdmin: true, isCommitteeMember: true }, w)).toBe("owner");
    expect(decisionRefusal({ userId: "x", isAdmin: false, isCommitteeMember: false }, w)).toBe("not_member");
    for (const kind of ALL) {
      expect(decisionRefusal(member, { ...w, status: "initiation", completed: without(kind) })).toBe("prerequisites");
    }
  });

  it("refused (four eyes) to whoever completed one of its reviews, even a member or an Admin", () => {
    expect(decisionRefusal({ ...member, userId: "risk-person" }, w)).toBe("reviewer");
    expect(decisionRefusal(admin("it-person"), w)).toBe("reviewer");
    expect(decisionRefusal(admin("it-person"), { ...w, status: "deferred" })).toBe("reviewer");
    expect(decisionRefusal(admin("someone-else"), w)).toBeUndefined();
  });

  it("refused to who started it and to any former owner, after a reassignment too", () => {
    const reassigned = { ...w, ownerId: "new-owner", formerOwnerIds: ["owner", "middle"] };
    expect(decisionRefusal({ ...member, userId: "owner" }, reassigned)).toBe("creator");
    expect(decisionRefusal(admin("owner"), reassigned)).toBe("creator");
    expect(decisionRefusal({ ...member, userId: "middle" }, { ...reassigned, createdById: null })).toBe("former_owner");
    expect(decisionRefusal({ ...member, userId: "new-owner" }, reassigned)).toBe("owner");
    expect(decisionRefusal(member, reassigned)).toBeUndefined();
    expect(DECISION_FORBIDDEN).toEqual(["owner", "creator", "former_owner", "reviewer", "not_member"]);
  });

  it("former owners: every id the reassignments name but the current owner's (old one-id details read too)", () => {
    expect(reassignmentDetail("a", "b")).toBe("a → b");
    expect(formerOwnerIds([reassignmentDetail("a", "b"), reassignmentDetail("b", "c")], "c")).toEqual(["a", "b"]);
    expect(formerOwnerIds([reassignmentDetail("a", "b"), reassignmentDetail("b", "a")], "a")).toEqual(["b"]);
    expect(formerOwnerIds(["b", null, ""], "c")).toEqual(["b"]);
    expect(formerOwnerIds([], "c")).toEqual([]);
  });

  it("each outcome's status and the spec's three messages", () => {
    expect(statusAfterDecision("approved")).toBe("approved");
    expect(statusAfterDecision("deferred")).toBe("deferred");
    expect(statusAfterDecision("rejected")).toBe("rejected");
    expect(decisionMessage("approved")).toBe("Arrangement APPROVED - Contract execution initiated");
    expect(decisionMessage("deferred", "More data", "2027-01-15")).toBe(
      "Arrangement DEFERRED until 2027-01-15 - Reason: More data",
    );
    expect(decisionMessage("rejected", "Too risky")).toBe("Arrangement REJECTED - Reason: Too risky");
  });
});

describe("templates (001 §4, §6, §9)", () => {
  it("the five types in the spec's spelling", () => {
    expect(Object.values(WORKFLOW_TYPE_SPEC_NAMES)).toEqual([
      "new-outsourcing",
      "contract-renewal",
      "risk-assessment",
      "vendor-onboarding",
      "vendor-offboarding",
    ]);
    expect(Object.keys(WORKFLOW_TEMPLATES)).toEqual([...WORKFLOW_TYPES]);
  });

  it("the new outsourcing template: nine steps in order with §9's estimated days and §6's teams", () => {
    expect(WORKFLOW_TEMPLATES.new_outsourcing.map((s) => [s.key, s.estimatedDays, s.assignee])).toEqual([
      ["initiation", 2, "business_owner"],
      ["materiality_assessment", 5, "risk_team"],
      ["risk_assessment", 10, "enterprise_risk_team"],
      ["vendor_due_diligence", 15, "vendor_management"],
      ["contract_negotiation", 12, "legal_department"],
      ["committee_approval", 7, "committee_secretary"],
      ["contract_execution", 5, "legal_department"],
      ["vendor_onboarding", 15, "operations_team"],
      ["kpi_monitoring", 0, "operations_team"],
    ]);
    for (const type of WORKFLOW_TYPES) expect(WORKFLOW_TEMPLATES[type].length).toBeGreaterThanOrEqual(4);
  });

  it("default statuses: initiation completed, materiality active, the rest pending; blocked when held", () => {
    expect(templateStepStatuses(1, 9)).toEqual([
      "completed",
      "active",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    expect(templateStepStatuses(2, 4, true)).toEqual(["completed", "completed", "blocked", "pending"]);
  });
});

describe("analytics", () => {
  const row = (
    type: (typeof WORKFLOW_TYPES)[number],
    status: Parameters<typeof workflowProgress>[1],
    closedOn: string | null,
    targetDate = "2026-03-31",
  ) => ({ type, status, startDate: "2026-01-01", targetDate, closedOn });

  it("cycle time, on-time completion, approval success, step automation and the distribution", () => {
    const rows = [
      row("new_outsourcing", "approved", "2026-01-31"), // 30 days, on time
      row("new_outsourcing", "rejected", "2026-04-10"), // 99 days, late
      row("new_outsourcing", "approved", "2026-03-31"), // 89 days, on its target day
      row("contract_renewal", "completed", "2026-01-11"), // 10 days, on time
      row("vendor_onboarding", "cancelled", "2026-01-05"), // not counted as closed work
      row("vendor_onboarding", "in_progress", null),
    ];
    expect(workflowAnalytics(rows, { automatic: 3, total: 4 })).toEqual({
      cycleTimeDays: Math.round((30 + 99 + 89 + 10) / 4),
      onTimeCompletion: 75,
      approvalSuccess: 67,
      stepAutomation: 75,
      total: 6,
      byType: [
        { type: "new_outsourcing", count: 3, share: 50 },
        { type: "contract_renewal", count: 1, share: 17 },
        { type: "risk_assessment", count: 0, share: 0 },
        { type: "vendor_onboarding", count: 2, share: 33 },
        { type: "vendor_offboarding", count: 0, share: 0 },
      ],
    });
  });

  it("null where there is nothing to divide by", () => {
    expect(workflowAnalytics([], { automatic: 0, total: 0 })).toMatchObject({
      cycleTimeDays: null,
      onTimeCompletion: null,
      approvalSuccess: null,
      stepAutomation: null,
      total: 0,
    });
    expect(workflowAnalytics([], { automatic: 0, total: 0 }).byType.every((t) => t.share === 0)).toBe(true);
  });

  it("withShares: whole percentages adding up to 100 by largest remainder, never to an empty group", () => {
    const shares = (counts: number[]) =>
      withShares(
        counts.map((count) => ({ count })),
        counts.reduce((a, b) => a + b, 0),
      ).map((s) => s.share);
    expect(shares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(shares([2, 1])).toEqual([67, 33]);
    expect(shares([1, 0, 0])).toEqual([100, 0, 0]);
    expect(shares([1, 1, 1, 1, 1, 1, 1])).toEqual([15, 15, 14, 14, 14, 14, 14]);
    expect(shares([0, 0])).toEqual([0, 0]);
    for (const counts of [
      [3, 5, 7],
      [1, 2, 3, 4, 5],
      [9, 1, 1],
    ]) {
      expect(shares(counts).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });
});
