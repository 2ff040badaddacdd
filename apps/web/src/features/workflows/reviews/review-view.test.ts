import { describe, expect, it } from "vitest";
import {
  assessmentPath,
  contractAtDraftingOrLater,
  contractPath,
  orderedReviews,
  reviewCondition,
} from "./review-view";

const ID = "0195f3a0-0000-7000-8000-000000000009";
const facts = (ra: string | null, stage: string | null) =>
  ({
    riskAssessment: ra ? { id: ID, reference: "RA-2026-0001", status: ra } : null,
    contract: stage ? { id: ID, reference: "CTR-2026-0001", name: "Cloud", stage } : null,
  }) as never;

describe("what a review waits for", () => {
  it("the risk review waits for the linked risk assessment to be Completed", () => {
    expect(reviewCondition("risk", facts(null, null))).toBe("no_risk_assessment");
    expect(reviewCondition("risk", facts("draft", null))).toBe("risk_assessment_open");
    expect(reviewCondition("risk", facts("in_progress", null))).toBe("risk_assessment_open");
    expect(reviewCondition("risk", facts("completed", null))).toBeNull();
  });

  it("the contract draft waits for a linked contract at Drafting or later", () => {
    expect(reviewCondition("contract_draft", facts(null, null))).toBe("no_contract");
    expect(reviewCondition("contract_draft", facts(null, "initiation"))).toBe("contract_before_drafting");
    expect(reviewCondition("contract_draft", facts(null, "drafting"))).toBeNull();
    expect(reviewCondition("contract_draft", facts(null, "approval"))).toBeNull();
    expect(contractAtDraftingOrLater("renewal_termination")).toBe(true);
    expect(contractAtDraftingOrLater("unknown")).toBe(false);
  });

  it("the other reviews wait only for the right person", () => {
    for (const kind of ["it", "compliance", "operations", "legal", "finance"] as const)
      expect(reviewCondition(kind, facts(null, null))).toBeNull();
  });
});

describe("the reviews' list", () => {
  it("keeps the spec's order and fills in a review the answer lacks", () => {
    const done = {
      kind: "finance" as const,
      flag: "financeReviewCompleted",
      completed: true,
      completedBy: { id: ID, name: "Fiona Finance" },
      completedAt: "2026-01-01T10:00:00.000Z",
      comment: "Budget approved",
    };
    const list = orderedReviews([done]);
    expect(list.map((r) => r.kind)).toEqual([
      "it",
      "compliance",
      "risk",
      "operations",
      "legal",
      "finance",
      "contract_draft",
    ]);
    expect(list[5]).toBe(done);
    expect(list[0]).toMatchObject({ kind: "it", completed: false, completedBy: null });
  });

  it("links to the assessment and the contract screens", () => {
    expect(assessmentPath(ID)).toBe(`/risk-assessment?assessment=${ID}`);
    expect(contractPath(ID)).toBe(`/contracts?contract=${ID}`);
  });
});
