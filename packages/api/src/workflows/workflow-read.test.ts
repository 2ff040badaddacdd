import { describe, expect, it } from "vitest";
import { displayStatus, WORKFLOW_STATUSES } from "./rules.js";
import { DISPLAY_FROM, listWhere } from "./workflow-read.js";

describe("the list's display-status filter", () => {
  it("maps each stored status to the display status rules.ts gives it, once", () => {
    for (const status of WORKFLOW_STATUSES) {
      const holders = Object.entries(DISPLAY_FROM).filter(([, from]) => from.includes(status));
      expect([status, holders.map(([display]) => display)]).toEqual([status, [displayStatus(status)]]);
    }
  });

  it("leaves overdue rows out of the open display statuses and takes only open ones as overdue", () => {
    const today = "2026-11-28";
    const where = (status: "overdue" | "in-progress" | "completed") =>
      listWhere({ page: 1, limit: 25, sort: "targetDate", order: "asc", status }, today);
    expect(where("overdue")).toEqual({
      AND: [
        {
          status: { in: ["initiation", "in_progress", "pending", "deferred"] },
          targetDate: { lt: new Date(today) },
        },
      ],
    });
    expect(where("in-progress")).toEqual({
      AND: [{ OR: [{ status: { in: ["initiation", "in_progress"] }, targetDate: { gte: new Date(today) } }] }],
    });
    expect(where("completed")).toEqual({ AND: [{ OR: [{ status: { in: ["approved", "completed"] } }] }] });
  });
});
