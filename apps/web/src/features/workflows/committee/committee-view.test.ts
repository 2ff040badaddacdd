import { REVIEW_KINDS, type ReviewKind } from "@tprm/api/schemas";
import { describe, expect, it } from "vitest";
import {
  assessmentStatusKey,
  assessmentTypeKey,
  decisionBlock,
  decisionsNewestFirst,
  prerequisiteStates,
  prerequisitesTally,
  riskBannerVariant,
  shown,
  showsDecisionButtons,
} from "./committee-view";

const reviews = (done: readonly ReviewKind[]) => REVIEW_KINDS.map((kind) => ({ kind, completed: done.includes(kind) }));

const OWNER = "0195f3a0-0000-7000-8000-000000000001";
const MEMBER = "0195f3a0-0000-7000-8000-000000000002";

function workflow(over: {
  done?: readonly ReviewKind[];
  decide?: boolean;
  refusal?: string;
  status?: "initiation" | "pending" | "approved" | "deferred" | "rejected";
  type?: "new_outsourcing" | "contract_renewal";
}) {
  return {
    type: over.type ?? "new_outsourcing",
    status: over.status ?? "pending",
    owner: { id: OWNER, name: "Olivia Owner" },
    reviews: reviews(over.done ?? REVIEW_KINDS),
    can: { decide: over.decide ?? false, decideRefusal: over.refusal ?? null },
  } as never;
}

describe("prerequisites status", () => {
  it("lists the seven flags in the spec's order, done or not", () => {
    const states = prerequisiteStates(reviews(["it", "risk"]));
    expect(states.map((s) => s.kind)).toEqual([
      "it",
      "compliance",
      "risk",
      "operations",
      "legal",
      "finance",
      "contract_draft",
    ]);
    expect(states.filter((s) => s.done).map((s) => s.kind)).toEqual(["it", "risk"]);
  });

  it("counts a flag missing from the answer as not done", () => {
    expect(prerequisitesTally([{ kind: "it", completed: true }])).toEqual({ done: 1, total: 7, complete: false });
    expect(prerequisitesTally(reviews(REVIEW_KINDS))).toEqual({ done: 7, total: 7, complete: true });
  });
});

describe("the decision buttons", () => {
  it("are open when the server allows the decision", () => {
    expect(decisionBlock(workflow({ decide: true }), MEMBER)).toBeNull();
    expect(showsDecisionButtons(null)).toBe(true);
  });

  it("wait for the seven prerequisites (shown, disabled, with the banner)", () => {
    const block = decisionBlock(workflow({ done: ["it", "compliance"], status: "initiation" }), MEMBER);
    expect(block).toBe("prerequisites");
    expect(showsDecisionButtons(block)).toBe(true);
  });

  it("are refused to the owner, whatever the prerequisites (segregation of duties)", () => {
    expect(decisionBlock(workflow({}), OWNER)).toBe("owner");
    expect(decisionBlock(workflow({ done: [] }), OWNER)).toBe("owner");
    expect(showsDecisionButtons("owner")).toBe(false);
  });

  it("are refused to someone outside the committee once the prerequisites are done", () => {
    expect(decisionBlock(workflow({}), MEMBER)).toBe("not_member");
    expect(showsDecisionButtons("not_member")).toBe(false);
  });

  it("stay disabled on an approved or rejected arrangement; a deferred one may be decided again", () => {
    expect(decisionBlock(workflow({ status: "approved" }), MEMBER)).toBe("closed");
    expect(decisionBlock(workflow({ status: "rejected" }), OWNER)).toBe("closed");
    expect(showsDecisionButtons("closed")).toBe(true);
    expect(decisionBlock(workflow({ status: "deferred", decide: true }), MEMBER)).toBeNull();
  });

  it("follow the server's reason: creator, former owner and reviewer are told why (segregation of duties, four eyes)", () => {
    for (const reason of ["creator", "former_owner", "reviewer", "not_member", "owner"] as const) {
      const block = decisionBlock(workflow({ refusal: reason }), MEMBER);
      expect(block).toBe(reason);
      expect(showsDecisionButtons(block)).toBe(false);
    }
    expect(decisionBlock(workflow({ refusal: "prerequisites", done: [] }), MEMBER)).toBe("prerequisites");
    expect(decisionBlock(workflow({ refusal: "not_outsourcing_workflow" }), MEMBER)).toBe("not_outsourcing");
  });

  it("do not apply to other workflow types", () => {
    expect(decisionBlock(workflow({ type: "contract_renewal" }), MEMBER)).toBe("not_outsourcing");
  });
});

describe("the deck", () => {
  it("colours the overall risk banner by level", () => {
    expect(riskBannerVariant("critical")).toBe("destructive");
    expect(riskBannerVariant("high")).toBe("destructive");
    expect(riskBannerVariant("medium")).toBe("warning");
    expect(riskBannerVariant("low")).toBe("success");
    expect(riskBannerVariant("na")).toBe("default");
  });

  it("names the assessment's type and status by value or by the spec's label", () => {
    expect(assessmentTypeKey("initial")).toBe("initial");
    expect(assessmentTypeKey("Periodic Review")).toBe("periodic_review");
    expect(assessmentTypeKey("something else")).toBeNull();
    expect(assessmentStatusKey("In Progress")).toBe("in_progress");
    expect(assessmentStatusKey("completed")).toBe("completed");
    expect(assessmentStatusKey("archived")).toBeNull();
  });

  it("reads blank text as not provided", () => {
    expect(shown("  ")).toBeNull();
    expect(shown(null)).toBeNull();
    expect(shown(" Bank AG ")).toBe("Bank AG");
  });

  it("lists the latest decision first", () => {
    const list = [
      { id: "a", decidedAt: "2026-01-01T10:00:00.000Z" },
      { id: "b", decidedAt: "2026-02-01T10:00:00.000Z" },
    ];
    expect(decisionsNewestFirst(list).map((d) => d.id)).toEqual(["b", "a"]);
    expect(list.map((d) => d.id)).toEqual(["a", "b"]);
  });
});
