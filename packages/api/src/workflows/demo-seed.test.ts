// The demo workflows (packages/db/src/demo-data/workflows.ts) say what rules.ts gives for their answers, reviews
// and decisions: the seed cannot import the API's rules, so this keeps the two in step.
import { DEMO_ARRANGEMENTS, DEMO_DRAFTS, DEMO_OTHER_STEPS, DEMO_OTHER_WORKFLOWS, DEMO_REVIEWERS } from "@tprm/db/demo";
import { describe, expect, it } from "vitest";
import { MATERIALITY_QUESTION_IDS, OUTSOURCING_QUESTION_IDS } from "./questions.js";
import {
  DEFAULT_TARGET_DAYS,
  decisionRefusal,
  dependencyLevel,
  draftStepNumber,
  isOutsourcing,
  materialityClassification,
  outsourcingScore,
  outsourcingStep,
  REVIEW_KINDS,
  REVIEW_ROLES,
  type ReviewKind,
  reviewRefusal,
  statusAfterDecision,
  statusAfterReviews,
  WORKFLOW_TEMPLATES,
  type YesNo,
} from "./rules.js";

/** The Outsourcing Oversight Committee's members with an account (packages/db/src/demo/governance-committees.ts). */
const COMMITTEE_ROLES = ["Compliance Officer", "Vendor Manager", "Risk Manager", "Legal Counsel"];
const CREATORS = ["Business User", "Admin"];

const yesNo = (text: string) =>
  Object.fromEntries([...text].map((c, i) => [OUTSOURCING_QUESTION_IDS[i], c === "Y" ? "Yes" : "No"])) as Record<
    string,
    YesNo
  >;
const scores = (text: string) => Object.fromEntries([...text].map((c, i) => [MATERIALITY_QUESTION_IDS[i], Number(c)]));

describe("the demo arrangements follow the rules", () => {
  for (const a of DEMO_ARRANGEMENTS) {
    it(a.key, () => {
      expect(a.outsourcing).toMatch(/^[YN]{4}$/);
      expect(a.materiality).toMatch(/^[0-5]{15}$/);
      expect(CREATORS).toContain(a.owner);
      const answers = yesNo(a.outsourcing);
      expect(isOutsourcing(answers)).toBe(true);
      expect(dependencyLevel(outsourcingScore(answers))).toBe(a.dependency);
      expect(materialityClassification(scores(a.materiality))).toBe(a.classification);

      const done = a.reviews as ReviewKind[];
      expect(new Set(done).size).toBe(done.length);
      for (const kind of done) expect(REVIEW_KINDS).toContain(kind);
      const status = a.decision ? statusAfterDecision(a.decision.decision) : statusAfterReviews("initiation", done);
      expect(a.status).toBe(status);
      expect(a.currentStep).toBe(outsourcingStep(status, done));

      // Each review by someone allowed to set it, in an order the rules allow (the risk review: the linked
      // assessment completed; the contract draft: a contract linked).
      done.forEach((kind, k) => {
        const role = kind === "operations" ? a.owner : DEMO_REVIEWERS[kind];
        const refusal = reviewRefusal(
          kind,
          { role, userId: kind === "operations" ? "owner" : role },
          {
            type: "new_outsourcing",
            status: "initiation",
            ownerId: "owner",
            completed: done.slice(0, k),
            riskAssessmentCompleted: true,
            contractAtDraftingOrLater: (a.contractStages?.length ?? 0) > 0,
          },
        );
        expect(refusal, `${kind} by ${role}`).toBeUndefined();
        if (kind !== "operations") expect(REVIEW_ROLES[kind]).toContain(role);
      });

      if (a.decision) {
        expect(a.decision.by).not.toBe(a.owner);
        const refusal = decisionRefusal(
          { userId: a.decision.by, isAdmin: false, isCommitteeMember: COMMITTEE_ROLES.includes(a.decision.by) },
          {
            type: "new_outsourcing",
            status: "pending",
            ownerId: a.owner,
            createdById: a.owner,
            formerOwnerIds: [],
            reviewerIds: done.map((kind) => (kind === "operations" ? a.owner : DEMO_REVIEWERS[kind])),
            completed: done,
          },
        );
        expect(refusal).toBeUndefined();
        if (a.decision.decision === "deferred") expect(a.decision.deferralDays).toBeGreaterThan(0);
        else expect(a.decision.deferralDays).toBeUndefined();
        expect(a.decision.daysAgo).toBeLessThan(a.startDaysAgo);
      }
    });
  }

  it("cover every step a submitted arrangement can stand on, overdue ones, and one awaiting the committee", () => {
    const steps = new Set(DEMO_ARRANGEMENTS.map((a) => a.currentStep));
    expect([...steps].sort()).toEqual(
      [
        "risk_assessment_in_progress",
        "vendor_due_diligence",
        "contract_negotiation",
        "committee_approval",
        "contract_execution",
      ].sort(),
    );
    const open = DEMO_ARRANGEMENTS.filter((a) => !["approved", "rejected"].includes(a.status));
    const overdue = open.filter((a) => a.startDaysAgo > (a.targetDays ?? DEFAULT_TARGET_DAYS));
    expect(overdue.length).toBeGreaterThanOrEqual(2);
    const waiting = DEMO_ARRANGEMENTS.filter((a) => a.status === "pending");
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.reviews).toHaveLength(7);
    expect(COMMITTEE_ROLES).not.toContain(waiting[0]!.owner);
    // Members who may decide it: on the committee, and neither its owner nor one of its reviewers (four eyes).
    const reviewers = new Set<string>(Object.values(DEMO_REVIEWERS));
    expect(COMMITTEE_ROLES.filter((role) => !reviewers.has(role))).toEqual([
      "Compliance Officer",
      "Vendor Manager",
      "Legal Counsel",
    ]);
    expect(new Set(DEMO_ARRANGEMENTS.map((a) => a.status))).toEqual(
      new Set(["initiation", "pending", "deferred", "approved", "rejected"]),
    );
  });
});

describe("the other demo workflows follow their templates", () => {
  it("the seed's steps are the templates'", () => {
    for (const [type, steps] of Object.entries(DEMO_OTHER_STEPS)) {
      expect(steps, type).toEqual(WORKFLOW_TEMPLATES[type as keyof typeof WORKFLOW_TEMPLATES].map((s) => s.key));
    }
  });

  for (const w of DEMO_OTHER_WORKFLOWS) {
    it(w.key, () => {
      const steps = DEMO_OTHER_STEPS[w.type];
      expect(steps).toContain(w.currentStep);
      expect(CREATORS).toContain(w.owner);
      if (w.status === "completed") expect(w.currentStep).toBe(steps[steps.length - 1]);
      expect(w.closedDaysAgo !== undefined).toBe(w.status !== "in_progress");
    });
  }

  it("all four other types are there", () => {
    expect(new Set(DEMO_OTHER_WORKFLOWS.map((w) => w.type)).size).toBe(4);
  });
});

describe("the demo drafts", () => {
  for (const d of DEMO_DRAFTS) {
    it(d.key, () => {
      expect(CREATORS).toContain(d.owner);
      expect(draftStepNumber(d.currentStep)).toBe(Number(d.currentStep.replace("Step ", "")));
      expect(d.outsourcing).toMatch(/^[YN]{0,4}$/);
      expect(d.materiality).toMatch(/^[0-5]{0,15}$/);
    });
  }
});
