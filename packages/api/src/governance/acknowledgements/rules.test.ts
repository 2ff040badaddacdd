import { describe, expect, it } from "vitest";
import { acknowledgementState, countAcknowledgements, renewedDueDate } from "./rules.js";

const today = "2026-03-10";

describe("acknowledgementState", () => {
  it("is accepted once acknowledged, even after the due date", () => {
    expect(
      acknowledgementState({ acknowledgedAt: new Date("2026-03-12T09:00:00Z"), dueDate: "2026-03-01" }, today),
    ).toBe("accepted");
  });

  it("is pending up to and including the due date, overdue from the day after", () => {
    expect(acknowledgementState({ acknowledgedAt: null, dueDate: "2026-03-11" }, today)).toBe("pending");
    expect(acknowledgementState({ acknowledgedAt: null, dueDate: "2026-03-10" }, today)).toBe("pending");
    expect(acknowledgementState({ acknowledgedAt: null, dueDate: "2026-03-09" }, today)).toBe("overdue");
  });
});

describe("countAcknowledgements", () => {
  it("counts accepted, pending and overdue, which add up to everyone asked", () => {
    const rows = [
      { acknowledgedAt: "2026-03-01T10:00:00Z", dueDate: "2026-03-31" },
      { acknowledgedAt: "2026-03-02T10:00:00Z", dueDate: "2026-02-01" },
      { acknowledgedAt: null, dueDate: "2026-03-31" },
      { acknowledgedAt: null, dueDate: "2026-03-10" },
      { acknowledgedAt: null, dueDate: "2026-03-09" },
    ];
    expect(countAcknowledgements(rows, today)).toEqual({ accepted: 2, pending: 2, overdue: 1, total: 5 });
  });

  it("weighs grouped rows by their count", () => {
    const rows = [
      { acknowledgedAt: null, dueDate: "2026-03-01", count: 4 },
      { acknowledgedAt: null, dueDate: "2026-04-01", count: 3 },
      { acknowledgedAt: "2026-03-01T00:00:00Z", dueDate: "2026-04-01", count: 10 },
    ];
    expect(countAcknowledgements(rows, today)).toEqual({ accepted: 10, pending: 3, overdue: 4, total: 17 });
  });

  it("counts nothing for nobody asked", () => {
    expect(countAcknowledgements([], today)).toEqual({ accepted: 0, pending: 0, overdue: 0, total: 0 });
  });
});

describe("renewedDueDate", () => {
  it("gives 30 days to acknowledge a new major version", () => {
    expect(renewedDueDate("2026-03-10")).toBe("2026-04-09");
  });
});
