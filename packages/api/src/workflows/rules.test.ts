// The workflows' rules with the spec's values (001 §4, §5, §9; issue 16): every mapping and rule of rules.ts.
import { describe, expect, it } from "vitest";
import {
  MATERIALITY_MAX_SCORE,
  MATERIALITY_QUESTIONS,
  MATERIALITY_SECTION_MAX,
  MATERIALITY_SECTIONS,
  OUTSOURCING_MAX_SCORE,
  OUTSOURCING_QUESTION_IDS,
} from "./questions.js";
import {
  AUTO_SAVE_DELAY_MS,
  allReviewsComplete,
  answerColour,
  canAdvance,
  DEFAULT_TARGET_DAYS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  decisionMessage,
  decisionRefusal,
  defaultTargetDate,
  dependencyLevel,
  displayStatus,
  draftStepNumber,
  isOutsourcing,
  isOverdue,
  isWorkflowClosed,
  materialityClassification,
  materialityScore,
  OUTSOURCING_STEP_PROGRESS,
  OUTSOURCING_STEP_SPEC_NAMES,
  OUTSOURCING_STEP_TEMPLATE_INDEX,
  outsourcingScore,
  outsourcingStep,
  REVIEW_FLAG_NAMES,
  REVIEW_KINDS,
  type ReviewKind,
  ratioColour,
  resumeStep,
  reviewRefusal,
  rowStatus,
  SUBMIT_REDIRECT_MS,
  sectionColour,
  sectionScores,
  shouldAutoSave,
  statusAfterDecision,
  statusAfterReviews,
  stepText,
  templateStepStatuses,
  WIZARD_STEPS,
  WORKFLOW_TEMPLATES,
  WORKFLOW_TYPE_SPEC_NAMES,
  WORKFLOW_TYPES,
  withShares,
  workflowAnalytics,
  workflowPriority,
  workflowProgress,
  workflowRiskRating,
} from "./rules.js";

const ALL = [...REVIEW_KINDS];
const without = (...kinds: ReviewKind[]) => ALL.filter((k) => !kinds.includes(k));
/** Every materiality question answered `value`, then the overrides. */
const answers = (value: number, overrides: Record<string, number | null> = {}) => ({
  ...Object.fromEntries(MATERIALITY_QUESTIONS.map((q) => [q.id, value])),
  ...overrides,
});

describe("status mapping (001 §4)", () => {
  it.each([
    ["Initiation", "in-progress"],
    ["initiation", "in-progress"],
    ["Draft", "in-progress"],
    ["Approved", "completed"],
    ["approved", "completed"],
    ["Pending", "pending-approval"],
    ["pending", "pending-approval"],
    ["Deferred", "on-hold"],
    ["Rejected", "on-hold"],
    ["in_progress", "in-progress"],
    ["Something else", "in-progress"],
    ["", "in-progress"],
    ["completed", "completed"],
    ["cancelled", "on-hold"],
  ])("%s → %s", (status, display) => {
    expect(displayStatus(status)).toBe(display);
  });

  it("the mapping never gives overdue; a row past its target date and still open does", () => {
    expect(rowStatus("initiation", "2026-01-09", "2026-01-10")).toBe("overdue");
    expect(rowStatus("pending", "2026-01-09", "2026-01-10")).toBe("overdue");
    expect(rowStatus("initiation", "2026-01-10", "2026-01-10")).toBe("in-progress");
    expect(rowStatus("approved", "2026-01-09", "2026-01-10")).toBe("completed");
    expect(rowStatus("rejected", "2026-01-09", "2026-01-10")).toBe("on-hold");
  });

  it("overdue: past the target date (not on it) and not closed", () => {
    expect(isOverdue("2026-01-09", "2026-01-10", "in_progress")).toBe(true);
    expect(isOverdue("2026-01-10", "2026-01-10", "in_progress")).toBe(false);
    expect(isOverdue("2026-01-11", "2026-01-10", "in_progress")).toBe(false);
    expect(isOverdue("2026-01-09", "2026-01-10", "deferred")).toBe(true);
    for (const closed of ["approved", "rejected", "completed", "cancelled"] as const) {
      expect(isOverdue("2026-01-09", "2026-01-10", closed)).toBe(false);
      expect(isWorkflowClosed(closed)).toBe(true);
    }
    for (const open of ["initiation", "in_progress", "pending", "deferred"] as const) {
      expect(isWorkflowClosed(open)).toBe(false);
    }
  });

  it("default target date: 90 days after the start (001 §9)", () => {
    expect(DEFAULT_TARGET_DAYS).toBe(90);
    expect(defaultTargetDate("2026-01-01")).toBe("2026-04-01");
    expect(defaultTargetDate("2026-11-28")).toBe("2027-02-26");
  });
});

