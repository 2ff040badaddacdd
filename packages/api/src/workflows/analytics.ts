// The Analytics tab (GET /api/workflows/analytics), computed from the workflows and their history (the spec's
// figures were static): rules.ts workflowAnalytics over every workflow, with step automation from the history's
// step moves (automatic: the platform moved it after a review or a decision; manual: someone completed a step).
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { calendarDateIn, isoDate } from "../lib/dates.js";
import type { workflowAnalyticsOutput } from "../schemas/workflows.js";
import { type AnalyticsFacts, workflowAnalytics } from "./rules.js";

const CLOSING = ["approved", "rejected", "completed"] as const;

export async function workflowAnalyticsFor(ctx: SignedInContext): Promise<z.output<typeof workflowAnalyticsOutput>> {
  const zone = ctx.env.APP_TIME_ZONE;
  // Closed workflows are read with their dates (cycle time, on time); the others only count by type and status.
  const [closed, others, automatic, total] = await Promise.all([
    ctx.db.workflow.findMany({
      where: { status: { in: [...CLOSING] } },
      select: { type: true, status: true, startDate: true, targetDate: true, completedAt: true },
    }),
    ctx.db.workflow.groupBy({
      by: ["type", "status"],
      where: { status: { notIn: [...CLOSING] } },
      _count: { _all: true },
    }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed", automatic: true } }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed" } }),
  ]);
  const facts: AnalyticsFacts[] = closed.map((r) => ({
    type: r.type,
    status: r.status,
    startDate: isoDate(r.startDate),
    targetDate: isoDate(r.targetDate),
    closedOn: r.completedAt ? calendarDateIn(r.completedAt, zone) : null,
  }));
  for (const g of others) {
    // Open (or cancelled) workflows weigh only in the counts: their dates are never read.
    const fact = { type: g.type, status: g.status, startDate: "", targetDate: "", closedOn: null };
    for (let i = 0; i < g._count._all; i += 1) facts.push(fact);
  }
  return workflowAnalytics(facts, { automatic, total });
}
