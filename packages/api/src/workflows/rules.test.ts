// The workflows' rules with the spec's values (001 §4, §5, §9; issue 16): status mapping, overdue, progress,
// priority, risk rating, drafts and the wizard's Next rules. The assessments: rules-assessment.test.ts; reviews,
// decisions, templates and analytics: rules-reviews.test.ts.
import { describe, expect, it } from "vitest";
import {
  AUTO_SAVE_DELAY_MS,
  canAdvance,
  DEFAULT_TARGET_DAYS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  defaultTargetDate,
  displayStatus,
  draftStepNumber,
  isOverdue,
  isWorkflowClosed,
  OUTSOURCING_STEP_PROGRESS,
  OUTSOURCING_STEP_SPEC_NAMES,
  resumeStep,
  rowStatus,
  SUBMIT_REDIRECT_MS,
  shouldAutoSave,
  stepText,
  WIZARD_STEPS,
  workflowPriority,
  workflowProgress,
  workflowRiskRating,
} from "./rules.js";

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
