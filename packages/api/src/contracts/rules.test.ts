// The contract rules with the spec's numbers (000 §4, §9): expiring soon within 30 days, monthly value in thousands,
// the contract book in millions, stage moves, the approval rule, notice deadlines, tacit renewals and reminders.
import { describe, expect, it } from "vitest";
import {
  approvalRefusal,
  CONTRACT_STAGES,
  contractBookMillions,
  contractReference,
  contractStatus,
  daysToEnd,
  dueReminder,
  EXPIRING_SOON_DAYS,
  editWithdrawsApproval,
  expiresOn,
  isExpiringSoon,
  monthlyValueK,
  moveWithdrawsApproval,
  noticeDeadline,
  renewedEndDate,
  stageMoveRefusal,
  totalsByCurrency,
} from "./rules.js";

const TODAY = "2026-11-25";

describe("expiring soon: end date within 30 days", () => {
  it("counts today and the 30th day, not the 31st nor a past end", () => {
    expect(EXPIRING_SOON_DAYS).toBe(30);
    expect(isExpiringSoon("2026-11-25", TODAY, "executed")).toBe(true);
    expect(isExpiringSoon("2026-12-25", TODAY, "executed")).toBe(true);
    expect(isExpiringSoon("2026-12-26", TODAY, "executed")).toBe(false);
    expect(isExpiringSoon("2026-11-24", TODAY, "executed")).toBe(false);
    expect(isExpiringSoon(null, TODAY, "executed")).toBe(false);
  });

  it("never for an expired or terminated contract", () => {
    expect(isExpiringSoon("2026-12-01", TODAY, "terminated")).toBe(false);
    expect(isExpiringSoon("2026-12-01", TODAY, "expired")).toBe(false);
    expect(isExpiringSoon("2026-12-01", TODAY, "draft")).toBe(true);
  });

  it("days to the end, negative once passed", () => {
    expect(daysToEnd("2026-12-25", TODAY)).toBe(30);
    expect(daysToEnd("2026-11-20", TODAY)).toBe(-5);
    expect(daysToEnd(null, TODAY)).toBeNull();
  });
});

describe("money", () => {
  it("monthly value = total / 12 / 1000, one decimal", () => {
    expect(monthlyValueK("1200000.00")).toBe("100.0");
    expect(monthlyValueK(1_200_000)).toBe("100.0");
    expect(monthlyValueK("600000.00")).toBe("50.0");
    expect(monthlyValueK("1000.00")).toBe("0.1");
    expect(monthlyValueK("0.00")).toBe("0.0");
    // 1,250,000 / 12,000 = 104.1666… → 104.2
    expect(monthlyValueK("1250000.00")).toBe("104.2");
  });

  it("the contract book in millions, one decimal", () => {
    expect(contractBookMillions("12400000.00")).toBe("12.4");
    expect(contractBookMillions("1800050.00")).toBe("1.8");
    expect(contractBookMillions("1250000.00")).toBe("1.3");
    expect(contractBookMillions("0.00")).toBe("0.0");
  });

  it("totals per currency, never added across currencies", () => {
    expect(
      totalsByCurrency([
        { currency: "USD", value: "1200000.00" },
        { currency: "EUR", value: "100.50" },
        { currency: "USD", value: "0.01" },
      ]),
    ).toEqual([
      { currency: "USD", total: "1200000.01", contracts: 2 },
      { currency: "EUR", total: "100.50", contracts: 1 },
    ]);
  });
});

describe("references and status", () => {
  it("CT-<year>-<four digits at least>", () => {
    expect(contractReference(2026, 42)).toBe("CT-2026-0042");
    expect(contractReference(2026, 12345)).toBe("CT-2026-12345");
  });

  it("the status follows the lifecycle", () => {
    const facts = { approved: false, expired: false, terminated: false };
    expect(contractStatus({ ...facts, stage: "initiation" })).toBe("draft");
    expect(contractStatus({ ...facts, stage: "approval" })).toBe("under_review");
    expect(contractStatus({ ...facts, stage: "approval", approved: true })).toBe("approved");
    expect(contractStatus({ ...facts, stage: "execution", approved: true })).toBe("executed");
    expect(contractStatus({ ...facts, stage: "management", expired: true })).toBe("expired");
    expect(contractStatus({ ...facts, stage: "management", expired: true, terminated: true })).toBe("terminated");
  });
});

describe("stage moves", () => {
  const open = { approved: false, status: "draft" as const };
  it("forward one stage, back to any", () => {
    expect(stageMoveRefusal("initiation", "drafting", open)).toBeNull();
    expect(stageMoveRefusal("initiation", "negotiation", open)).toBe("skips_stages");
    expect(stageMoveRefusal("negotiation", "initiation", open)).toBeNull();
    expect(stageMoveRefusal("drafting", "drafting", open)).toBe("same_stage");
    expect(stageMoveRefusal("management", "renewal_termination", { approved: true, status: "executed" })).toBeNull();
  });

  it("Execution needs the approval; a closed contract never moves", () => {
    expect(stageMoveRefusal("approval", "execution", { approved: false, status: "under_review" })).toBe(
      "needs_approval",
    );
    expect(stageMoveRefusal("approval", "execution", { approved: true, status: "approved" })).toBeNull();
    expect(stageMoveRefusal("management", "renewal_termination", { approved: true, status: "expired" })).toBe("closed");
    expect(stageMoveRefusal("drafting", "initiation", { approved: false, status: "terminated" })).toBe("closed");
  });

  it("back before Approval withdraws the approval; back to Approval keeps it", () => {
    expect(moveWithdrawsApproval("negotiation", true)).toBe(true);
    expect(moveWithdrawsApproval("approval", true)).toBe(false);
    expect(moveWithdrawsApproval("initiation", false)).toBe(false);
    expect(CONTRACT_STAGES).toHaveLength(7);
  });

  it("changing approved terms before signature withdraws the approval; other fields or signed contracts do not", () => {
    const before = {
      vendorId: "v1",
      type: "sla",
      value: "1000.00",
      currency: "USD",
      startDate: "2026-01-01",
      endDate: null,
      stage: "approval" as const,
      approved: true,
    };
    expect(editWithdrawsApproval(before, { value: "2000.00" })).toBe(true);
    expect(editWithdrawsApproval(before, { value: "1000.00", currency: "USD" })).toBe(false);
    expect(editWithdrawsApproval(before, {})).toBe(false);
    expect(editWithdrawsApproval({ ...before, stage: "execution" }, { value: "2000.00" })).toBe(false);
    expect(editWithdrawsApproval({ ...before, approved: false }, { value: "2000.00" })).toBe(false);
  });
});