describe("progress (001 §4)", () => {
  it("the spec's table by current step", () => {
    const byName = Object.fromEntries(
      Object.entries(OUTSOURCING_STEP_SPEC_NAMES).map(([key, name]) => [
        name,
        workflowProgress("new_outsourcing", "initiation", key),
      ]),
    );
    expect(byName).toEqual({
      Initiation: 10,
      "Materiality Assessment": 20,
      "Materiality Assessment Complete": 30,
      "Risk Assessment In Progress": 50,
      "Vendor Due Diligence": 60,
      "Contract Negotiation": 70,
      "Committee Approval": 85,
      "Contract Execution": 95,
    });
    expect(Object.keys(OUTSOURCING_STEP_PROGRESS)).toHaveLength(8);
  });

  it("Approved 100 and Rejected 0 whatever the step; an unknown step 15", () => {
    expect(workflowProgress("new_outsourcing", "approved", "committee_approval")).toBe(100);
    expect(workflowProgress("new_outsourcing", "rejected", "committee_approval")).toBe(0);
    expect(workflowProgress("new_outsourcing", "initiation", "no_such_step")).toBe(15);
    expect(workflowProgress("new_outsourcing", "pending", "committee_approval")).toBe(85);
    expect(workflowProgress("new_outsourcing", "deferred", "committee_approval")).toBe(85);
  });

  it("the other types: completed 100, the share of steps before the current one, at least half a step", () => {
    // Contract renewal has 6 steps: the first reads round(100/6/2) = 8, the fourth 3/6 = 50.
    expect(workflowProgress("contract_renewal", "in_progress", "renewal_initiation")).toBe(8);
    expect(workflowProgress("contract_renewal", "in_progress", "renegotiation")).toBe(50);
    expect(workflowProgress("contract_renewal", "in_progress", "renewal_execution")).toBe(83);
    expect(workflowProgress("risk_assessment", "in_progress", "review_signoff")).toBe(75);
    expect(workflowProgress("vendor_onboarding", "in_progress", "due_diligence")).toBe(20);
    expect(workflowProgress("vendor_offboarding", "completed", "closure")).toBe(100);
    expect(workflowProgress("vendor_offboarding", "in_progress", "unknown")).toBe(15);
  });
});

describe("priority and risk rating (001 §4)", () => {
  it("priority: Critical → critical, Material → high, otherwise or absent → medium", () => {
    expect(workflowPriority("critical")).toBe("critical");
    expect(workflowPriority("material")).toBe("high");
    expect(workflowPriority("non_material")).toBe("medium");
    expect(workflowPriority(null)).toBe("medium");
    expect(workflowPriority(undefined)).toBe("medium");
  });

  it("risk rating: Critical → critical; else the risk threshold; else Material → high; else medium", () => {
    expect(workflowRiskRating("critical", "low")).toBe("critical");
    expect(workflowRiskRating("critical", null)).toBe("critical");
    expect(workflowRiskRating("material", "low")).toBe("low");
    expect(workflowRiskRating("non_material", "high")).toBe("high");
    expect(workflowRiskRating(null, "medium")).toBe("medium");
    expect(workflowRiskRating("material", null)).toBe("high");
    expect(workflowRiskRating("non_material", null)).toBe("medium");
    expect(workflowRiskRating(undefined, undefined)).toBe("medium");
  });
});

