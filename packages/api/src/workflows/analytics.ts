// The Analytics tab (GET /api/workflows/analytics), computed from the workflows and their history (the spec's
// figures were static): rules.ts workflowAnalytics over every workflow, with step automation from the history's
// step moves (automatic: the platform moved it after a review or a decision; manual: someone completed a step).
// PostgreSQL groups the workflows by what the figures depend on (type, status, and for a closed one its cycle in
// days and whether it closed on time), so the rows read stay few however many workflows there are.
import { Prisma } from "@tprm/db";
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import type { workflowAnalyticsOutput } from "../schemas/workflows.js";
import { type AnalyticsFacts, type WorkflowStatusValue, type WorkflowTypeValue, workflowAnalytics } from "./rules.js";

interface Group {
  type: WorkflowTypeValue;
  status: WorkflowStatusValue;
  /** Closed by the target date (in the organisation's time zone); null while open. */
  onTime: boolean | null;
  n: number;
  /** The group's days from start to closing, summed; null while open. */
  days: number | null;
}

/**
 * Any start date will do: the figures read only the days between the dates. Dates are made by plain arithmetic on
 * UTC days (a few hundred per call; the calendar helpers cost far more here).
 */
const START_MS = Date.UTC(2000, 0, 1);
const START = "2000-01-01";
const day = (offset: number) => new Date(START_MS + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The facts of a group of closed workflows whose cycles add up to `days`: n − r of them closing after q days and r
 * after q + 1, so the group's total (and the mean over all) is exact.
 */
function closedFacts(g: Group & { days: number }): AnalyticsFacts[] {
  const q = Math.floor(g.days / g.n);
  const r = g.days - q * g.n;
  return [
    { cycle: q, count: g.n - r },
    { cycle: q + 1, count: r },
  ]
    .filter((part) => part.count > 0)
    .map((part) => ({
      type: g.type,
      status: g.status,
      startDate: START,
      // On time: closed by the target date; late: the day before it closed.
      targetDate: day(g.onTime ? part.cycle : part.cycle - 1),
      closedOn: day(part.cycle),
      count: part.count,
    }));
}

export async function workflowAnalyticsFor(ctx: SignedInContext): Promise<z.output<typeof workflowAnalyticsOutput>> {
  const zone = ctx.env.APP_TIME_ZONE;
  const closedOn = Prisma.sql`((w."completedAt" AT TIME ZONE 'UTC') AT TIME ZONE ${zone})::date`;
  const closing = Prisma.sql`w."status" IN ('approved', 'rejected', 'completed') AND w."completedAt" IS NOT NULL`;
  const [groups, automatic, total] = await Promise.all([
    ctx.db.$queryRaw<Group[]>`
      SELECT g."type", g."status", g."onTime", count(*)::int AS "n", sum(g."days")::int AS "days"
      FROM (
        SELECT w."type"::text AS "type", w."status"::text AS "status",
          CASE WHEN ${closing} THEN ${closedOn} <= w."targetDate" END AS "onTime",
          CASE WHEN ${closing} THEN ${closedOn} - w."startDate" END AS "days"
        FROM "Workflow" w
      ) g
      GROUP BY 1, 2, 3`,
    ctx.db.workflowEvent.count({ where: { kind: "step_completed", automatic: true } }),
    ctx.db.workflowEvent.count({ where: { kind: "step_completed" } }),
  ]);
  const facts = groups.flatMap((g): AnalyticsFacts[] =>
    g.onTime === null || g.days === null
      ? [{ type: g.type, status: g.status, startDate: START, targetDate: START, closedOn: null, count: g.n }]
      : closedFacts({ ...g, days: g.days }),
  );
  return workflowAnalytics(facts, { automatic, total });
}
