// The Analytics tab (GET /api/workflows/analytics), computed from the workflows and their history (the spec's
// figures were static): rules.ts workflowAnalytics over every workflow, with step automation from the history's
// step moves (automatic: the platform moved it after a review or a decision; manual: someone completed a step).
// PostgreSQL groups the workflows by what the figures depend on (type, status, and for a closed one its cycle in
// days and whether it closed on time), so the rows read stay few however many workflows there are.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { addDays } from "../lib/dates.js";
import type { workflowAnalyticsOutput } from "../schemas/workflows.js";
import { type AnalyticsFacts, type WorkflowStatusValue, type WorkflowTypeValue, workflowAnalytics } from "./rules.js";

interface Group {
  type: WorkflowTypeValue;
  status: WorkflowStatusValue;
  /** Days from the start to the day it closed (in the organisation's time zone); null while open. */
  cycle: number | null;
  onTime: boolean | null;
  n: number;
}

/** Any start date will do: the figures read only the days between the dates, which the group keeps. */
const START = "2000-01-01";

export async function workflowAnalyticsFor(ctx: SignedInContext): Promise<z.output<typeof workflowAnalyticsOutput>> {
  const zone = ctx.env.APP_TIME_ZONE;
  const closedOn = Prisma.sql`((w."completedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date`;
  const closing = Prisma.sql`w."status" IN ('approved', 'rejected', 'completed') AND w."completedAt" IS NOT NULL`;
  const [groups, automatic, total] = await Promise.all([
    ctx.db.$queryRaw<Group[]>`
      SELECT w."type"::text AS "type", w."status"::text AS "status",
        CASE WHEN ${closing} THEN ${closedOn} - w."startDate" END AS "cycle",
        CASE WHEN ${closing} THEN ${closedOn} <= w."targetDate" END AS "onTime",
        count(*)::int AS "n"
      FROM "Workflow" w
      GROUP BY 1, 2, 3, 4`,
    ctx.db.workflowEvent.count({ where: { kind: "step_completed", automatic: true } }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed" } }),
  ]);
  // One fact per group, weighted by its count.
  const facts = groups.map((g): AnalyticsFacts => {
    const closed = g.cycle === null ? null : addDays(START, g.cycle);
    return {
      type: g.type,
      status: g.status,
      startDate: START,
      // On time: closed by the target date; late: the day before it closed.
      targetDate: closed === null ? START : g.onTime ? closed : addDays(closed, -1),
      closedOn: closed,
      count: g.n,
    };
  });
  return workflowAnalytics(facts, { automatic, total });
}
