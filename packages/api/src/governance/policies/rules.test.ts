import { describe, expect, it } from "vitest";
import {
  daysUntilPolicyReview,
  effectivePolicyStatus,
  isUpcomingPolicyReview,
  nextPolicyVersion,
  policyCompliancePercent,
  policyCountsAsApproved,
  policyReference,
  policyReviewBadge,
  policyStatusMoveRefusal,
  policyVersionLabel,
} from "./rules.js";

describe("the review window (spec 001 §2.2, §9: more than 0 and at most 90 days)", () => {
  it.each([
    [0, false],
    [1, true],
    [14, true],
    [90, true],
    [91, false],
    [-3, false],
  ])("%i days away: listed %s", (days, listed) => {
    expect(isUpcomingPolicyReview(days)).toBe(listed);
  });

  it("counts whole calendar days from today to the review date", () => {
    expect(daysUntilPolicyReview("2026-04-15", "2026-04-01")).toBe(14);
    expect(daysUntilPolicyReview("2026-04-01", "2026-04-01")).toBe(0);
    expect(daysUntilPolicyReview("2026-03-31", "2026-04-01")).toBe(-1);
  });
});

describe("the days badge (red at 14 or fewer, amber at 30 or fewer)", () => {
  it.each([
    [0, "red"],
    [14, "red"],
    [15, "amber"],
    [30, "amber"],
    [31, "default"],
    [90, "default"],
    [91, "default"],
  ] as const)("%i days: %s", (days, badge) => {
    expect(policyReviewBadge(days)).toBe(badge);
  });
});

describe("policy compliance: the approved share as a percentage", () => {
  it("counts Approved and Active only", () => {
    expect(policyCountsAsApproved("approved")).toBe(true);
    expect(policyCountsAsApproved("active")).toBe(true);
    for (const s of ["draft", "under_review", "expired", "inactive"] as const)
      expect(policyCountsAsApproved(s)).toBe(false);
  });

  it("rounds to a whole percentage and gives no figure (null, not 0) without policies", () => {
    expect(policyCompliancePercent(9, 12)).toBe(75);
    expect(policyCompliancePercent(2, 3)).toBe(67);
    expect(policyCompliancePercent(12, 12)).toBe(100);
    expect(policyCompliancePercent(0, 0)).toBeNull();
    expect(policyCompliancePercent(0, 1)).toBe(0);
  });
});

describe("the status a policy shows", () => {
  const today = "2026-06-01";
  it("is Expired once the review date has passed, Inactive aside", () => {
    expect(effectivePolicyStatus({ status: "active", reviewDate: "2026-05-31" }, today)).toBe("expired");
    expect(effectivePolicyStatus({ status: "approved", reviewDate: "2026-05-31" }, today)).toBe("expired");
    expect(effectivePolicyStatus({ status: "draft", reviewDate: "2026-05-31" }, today)).toBe("expired");
    expect(effectivePolicyStatus({ status: "inactive", reviewDate: "2026-05-31" }, today)).toBe("inactive");
  });

  it("keeps its status on the review date itself and before", () => {
    expect(effectivePolicyStatus({ status: "active", reviewDate: today }, today)).toBe("active");
    expect(effectivePolicyStatus({ status: "under_review", reviewDate: "2026-09-01" }, today)).toBe("under_review");
  });
});

describe("status moves", () => {
  it("goes Draft → Under Review → Approved → Active one step at a time", () => {
    expect(policyStatusMoveRefusal("draft", "under_review")).toBeNull();
    expect(policyStatusMoveRefusal("under_review", "approved")).toBeNull();
    expect(policyStatusMoveRefusal("approved", "active")).toBeNull();
    expect(policyStatusMoveRefusal("draft", "approved")).toBe("not_allowed");
    expect(policyStatusMoveRefusal("draft", "active")).toBe("not_allowed");
  });

  it("makes any policy Inactive, never Expired by hand, never the same status", () => {
    for (const s of ["draft", "under_review", "approved", "active", "expired"] as const) {
      expect(policyStatusMoveRefusal(s, "inactive")).toBeNull();
    }
    expect(policyStatusMoveRefusal("active", "expired")).toBe("expired_by_job");
    expect(policyStatusMoveRefusal("active", "active")).toBe("same_status");
  });
});

describe("versions", () => {
  it("a minor change adds one to the minor number, a major one starts the next major at 0", () => {
    expect(nextPolicyVersion({ major: 1, minor: 0 }, false)).toEqual({ major: 1, minor: 1 });
    expect(nextPolicyVersion({ major: 1, minor: 3 }, true)).toEqual({ major: 2, minor: 0 });
    expect(policyVersionLabel({ major: 2, minor: 0 })).toBe("2.0");
  });

  it("numbers references per year", () => {
    expect(policyReference(2026, 7)).toBe("POL-2026-0007");
    expect(policyReference(2026, 12345)).toBe("POL-2026-12345");
  });
});