describe("drafts (001 §4, §9)", () => {
  it.each([
    ["Step 2", 2],
    ["Step 3", 3],
    ["Process", 3],
    ["Process Description", 3],
    ["Step 4", 4],
    ["Step 5", 5],
    ["Step 1", 1],
    ["Step 9", 1],
    ["Review", 1],
    ["", 1],
    [null, 1],
    [undefined, 1],
  ])("resume %s → step %i", (text, step) => {
    expect(resumeStep(text)).toBe(step);
  });

  it.each([
    ["Step 1", 1],
    ["Step 2", 2],
    ["Step 5", 5],
    ["Step  3", 3],
    ["Step 6", 1],
    ["Step 0", 1],
    ["Process", 1],
    ["", 1],
    [null, 1],
  ])("draft step chip %s → %i of 5", (text, step) => {
    expect(draftStepNumber(text)).toBe(step);
  });

  it("five steps, stored as 'Step N'; auto-save after 30 s, redirect after 2 s", () => {
    expect(WIZARD_STEPS).toBe(5);
    expect(stepText(3)).toBe("Step 3");
    expect(draftStepNumber(stepText(4))).toBe(4);
    expect(AUTO_SAVE_DELAY_MS).toBe(30_000);
    expect(SUBMIT_REDIRECT_MS).toBe(2_000);
  });

  it("auto-saves only when recipient, provider or description has text", () => {
    const blank = { recipientDetails: "", providerDetails: " ", processDescription: "" };
    expect(shouldAutoSave(blank)).toBe(false);
    expect(shouldAutoSave({ ...blank, recipientDetails: "R" })).toBe(true);
    expect(shouldAutoSave({ ...blank, providerDetails: "P" })).toBe(true);
    expect(shouldAutoSave({ ...blank, processDescription: "D" })).toBe(true);
  });
});

describe("wizard Next (001 §5)", () => {
  const w = {
    recipientDetails: "Payments",
    providerDetails: "Acme",
    processDescription: "x".repeat(100),
    outsourcingAnswered: 4,
    materialityAnswered: 15,
  };

  it("step 1: recipient and provider both non-empty", () => {
    expect(canAdvance(1, w)).toBe(true);
    expect(canAdvance(1, { ...w, recipientDetails: "  " })).toBe(false);
    expect(canAdvance(1, { ...w, providerDetails: "" })).toBe(false);
  });

  it("step 2: always", () => {
    expect(canAdvance(2, { ...w, recipientDetails: "", providerDetails: "", processDescription: "" })).toBe(true);
  });

  it.each([
    [99, false],
    [100, true],
    [5000, true],
    [5001, false],
  ])("step 3: a description of %i characters → %s", (n, ok) => {
    expect(DESCRIPTION_MIN).toBe(100);
    expect(DESCRIPTION_MAX).toBe(5000);
    expect(canAdvance(3, { ...w, processDescription: "x".repeat(n) })).toBe(ok);
  });

  it("step 3 counts the text without surrounding spaces", () => {
    expect(canAdvance(3, { ...w, processDescription: ` ${"x".repeat(99)} ` })).toBe(false);
  });

  it("step 4: all four answered; step 5: all fifteen", () => {
    expect(canAdvance(4, w)).toBe(true);
    expect(canAdvance(4, { ...w, outsourcingAnswered: 3 })).toBe(false);
    expect(canAdvance(5, w)).toBe(true);
    expect(canAdvance(5, { ...w, materialityAnswered: 14 })).toBe(false);
    expect(canAdvance(6, w)).toBe(false);
    expect(canAdvance(0, w)).toBe(false);
  });
});

describe("outsourcing assessment (001 §4, §9)", () => {
  const yes = (...ids: string[]) =>
    Object.fromEntries(OUTSOURCING_QUESTION_IDS.map((id) => [id, ids.includes(id) ? "Yes" : "No"])) as Record<
      string,
      "Yes" | "No"
    >;

  it("four questions, max score 4; Yes scores 1, No and unanswered 0", () => {
    expect(OUTSOURCING_QUESTION_IDS).toHaveLength(4);
    expect(OUTSOURCING_MAX_SCORE).toBe(4);
    expect(outsourcingScore(yes())).toBe(0);
    expect(outsourcingScore(yes("recurrent"))).toBe(1);
    expect(outsourcingScore(yes("recurrent", "bundle"))).toBe(2);
    expect(outsourcingScore(yes("recurrent", "ownFunction", "notExcluded"))).toBe(3);
    expect(outsourcingScore(yes(...OUTSOURCING_QUESTION_IDS))).toBe(4);
    expect(outsourcingScore({ recurrent: "Yes", ownFunction: null })).toBe(1);
  });

  it.each([
    [0, "low"],
    [1, "low"],
    [2, "medium"],
    [3, "medium"],
    [4, "high"],
  ])("dependency of score %i: %s", (score, level) => {
    expect(dependencyLevel(score)).toBe(level);
  });

  it("outsourcing: the first three Yes, or a bundle with an outsourced part", () => {
    expect(isOutsourcing(yes("recurrent", "ownFunction", "notExcluded"))).toBe(true);
    expect(isOutsourcing(yes("bundle"))).toBe(true);
    expect(isOutsourcing(yes("recurrent", "ownFunction"))).toBe(false);
    expect(isOutsourcing(yes("ownFunction", "notExcluded"))).toBe(false);
    expect(isOutsourcing(yes())).toBe(false);
    expect(isOutsourcing({})).toBe(false);
  });
});

