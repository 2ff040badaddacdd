import { ASSESSMENT_DOMAINS } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  type ActionSubject,
  type AssessmentRights,
  assessmentActions,
  assessmentRights,
  canChangeEvidence,
} from "./assessment-permissions";

describe("rights on the risk assessment centre", () => {
  // Spec 000 §6: Risk Manager creates, edits and deletes risk-assessment; IT Security, Vendor Manager, Executive and
  // Internal Auditor only view it; Admin passes every check.
  const table: Array<[string, AssessmentRights]> = [
    ["Admin", { create: true, edit: true, delete: true, pickPeople: true, securityDomain: true }],
    ["Risk Manager", { create: true, edit: true, delete: true, pickPeople: true, securityDomain: true }],
    ["IT Security", { create: false, edit: false, delete: false, pickPeople: false, securityDomain: true }],
    ["Vendor Manager", { create: false, edit: false, delete: false, pickPeople: true, securityDomain: false }],
    ["Executive", { create: false, edit: false, delete: false, pickPeople: false, securityDomain: false }],
    ["Internal Auditor", { create: false, edit: false, delete: false, pickPeople: false, securityDomain: false }],
    ["Finance", { create: false, edit: false, delete: false, pickPeople: false, securityDomain: false }],
  ];
  it.each(table)("%s", (role, expected) => {
    expect(assessmentRights(role)).toEqual(expected);
  });

  it("grants nothing without a known role", () => {
    const none = { create: false, edit: false, delete: false, pickPeople: false, securityDomain: false };
    expect(assessmentRights(undefined)).toEqual(none);
    expect(assessmentRights("Janitor")).toEqual(none);
  });
});

function subject(status: ActionSubject["status"], scored: number): ActionSubject {
  return {
    status,
    domains: Object.fromEntries(
      ASSESSMENT_DOMAINS.map((d, i) => [d, { score: i < scored ? 5 : null }]),
    ) as ActionSubject["domains"],
  };
}

describe("the detail's actions", () => {
  const manager = assessmentRights("Risk Manager");
  const viewer = assessmentRights("Executive");

  it("offers Edit, Submit and Delete on a draft, naming the domains still to score", () => {
    const actions = assessmentActions(manager, subject("draft", 2));
    expect(actions).toMatchObject({ edit: true, submit: true, reopen: false, delete: true });
    expect(actions.missing).toEqual(ASSESSMENT_DOMAINS.slice(2));
  });

  it("does not delete an assessment in progress, and has nothing missing once all nine are scored", () => {
    const actions = assessmentActions(manager, subject("in_progress", 9));
    expect(actions).toEqual({
      edit: true,
      submit: true,
      missing: [],
      reopen: false,
      delete: false,
      assessSecurity: false,
    });
  });

  it("locks a completed assessment: only Reopen", () => {
    expect(assessmentActions(manager, subject("completed", 9))).toEqual({
      edit: false,
      submit: false,
      missing: [],
      reopen: true,
      delete: false,
      assessSecurity: false,
    });
  });

  it("offers nothing to a role that only views", () => {
    for (const status of ["draft", "in_progress", "completed"] as const) {
      expect(assessmentActions(viewer, subject(status, 9))).toMatchObject({
        edit: false,
        submit: false,
        reopen: false,
        delete: false,
        assessSecurity: false,
      });
    }
  });

  it("offers IT Security its own domain on an open assessment only, and nothing else", () => {
    const security = assessmentRights("IT Security");
    for (const status of ["draft", "in_progress"] as const) {
      expect(assessmentActions(security, subject(status, 3))).toMatchObject({
        edit: false,
        submit: false,
        reopen: false,
        delete: false,
        assessSecurity: true,
      });
    }
    expect(assessmentActions(security, subject("completed", 9)).assessSecurity).toBe(false);
  });
});

describe("who changes a domain's evidence", () => {
  it("an editor on every domain of an open assessment, IT Security on IT & business continuity only", () => {
    const manager = assessmentRights("Risk Manager");
    const security = assessmentRights("IT Security");
    expect(canChangeEvidence(manager, "in_progress", "complianceLegal")).toBe(true);
    expect(canChangeEvidence(security, "draft", "itBusinessContinuity")).toBe(true);
    expect(canChangeEvidence(security, "draft", "complianceLegal")).toBe(false);
    expect(canChangeEvidence(assessmentRights("Executive"), "draft", "itBusinessContinuity")).toBe(false);
  });

  it("nobody once the assessment is completed", () => {
    expect(canChangeEvidence(assessmentRights("Admin"), "completed", "itBusinessContinuity")).toBe(false);
  });
});