describe("the approval rule", () => {
  const facts = { stage: "approval" as const, approved: false, status: "under_review" as const, ownerId: "o" };
  it("by someone other than the owner, at the Approval stage, once, while running", () => {
    expect(approvalRefusal({ ...facts, approverId: "a" })).toBeNull();
    expect(approvalRefusal({ ...facts, approverId: "o" })).toBe("owner");
    expect(approvalRefusal({ ...facts, stage: "negotiation", status: "draft", approverId: "a" })).toBe(
      "not_at_approval",
    );
    expect(approvalRefusal({ ...facts, approved: true, status: "approved", approverId: "a" })).toBe("already_approved");
    expect(approvalRefusal({ ...facts, status: "terminated", approverId: "a" })).toBe("closed");
    expect(approvalRefusal({ ...facts, ownerId: null, approverId: "a" })).toBeNull();
  });
});

describe("notice deadlines and renewals", () => {
  it("the notice deadline: the end date less the notice period, for an automatic renewal only", () => {
    expect(noticeDeadline({ autoRenewal: true, endDate: "2027-12-31", noticePeriodDays: 90 })).toBe("2027-10-02");
    expect(noticeDeadline({ autoRenewal: true, endDate: "2027-03-31", noticePeriodDays: 0 })).toBe("2027-03-31");
    expect(noticeDeadline({ autoRenewal: false, endDate: "2027-12-31", noticePeriodDays: 90 })).toBeNull();
    expect(noticeDeadline({ autoRenewal: true, endDate: null, noticePeriodDays: 90 })).toBeNull();
    expect(noticeDeadline({ autoRenewal: true, endDate: "2027-12-31", noticePeriodDays: null })).toBeNull();
  });

  it("a tacit renewal runs as many terms as reach today", () => {
    const c = { autoRenewal: true, endDate: "2026-11-24", renewalTermMonths: 12 };
    expect(renewedEndDate(c, TODAY)).toEqual({ endDate: "2027-11-24", terms: 1 });
    expect(renewedEndDate({ ...c, endDate: "2024-06-30" }, TODAY)).toEqual({ endDate: "2027-06-30", terms: 3 });
    expect(renewedEndDate({ ...c, endDate: TODAY }, TODAY)).toBeNull();
    expect(renewedEndDate({ ...c, autoRenewal: false }, TODAY)).toBeNull();
    expect(renewedEndDate({ ...c, renewalTermMonths: null }, TODAY)).toBeNull();
  });

  it("month-end end dates do not drift", () => {
    const c = { autoRenewal: true, endDate: "2026-01-31", renewalTermMonths: 1 };
    expect(renewedEndDate(c, "2026-02-15")).toEqual({ endDate: "2026-02-28", terms: 1 });
    // Each term counts from 31 January: 28 February, then 31 March (not 28 March).
    expect(renewedEndDate(c, "2026-03-01")).toEqual({ endDate: "2026-03-31", terms: 2 });
  });

  it("a contract not renewed automatically expires the day after its end date", () => {
    expect(expiresOn("2026-11-24", TODAY)).toBe(true);
    expect(expiresOn(TODAY, TODAY)).toBe(false);
    expect(expiresOn(null, TODAY)).toBe(false);
  });
});

describe("reminders at 90, 60 and 30 days, once each", () => {
  it("the tightest threshold the deadline is within", () => {
    expect(dueReminder("2027-02-23", TODAY, [])).toBe(90); // 90 days left
    expect(dueReminder("2027-02-24", TODAY, [])).toBeNull(); // 91 days left
    expect(dueReminder("2027-01-09", TODAY, [])).toBe(60); // 45 days left
    expect(dueReminder("2026-12-25", TODAY, [])).toBe(30); // 30 days left
    expect(dueReminder(TODAY, TODAY, [])).toBe(30);
    expect(dueReminder("2026-11-24", TODAY, [])).toBeNull(); // passed
    expect(dueReminder(null, TODAY, [])).toBeNull();
  });

  it("never twice: a threshold already sent is not sent again, the next one comes in its time", () => {
    expect(dueReminder("2027-02-23", TODAY, [90])).toBeNull();
    expect(dueReminder("2027-01-09", TODAY, [90])).toBe(60);
    expect(dueReminder("2027-01-09", TODAY, [90, 60])).toBeNull();
    expect(dueReminder("2026-12-20", TODAY, [90, 60])).toBe(30);
    expect(dueReminder("2026-12-20", TODAY, [90, 60, 30])).toBeNull();
  });
});