describe("materiality (001 §4, §9)", () => {
  it("fifteen questions in five sections of three, 0–5, max 75 (15 per section)", () => {
    expect(MATERIALITY_QUESTIONS).toHaveLength(15);
    expect(MATERIALITY_MAX_SCORE).toBe(75);
    expect(MATERIALITY_SECTION_MAX).toBe(15);
    for (const section of MATERIALITY_SECTIONS) {
      expect(MATERIALITY_QUESTIONS.filter((q) => q.section === section)).toHaveLength(3);
    }
  });

  it.each([
    [0, 100, "green"],
    [32, 100, "green"],
    [33, 100, "amber"],
    [66, 100, "amber"],
    [67, 100, "red"],
    [100, 100, "red"],
    [1, 0, "green"],
  ])("ratio %i/%i → %s (red from 0.67, amber from 0.33)", (score, max, colour) => {
    expect(ratioColour(score, max)).toBe(colour);
  });

  it("the section colour over 15: 4 green, 5 amber (0.333), 10 amber (0.667 < 0.67), 11 red", () => {
    expect(sectionColour(4)).toBe("green");
    expect(sectionColour(5)).toBe("amber");
    expect(sectionColour(10)).toBe("amber");
    expect(sectionColour(11)).toBe("red");
    expect(ratioColour(75, MATERIALITY_MAX_SCORE)).toBe("red");
  });

  it.each([
    [0, "green"],
    [1, "green"],
    [2, "amber"],
    [3, "amber"],
    [4, "red"],
    [5, "red"],
  ])("answer %i → %s", (answer, colour) => {
    expect(answerColour(answer)).toBe(colour);
  });

  it("the total and each section's score; unanswered counts 0", () => {
    expect(materialityScore(answers(5))).toBe(75);
    expect(materialityScore(answers(2, { q1: null, q15: 5 }))).toBe(2 * 13 + 5);
    expect(materialityScore({})).toBe(0);
    expect(sectionScores(answers(1, { q1: 5, q13: 0 }))).toEqual({
      operationsContinuity: 7,
      financialReputational: 3,
      complianceRegulatory: 3,
      dependencySubstitutability: 3,
      systemicExternal: 2,
    });
  });

  it("classification: Critical from 45 or any answer 5; Material from 25 or any answer 4; else Non-material", () => {
    // 45 = 15 × 3; 44 = 14 × 3 + 2.
    expect(materialityClassification(answers(3))).toBe("critical");
    expect(materialityClassification(answers(3, { q15: 2 }))).toBe("material");
    expect(materialityClassification(answers(0, { q7: 5 }))).toBe("critical");
    // 25 = 12 × 2 + 1 (+ two zeros); 24 = 12 × 2.
    expect(materialityClassification(answers(2, { q13: 1, q14: 0, q15: 0 }))).toBe("material");
    expect(materialityClassification(answers(2, { q13: 0, q14: 0, q15: 0 }))).toBe("non_material");
    expect(materialityClassification(answers(0, { q3: 4 }))).toBe("material");
    expect(materialityClassification(answers(0))).toBe("non_material");
    expect(materialityClassification({})).toBe("non_material");
  });
});

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

  it("the operations review is the owner's (whatever their role), or Admin's", () => {
    expect(reviewRefusal("operations", as("Business User", "owner"), base)).toBeUndefined();
    expect(reviewRefusal("operations", as("Business User", "other"), base)).toBe("not_responsible");
    expect(reviewRefusal("operations", as("Vendor Manager"), base)).toBe("not_responsible");
    expect(reviewRefusal("operations", as("Admin"), base)).toBeUndefined();
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
  const w = { type: "new_outsourcing" as const, status: "pending" as const, ownerId: "owner", completed: ALL };
  const member = { userId: "m", isAdmin: false, isCommitteeMember: true };

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
