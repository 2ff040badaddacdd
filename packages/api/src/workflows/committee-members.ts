// What a committee member reaches whatever their role (issue 16 review): the spec's table gives Executive and Board
// Member no view of workflows, yet they are the committee's default stakeholders. So the arrangements awaiting the
// caller's decision, the deck of an arrangement whose committee they sit on and the decision itself (rules.ts
// decisionRefusal) answer to membership; everything else in the centre still needs the view right.
import type { z } from "zod";
import type { SignedInContext } from "../context.js";
import { todayIn } from "../lib/dates.js";
import { forbidden, notFound } from "../lib/errors.js";
import { paginate, skipTake } from "../lib/pagination.js";
import { allows, WORKFLOW_ACCESS } from "../permissions/access.js";
import type { awaitingDecisionInput, workflowListOutput } from "../schemas/workflows.js";
import { M } from "./messages.js";
import { isCommitteeMember, ROW_INCLUDE, toRow } from "./workflow-dto.js";

export const DECK_NOT_MEMBER =
  "The Committee Approval Deck is open to those who may view workflows and to the members of the arrangement's committee.";

/** The statuses an arrangement awaits the committee in: all seven prerequisites done, or deferred to a review date. */
const AWAITING = ["pending", "deferred"] as const;

/**
 * The new outsourcing arrangements awaiting the caller's decision: pending or deferred, whose (active) committee has
 * the caller as an active member, not their own nor any they started, owned before or reviewed (segregation of
 * duties, four eyes); newest first.
 */
export async function awaitingMyDecision(
  ctx: SignedInContext,
  input: z.output<typeof awaitingDecisionInput>,
): Promise<z.output<typeof workflowListOutput>> {
  const userId = ctx.auth.user.id;
  const where = {
    type: "new_outsourcing" as const,
    status: { in: [...AWAITING] },
    ownerId: { not: userId },
    committee: { status: "active" as const, members: { some: { userId, removedAt: null } } },
    // Nor those the caller had a hand in (rules.ts decisionRefusal): started, owned before, reviewed.
    OR: [{ createdById: null }, { createdById: { not: userId } }],
    events: { none: { kind: "owner_reassigned" as const, detail: { contains: userId } } },
    reviews: { none: { completedById: userId } },
  };
  const today = todayIn(ctx.env.APP_TIME_ZONE);
  const [rows, total] = await Promise.all([
    ctx.db.workflow.findMany({
      where,
      include: ROW_INCLUDE,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...skipTake(input.page, input.limit),
    }),
    ctx.db.workflow.count({ where }),
  ]);
  return { items: rows.map((r) => toRow(r, today)), pagination: paginate(input.page, input.limit, total) };
}

/** The deck answers to a role that may view workflows, or to an active member of the arrangement's active committee. */
export async function assertMayReadDeck(ctx: SignedInContext, id: string): Promise<void> {
  if (allows(ctx.auth.user.role, WORKFLOW_ACCESS.view)) return;
  const w = await ctx.db.workflow.findUnique({ where: { id }, select: { committeeId: true } });
  if (!w) throw notFound(M.notFound);
  if (!(await isCommitteeMember(ctx.db, w.committeeId, ctx.auth.user.id))) throw forbidden(DECK_NOT_MEMBER);
}
