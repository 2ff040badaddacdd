// The Analytics tab's figures (issue 16: the spec's were static), from the workflows' facts. Browser-safe;
// re-exported by rules.ts.
import { daysBetween, type IsoDate } from "../lib/dates.js";
import { WORKFLOW_TYPES, type WorkflowStatusValue, type WorkflowTypeValue } from "./rules.js";

// ── Analytics ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface AnalyticsFacts {
  type: WorkflowTypeValue;
  status: WorkflowStatusValue;
  startDate: IsoDate;
  targetDate: IsoDate;
  /** The day it closed (approved, rejected, completed), if it did. */
  closedOn: IsoDate | null;
  /** How many workflows these facts stand for (the service groups alike ones); 1 when absent. */
  count?: number;
}

/**
 * The Analytics tab (the spec's figures were static): mean cycle time in days over closed workflows; on-time
 * completion, the share of closed workflows closed by their target date; approval success, approved over approved
 * and rejected; step automation, automatic step moves over all step moves; the distribution by type with shares
 * that add up to 100 (largest remainder). Null where there is nothing to divide by.
 */
export function workflowAnalytics(rows: readonly AnalyticsFacts[], steps: { automatic: number; total: number }) {
  const weight = (r: AnalyticsFacts) => r.count ?? 1;
  const count = (list: readonly AnalyticsFacts[]) => list.reduce((n, r) => n + weight(r), 0);
  const closed = rows.filter((r) => r.closedOn && r.status !== "cancelled");
  const closedCount = count(closed);
  const cycleDays = closed.reduce((sum, r) => sum + weight(r) * daysBetween(r.startDate, r.closedOn as IsoDate), 0);
  const approved = count(rows.filter((r) => r.status === "approved"));
  const rejected = count(rows.filter((r) => r.status === "rejected"));
  const total = count(rows);
  const percent = (n: number, d: number) => (d > 0 ? Math.round((n / d) * 100) : null);
  const counts = WORKFLOW_TYPES.map((type) => ({ type, count: count(rows.filter((r) => r.type === type)) }));
  return {
    cycleTimeDays: closedCount ? Math.round(cycleDays / closedCount) : null,
    onTimeCompletion: percent(count(closed.filter((r) => (r.closedOn as IsoDate) <= r.targetDate)), closedCount),
    approvalSuccess: percent(approved, approved + rejected),
    stepAutomation: percent(steps.automatic, steps.total),
    total,
    byType: withShares(counts, total),
  };
}

/** Whole percentages that add up to 100 (largest remainder), as the spec's distribution shows them. */
export function withShares<T extends { count: number }>(items: T[], total: number): (T & { share: number })[] {
  if (total === 0) return items.map((i) => ({ ...i, share: 0 }));
  const raw = items.map((i) => (i.count / total) * 100);
  const floors = raw.map(Math.floor);
  let left = 100 - floors.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, rem: r - Math.floor(r) })).sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (items[i]!.count > 0) {
      floors[i]! += 1;
      left -= 1;
    }
  }
  return items.map((item, i) => ({ ...item, share: floors[i]! }));
}
