import { describe, expect, it } from "vitest";
import { type AnalyticsFacts, workflowAnalytics } from "./rules.js";

const fact = (f: Partial<AnalyticsFacts>): AnalyticsFacts => ({
  type: "new_outsourcing",
  status: "initiation",
  startDate: "2026-01-01",
  targetDate: "2026-04-01",
  closedOn: null,
  ...f,
});

describe("workflowAnalytics over grouped facts", () => {
  it("gives the same figures for a fact weighted by its count as for that many copies", () => {
    const groups: AnalyticsFacts[] = [
      fact({ status: "approved", closedOn: "2026-02-10", count: 3 }),
      fact({ status: "rejected", closedOn: "2026-05-01", count: 2 }),
      fact({ type: "contract_renewal", status: "completed", closedOn: "2026-01-21", count: 4 }),
      fact({ type: "vendor_onboarding", status: "in_progress", count: 5 }),
      fact({ type: "vendor_offboarding", status: "cancelled", closedOn: null, count: 1 }),
    ];
    const copies = groups.flatMap(({ count = 1, ...f }) => Array.from({ length: count }, () => f));
    expect(copies).toHaveLength(15);
    const steps = { automatic: 6, total: 9 };
    expect(workflowAnalytics(groups, steps)).toEqual(workflowAnalytics(copies, steps));
    expect(workflowAnalytics(groups, steps)).toMatchObject({
      // (3 × 40 + 2 × 120 + 4 × 20) / 9 = 48.9
      cycleTimeDays: 49,
      onTimeCompletion: 78,
      approvalSuccess: 60,
      stepAutomation: 67,
      total: 15,
    });
  });
});
