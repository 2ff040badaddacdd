// The Analytics tab (GET /api/workflows/analytics), computed from the workflows and their history (the spec's
// figures were static): rules.ts workflowAnalytics over every workflow, with step automation from the history's
// step moves (automatic: the platform moved it after a review or a decision; manual: someone completed a step).
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { calendarDateIn, isoDate } from "../lib/dates.js";
import type { workflowAnalyticsOutput } from "../schemas/workflows.js";
import { type AnalyticsFacts, workflowAnalytics } from "./rules.js";

const CLOSING = ["approved", "rejected", "completed"];

export async function workflowAnalyticsFor(ctx: SignedInContext): Promise<z.output<typeof workflowAnalyticsOutput>> {
  const zone = ctx.env.APP_TIME_ZONE;
  const [rows, automatic, total] = await Promise.all([
    ctx.db.workflow.findMany({
      select: { type: true, status: true, startDate: true, targetDate: true, completedAt: true },
    }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed", automatic: true } }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed" } }),
  ]);
  const facts: AnalyticsFacts[] = rows.map((r) => ({
    type: r.type,
    status: r.status,
    startDate: isoDate(r.startDate),
    targetDate: isoDate(r.targetDate),
    closedOn: CLOSING.includes(r.status) && r.completedAt ? calendarDateIn(r.completedAt, zone) : null,
  }));
  return workflowAnalytics(facts, { automatic, total });
}
