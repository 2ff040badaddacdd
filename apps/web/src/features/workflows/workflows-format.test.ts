import { WORKFLOW_TEMPLATES } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  activeShare,
  availableActions,
  barWidth,
  committeeHref,
  distribution,
  hasFigure,
  isKnownStep,
  OVERDUE_ROW_CLASS,
  policyHref,
  progressClassName,
  rowClassName,
  statusChipClassName,
  templateWithStatuses,
  totalDays,
} from "./workflows-format";

const can = { edit: true, reassign: true, updateTimeline: true, completeStep: true };
const none = { edit: false, reassign: false, updateTimeline: false, completeStep: false };

describe("workflows-format", () => {
  it("paints overdue rows red and leaves the others plain", () => {
    expect(rowClassName({ overdue: true })).toBe(OVERDUE_ROW_CLASS);
    expect(OVERDUE_ROW_CLASS).toContain("bg-red-50");
    expect(rowClassName({ overdue: false })).toBeUndefined();
  });

  it("gives each display status its chip, overdue solid red", () => {
    expect(statusChipClassName("overdue")).toContain("bg-red-700");
    expect(statusChipClassName("completed")).toContain("emerald");
    expect(statusChipClassName("pending-approval")).toContain("violet");
    expect(statusChipClassName("in-progress")).toContain("blue");
    expect(statusChipClassName("on-hold")).toContain("slate");
  });

  it("colours the progress bar red when overdue, green when done", () => {
    expect(progressClassName(50, true)).toContain("red");
    expect(progressClassName(100, false)).toContain("emerald");
    expect(progressClassName(50, false)).toBe("bg-primary");
  });

  it("knows the templates' steps and 001 §4's progress steps", () => {
    expect(isKnownStep("risk_assessment_in_progress")).toBe(true);
    expect(isKnownStep("materiality_assessment_complete")).toBe(true);
    expect(isKnownStep("renewal_initiation")).toBe(true);
    expect(isKnownStep("Some step of old")).toBe(false);
  });

  it("gives the standard template 001 §4's default statuses and §9's days", () => {
    const steps = templateWithStatuses(WORKFLOW_TEMPLATES.new_outsourcing);
    expect(steps.map((s) => s.status)).toEqual([
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
    expect(steps.map((s) => s.estimatedDays)).toEqual([2, 5, 10, 15, 12, 7, 5, 15, 0]);
    expect(totalDays(steps)).toBe(71);
  });

  it("lists the five types in order, a type without workflows at 0", () => {
    const rows = distribution([
      { type: "contract_renewal", count: 8, share: 30 },
      { type: "new_outsourcing", count: 12, share: 45 },
    ]);
    expect(rows.map((r) => r.type)).toEqual([
      "new_outsourcing",
      "contract_renewal",
      "risk_assessment",
      "vendor_onboarding",
      "vendor_offboarding",
    ]);
    expect(rows[2]).toEqual({ type: "risk_assessment", count: 0, share: 0 });
  });

  it("draws a visible sliver for a small share and nothing for none", () => {
    expect(barWidth(0, 0)).toBe("0%");
    expect(barWidth(1, 0)).toBe("2%");
    expect(barWidth(12, 45)).toBe("45%");
    expect(barWidth(5, 120)).toBe("100%");
  });

  it("shows the in-progress share, 0 with no workflows", () => {
    expect(activeShare({ inProgress: 3, total: 4 })).toBe(75);
    expect(activeShare({ inProgress: 0, total: 0 })).toBe(0);
  });

  it("links into the governance centre's policy and committee", () => {
    expect(policyHref("p-1")).toBe("/governance?policy=p-1");
    expect(committeeHref("c-1")).toBe("/governance?tab=committees&committee=c-1");
    expect(committeeHref("c-1", true)).toBe("/governance?tab=committees&committee=c-1&section=charter");
  });

  it("treats a missing figure as none (shown as —)", () => {
    expect(hasFigure(null)).toBe(false);
    expect(hasFigure(undefined)).toBe(false);
    expect(hasFigure(0)).toBe(true);
    expect(hasFigure(47)).toBe(true);
  });

  it("offers only the changes the record allows; Complete step never on new outsourcing", () => {
    expect(availableActions({ type: "contract_renewal", can })).toEqual([
      "edit",
      "reassign",
      "timeline",
      "completeStep",
    ]);
    expect(availableActions({ type: "new_outsourcing", can })).toEqual(["edit", "reassign", "timeline"]);
    expect(availableActions({ type: "risk_assessment", can: none })).toEqual([]);
    expect(availableActions({ type: "vendor_onboarding", can: { ...none, updateTimeline: true } })).toEqual([
      "timeline",
    ]);
  });
});
