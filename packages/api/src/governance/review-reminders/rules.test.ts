import { describe, expect, it } from "vitest";
import { addDays } from "../../lib/dates.js";
import { dueReviewReminder } from "./rules.js";

const today = "2026-03-10";
const inDays = (n: number) => addDays(today, n);

describe("dueReviewReminder (spec 001 §9: reminders at 30 and 14 days, and once the review date has passed)", () => {
  it.each([
    [31, null],
    [30, 30],
    [15, 30],
    [14, 14],
    [1, 14],
    [0, 14],
    [-1, 0],
    [-200, 0],
  ])("%i days before the review date: %s", (days, expected) => {
    expect(dueReviewReminder(inDays(days), today)).toBe(expected);
  });

  it("sends each reminder once", () => {
    expect(dueReviewReminder(inDays(30), today, [30])).toBeNull();
    expect(dueReviewReminder(inDays(15), today, [30])).toBeNull();
    expect(dueReviewReminder(inDays(14), today, [30])).toBe(14);
    expect(dueReviewReminder(inDays(1), today, [30, 14])).toBeNull();
    expect(dueReviewReminder(inDays(-1), today, [30, 14])).toBe(0);
    expect(dueReviewReminder(inDays(-1), today, [30, 14, 0])).toBeNull();
  });

  it("never sends a missed reminder late: a policy 10 days from its review gets the 14-day one only", () => {
    expect(dueReviewReminder(inDays(10), today, [])).toBe(14);
    expect(dueReviewReminder(inDays(-3), today, [])).toBe(0);
  });
});
